import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ServerFailure,
  shownUrl
} from "./chunk-3D2HOP6Y.js";
import {
  SANDBOX_LAYERS,
  SECCOMP_FD,
  SERVER_BOUNDS,
  SYSTEM_FOLDERS,
  buildServerEnvironment,
  bwrapArguments,
  describeMissing,
  heldLockFile,
  isInside,
  planSandbox,
  privateFolder,
  privateUid,
  prlimitPrefix,
  probeConfinement,
  realOrResolved,
  resolveCommand,
  throughSudo
} from "./chunk-LYTVLWCL.js";
import {
  MeasuringTimedOut,
  interruptible,
  launching
} from "./chunk-4WBB3T6B.js";
import {
  mark
} from "./chunk-4FMI7NQJ.js";

// src/servers/process-group.ts
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
var liveGroups = /* @__PURE__ */ new Set();
function spawnGroup(command, args, options) {
  const stdio = ["pipe", "pipe", "pipe"];
  if (options.fd3 !== void 0 || options.fd4Input) stdio.push(options.fd3 ?? "ignore");
  if (options.fd4Input) stdio.push("pipe");
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio,
    detached: process.platform !== "win32",
    windowsHide: true
  });
  if (options.fd4Input) {
    const input = child.stdio[4];
    input?.on("error", () => void 0);
    input?.end(options.fd4Input);
  }
  const exit = new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", () => resolve({ code: null, signal: null }));
  });
  const closed = new Promise((resolve) => {
    child.once("close", () => resolve());
    child.once("error", () => resolve());
  });
  const pgid = child.pid ?? -1;
  if (pgid > 0) liveGroups.add(pgid);
  return { child, pgid, exit, closed };
}
async function terminateGroup(group, graceMs = 1e3) {
  const { child, pgid } = group;
  child.stdin?.end();
  if (pgid <= 0) return;
  signalGroup(pgid, "SIGTERM");
  const exitedInTime = await within(group.exit, graceMs);
  if (!exitedInTime) await delay(0);
  signalGroup(pgid, "SIGKILL");
  for (let waited = 0, step = 1; groupAlive(pgid) && waited < 2e3; waited += step, step = Math.min(step * 2, 20))
    await delay(step);
  await within(group.exit, 500);
  liveGroups.delete(pgid);
  child.stdout?.destroy();
  child.stderr?.destroy();
}
function killAllGroupsSync() {
  for (const pgid of liveGroups) signalGroup(pgid, "SIGKILL");
  liveGroups.clear();
}
function signalGroup(pgid, signal) {
  try {
    process.kill(process.platform === "win32" ? pgid : -pgid, signal);
  } catch {
  }
}
var PF_EXITING = 4;
function groupMembers(pgid) {
  const members = [];
  const pids = readdirSync("/proc").flatMap((entry) => /^\d+$/.test(entry) ? [Number(entry)] : []);
  for (const entry of candidatePids(pids, pgid, lastAllocatedPid())) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid && fields[0] !== "Z" && (Number(fields[6]) & PF_EXITING) === 0)
        members.push(Number(entry));
    } catch {
    }
  }
  return members;
}
function candidatePids(pids, pgid, lastPid) {
  return lastPid !== void 0 && lastPid >= pgid ? pids.filter((pid) => pid >= pgid) : pids;
}
function lastAllocatedPid() {
  try {
    const last = Number(readFileSync("/proc/loadavg", "utf8").trim().split(/\s+/)[4]);
    return Number.isSafeInteger(last) && last > 0 ? last : void 0;
  } catch {
    return void 0;
  }
}
function groupAlive(pgid) {
  if (process.platform === "win32") return false;
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if (error.code === "ESRCH") return false;
  }
  return process.platform !== "linux" || groupMembers(pgid).length > 0;
}
async function within(promise, ms) {
  let timer;
  const timeout = new Promise((resolve) => timer = setTimeout(() => resolve(false), ms));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// src/servers/server-launch.ts
import { closeSync, openSync, writeFileSync } from "node:fs";
import path3 from "node:path";

// src/servers/sandbox/userns-filter.ts
var CLONE_NEWUSER = 268435456;
var EPERM = 1;
var ENOSYS = 38;
var ARCHES = {
  x64: { audit: 3221225534, clone: 56, unshare: 272, x32: true },
  arm64: { audit: 3221225655, clone: 220, unshare: 97 }
};
var CLONE3 = 435;
var LD_ABS = 32;
var JEQ = 21;
var JGE = 53;
var JSET = 69;
var RET = 6;
var NR = 0;
var ARCH = 4;
var ARG0_LOW = 16;
var ALLOW = 2147418112;
var errno = (code) => 327680 | code;
function userNamespaceFilter(arch = process.arch) {
  const numbers = ARCHES[arch];
  if (!numbers) return void 0;
  const program = [
    [LD_ABS, 0, 0, ARCH],
    [JEQ, 1, 0, numbers.audit],
    [RET, 0, 0, errno(EPERM)],
    [LD_ABS, 0, 0, NR],
    ...numbers.x32 ? [
      [JGE, 0, 1, 1073741824],
      [RET, 0, 0, errno(EPERM)]
    ] : [],
    [JEQ, 0, 1, CLONE3],
    [RET, 0, 0, errno(ENOSYS)],
    [JEQ, 1, 0, numbers.unshare],
    [JEQ, 0, 3, numbers.clone],
    [LD_ABS, 0, 0, ARG0_LOW],
    [JSET, 0, 1, CLONE_NEWUSER],
    [RET, 0, 0, errno(EPERM)],
    [RET, 0, 0, ALLOW]
  ];
  const bytes = Buffer.alloc(program.length * 8);
  program.forEach(([code, jt, jf, k], i) => {
    bytes.writeUInt16LE(code, i * 8);
    bytes.writeUInt8(jt, i * 8 + 2);
    bytes.writeUInt8(jf, i * 8 + 3);
    bytes.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return bytes;
}
function printfEscaped(program) {
  return [...program].map((byte) => `\\${byte.toString(8).padStart(3, "0")}`).join("");
}

// src/servers/sandbox/linked-dependencies.ts
import { lstatSync, readlinkSync } from "node:fs";
import path from "node:path";
function linkedDependenciesOutOfView(plan, starts) {
  const projectShown = [...plan.exposed, ...plan.readable, ...plan.writable];
  const visible = (target) => [...projectShown, ...SYSTEM_FOLDERS].some((dir) => isInside(target, dir)) && !plan.concealedDirs.some((dir) => isInside(target, dir));
  for (const start of starts) {
    for (let dir = path.resolve(start); projectShown.some((shown) => isInside(dir, shown)); dir = path.dirname(dir)) {
      const link = path.join(dir, "node_modules");
      if (isLink(link)) {
        const target = realOrResolved(path.resolve(dir, readlinkSync(link)));
        if (!visible(target)) return { link, target };
      }
      if (path.dirname(dir) === dir) break;
    }
  }
  return void 0;
}
function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
function wordsForSERVER_START_FAILED(found) {
  return {
    detail: `not started: ${found.link} is a link to ${found.target}, outside the project, and the sandbox does not follow a link the project itself makes (it could point anywhere), so the server could not load its packages`,
    fix: `install the dependencies in the project itself (rm ${found.link} && npm ci), or show that folder read-only on the base branch's budget.json: "sandbox": { "readable": [${JSON.stringify(found.target)}] }`
  };
}

// src/servers/package-runner.ts
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import path2 from "node:path";
function packageFetchedAtStart(command, args, projectDir) {
  const runner = path2.basename(command).replace(/\.(cmd|exe)$/, "");
  let rest = args;
  if (runner === "pnpm" && (args[0] === "dlx" || args[0] === "exec")) rest = args.slice(1);
  else if (runner !== "npx" && runner !== "bunx" && runner !== "uvx" && runner !== "pnpx") return void 0;
  const noInstall = rest.includes("--no-install") || rest.includes("--offline") || rest.includes("--prefer-offline");
  if (noInstall || runner === "pnpm" && args[0] === "exec") return void 0;
  const spec = packageSpec(rest);
  if (!spec) return void 0;
  if (runner === "uvx") return spec;
  const { name, wanted } = splitSpec(spec);
  for (let dir = projectDir; ; dir = path2.dirname(dir)) {
    const installed = installedVersion(path2.join(dir, "node_modules", name, "package.json"));
    if (installed !== void 0) return wanted === void 0 || wanted === installed ? void 0 : spec;
    if (path2.dirname(dir) === dir) return spec;
  }
}
function packageSpec(args) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith("--package=")) return arg.slice("--package=".length);
    if (arg === "--package" || arg === "-p") return args[i + 1];
    if (arg === "--") return args[i + 1];
    if (!arg.startsWith("-")) return arg;
  }
  return void 0;
}
function splitSpec(spec) {
  const at = spec.indexOf("@", spec.startsWith("@") ? 1 : 0);
  return at === -1 ? { name: spec } : { name: spec.slice(0, at), wanted: spec.slice(at + 1) };
}
function installedVersion(manifest) {
  if (!existsSync(manifest)) return void 0;
  try {
    const version = JSON.parse(readFileSync2(manifest, "utf8")).version;
    return typeof version === "string" ? version : "";
  } catch {
    return "";
  }
}
function installedPackage(spec, projectDir) {
  const { name } = splitSpec(spec);
  for (let dir = projectDir; ; dir = path2.dirname(dir)) {
    const version = installedVersion(path2.join(dir, "node_modules", name, "package.json"));
    if (version) return { name, version };
    if (path2.dirname(dir) === dir) return void 0;
  }
}
function ownEntryPoint(spec, projectDir) {
  const { name } = splitSpec(spec);
  for (let dir = projectDir; ; dir = path2.dirname(dir)) {
    const manifest = path2.join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        const pkg = JSON.parse(readFileSync2(manifest, "utf8"));
        if (pkg.name !== name) return void 0;
        const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin && typeof pkg.bin === "object" ? Object.values(pkg.bin).find((file2) => typeof file2 === "string") : void 0;
        const file = (typeof bin === "string" ? bin : typeof pkg.main === "string" ? pkg.main : "index.js").replace(
          /^\.\//,
          ""
        );
        return { name, file: path2.relative(projectDir, path2.join(dir, file)).split(path2.sep).join("/") };
      } catch {
        return void 0;
      }
    }
    if (path2.dirname(dir) === dir) return void 0;
  }
}

// src/servers/sandbox/launcher-environment.ts
import { existsSync as existsSync2 } from "node:fs";
var LAUNCHER_ENV = {
  PATH: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
};
var ENVIRONMENT_FD = 3;
var PERL = ["/usr/bin/perl", "/bin/perl"].find((candidate) => existsSync2(candidate));
var ENV_PROGRAM = ["/usr/bin/env", "/bin/env"].find((candidate) => existsSync2(candidate));
var READ_ENVIRONMENT = [
  `open(my $in, '<&=', ${ENVIRONMENT_FD}) or die "mcp-budget: no environment on descriptor ${ENVIRONMENT_FD}: $!\\n";`,
  "binmode $in; local $/; my $pairs = <$in>; close $in;",
  "%ENV = (); for (split /\\0/, $pairs) { my ($name, $value) = split /=/, $_, 2; $ENV{$name} = $value; }"
].join(" ");
var EXEC_SERVER = 'exec { $ARGV[0] } @ARGV or die "mcp-budget: cannot run $ARGV[0]: $!\\n";';
var RLIMIT_CALLS = {
  x64: { get: 97, set: 160 },
  arm64: { get: 163, set: 164 }
};
var RESOURCE = { data: 2, nproc: 6, fsize: 1 };
function settingRlimits(calls, limits) {
  return Object.entries(RESOURCE).map(([name, resource]) => {
    const value = limits[name];
    if (!Number.isSafeInteger(value) || value < 0) throw new TypeError(`the ${name} bound ${value} cannot be set`);
    return [
      `my $${name} = "\\0" x 16; syscall(${calls.get}, ${resource}, $${name}) == 0 or die "mcp-budget: cannot read the ${name} bound: $!\\n";`,
      `my (undef, $${name}_hard) = unpack('QQ', $${name}); my $${name}_to = $${name}_hard < ${value} ? $${name}_hard : ${value};`,
      `$${name} = pack('QQ', $${name}_to, $${name}_to); syscall(${calls.set}, ${resource}, $${name}) == 0 or die "mcp-budget: cannot set the ${name} bound: $!\\n";`
    ].join(" ");
  }).join(" ");
}
function applyInside(env, limits, arch = process.arch) {
  if (process.platform === "win32" || !ENV_PROGRAM) return void 0;
  const pairs = Object.entries(env).map(([name, value]) => {
    if (name === "" || name.includes("=") || name.includes("\0") || value.includes("\0"))
      throw new TypeError(`the variable name ${JSON.stringify(name)} cannot be set`);
    return `${name}=${value}`;
  });
  if (!PERL) return { prefix: [ENV_PROGRAM, "-i", "--", ...pairs] };
  const calls = RLIMIT_CALLS[arch];
  const bounded = limits !== void 0 && calls !== void 0;
  const script = [READ_ENVIRONMENT, ...bounded ? [settingRlimits(calls, limits)] : [], EXEC_SERVER].join(" ");
  return {
    prefix: [PERL, "-e", script, "--"],
    payload: Buffer.from(pairs.map((pair) => `${pair}\0`).join("")),
    ...bounded ? { bounded } : {}
  };
}

// src/servers/server-launch.ts
async function launch(options, stderr) {
  const launched = launching();
  try {
    return await launchUnderWay(options, stderr);
  } finally {
    launched();
  }
}
async function launchUnderWay(options, stderr) {
  const { name, server } = options;
  mark("spawn requested", name);
  refuseOutsidePolicy(options);
  const cwd = path3.resolve(options.baseDir, server.cwd ?? ".");
  const network = options.sandbox.network === "host" || server.url ? "host" : "none";
  const layers = await sandboxLayers(options, network);
  const { confinement } = layers;
  const dropsToNobody = confinement.method === "bwrap" && !!confinement.setpriv;
  const uid = dropsToNobody ? privateUid() : void 0;
  const environment = await buildServerEnvironment(
    server.env,
    server.expanded === true,
    options.sandbox,
    options.callerEnv,
    uid
  );
  const resolved = await commandToStart(
    options,
    environment,
    cwd,
    network === "none" && layers.offered.includes("network")
  );
  const args = server.args ?? [];
  const inside = await environmentInside(name, environment);
  const bounds = inside?.bounded ? [] : prlimitPrefix(findPrlimit());
  const { plan, planned } = await sandboxPlan(options, { confinement, network, cwd, environment, resolved, args, uid });
  const handOver = inside?.payload ? await environmentHandOver(inside.payload) : void 0;
  const dispose = async () => {
    await handOver?.dispose();
    await environment.dispose();
  };
  const [first, ...rest] = [...bounds, ...inside?.prefix ?? [], resolved];
  const command = confine(confinement, network, first, [...rest, ...args], handOver?.file, () => planned ?? plan());
  const sandbox = sandboxReport(server, layers, network, !!inside?.bounded || bounds.length > 0, environment);
  mark("sandbox plan built", name);
  const viaSudo = confinement.method === "bwrap" && !!confinement.sudo;
  const group = spawnGroup(command.command, command.args, {
    env: inside ? { ...LAUNCHER_ENV } : environment.env,
    cwd,
    ...handOver && !viaSudo ? { fd3: handOver.fd } : {},
    ...command.seccomp ? { fd4Input: command.seccomp } : {}
  });
  mark("spawned", name);
  const ready = server.url && server.ready !== void 0 ? watchForReady(server.ready, group, Date.now() + options.timeouts.startupMs) : void 0;
  group.child.stderr.on("data", (chunk) => stderr.push(chunk));
  if (!viaSudo) await handOver?.dispose();
  return { group, sandbox, ...ready ? { ready } : {}, dispose };
}
async function sandboxLayers(options, network) {
  const confinement = await probeConfinement();
  const wanted = SANDBOX_LAYERS.filter((layer) => layer !== "network" || network === "none");
  const offered = confinement.layers;
  const missing = wanted.filter((layer) => !offered.includes(layer));
  if (options.sandbox.require && missing.length > 0) {
    throw new ServerFailure(
      "SANDBOX_UNAVAILABLE",
      options.name,
      "start",
      `not started: sandbox.require is true and ${describeMissing(missing, confinement.reason)}`
    );
  }
  return { confinement, wanted, offered, missing };
}
async function commandToStart(options, environment, cwd, noNetwork) {
  const { name, server } = options;
  const resolved = resolveCommand(server.command, environment.env.PATH, cwd);
  if (!resolved) {
    await environment.dispose();
    throw new ServerFailure(
      "SERVER_START_FAILED",
      name,
      "start",
      `command not found: ${server.command} (looked in PATH and ${cwd})`
    );
  }
  const args = server.args ?? [];
  const fetched = noNetwork ? packageFetchedAtStart(resolved, args, options.baseDir) : void 0;
  if (fetched) {
    await environment.dispose();
    throw new ServerFailure(
      "SERVER_START_FAILED",
      name,
      "start",
      `\`${server.command} ${args.join(" ")}\` would download ${fetched} at start, and the sandbox has no network`,
      "",
      ownPackageFix(name, fetched, options.baseDir) ?? installedFix(fetched, options.baseDir) ?? `install it as a dev dependency (npm install --save-dev ${fetched}) so it runs from node_modules, or give this server the network in budget.json: "sandbox": { "network": "host" }`
    );
  }
  return resolved;
}
async function environmentInside(name, environment) {
  try {
    return applyInside(environment.env, {
      data: SERVER_BOUNDS.memoryBytes,
      nproc: SERVER_BOUNDS.processes,
      fsize: SERVER_BOUNDS.fileBytes
    });
  } catch (error) {
    await environment.dispose();
    throw new ServerFailure("SERVER_START_FAILED", name, "start", `not started: ${error.message}`);
  }
}
async function sandboxPlan(options, start) {
  const { network, cwd, environment, resolved, args, uid } = start;
  const declared = (paths) => (paths ?? []).map((p) => path3.resolve(options.baseDir, p));
  const plan = () => planSandbox({
    network,
    projectDir: options.baseDir,
    cwd,
    home: environment.home,
    command: resolved,
    args,
    readable: declared(options.sandbox.readable),
    writable: declared(options.sandbox.writable),
    callerEnv: options.callerEnv,
    ...uid === void 0 ? {} : { uid }
  });
  const planned = start.confinement.method === "bwrap" ? plan() : void 0;
  const linked = planned && linkedDependenciesOutOfView(planned, [cwd, resolved, ...args.map((arg) => path3.resolve(cwd, arg))]);
  if (linked) {
    await environment.dispose();
    const words = wordsForSERVER_START_FAILED(linked);
    throw new ServerFailure("SERVER_START_FAILED", options.name, "start", words.detail, "", words.fix);
  }
  return { plan, planned };
}
function sandboxReport(server, { confinement, wanted, missing }, network, bounded, environment) {
  const layers = wanted.filter((layer) => !missing.includes(layer));
  return {
    network: network === "host" ? "host" : layers.includes("network") ? "none" : "unavailable",
    method: confinement.method,
    layers,
    missing,
    ...missing.length > 0 ? { reason: describeMissing(missing, confinement.reason) } : {},
    ...confinement.method === "bwrap" && confinement.route ? { route: confinement.route } : {},
    ...server.url ? { shared: "started to be reached by url, so it shares the host network" } : {},
    ...bounded ? { bounds: { ...SERVER_BOUNDS, tmpfs: confinement.method === "bwrap" } } : {},
    envFromCaller: [.../* @__PURE__ */ new Set([...environment.fromCaller, ...importedFromCaller(server)])].sort(),
    envUnresolved: environment.unresolved
  };
}
async function environmentHandOver(payload) {
  const folder = await privateFolder();
  const file = path3.join(folder.dir, "environment");
  writeFileSync(file, payload, { mode: 384 });
  const fd = openSync(file, "r");
  let open = true;
  return {
    file,
    fd,
    dispose: async () => {
      if (open) closeSync(fd);
      open = false;
      await folder.dispose();
    }
  };
}
function refuseOutsidePolicy(options) {
  if (!options.policy?.refused) return;
  throw new ServerFailure(
    "SERVER_START_FAILED",
    options.name,
    "start",
    `not started: ${options.policy.refused}`,
    "",
    "get the change to its reach approved on the base branch first: this run uses the base's budget for what servers may reach"
  );
}
function ownPackageFix(server, spec, projectDir) {
  const entry = ownEntryPoint(spec, projectDir);
  if (!entry) return void 0;
  return `${entry.name} is this project's own package: measure it from the repository, "servers": { ${JSON.stringify(server)}: { "command": "node", "args": [${JSON.stringify(entry.file)}] } } in budget.json (it overrides the imported entry; build it first)`;
}
function installedFix(spec, projectDir) {
  const installed = installedPackage(spec, projectDir);
  if (!installed) return void 0;
  return `${installed.name} ${installed.version} is installed, but npx looks "${spec}" up in the registry (a tag or a range): run the installed one with \`npx --no-install ${installed.name}\` (or pin ${installed.name}@${installed.version}), or give this server the network in budget.json: "sandbox": { "network": "host" }`;
}
var prlimit;
function findPrlimit() {
  if (prlimit === void 0)
    prlimit = resolveCommand("prlimit", process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin", process.cwd()) ?? null;
  return prlimit ?? void 0;
}
function importedFromCaller(server) {
  return Object.entries(server.callerVariables ?? {}).filter(([field]) => field.startsWith("env.")).flatMap(([, names]) => names);
}
function confine(confinement, network, command, args, environmentFile, plan) {
  const filter = confinement.method === "bwrap" ? userNamespaceFilter() : void 0;
  if (confinement.method === "bwrap" && confinement.sudo) {
    const escaped = filter ? printfEscaped(filter) : "";
    const planned = plan();
    const leftovers = { ...planned.home ? { home: planned.home } : {}, lock: heldLockFile() };
    const { command: sudo, prefix } = throughSudo(
      confinement.sudo,
      confinement.bwrap,
      environmentFile,
      process.pid,
      escaped,
      leftovers
    );
    const tools = { ...confinement, ...filter ? { seccompFd: SECCOMP_FD.sudo } : {} };
    return { command: sudo, args: [...prefix, ...bwrapArguments(planned, tools), command, ...args] };
  }
  if (confinement.method === "bwrap") {
    const tools = { ...confinement, ...filter ? { seccompFd: SECCOMP_FD.direct } : {} };
    return {
      command: confinement.bwrap,
      args: [...bwrapArguments(plan(), tools), command, ...args],
      ...filter ? { seccomp: filter } : {}
    };
  }
  if (confinement.method === "unshare" && network === "none") {
    const script = confinement.ip ? `${confinement.ip} link set lo up 2>/dev/null; exec "$0" "$@"` : 'exec "$0" "$@"';
    return { command: "unshare", args: [...confinement.unshareArgs, "--", "/bin/sh", "-c", script, command, ...args] };
  }
  return { command, args };
}
async function waitUntilReady(name, server, launched, stderr, timeoutMs) {
  const { group, ready } = launched;
  const deadline = ready?.deadline ?? Date.now() + timeoutMs;
  group.child.stdout?.resume();
  try {
    await untilReady();
  } finally {
    ready?.stop();
  }
  async function untilReady() {
    let exited;
    void group.exit.then((info) => exited = info);
    while (Date.now() < deadline) {
      if (exited) {
        const how = exited.signal ? `was killed by ${exited.signal}` : `exited with code ${exited.code}`;
        throw new ServerFailure("SERVER_START_FAILED", name, "start", `${how} before it was ready`, stderr.lines());
      }
      if (ready?.state === "timed out") break;
      if (ready ? ready.state === "matched" : await answers(server.url)) return;
      await delay(50);
    }
    const what = ready?.state === "timed out" ? `matching its output against ready ${JSON.stringify(server.ready)} did not finish` : ready ? `printed no line matching ready ${JSON.stringify(server.ready)}` : `${shownUrl(server.url)} did not answer`;
    throw new ServerFailure(
      "SERVER_TIMEOUT",
      name,
      "start",
      `${what} within timeouts.startupMs (${timeoutMs} ms)`,
      stderr.lines()
    );
  }
}
function watchForReady(ready, group, deadline) {
  const pattern = new RegExp(ready);
  const test = interruptible((line) => pattern.test(line));
  let state = "waiting";
  const stops = [];
  for (const stream of [group.child.stdout, group.child.stderr]) {
    let pending = "";
    const onData = (chunk) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop().slice(-MAX_READY_LINE);
      if (state !== "waiting") return;
      try {
        if (lines.some((line) => test(deadline, line.slice(-MAX_READY_LINE))) || test(deadline, pending))
          state = "matched";
      } catch (error) {
        if (!(error instanceof MeasuringTimedOut)) throw error;
        state = "timed out";
      }
    };
    stream?.on("data", onData);
    stops.push(() => stream?.off("data", onData));
  }
  return {
    get state() {
      return state;
    },
    deadline,
    stop: () => stops.forEach((stop) => stop())
  };
}
var MAX_READY_LINE = 4096;
async function answers(url) {
  try {
    const response = await fetch(url, { method: "GET", signal: AbortSignal.timeout(1e3) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

export {
  spawnGroup,
  terminateGroup,
  killAllGroupsSync,
  within,
  LAUNCHER_ENV,
  applyInside,
  launch,
  environmentHandOver,
  refuseOutsidePolicy,
  confine,
  waitUntilReady
};
