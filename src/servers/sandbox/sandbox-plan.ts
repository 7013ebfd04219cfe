import { existsSync, lstatSync } from 'node:fs';
import path from 'node:path';
import { isInside, realOrResolved, reallyInside, uniquePaths } from '../../budget/resolved-paths.js';
import { outermostPackage } from '../../budget/repository-path.js';
import { hiddenDirectories, isRealDirectory, projectArea } from './project-area.js';
import { behindPrivateFolder } from './traversable-parents.js';

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
  /**
   * Shown writable before anything is hidden again inside it: the work tree a setup installs into, whose .git and
   * runner files stay concealed. (`writable` is bound last, over everything, so it cannot hold a .git.)
   */
  editable?: string[];
  cwd: string;
  /** The server's own HOME: a tmpfs of bounded size (with TMPDIR inside), instead of a folder of the caller's disk. */
  home?: string;
  /** The uid and gid setpriv drops to (as root or through sudo); nobody when unset. */
  uid?: number;
}

/**
 * What a server sees of the host's own folders, read-only: programs, libraries and their configuration. The rest of
 * `/` (HOME, /home, /var, /srv, /mnt, /opt, /run, /tmp, runner folders) is not there; the plan adds the project and
 * the toolchain. /opt is not one: it holds other installs (a runner's own folder, other tools' credentials), and a
 * toolchain kept there (/opt/hostedtoolcache/node/20/x64) is shown as the toolchain, its own folder only.
 */
export const SYSTEM_FOLDERS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc'];

const RUNNER_FILE_COMMANDS = ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'];

/** What one server's plan is made from: where it runs, what it starts, what the budget declares. */
interface PlanOptions {
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
}

/**
 * The plan for one server: what a server may read is the system, the project and its toolchain; what it may
 * write is its own HOME (and what the budget declares). Credentials live in the caller's HOME, the repository's
 * .git, /run's sockets and the runner's temporary directory, so those are hidden.
 * Its phases: what is hidden, what is shown again (the toolchain, the project's packages, a package installed
 * elsewhere), and what is hidden again inside what is shown (.git, the runner's files).
 */
export function planSandbox(options: PlanOptions): SandboxPlan {
  const hidden = hiddenDirectories(options.callerEnv);
  // Only the project is shown again inside a hidden directory: a cwd, command or argument naming anything else
  // there (~/.ssh, a folder of RUNNER_TEMP) shows nothing. sandbox.readable is the one way, and it is reviewed.
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
    readable: uniquePaths(options.readable.filter((p) => existsSync(p))),
    writable: uniquePaths(options.writable.filter((p) => existsSync(p))),
    cwd: options.cwd,
    home: options.home,
    ...(options.uid === undefined ? {} : { uid: options.uid }),
  };
}

/** The folders of the toolchain: the command's own folder in the project, node's, and every PATH entry's. */
function toolchainDirs(options: PlanOptions, hidden: string[], area: string): string[] {
  const inProject = (file: string) => reallyInside(file, area);
  return (
    [
      ...(inProject(options.command) ? [path.dirname(options.command)] : []),
      path.dirname(process.execPath),
      ...(options.callerEnv.PATH ?? '').split(path.delimiter),
    ]
      .filter((dir) => dir && path.isAbsolute(dir))
      // A PATH entry in the project that really lies elsewhere goes through a link the project made (npm run's
      // node_modules/.bin in a worktree whose node_modules is linked): never followed on the project's say.
      .filter((dir) => !isInside(path.resolve(dir), area) || reallyInside(dir, area))
      // Where a PATH entry really is (a linked toolchain folder of the caller's): bubblewrap cannot make a mount
      // point inside a link it has shown read-only.
      .flatMap((dir) => toolchainFolders(realOrResolved(path.resolve(dir)), hidden))
  );
}

/**
 * A server started as `node tools/server.js` needs that file's package and the node_modules it resolves from,
 * up to the project's root: a budget in a subfolder runs servers that import from the project's node_modules.
 */
function projectPackages(options: PlanOptions, hidden: string[], area: string): string[] {
  const inProject = (file: string) => reallyInside(file, area);
  const named = [options.command, ...options.args.map((arg) => path.resolve(options.cwd, arg))].filter(
    (file) => existsSync(file) && inProject(file),
  );
  const starts = [options.projectDir, ...named.map((file) => (isRealDirectory(file) ? file : path.dirname(file)))];
  return starts
    .map((dir) => outermostPackage(dir, path.dirname(area)))
    .filter((dir) => !hidden.includes(dir) && inProject(dir));
}

/**
 * What is shown read-only: the project, the cwd in it, the toolchain, the server's packages in the project; never a
 * system folder. A path a command or argument names elsewhere (`/opt/other`, a sibling checkout, `/srv/x`) shows
 * nothing: the command line is the change's to write, so only `sandbox.readable` shows more, and on a pull request
 * that comes from the base's budget.json (reach-policy.ts).
 */
function exposedFolders(options: PlanOptions, hidden: string[], area: string, packages: string[]): string[] {
  const underHidden = (target: string) => hidden.some((dir) => isInside(target, dir));
  const toolchain = toolchainDirs(options, hidden, area);
  // A folder holding a system folder (`/`, the parent of /bin) would show everything again: never shown as one.
  const outsideSystem = (dir: string) =>
    !SYSTEM_FOLDERS.some((system) => isInside(dir, system) || isInside(system, dir));
  const holdsSystem = (dir: string) => SYSTEM_FOLDERS.some((system) => isInside(system, dir));
  const candidates = uniquePaths(
    [options.projectDir, ...(reallyInside(options.cwd, area) ? [options.cwd] : []), ...toolchain, ...packages].filter(
      (dir) =>
        !holdsSystem(dir) && (underHidden(dir) || behindPrivateFolder(dir) || outsideSystem(dir)) && existsSync(dir),
    ),
  );
  // One inside another shown folder is shown with it (a second mount there could not be made in a read-only one).
  return candidates.filter(
    (dir) => !candidates.some((outer) => outer !== dir && isInside(dir, outer) && !underHidden(outer)),
  );
}

/** Hidden again inside what is shown: each package's .git, the runner's temporary directory and its command files. */
function concealedInside(
  options: PlanOptions,
  packages: string[],
  exposed: string[],
): { concealedDirs: string[]; concealedFiles: string[] } {
  const { callerEnv } = options;
  const concealedDirs: string[] = [];
  const concealedFiles: string[] = [];
  for (const root of uniquePaths([options.projectDir, ...packages])) {
    const git = findGitEntry(root);
    if (git && !concealedDirs.includes(git.path) && !concealedFiles.includes(git.path))
      (git.isDirectory ? concealedDirs : concealedFiles).push(git.path);
  }
  // Shown again inside an exposed directory (runners keep it under the workspace's parent), the runner's
  // temporary directory is hidden once more: actions/checkout may keep credentials there.
  const runnerTemp = callerEnv.RUNNER_TEMP && path.resolve(callerEnv.RUNNER_TEMP);
  if (
    runnerTemp &&
    isRealDirectory(runnerTemp) &&
    !isInside(options.projectDir, runnerTemp) &&
    exposed.some((dir) => isInside(runnerTemp, dir))
  )
    concealedDirs.push(runnerTemp);
  for (const name of RUNNER_FILE_COMMANDS) {
    const file = callerEnv[name];
    if (!file || !existsSync(file)) continue;
    const dir = path.dirname(file);
    // The directory goes, unless the project lies inside it: then only the file does.
    if (isInside(options.projectDir, dir) || isInside(options.cwd, dir)) concealedFiles.push(path.resolve(file));
    else if (isRealDirectory(dir) && !concealedDirs.includes(path.resolve(dir))) concealedDirs.push(path.resolve(dir));
  }
  return { concealedDirs, concealedFiles };
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
  return [
    dir,
    ...['lib', 'lib64', 'libexec', 'pyvenv.cfg']
      .map((sibling) => path.join(parent, sibling))
      .filter((sibling) => existsSync(sibling)),
  ];
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
