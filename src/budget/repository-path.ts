import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isInside } from './resolved-paths.js';

/**
 * A file's path from the top of the git repository holding it, with `/` separators: what code scanning and the
 * diff call a file, wherever in the repository the check ran (`packages/mono/budget.json` from packages/mono).
 * Found by the `.git` entry (a directory, or a file in a worktree or submodule), so no git process is needed.
 * Undefined outside a repository.
 */
export function repositoryPath(cwd: string, file: string): string | undefined {
  const absolute = path.resolve(cwd, file);
  let dir: string;
  try {
    dir = realpathSync(path.dirname(absolute));
  } catch {
    return undefined;
  }
  const top = workTreeOf(dir);
  return top === undefined
    ? undefined
    : path
        .relative(top, path.join(dir, path.basename(absolute)))
        .split(path.sep)
        .join('/');
}

/** The directory holding the `.git` of the repository around `dir` (a directory, or a worktree's file). */
export function workTreeOf(dir: string): string | undefined {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(path.join(current, '.git'))) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

/** The outermost directory holding a package.json from `start` up to (not including) `stop`. */
export function outermostPackage(start: string, stop: string | undefined): string {
  let found = start;
  for (let dir = start; stop === undefined || (dir !== stop && isInside(dir, stop)); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) found = dir;
    if (path.dirname(dir) === dir) break;
  }
  return found;
}
