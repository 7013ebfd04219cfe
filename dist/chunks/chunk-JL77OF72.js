import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/servers/sandbox.ts
import { execFile } from "node:child_process";
import { existsSync as existsSync2, lstatSync } from "node:fs";

// src/servers/server-environment.ts
import { existsSync, readdirSync, rmSync } from "node:fs";
import { chown, mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
var LOCALE_NAMES = /^(LANG|LANGUAGE|LC_[A-Z]+|TZ)$/;
var HOME_PREFIX = "mcp-budget-home-";
var liveHomes = /* @__PURE__ */ new Set();
function removeServerHomesSync() {
  for (const home of liveHomes) rmSync(home, { recursive: true, force: true });
  liveHomes.clear();
}
var reclaimed = false;
function reclaimStaleHomes(tmp = os.tmpdir()) {
  const removed = [];
  let entries;
  try {
    entries = readdirSync(tmp);
  } catch {
    return removed;
  }
  for (const entry of entries) {
    const match = /^mcp-budget-home-(\d+)-/.exec(entry);
    if (!match || processExists(Number(match[1]))) continue;
    rmSync(path.join(tmp, entry), { recursive: true, force: true });
    removed.push(entry);
  }
  return removed;
}
function processExists(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
async function buildServerEnvironment(declared, alreadyExpanded, sandbox, callerEnv, owner) {
  if (!reclaimed) {
    reclaimed = true;
    reclaimStaleHomes();
  }
  const home = await mkdtemp(path.join(os.tmpdir(), `${HOME_PREFIX}${process.pid}-`));
  liveHomes.add(home);
  const tmp = path.join(home, "tmp");
  await mkdir(tmp);
  if (owner !== void 0) {
    await chown(home, owner, owner);
    await chown(tmp, owner, owner);
  }
  const env = { PATH: callerEnv.PATH ?? "/usr/local/bin:/usr/bin:/bin", HOME: home, TMPDIR: tmp };
  for (const [name, value] of Object.entries(callerEnv)) {
    if (LOCALE_NAMES.test(name) && value !== void 0) env[name] = value;
  }
  const fromCaller = /* @__PURE__ */ new Set();
  const unresolved = /* @__PURE__ */ new Set();
  for (const name of sandbox.passEnv ?? []) {
    const value = callerEnv[name];
    if (value !== void 0) {
      env[name] = value;
      fromCaller.add(name);
    }
  }
  for (const [name, raw] of Object.entries(declared ?? {})) {
    env[name] = alreadyExpanded ? raw : expandVariables(raw, callerEnv, fromCaller, unresolved);
  }
  return {
    env,
    home,
    fromCaller: [...fromCaller].sort(),
    unresolved: [...unresolved].sort(),
    dispose: async () => {
      await rm(home, { recursive: true, force: true });
      liveHomes.delete(home);
    }
  };
}
function expandVariables(text, callerEnv, used, unresolved) {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g, (_match, name, fallback) => {
    const value = callerEnv[name];
    if (value !== void 0 && value !== "") {
      used.add(name);
      return value;
    }
    if (fallback !== void 0) return fallback;
    unresolved.add(name);
    return "";
  });
}
function resolveCommand(command, pathVariable, cwd) {
  if (command.includes("/") || command.includes("\\")) {
    const absolute = path.resolve(cwd, command);
    return existsSync(absolute) ? absolute : void 0;
  }
  for (const dir of pathVariable.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (existsSync(candidate)) return candidate;
    if (process.platform === "win32") {
      for (const extension of [".cmd", ".exe", ".bat"]) if (existsSync(candidate + extension)) return candidate + extension;
    }
  }
  return void 0;
}

// src/servers/sandbox.ts
import os2 from "node:os";
import path2 from "node:path";
var SANDBOX_LAYERS = ["pid", "mount", "user", "network"];
var WHAT_A_MISSING_LAYER_LEAVES_OPEN = {
  pid: "servers can see this job's processes and read their environment (/proc/<pid>/environ holds GITHUB_TOKEN and every other secret), and can outlive it",
  mount: "servers can read and write this job's files (the token actions/checkout keeps in .git/config, ~/.npmrc, the runner's GITHUB_ENV)",
  user: "servers run as this job's own user with its privileges",
  network: "servers can reach the network and services on this machine's loopback"
};
var UNPRIVILEGED_UID = 65534;
var probed;
function probeConfinement() {
  probed ??= probe();
  return probed;
}
var asRoot = () => process.getuid?.() === 0;
async function probe() {
  if (process.platform !== "linux") {
    return { method: "none", layers: [], reason: `namespaces are a Linux feature; this is ${process.platform}` };
  }
  const onPath = (name) => resolveCommand(name, process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin", process.cwd());
  const bwrap = onPath("bwrap");
  const setpriv = asRoot() ? onPath("setpriv") : void 0;
  let bwrapDetail = "not installed (apt-get install bubblewrap)";
  if (bwrap) {
    const trial = bwrapArguments({ network: "none", hidden: [], exposed: [], concealedFiles: [], concealedDirs: [], readable: [], writable: [], cwd: "/" }, { bwrap, setpriv });
    const run = await tryRun(bwrap, [...trial, "true"]);
    if (run.ok) {
      if (asRoot() && !setpriv) {
        return { method: "bwrap", bwrap, layers: ["pid", "mount", "network"], reason: "setpriv (util-linux) is not installed, so servers would run as root" };
      }
      return { method: "bwrap", bwrap, setpriv, layers: [...SANDBOX_LAYERS] };
    }
    bwrapDetail = run.detail;
  }
  const unshareArgs = asRoot() ? ["--net"] : ["--user", "--map-root-user", "--net"];
  const unshare = await tryRun("unshare", [...unshareArgs, "true"]);
  const reason = `bubblewrap: ${bwrapDetail}`;
  if (unshare.ok) {
    const ip = ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip", "/bin/ip"].find((candidate) => existsSync2(candidate));
    return { method: "unshare", layers: ["network"], unshareArgs, ip, reason };
  }
  return { method: "none", layers: [], reason: `${reason}; unshare: ${unshare.detail}` };
}
function bwrapArguments(plan, tools) {
  const args = ["--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try"];
  if (!asRoot()) args.push("--unshare-user");
  if (plan.network === "none") args.push("--unshare-net");
  args.push("--die-with-parent", "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev");
  for (const dir of plan.hidden) args.push("--tmpfs", dir);
  for (const dir of plan.exposed) args.push("--ro-bind", dir, dir);
  for (const dir of plan.concealedDirs) args.push("--tmpfs", dir);
  for (const file of plan.concealedFiles) args.push("--ro-bind", "/dev/null", file);
  for (const dir of plan.readable) args.push("--ro-bind", dir, dir);
  for (const dir of plan.writable) args.push("--bind", dir, dir);
  args.push("--chdir", plan.cwd, "--");
  if (tools.setpriv) {
    const id = String(UNPRIVILEGED_UID);
    args.push(tools.setpriv, `--reuid=${id}`, `--regid=${id}`, "--clear-groups", "--inh-caps=-all", "--");
  }
  return args;
}
var RUNNER_FILE_COMMANDS = ["GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_PATH", "GITHUB_STATE", "GITHUB_STEP_SUMMARY"];
function planSandbox(options) {
  const { callerEnv } = options;
  const candidates = ["/tmp", "/var/tmp", "/run", "/var/run", os2.tmpdir(), callerEnv.HOME ?? os2.homedir(), "/root", callerEnv.RUNNER_TEMP];
  const hidden = unique(candidates.filter((dir) => !!dir && dir !== "/" && isRealDirectory(dir)));
  const underHidden = (target) => hidden.some((dir) => isInside(target, dir));
  const toolchain = [path2.dirname(options.command), path2.dirname(process.execPath), ...(callerEnv.PATH ?? "").split(path2.delimiter)].filter((dir) => dir && path2.isAbsolute(dir)).map((dir) => path2.basename(dir) === "bin" ? path2.dirname(dir) : dir);
  const starts = [options.projectDir, ...[options.command, ...options.args.map((arg) => path2.resolve(options.cwd, arg))].filter((file) => existsSync2(file)).map((file) => isRealDirectory(file) ? file : path2.dirname(file))];
  const packages = starts.map((dir) => outermostPackage(dir, hidden.find((root) => isInside(dir, root)))).filter((dir) => !hidden.includes(dir));
  const exposed = unique([options.projectDir, options.cwd, ...toolchain, ...packages].filter((dir) => underHidden(dir) && existsSync2(dir)));
  const concealedDirs = [];
  const concealedFiles = [];
  for (const root of unique([options.projectDir, ...packages])) {
    const git = findGitEntry(root);
    if (git && !concealedDirs.includes(git.path) && !concealedFiles.includes(git.path)) (git.isDirectory ? concealedDirs : concealedFiles).push(git.path);
  }
  const runnerTemp = callerEnv.RUNNER_TEMP && path2.resolve(callerEnv.RUNNER_TEMP);
  if (runnerTemp && isRealDirectory(runnerTemp) && !isInside(options.projectDir, runnerTemp) && exposed.some((dir) => isInside(runnerTemp, dir))) concealedDirs.push(runnerTemp);
  for (const name of RUNNER_FILE_COMMANDS) {
    const file = callerEnv[name];
    if (!file || !existsSync2(file)) continue;
    const dir = path2.dirname(file);
    if (isInside(options.projectDir, dir) || isInside(options.cwd, dir)) concealedFiles.push(path2.resolve(file));
    else if (isRealDirectory(dir) && !concealedDirs.includes(path2.resolve(dir))) concealedDirs.push(path2.resolve(dir));
  }
  return {
    network: options.network,
    hidden,
    exposed,
    concealedDirs,
    concealedFiles,
    readable: unique(options.readable.filter((p) => existsSync2(p))),
    writable: unique([...options.writable.filter((p) => existsSync2(p)), options.home]),
    cwd: options.cwd
  };
}
function outermostPackage(start, hiddenRoot) {
  let found = start;
  for (let dir = start; hiddenRoot === void 0 || dir !== hiddenRoot && isInside(dir, hiddenRoot); dir = path2.dirname(dir)) {
    if (existsSync2(path2.join(dir, "package.json"))) found = dir;
    if (path2.dirname(dir) === dir) break;
  }
  return found;
}
function findGitEntry(dir) {
  for (let current = dir; ; current = path2.dirname(current)) {
    const candidate = path2.join(current, ".git");
    try {
      return { path: candidate, isDirectory: lstatSync(candidate).isDirectory() };
    } catch {
    }
    if (path2.dirname(current) === current) return void 0;
  }
}
function isRealDirectory(dir) {
  try {
    return lstatSync(dir).isDirectory();
  } catch {
    return false;
  }
}
function isInside(target, dir) {
  const relative = path2.relative(dir, target);
  return relative === "" || !relative.startsWith("..") && !path2.isAbsolute(relative);
}
function unique(paths) {
  return [...new Set(paths.map((p) => path2.resolve(p)))];
}
function tryRun(command, args) {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 5e3 }, (error, _stdout, stderr) => {
      if (!error) return resolve({ ok: true, detail: "ok" });
      const detail = error.code === "ENOENT" ? "not installed" : stderr.trim() || error.message;
      resolve({ ok: false, detail });
    });
  });
}

export {
  removeServerHomesSync,
  buildServerEnvironment,
  expandVariables,
  resolveCommand,
  SANDBOX_LAYERS,
  WHAT_A_MISSING_LAYER_LEAVES_OPEN,
  UNPRIVILEGED_UID,
  probeConfinement,
  bwrapArguments,
  planSandbox
};
