import { realpathSync } from 'node:fs';
import path from 'node:path';

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
