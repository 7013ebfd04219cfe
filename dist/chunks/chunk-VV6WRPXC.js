import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

// src/servers/server-environment.ts
import { existsSync, rmSync as rmSync2 } from "node:fs";
import { chmod, chown, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path2 from "node:path";

// src/servers/run-lock.ts
import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

// src/shell/urandom.ts
import { closeSync, openSync, readSync } from "node:fs";
function randomBytes(bytes) {
  try {
    const fd = openSync("/dev/urandom", "r");
    try {
      const buffer = Buffer.alloc(bytes);
      if (readSync(fd, buffer) === bytes) return buffer;
    } finally {
      closeSync(fd);
    }
  } catch {
  }
  return nodeCrypto().randomBytes(bytes);
}

// src/servers/run-lock.ts
var held;
var taken;
function runLock(tmp) {
  held ??= take(tmp);
  return held;
}
function heldLockFile() {
  return taken?.file;
}
function releaseRunLockSync() {
  taken?.release();
  taken = void 0;
}
async function take(tmp) {
  const tag = `${process.pid}-${randomHex(6)}`;
  const file = lockFile(tmp, tag);
  const server = net.createServer((socket) => socket.end());
  const listening = await new Promise((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(file, () => resolve(true));
  });
  if (!listening) return { tag: `${process.pid}-nolock`, release: () => void 0 };
  server.unref();
  try {
    chmodSync(file, 511);
  } catch {
  }
  taken = { tag, file, release: () => (server.close(), rmSync(file, { force: true })) };
  return taken;
}
function randomHex(bytes) {
  return randomBytes(bytes).toString("hex");
}
function lockFile(tmp, tag) {
  return path.join(tmp, `mcp-budget-run-${tag}.sock`);
}
function ownerAlive(tmp, tag) {
  const [pid, token] = tag.split("-");
  if (token === "nolock" || token === void 0) return Promise.resolve(processExists(Number(pid)));
  return new Promise((resolve) => {
    const socket = net.connect(lockFile(tmp, tag));
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once(
      "error",
      (error) => resolve(error.code !== "ECONNREFUSED" && error.code !== "ENOENT")
    );
  });
}
function processExists(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

// src/servers/temp-dir.ts
import { accessSync, constants, statSync } from "node:fs";
import os from "node:os";
var FALLBACKS = ["/tmp", "/var/tmp"];
var chosen;
function choose() {
  const named = os.tmpdir();
  if (chosen?.named === named) return chosen.choice;
  const why = unwritable(named);
  if (why === void 0) return (chosen = { named, choice: { dir: named } }).choice;
  const instead = FALLBACKS.find((dir) => dir !== named && unwritable(dir) === void 0);
  if (instead === void 0) return { failed: { tmpdir: named, why } };
  return (chosen = { named, choice: { dir: instead, unusable: { dir: named, why } } }).choice;
}
function runTempDir() {
  const choice = choose();
  if ("failed" in choice) throw userError("NO_TEMP_DIR", { ...choice.failed, fallbacks: FALLBACKS });
  return choice.dir;
}
function tempDirNote() {
  const choice = choose();
  if ("failed" in choice || !choice.unusable) return void 0;
  return `TMPDIR ${choice.unusable.dir} cannot be written (${choice.unusable.why}); temporary folders are made in ${choice.dir} instead (set TMPDIR to a directory this user can write, or unset it)`;
}
function unwritable(dir) {
  try {
    if (!statSync(dir).isDirectory()) return "not a directory";
    accessSync(dir, constants.W_OK | constants.X_OK);
    return void 0;
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT") return "no such directory";
    if (code === "ENOTDIR") return "not a directory";
    if (code === "EACCES" || code === "EPERM") return "not writable by this user";
    if (code === "EROFS") return "a read-only file system";
    return error.message;
  }
}

// src/servers/server-environment.ts
var LOCALE_NAMES = /^(LANG|LANGUAGE|LC_[A-Z]+|TZ)$/;
var HOME_PREFIX = "mcp-budget-home-";
var liveHomes = /* @__PURE__ */ new Set();
function removeServerHomesSync() {
  for (const home of liveHomes) rmSync2(home, { recursive: true, force: true });
  liveHomes.clear();
  releaseRunLockSync();
}
var reclaimed;
async function reclaimStaleHomes(tmp) {
  const removed = [];
  let entries;
  try {
    entries = await readdir(tmp);
  } catch {
    return removed;
  }
  const own = (await runLock(tmp)).tag;
  for (const entry of entries) {
    const lock = /^mcp-budget-run-(\d+-[0-9a-z]+)\.sock$/.exec(entry);
    if (lock && lock[1] !== own && !await ownerAlive(tmp, lock[1])) removeQuietly(path2.join(tmp, entry));
    const match = /^mcp-budget-home-(\d+-[0-9a-z]+)-/.exec(entry) ?? /^mcp-budget-home-(\d+)-/.exec(entry);
    if (!match || match[1] === own || await ownerAlive(tmp, match[1])) continue;
    if (removeQuietly(path2.join(tmp, entry))) removed.push(entry);
    if (match[1].includes("-")) removeQuietly(lockFile(tmp, match[1]));
  }
  return removed;
}
function removeQuietly(file) {
  try {
    rmSync2(file, { recursive: true, force: true });
    return true;
  } catch {
    return false;
  }
}
async function buildServerEnvironment(declared, alreadyExpanded, sandbox, callerEnv, owner) {
  const tmpRoot = runTempDir();
  reclaimed ??= reclaimStaleHomes(tmpRoot);
  const home = await mkdtemp(path2.join(tmpRoot, `${HOME_PREFIX}${(await runLock(tmpRoot)).tag}-`));
  liveHomes.add(home);
  const tmp = path2.join(home, "tmp");
  await mkdir(tmp);
  if (owner !== void 0 && process.getuid?.() === 0) {
    await chown(home, owner, owner);
    await chown(tmp, owner, owner);
  } else if (owner !== void 0) {
    await chmod(home, 511);
    await chmod(tmp, 511);
  }
  const env = {
    PATH: callerEnv.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: home,
    TMPDIR: tmp
  };
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
      await reclaimed;
      await rm(home, { recursive: true, force: true }).catch(() => void 0);
      liveHomes.delete(home);
    }
  };
}
async function privateFolder() {
  const dir = await mkdtemp(path2.join(runTempDir(), `${HOME_PREFIX}${(await runLock(runTempDir())).tag}-`));
  liveHomes.add(dir);
  await chmod(dir, 448);
  return {
    dir,
    dispose: async () => {
      await rm(dir, { recursive: true, force: true }).catch(() => void 0);
      liveHomes.delete(dir);
    }
  };
}
async function runFolder() {
  const tmp = runTempDir();
  const dir = await mkdtemp(path2.join(tmp, `${HOME_PREFIX}${(await runLock(tmp)).tag}-`));
  liveHomes.add(dir);
  return dir;
}
function removeRunFolder(dir) {
  rmSync2(dir, { recursive: true, force: true });
  liveHomes.delete(dir);
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
    const absolute = path2.resolve(cwd, command);
    return existsSync(absolute) ? absolute : void 0;
  }
  for (const dir of pathVariable.split(path2.delimiter)) {
    if (!dir) continue;
    const candidate = path2.join(dir, command);
    if (existsSync(candidate)) return candidate;
    if (process.platform === "win32") {
      for (const extension of [".cmd", ".exe", ".bat"])
        if (existsSync(candidate + extension)) return candidate + extension;
    }
  }
  return void 0;
}

// src/budget/resolved-paths.ts
import { realpathSync } from "node:fs";
import path3 from "node:path";
function isInside(target, dir) {
  const relative = path3.relative(dir, target);
  return relative === "" || !relative.startsWith("..") && !path3.isAbsolute(relative);
}
function reallyInside(target, area) {
  return isInside(realOrResolved(target), realOrResolved(area));
}
function realOrResolved(file) {
  try {
    return realpathSync(file);
  } catch {
    return path3.resolve(file);
  }
}
function uniquePaths(paths) {
  return [...new Set(paths.map((p) => path3.resolve(p)))];
}

// src/budget/repository-path.ts
import { existsSync as existsSync2, realpathSync as realpathSync2 } from "node:fs";
import path4 from "node:path";
function repositoryPath(cwd, file) {
  const absolute = path4.resolve(cwd, file);
  let dir;
  try {
    dir = realpathSync2(path4.dirname(absolute));
  } catch {
    return void 0;
  }
  const top = workTreeOf(dir);
  return top === void 0 ? void 0 : path4.relative(top, path4.join(dir, path4.basename(absolute))).split(path4.sep).join("/");
}
function workTreeOf(dir) {
  for (let current = path4.resolve(dir); ; current = path4.dirname(current)) {
    if (existsSync2(path4.join(current, ".git"))) return current;
    if (path4.dirname(current) === current) return void 0;
  }
}
function outermostPackage(start, stop) {
  let found = start;
  for (let dir = start; stop === void 0 || dir !== stop && isInside(dir, stop); dir = path4.dirname(dir)) {
    if (existsSync2(path4.join(dir, "package.json"))) found = dir;
    if (path4.dirname(dir) === dir) break;
  }
  return found;
}

// src/servers/sandbox/confinement-probe.ts
import { execFile } from "node:child_process";
import { existsSync as existsSync4 } from "node:fs";

// src/servers/sandbox/sudo-route.ts
var USERNS_REFUSED = /setting up uid map: Permission denied|No permissions to creat\w* new namespace|Operation not permitted/i;
async function sudoRoute(bwrap, bwrapDetail, env, tools) {
  const onRunner = env.GITHUB_ACTIONS === "true" || env.CI === "true";
  if (!onRunner || bwrap && !USERNS_REFUSED.test(bwrapDetail)) return void 0;
  const sudo = tools.onPath("sudo");
  if (!sudo) return { detail: "sudo is not installed" };
  const allowed = await tools.tryRun(sudo, ["-n", "true"]);
  if (!allowed.ok) return { detail: `sudo asks for a password (${allowed.detail})` };
  let installed = false;
  if (!bwrap && env.GITHUB_ACTIONS === "true") {
    const aptGet = (...args) => tools.tryRun(sudo, ["-n", "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args], 3e5);
    let install = await aptGet("install", "-y", "-q", "bubblewrap");
    if (!install.ok && (await aptGet("update", "-q")).ok) install = await aptGet("install", "-y", "-q", "bubblewrap");
    bwrap = tools.onPath("bwrap");
    if (!bwrap)
      return { detail: `installing it with sudo apt-get failed: ${install.detail.split("\n").slice(-2).join(" ")}` };
    installed = true;
  }
  if (!bwrap) return { detail: "bubblewrap is not installed" };
  const setpriv = tools.onPath("setpriv");
  if (!setpriv) return { detail: "setpriv (util-linux) is not installed, so servers would run as root" };
  const trial = await tools.tryRun(sudo, ["-n", bwrap, ...tools.trialArguments({ bwrap, setpriv }), "true"]);
  if (!trial.ok) return { detail: `bubblewrap through sudo: ${trial.detail}` };
  const why = installed ? "bubblewrap was missing and was installed with sudo apt-get" : `unprivileged user namespaces are refused here (${firstLine(bwrapDetail)})`;
  return {
    sudo,
    bwrap,
    setpriv,
    route: `bubblewrap runs as root through passwordless sudo and servers as nobody: ${why}`
  };
}
var WATCHDOG = [
  "p=$1; e=$2; f=$3; h=$4; k=$5; shift 5",
  // sudo closes every descriptor past stderr: the server's environment comes as a file only mcp-budget could read,
  // opened here on the descriptor its last launcher reads, and removed at once.
  'if [ -n "$e" ]; then exec 3<"$e" || exit 126; rm -f -- "$e"; fi',
  // The seccomp filter comes as printf escapes (NUL bytes and all): written by root, opened on fd 5, removed at once.
  'if [ -n "$f" ]; then t=$(mktemp) || exit 126; printf "$f" >"$t" && exec 5<"$t"; s=$?; rm -f -- "$t"; [ "$s" = 0 ] || exit 126; fi',
  // A background command's stdin would be /dev/null: the server's stdin is handed over on fd 4.
  "exec 4<&0",
  '"$@" <&4 4<&- & c=$!',
  "exec 3<&- 4<&- 5<&-",
  `trap 'kill -KILL "$c" 2>/dev/null' TERM INT HUP`,
  '( while kill -0 "$p" 2>/dev/null; do sleep 1; done; kill -KILL "$c" 2>/dev/null',
  // mcp-budget is gone, so nothing of its run is in use: its folders and socket are removed as its exit would have.
  '  [ -n "$h" ] && rm -rf -- "$h"; [ -n "$e" ] && rm -rf -- "${e%/*}"; [ -n "$k" ] && rm -f -- "$k"',
  ") </dev/null >/dev/null 2>&1 & w=$!",
  'while :; do wait "$c"; s=$?; kill -0 "$c" 2>/dev/null || break; done',
  // With mcp-budget gone, the watcher is left to finish removing what the run left; else it has nothing to do.
  'if kill -0 "$p" 2>/dev/null; then kill "$w" 2>/dev/null; else wait "$w"; fi',
  'exit "$s"'
].join("\n");
function throughSudo(sudo, bwrap, environmentFile = "", watched = process.pid, seccompFilter = "", leftovers = {}) {
  return {
    command: sudo,
    prefix: [
      "-n",
      "/bin/sh",
      "-c",
      WATCHDOG,
      "mcp-budget-watchdog",
      String(watched),
      environmentFile,
      seccompFilter,
      leftovers.home ?? "",
      leftovers.lock ?? "",
      bwrap
    ]
  };
}
var SECCOMP_FD = { sudo: 5, direct: 4 };
function firstLine(text) {
  return text.split("\n")[0].trim();
}

// src/servers/sandbox/bwrap-arguments.ts
import { lstatSync as lstatSync4, readlinkSync } from "node:fs";
import path8 from "node:path";

// src/servers/sandbox/bounds.ts
var SERVER_BOUNDS = {
  /**
   * RLIMIT_DATA: the heap and every private writable mapping, per process. Shared memory (memfd, MAP_SHARED, System V)
   * and the sum over processes are not in it: only a memory cgroup would bound those.
   */
  memoryBytes: 2 * 1024 ** 3,
  /** RLIMIT_NPROC: processes and threads of the user the server runs as. */
  processes: 1024,
  /** RLIMIT_FSIZE: the largest file it may write. */
  fileBytes: 256 * 1024 ** 2,
  /** --size of every writable tmpfs bubblewrap gives it: its HOME (with TMPDIR) and /dev/shm. */
  tmpfsBytes: 256 * 1024 ** 2
};
var MiB = (bytes) => `${Math.round(bytes / 1024 ** 2).toLocaleString("en-US")} MiB`;
function describeBound(name, sharedCount) {
  switch (name) {
    case "memory":
      return `memory (${MiB(SERVER_BOUNDS.memoryBytes)} of private memory per process)`;
    case "processes":
      return `processes (${SERVER_BOUNDS.processes.toLocaleString("en-US")} processes and threads${sharedCount ? `, ${sharedCount}` : ""})`;
    case "file size":
      return `file size (${MiB(SERVER_BOUNDS.fileBytes)} per file)`;
    case "disk":
      return `disk (${MiB(SERVER_BOUNDS.tmpfsBytes)} for its HOME and TMPDIR, the same for /dev/shm)`;
  }
}
function prlimitPrefix(prlimit) {
  if (!prlimit) return [];
  return [
    prlimit,
    `--data=${SERVER_BOUNDS.memoryBytes}`,
    `--nproc=${SERVER_BOUNDS.processes}`,
    `--fsize=${SERVER_BOUNDS.fileBytes}`,
    "--"
  ];
}
function boundThatCut(detail, stderr) {
  if (/SIGXFSZ|File size limit exceeded|EFBIG|File too large/i.test(detail + stderr)) return "file size";
  if (/ENOSPC|No space left on device/.test(stderr)) return "disk";
  if (/EAGAIN|Resource temporarily unavailable|can't fork|Cannot fork|fork: retry|uv_thread_create|pthread_create/i.test(
    stderr
  ))
    return "processes";
  if (/heap out of memory|Array buffer allocation failed|ENOMEM|Cannot allocate memory|MemoryError|out of memory/i.test(
    stderr
  ))
    return "memory";
  return void 0;
}

// src/servers/sandbox/traversable-parents.ts
import { lstatSync } from "node:fs";
import path5 from "node:path";
function createdParents(target, emptyRoots) {
  const root = emptyRoots.filter((dir) => isStrictlyInside(target, dir)).sort((a, b) => b.length - a.length)[0];
  if (!root) return [];
  const args = [];
  for (const dir of ancestors(target).filter((dir2) => isStrictlyInside(dir2, root)))
    args.push("--perms", "0755", "--dir", dir);
  return args;
}
function untraversableAncestors(targets, emptyRoots, mounted) {
  const found = /* @__PURE__ */ new Set();
  for (const target of targets) {
    for (const dir of ancestors(target)) {
      if (emptyRoots.some((root) => isInside(dir, root)) || mounted.some((mount) => isInside(dir, mount))) continue;
      if (!othersMayEnter(dir)) found.add(dir);
    }
  }
  const sorted = [...found].sort((a, b) => a.length - b.length);
  return sorted.filter((dir, i) => !sorted.slice(0, i).some((outer) => isStrictlyInside(dir, outer)));
}
function behindPrivateFolder(dir) {
  return ancestors(dir).some((folder) => !othersMayEnter(folder));
}
function ancestors(target) {
  const found = [];
  for (let dir = path5.dirname(target); dir !== path5.dirname(dir); dir = path5.dirname(dir)) found.unshift(dir);
  return found;
}
function othersMayEnter(dir) {
  try {
    const stat = lstatSync(dir);
    return !stat.isDirectory() || (stat.mode & 1) !== 0;
  } catch {
    return true;
  }
}
function isStrictlyInside(target, dir) {
  return target !== dir && isInside(target, dir);
}

// src/servers/sandbox/private-uid.ts
var UNPRIVILEGED_UID = 65534;
var PRIVATE_UID_RANGE = { first: 1593835520, size: 16777216 };
function privateUid() {
  return PRIVATE_UID_RANGE.first + randomBytes(4).readUInt32BE(0) % PRIVATE_UID_RANGE.size;
}

// src/servers/sandbox/sandbox-plan.ts
import { existsSync as existsSync3, lstatSync as lstatSync3 } from "node:fs";
import path7 from "node:path";

// src/servers/sandbox/project-area.ts
import { lstatSync as lstatSync2 } from "node:fs";
import os2 from "node:os";
import path6 from "node:path";
function hiddenDirectories(callerEnv) {
  const candidates = [
    "/tmp",
    "/var/tmp",
    "/run",
    "/var/run",
    os2.tmpdir(),
    callerEnv.HOME ?? os2.homedir(),
    "/root",
    callerEnv.RUNNER_TEMP
  ];
  return uniquePaths(candidates.filter((dir) => !!dir && dir !== "/" && isRealDirectory(dir)));
}
function projectArea(projectDir, hidden) {
  const top = workTreeOf(projectDir);
  if (top && path6.dirname(top) !== top && !hidden.some((dir) => isInside(dir, top))) return top;
  return outermostPackage(
    projectDir,
    hidden.find((dir) => isInside(projectDir, dir))
  );
}
function assertServerPlaces(servers, loaded, callerEnv) {
  const area = projectArea(loaded.dir, hiddenDirectories(callerEnv));
  const problems = /* @__PURE__ */ new Map();
  for (const { name, config, origin } of servers) {
    if (config.cwd === void 0) continue;
    const cwd = path6.resolve(loaded.dir, config.cwd);
    if (reallyInside(cwd, area)) continue;
    const fromBudget = origin === path6.basename(loaded.file);
    const where = fromBudget ? `$.servers${/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`}.cwd` : `server "${name}" cwd`;
    const file = fromBudget ? path6.basename(loaded.file) : origin;
    problems.set(file, [...problems.get(file) ?? [], { where, cwd: config.cwd, area }]);
  }
  const [first] = problems;
  if (first) throw userError("SERVER_CWD_OUTSIDE", { file: first[0], places: first[1] });
}
function isRealDirectory(dir) {
  try {
    return lstatSync2(dir).isDirectory();
  } catch {
    return false;
  }
}

// src/servers/sandbox/sandbox-plan.ts
var SYSTEM_FOLDERS = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc"];
var RUNNER_FILE_COMMANDS = ["GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_PATH", "GITHUB_STATE", "GITHUB_STEP_SUMMARY"];
function planSandbox(options) {
  const hidden = hiddenDirectories(options.callerEnv);
  const area = projectArea(options.projectDir, hidden);
  const packages = projectPackages(options, hidden, area);
  const exposed = exposedFolders(options, hidden, area, packages);
  const { concealedDirs, concealedFiles } = concealedInside(options, packages, exposed);
  return {
    network: options.network,
    hidden,
    exposed,
    concealedDirs,
    concealedFiles,
    readable: uniquePaths(options.readable.filter((p) => existsSync3(p))),
    writable: uniquePaths(options.writable.filter((p) => existsSync3(p))),
    cwd: options.cwd,
    home: options.home,
    ...options.uid === void 0 ? {} : { uid: options.uid }
  };
}
function toolchainDirs(options, hidden, area) {
  const inProject = (file) => reallyInside(file, area);
  return [
    ...inProject(options.command) ? [path7.dirname(options.command)] : [],
    path7.dirname(process.execPath),
    ...(options.callerEnv.PATH ?? "").split(path7.delimiter)
  ].filter((dir) => dir && path7.isAbsolute(dir)).filter((dir) => !isInside(path7.resolve(dir), area) || reallyInside(dir, area)).flatMap((dir) => toolchainFolders(realOrResolved(path7.resolve(dir)), hidden));
}
function projectPackages(options, hidden, area) {
  const inProject = (file) => reallyInside(file, area);
  const named = [options.command, ...options.args.map((arg) => path7.resolve(options.cwd, arg))].filter(
    (file) => existsSync3(file) && inProject(file)
  );
  const starts = [options.projectDir, ...named.map((file) => isRealDirectory(file) ? file : path7.dirname(file))];
  return starts.map((dir) => outermostPackage(dir, path7.dirname(area))).filter((dir) => !hidden.includes(dir) && inProject(dir));
}
function exposedFolders(options, hidden, area, packages) {
  const underHidden = (target) => hidden.some((dir) => isInside(target, dir));
  const toolchain = toolchainDirs(options, hidden, area);
  const outsideSystem = (dir) => !SYSTEM_FOLDERS.some((system) => isInside(dir, system) || isInside(system, dir));
  const holdsSystem = (dir) => SYSTEM_FOLDERS.some((system) => isInside(system, dir));
  const candidates = uniquePaths(
    [options.projectDir, ...reallyInside(options.cwd, area) ? [options.cwd] : [], ...toolchain, ...packages].filter(
      (dir) => !holdsSystem(dir) && (underHidden(dir) || behindPrivateFolder(dir) || outsideSystem(dir)) && existsSync3(dir)
    )
  );
  return candidates.filter(
    (dir) => !candidates.some((outer) => outer !== dir && isInside(dir, outer) && !underHidden(outer))
  );
}
function concealedInside(options, packages, exposed) {
  const { callerEnv } = options;
  const concealedDirs = [];
  const concealedFiles = [];
  for (const root of uniquePaths([options.projectDir, ...packages])) {
    const git = findGitEntry(root);
    if (git && !concealedDirs.includes(git.path) && !concealedFiles.includes(git.path))
      (git.isDirectory ? concealedDirs : concealedFiles).push(git.path);
  }
  const runnerTemp = callerEnv.RUNNER_TEMP && path7.resolve(callerEnv.RUNNER_TEMP);
  if (runnerTemp && isRealDirectory(runnerTemp) && !isInside(options.projectDir, runnerTemp) && exposed.some((dir) => isInside(runnerTemp, dir)))
    concealedDirs.push(runnerTemp);
  for (const name of RUNNER_FILE_COMMANDS) {
    const file = callerEnv[name];
    if (!file || !existsSync3(file)) continue;
    const dir = path7.dirname(file);
    if (isInside(options.projectDir, dir) || isInside(options.cwd, dir)) concealedFiles.push(path7.resolve(file));
    else if (isRealDirectory(dir) && !concealedDirs.includes(path7.resolve(dir))) concealedDirs.push(path7.resolve(dir));
  }
  return { concealedDirs, concealedFiles };
}
function toolchainFolders(dir, hidden) {
  if (hidden.includes(dir)) return [];
  const underHidden = hidden.some((root) => isInside(dir, root));
  if (path7.basename(dir) === ".bin" && path7.basename(path7.dirname(dir)) === "node_modules") return [path7.dirname(dir)];
  if (path7.basename(dir) !== "bin") return [dir];
  if (!underHidden) return [path7.dirname(dir)];
  const parent = path7.dirname(dir);
  return [
    dir,
    ...["lib", "lib64", "libexec", "pyvenv.cfg"].map((sibling) => path7.join(parent, sibling)).filter((sibling) => existsSync3(sibling))
  ];
}
function findGitEntry(dir) {
  for (let current = dir; ; current = path7.dirname(current)) {
    const candidate = path7.join(current, ".git");
    try {
      return { path: candidate, isDirectory: lstatSync3(candidate).isDirectory() };
    } catch {
    }
    if (path7.dirname(current) === current) return void 0;
  }
}

// src/servers/sandbox/bwrap-arguments.ts
var asRoot = () => process.getuid?.() === 0;
function bwrapArguments(plan, tools) {
  const args = ["--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try"];
  const rootWithoutCapabilities = plan.uid === 0 && (!!tools.setpriv || asRoot());
  if (rootWithoutCapabilities) args.push("--cap-drop", "ALL");
  if (!tools.setpriv && !asRoot()) args.push("--unshare-user");
  if (plan.network === "none") args.push("--unshare-net");
  if (tools.seccompFd !== void 0) args.push("--seccomp", String(tools.seccompFd));
  args.push("--die-with-parent", ...systemMounts(), "--proc", "/proc", "--dev", "/dev");
  const sized = ["--size", String(SERVER_BOUNDS.tmpfsBytes)];
  args.push("--perms", "1777", ...sized, "--tmpfs", "/dev/shm");
  const shown = [...plan.exposed, ...plan.editable ?? [], ...plan.readable, ...plan.writable];
  const emptyRoots = [...plan.hidden, "/"];
  const inSystem = (target) => SYSTEM_FOLDERS.some((dir) => isInside(target, dir));
  const replaced = tools.setpriv ? untraversableAncestors([...plan.hidden, ...shown].filter(inSystem), emptyRoots, shown) : [];
  for (const dir of replaced) args.push("--perms", "0755", ...sized, "--tmpfs", dir);
  const emptied = [...replaced, ...emptyRoots];
  for (const dir of plan.hidden) args.push(...createdParents(dir, emptied), ...sized, "--tmpfs", dir);
  for (const dir of plan.exposed) args.push(...createdParents(dir, emptied), "--ro-bind", dir, dir);
  for (const dir of plan.editable ?? []) args.push(...createdParents(dir, emptied), "--bind", dir, dir);
  const there = (target) => inSystem(target) || shown.some((dir) => isInside(target, dir));
  for (const dir of plan.concealedDirs.filter(there)) args.push("--tmpfs", dir);
  for (const file of plan.concealedFiles.filter(there)) args.push("--ro-bind", "/dev/null", file);
  for (const dir of plan.readable) args.push(...createdParents(dir, emptied), "--ro-bind", dir, dir);
  for (const dir of plan.writable) args.push(...createdParents(dir, emptied), "--bind", dir, dir);
  if (plan.home)
    args.push(
      ...createdParents(plan.home, emptied),
      "--perms",
      "0777",
      ...sized,
      "--tmpfs",
      plan.home,
      "--perms",
      "0777",
      "--dir",
      path8.join(plan.home, "tmp")
    );
  args.push("--chdir", plan.cwd, "--");
  if (tools.setpriv && !rootWithoutCapabilities) {
    const id = String(plan.uid ?? UNPRIVILEGED_UID);
    args.push(tools.setpriv, `--reuid=${id}`, `--regid=${id}`, "--clear-groups", "--inh-caps=-all", "--");
  }
  return args;
}
function systemMounts() {
  const args = [];
  for (const dir of SYSTEM_FOLDERS) {
    try {
      const stat = lstatSync4(dir);
      if (stat.isSymbolicLink()) args.push("--symlink", readlinkSync(dir), dir);
      else if (stat.isDirectory()) args.push("--ro-bind", dir, dir);
    } catch {
    }
  }
  return args;
}

// src/servers/sandbox/sandbox-layers.ts
var SANDBOX_LAYERS = ["pid", "mount", "user", "network"];
var WHAT_A_MISSING_LAYER_LEAVES_OPEN = {
  pid: "servers can see this job's processes and read their environment (/proc/<pid>/environ holds GITHUB_TOKEN and every other secret), and can outlive it",
  mount: "servers can read and write this job's files (the token actions/checkout keeps in .git/config, ~/.npmrc, the runner's GITHUB_ENV)",
  user: "servers run as this job's own user with its privileges",
  network: "servers can reach the network and services on this machine's loopback"
};
function describeMissing(missing, reason) {
  const consequences = missing.map((layer) => WHAT_A_MISSING_LAYER_LEAVES_OPEN[layer]).join("; ");
  return `no ${missing.join(", ")} isolation${reason ? ` (${reason})` : ""}: ${consequences}`;
}

// src/servers/sandbox/confinement-probe.ts
var probed;
function probeConfinement() {
  probed ??= probe().then((found) => known = found);
  return probed;
}
var known;
function probedConfinement() {
  return known;
}
var asRoot2 = () => process.getuid?.() === 0;
async function probe() {
  if (process.platform !== "linux") {
    return { method: "none", layers: [], reason: `namespaces are a Linux feature; this is ${process.platform}` };
  }
  const onPath = (name) => resolveCommand(name, process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin", process.cwd());
  const bwrap = onPath("bwrap");
  const setpriv = asRoot2() ? onPath("setpriv") : void 0;
  let bwrapDetail = "not installed (apt-get install bubblewrap)";
  if (bwrap) {
    const trial = bwrapArguments(
      {
        network: "none",
        hidden: [],
        exposed: [],
        concealedFiles: [],
        concealedDirs: [],
        readable: [],
        writable: [],
        cwd: "/"
      },
      { bwrap, setpriv }
    );
    const run = await tryRun(bwrap, [...trial, "true"]);
    if (run.ok) {
      if (asRoot2() && !setpriv) {
        return {
          method: "bwrap",
          bwrap,
          layers: ["pid", "mount", "network"],
          reason: "setpriv (util-linux) is not installed, so servers would run as root"
        };
      }
      return { method: "bwrap", bwrap, setpriv, layers: [...SANDBOX_LAYERS] };
    }
    bwrapDetail = run.detail;
  }
  if (!asRoot2()) {
    const trialArguments = (tools) => bwrapArguments(
      {
        network: "none",
        hidden: [],
        exposed: [],
        concealedFiles: [],
        concealedDirs: [],
        readable: [],
        writable: [],
        cwd: "/"
      },
      tools
    );
    const viaSudo = await sudoRoute(bwrap, bwrapDetail, process.env, { onPath, tryRun, trialArguments });
    if (viaSudo && "route" in viaSudo) return { method: "bwrap", ...viaSudo, layers: [...SANDBOX_LAYERS] };
    if (viaSudo) bwrapDetail += `; sudo: ${viaSudo.detail}`;
  }
  const unshareArgs = asRoot2() ? ["--net"] : ["--user", "--map-root-user", "--net"];
  const unshare = await tryRun("unshare", [...unshareArgs, "true"]);
  const reason = `bubblewrap: ${bwrapDetail}`;
  if (unshare.ok) {
    const ip = ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip", "/bin/ip"].find((candidate) => existsSync4(candidate));
    return { method: "unshare", layers: ["network"], unshareArgs, ip, reason };
  }
  return { method: "none", layers: [], reason: `${reason}; unshare: ${unshare.detail}` };
}
function tryRun(command, args, timeoutMs = 5e3) {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: timeoutMs }, (error, _stdout, stderr) => {
      if (!error) return resolve({ ok: true, detail: "ok" });
      const detail = error.code === "ENOENT" ? "not installed" : stderr.trim() || error.message;
      resolve({ ok: false, detail });
    });
  });
}

export {
  heldLockFile,
  runTempDir,
  tempDirNote,
  removeServerHomesSync,
  buildServerEnvironment,
  privateFolder,
  runFolder,
  removeRunFolder,
  expandVariables,
  resolveCommand,
  throughSudo,
  SECCOMP_FD,
  SERVER_BOUNDS,
  describeBound,
  prlimitPrefix,
  boundThatCut,
  isInside,
  realOrResolved,
  UNPRIVILEGED_UID,
  privateUid,
  repositoryPath,
  workTreeOf,
  hiddenDirectories,
  assertServerPlaces,
  SYSTEM_FOLDERS,
  planSandbox,
  bwrapArguments,
  SANDBOX_LAYERS,
  describeMissing,
  probeConfinement,
  probedConfinement
};
