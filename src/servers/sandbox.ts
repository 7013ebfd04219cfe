import { execFile } from 'node:child_process';
import { randomBytes } from '../shell/urandom.js';
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { resolveCommand } from './server-environment.js';
import { SERVER_BOUNDS } from './bounds.js';
import { hiddenDirectories, isInside, isRealDirectory, outermostPackage, projectArea, realOrResolved, reallyInside } from './project-area.js';
import { sudoRoute } from './sudo-route.js';
import { behindPrivateFolder, createdParents, untraversableAncestors } from './traversable-parents.js';
import path from 'node:path';

/**
 * The layers a server can be confined by. Each one closes a way a hostile server reaches the job that runs it;
 * a missing layer is reported with what it leaves open.
 */
export const SANDBOX_LAYERS = ['pid', 'mount', 'user', 'network'] as const;
export type SandboxLayer = (typeof SANDBOX_LAYERS)[number];

export const WHAT_A_MISSING_LAYER_LEAVES_OPEN: Record<SandboxLayer, string> = {
  pid: "servers can see this job's processes and read their environment (/proc/<pid>/environ holds GITHUB_TOKEN and every other secret), and can outlive it",
  mount: "servers can read and write this job's files (the token actions/checkout keeps in .git/config, ~/.npmrc, the runner's GITHUB_ENV)",
  user: "servers run as this job's own user with its privileges",
  network: "servers can reach the network and services on this machine's loopback",
};

/** The nobody user: the identity of bubblewrap's trial run at probe time. */
export const UNPRIVILEGED_UID = 65534;

/**
 * As root (or through sudo) each server runs as a uid/gid of its own, from a range no distribution gives out
 * (1,593,835,520 and up, no passwd entry): RLIMIT_NPROC counts every process of a uid on the machine, so as nobody a
 * neighbour holding nobody's processes made a sound server fail to start its threads (exit 134, uv_thread_create).
 */
export const PRIVATE_UID_RANGE = { first: 0x5f000000, size: 0x01000000 } as const;

export function privateUid(): number {
  return PRIVATE_UID_RANGE.first + (randomBytes(4).readUInt32BE(0) % PRIVATE_UID_RANGE.size);
}

export type Confinement =
  | { method: 'bwrap'; layers: SandboxLayer[]; bwrap: string; setpriv?: string; reason?: string; sudo?: string; route?: string }
  | { method: 'unshare'; layers: SandboxLayer[]; unshareArgs: string[]; ip?: string; reason: string }
  | { method: 'none'; layers: []; reason: string };

let probed: Promise<Confinement> | undefined;

/** Finds out once per process which sandbox layers can be had here. */
export function probeConfinement(): Promise<Confinement> {
  probed ??= probe();
  return probed;
}

const asRoot = () => process.getuid?.() === 0;

async function probe(): Promise<Confinement> {
  if (process.platform !== 'linux') {
    return { method: 'none', layers: [], reason: `namespaces are a Linux feature; this is ${process.platform}` };
  }
  const onPath = (name: string) => resolveCommand(name, process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', process.cwd());
  const bwrap = onPath('bwrap');
  const setpriv = asRoot() ? onPath('setpriv') : undefined;
  let bwrapDetail = 'not installed (apt-get install bubblewrap)';
  if (bwrap) {
    const trial = bwrapArguments({ network: 'none', hidden: [], exposed: [], concealedFiles: [], concealedDirs: [], readable: [], writable: [], cwd: '/' }, { bwrap, setpriv });
    const run = await tryRun(bwrap, [...trial, 'true']);
    if (run.ok) {
      if (asRoot() && !setpriv) {
        return { method: 'bwrap', bwrap, layers: ['pid', 'mount', 'network'], reason: 'setpriv (util-linux) is not installed, so servers would run as root' };
      }
      return { method: 'bwrap', bwrap, setpriv, layers: [...SANDBOX_LAYERS] };
    }
    bwrapDetail = run.detail;
  }
  if (!asRoot()) {
    const trialArguments = (tools: { bwrap: string; setpriv: string }) => bwrapArguments({ network: 'none', hidden: [], exposed: [], concealedFiles: [], concealedDirs: [], readable: [], writable: [], cwd: '/' }, tools);
    const viaSudo = await sudoRoute(bwrap, bwrapDetail, process.env, { onPath, tryRun, trialArguments });
    if (viaSudo && 'route' in viaSudo) return { method: 'bwrap', ...viaSudo, layers: [...SANDBOX_LAYERS] };
    if (viaSudo) bwrapDetail += `; sudo: ${viaSudo.detail}`;
  }
  const unshareArgs = asRoot() ? ['--net'] : ['--user', '--map-root-user', '--net'];
  const unshare = await tryRun('unshare', [...unshareArgs, 'true']);
  const reason = `bubblewrap: ${bwrapDetail}`;
  if (unshare.ok) {
    const ip = ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip', '/bin/ip'].find((candidate) => existsSync(candidate));
    return { method: 'unshare', layers: ['network'], unshareArgs, ip, reason };
  }
  return { method: 'none', layers: [], reason: `${reason}; unshare: ${unshare.detail}` };
}

/** What one server's sandbox hides, shows and lets it write; all paths absolute. */
export interface SandboxPlan {
  network: 'none' | 'host';
  /** Directories replaced by an empty one: the caller's HOME, /tmp, /run, the runner's temporary files. */
  hidden: string[];
  /** Shown again, read-only, inside hidden directories: the project, the server's cwd, its toolchain. */
  exposed: string[];
  /** Hidden again inside what is shown: the repository's .git. */
  concealedDirs: string[];
  concealedFiles: string[];
  /** What the budget asks to show (after concealing) and to make writable; the server's HOME is writable. */
  readable: string[];
  writable: string[];
  cwd: string;
  /** The server's own HOME: a tmpfs of bounded size (with TMPDIR inside), instead of a folder of the caller's disk. */
  home?: string;
  /** The uid and gid setpriv drops to (as root or through sudo); nobody when unset. */
  uid?: number;
}

/** bubblewrap's arguments up to the command. Mount order matters: each later mount lies on top of the earlier. */
export function bwrapArguments(plan: SandboxPlan, tools: { bwrap: string; setpriv?: string }): string[] {
  const args = ['--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try'];
  // As root (or through sudo), a user namespace would map root's files to the server; setpriv drops to nobody instead.
  if (!tools.setpriv && !asRoot()) args.push('--unshare-user');
  if (plan.network === 'none') args.push('--unshare-net');
  // An allowlist: the system's read-only runtime folders, then only what the plan shows. Nothing else of the host
  // is there, so no unix socket, runner folder or another user's file outside them can be reached.
  args.push('--die-with-parent', ...systemMounts(), '--proc', '/proc', '--dev', '/dev');
  // Each tmpfs bounded (bounds.ts): a server that can write one would otherwise fill the runner's memory.
  const sized = ['--size', String(SERVER_BOUNDS.tmpfsBytes)];
  args.push('--perms', '1777', ...sized, '--tmpfs', '/dev/shm');
  // A server that runs as nobody must be able to pass every folder on the way to what it is shown.
  const shown = [...plan.exposed, ...plan.readable, ...plan.writable];
  // The root is empty but for the system folders: every folder on the way to what is shown is made (0755) there.
  const emptyRoots = [...plan.hidden, '/'];
  const inSystem = (target: string) => SYSTEM_FOLDERS.some((dir) => isInside(target, dir));
  const replaced = tools.setpriv ? untraversableAncestors([...plan.hidden, ...shown].filter(inSystem), emptyRoots, shown) : [];
  for (const dir of replaced) args.push('--perms', '0755', ...sized, '--tmpfs', dir);
  const emptied = [...replaced, ...emptyRoots];
  for (const dir of plan.hidden) args.push(...createdParents(dir, emptied), ...sized, '--tmpfs', dir);
  for (const dir of plan.exposed) args.push(...createdParents(dir, emptied), '--ro-bind', dir, dir);
  // Only what is there can be hidden again: a runner folder outside everything shown is not there at all.
  const there = (target: string) => inSystem(target) || shown.some((dir) => isInside(target, dir));
  for (const dir of plan.concealedDirs.filter(there)) args.push('--tmpfs', dir);
  for (const file of plan.concealedFiles.filter(there)) args.push('--ro-bind', '/dev/null', file);
  for (const dir of plan.readable) args.push(...createdParents(dir, emptied), '--ro-bind', dir, dir);
  for (const dir of plan.writable) args.push(...createdParents(dir, emptied), '--bind', dir, dir);
  if (plan.home) args.push(...createdParents(plan.home, emptied), '--perms', '0777', ...sized, '--tmpfs', plan.home, '--perms', '0777', '--dir', path.join(plan.home, 'tmp'));
  args.push('--chdir', plan.cwd, '--');
  if (tools.setpriv) {
    const id = String(plan.uid ?? UNPRIVILEGED_UID);
    args.push(tools.setpriv, `--reuid=${id}`, `--regid=${id}`, '--clear-groups', '--inh-caps=-all', '--');
  }
  return args;
}

/**
 * What a server sees of the host's own folders, read-only: programs, libraries and their configuration. The rest of
 * `/` (HOME, /home, /var, /srv, /mnt, /run, /tmp, runner folders) is not there; the plan adds the project and toolchain.
 */
export const SYSTEM_FOLDERS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc', '/opt'];

function systemMounts(): string[] {
  const args: string[] = [];
  for (const dir of SYSTEM_FOLDERS) {
    try {
      const stat = lstatSync(dir);
      // Merged /usr: /bin is a link to usr/bin, and stays one.
      if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(dir), dir);
      else if (stat.isDirectory()) args.push('--ro-bind', dir, dir);
    } catch {
      // not on this system
    }
  }
  return args;
}

const RUNNER_FILE_COMMANDS = ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'];

/**
 * The plan for one server: what a server may read is the system, the project and its toolchain; what it may
 * write is its own HOME (and what the budget declares). Credentials live in the caller's HOME, the repository's
 * .git, /run's sockets and the runner's temporary directory, so those are hidden.
 */
export function planSandbox(options: {
  network: 'none' | 'host';
  projectDir: string;
  cwd: string;
  home: string;
  command: string;
  args: string[];
  readable: string[];
  writable: string[];
  callerEnv: Record<string, string | undefined>;
  uid?: number;
}): SandboxPlan {
  const { callerEnv } = options;
  const hidden = hiddenDirectories(callerEnv);
  const underHidden = (target: string) => hidden.some((dir) => isInside(target, dir));
  // Only the project is shown again inside a hidden directory: a cwd, command or argument naming anything else
  // there (~/.ssh, a folder of RUNNER_TEMP) shows nothing. sandbox.readable is the one way, and it is reviewed.
  const area = projectArea(options.projectDir, hidden);
  const inProject = (file: string) => reallyInside(file, area);
  const toolchain = [...(inProject(options.command) ? [path.dirname(options.command)] : []), path.dirname(process.execPath), ...(callerEnv.PATH ?? '').split(path.delimiter)]
    .filter((dir) => dir && path.isAbsolute(dir))
    // Where a PATH entry really is (node_modules/.bin through a linked node_modules): bubblewrap cannot make a mount
    // point inside a link it has shown read-only.
    .flatMap((dir) => toolchainFolders(realOrResolved(path.resolve(dir)), hidden));
  // A server started as `node tools/server.js` needs that file's package and the node_modules it resolves from,
  // up to the project's root: a budget in a subfolder runs servers that import from the project's node_modules.
  const named = [options.command, ...options.args.map((arg) => path.resolve(options.cwd, arg))].filter((file) => existsSync(file) && inProject(file));
  const starts = [options.projectDir, ...named.map((file) => (isRealDirectory(file) ? file : path.dirname(file)))];
  const packages = starts.map((dir) => outermostPackage(dir, path.dirname(area))).filter((dir) => !hidden.includes(dir) && inProject(dir));
  // A server installed outside the project and outside every hidden folder (`node /opt/tools/server/index.js`): its
  // package is shown, read-only. One inside a hidden folder stays hidden, whatever names it.
  const inSystem = (file: string) => SYSTEM_FOLDERS.some((system) => isInside(file, system));
  const elsewhere = [options.command, ...options.args.map((arg) => path.resolve(options.cwd, arg))]
    .filter((file) => path.isAbsolute(file) && existsSync(file) && !inProject(file) && !underHidden(file) && !inSystem(file))
    // Where it really lies: a linked node_modules resolves there, and so does Node when it loads the server.
    .map((file) => realOrResolved(file))
    .filter((file) => !underHidden(file) && !inSystem(file))
    .map((file) => outermostPackage(isRealDirectory(file) ? file : path.dirname(file), '/'));
  // A folder holding a system folder (`/`, the parent of /bin) would show everything again: never shown as one.
  const outsideSystem = (dir: string) => !SYSTEM_FOLDERS.some((system) => isInside(dir, system) || isInside(system, dir));
  const holdsSystem = (dir: string) => SYSTEM_FOLDERS.some((system) => isInside(system, dir));
  const candidates = unique([options.projectDir, ...(inProject(options.cwd) ? [options.cwd] : []), ...toolchain, ...packages, ...elsewhere].filter((dir) => !holdsSystem(dir) && (underHidden(dir) || behindPrivateFolder(dir) || outsideSystem(dir)) && existsSync(dir)));
  // One inside another shown folder is shown with it (a second mount there could not be made in a read-only one).
  const exposed = candidates.filter((dir) => !candidates.some((outer) => outer !== dir && isInside(dir, outer) && !underHidden(outer)));
  const concealedDirs: string[] = [];
  const concealedFiles: string[] = [];
  for (const root of unique([options.projectDir, ...packages])) {
    const git = findGitEntry(root);
    if (git && !concealedDirs.includes(git.path) && !concealedFiles.includes(git.path)) (git.isDirectory ? concealedDirs : concealedFiles).push(git.path);
  }
  // Shown again inside an exposed directory (runners keep it under the workspace's parent), the runner's
  // temporary directory is hidden once more: actions/checkout may keep credentials there.
  const runnerTemp = callerEnv.RUNNER_TEMP && path.resolve(callerEnv.RUNNER_TEMP);
  if (runnerTemp && isRealDirectory(runnerTemp) && !isInside(options.projectDir, runnerTemp) && exposed.some((dir) => isInside(runnerTemp, dir))) concealedDirs.push(runnerTemp);
  for (const name of RUNNER_FILE_COMMANDS) {
    const file = callerEnv[name];
    if (!file || !existsSync(file)) continue;
    const dir = path.dirname(file);
    // The directory goes, unless the project lies inside it: then only the file does.
    if (isInside(options.projectDir, dir) || isInside(options.cwd, dir)) concealedFiles.push(path.resolve(file));
    else if (isRealDirectory(dir) && !concealedDirs.includes(path.resolve(dir))) concealedDirs.push(path.resolve(dir));
  }
  return {
    network: options.network,
    hidden,
    exposed,
    concealedDirs,
    concealedFiles,
    readable: unique(options.readable.filter((p) => existsSync(p))),
    writable: unique(options.writable.filter((p) => existsSync(p))),
    cwd: options.cwd,
    home: options.home,
    ...(options.uid === undefined ? {} : { uid: options.uid }),
  };
}

/**
 * What a PATH entry shows. Outside the hidden folders a `bin`'s parent (/usr/local, /opt/hostedtoolcache/node/20/x64:
 * its lib/node_modules holds npm). Inside one, only what a toolchain needs: with `~/bin` or `~/.cargo/bin` on PATH
 * the parent is HOME or holds ~/.cargo/credentials.toml, so the bin itself is shown, with its siblings lib, lib64 and
 * libexec and a venv's pyvenv.cfg. A hidden folder itself (PATH naming HOME) shows nothing.
 */
function toolchainFolders(dir: string, hidden: string[]): string[] {
  if (hidden.includes(dir)) return [];
  const underHidden = hidden.some((root) => isInside(dir, root));
  if (path.basename(dir) === '.bin' && path.basename(path.dirname(dir)) === 'node_modules') return [path.dirname(dir)];
  if (path.basename(dir) !== 'bin') return [dir];
  if (!underHidden) return [path.dirname(dir)];
  const parent = path.dirname(dir);
  return [dir, ...['lib', 'lib64', 'libexec', 'pyvenv.cfg'].map((sibling) => path.join(parent, sibling)).filter((sibling) => existsSync(sibling))];
}

/** The `.git` of the repository that holds `dir`: a directory, or a file pointing elsewhere (a worktree). */
function findGitEntry(dir: string): { path: string; isDirectory: boolean } | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    const candidate = path.join(current, '.git');
    try {
      return { path: candidate, isDirectory: lstatSync(candidate).isDirectory() };
    } catch {
      // not here; look higher
    }
    if (path.dirname(current) === current) return undefined;
  }
}

function unique(paths: string[]): string[] {
  return [...new Set(paths.map((p) => path.resolve(p)))];
}


function tryRun(command: string, args: string[], timeoutMs = 5000): Promise<{ ok: boolean; detail: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: timeoutMs }, (error, _stdout, stderr) => {
      if (!error) return resolve({ ok: true, detail: 'ok' });
      const detail = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not installed' : stderr.trim() || error.message;
      resolve({ ok: false, detail });
    });
  });
}
