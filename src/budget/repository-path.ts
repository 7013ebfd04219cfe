import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

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

/** Whether `target` is `dir` or lies under it, by path alone (links are the caller's to resolve first). */
export function isInside(target: string, dir: string): boolean {
  const relative = path.relative(dir, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Whether `target` lies inside `area` once every symbolic link on the way is followed. */
export function reallyInside(target: string, area: string): boolean {
  return isInside(realOrResolved(target), realOrResolved(area));
}

/** Where a path really is, every link followed; a path that is not there, as resolved. */
export function realOrResolved(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

/** Each path resolved, once, in the order first given. */
export function uniquePaths(paths: string[]): string[] {
  return [...new Set(paths.map((p) => path.resolve(p)))];
}
