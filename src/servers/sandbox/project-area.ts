import { lstatSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadedBudget } from '../../budget/config.js';
import { outermostPackage, workTreeOf } from '../../budget/repository-path.js';
import { isInside, reallyInside, uniquePaths } from '../../budget/resolved-paths.js';
import type { ResolvedServer } from '../server-sources.js';
import { userError } from '../../user-error-words.js';

/**
 * Directories a server never sees as they are (each is replaced by an empty one): where credentials live. The
 * caller's HOME (~/.npmrc, ~/.ssh, ~/.config/gh), /root, the temporary directories and the runner's, /run's sockets.
 */
export function hiddenDirectories(callerEnv: Record<string, string | undefined>): string[] {
  const candidates = [
    '/tmp',
    '/var/tmp',
    '/run',
    '/var/run',
    os.tmpdir(),
    callerEnv.HOME ?? os.homedir(),
    '/root',
    callerEnv.RUNNER_TEMP,
  ];
  return uniquePaths(candidates.filter((dir): dir is string => !!dir && dir !== '/' && isRealDirectory(dir)));
}

/**
 * The part of the machine that belongs to the project: the repository's work tree, or, outside git, the outermost
 * package around the budget's directory (below the hidden directory it sits in). Only what lies in it is shown again
 * inside a hidden directory; a cwd, command or argument naming anything else there shows nothing.
 */
export function projectArea(projectDir: string, hidden: string[]): string {
  const top = workTreeOf(projectDir);
  // A work tree that is a hidden directory itself, or holds one (a HOME kept in git), would show all of it.
  if (top && path.dirname(top) !== top && !hidden.some((dir) => isInside(dir, top))) return top;
  return outermostPackage(
    projectDir,
    hidden.find((dir) => isInside(projectDir, dir)),
  );
}

/** A server's cwd must lie in the project: a cwd elsewhere (the caller's HOME) is refused before anything starts. */
export function assertServerPlaces(
  servers: ResolvedServer[],
  loaded: LoadedBudget,
  callerEnv: Record<string, string | undefined>,
): void {
  const area = projectArea(loaded.dir, hiddenDirectories(callerEnv));
  const problems = new Map<string, Array<{ where: string; cwd: string; area: string }>>();
  for (const { name, config, origin } of servers) {
    if (config.cwd === undefined) continue;
    const cwd = path.resolve(loaded.dir, config.cwd);
    if (reallyInside(cwd, area)) continue;
    const fromBudget = origin === path.basename(loaded.file);
    const where = fromBudget
      ? `$.servers${/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`}.cwd`
      : `server "${name}" cwd`;
    const file = fromBudget ? path.basename(loaded.file) : origin;
    problems.set(file, [...(problems.get(file) ?? []), { where, cwd: config.cwd, area }]);
  }
  const [first] = problems;
  if (first) throw userError('SERVER_CWD_OUTSIDE', { file: first[0], places: first[1] });
}

/** A directory that is not a symlink: bwrap would mount on the link's target, which may be listed already. */
export function isRealDirectory(dir: string): boolean {
  try {
    return lstatSync(dir).isDirectory();
  } catch {
    return false;
  }
}
