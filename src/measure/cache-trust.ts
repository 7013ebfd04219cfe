import path from 'node:path';
import { isInside, realOrResolved } from '../budget/resolved-paths.js';
import { workTreeOf } from '../budget/repository-path.js';

const decided = new Map<string, boolean>();

/**
 * Whether a count cache on disk may be read (and written): counts are figures, and a figure must come from
 * mcp-budget's own counting, never from the repository under review. A cache inside the work tree (XDG_CACHE_HOME or
 * HOME pointed there, a node_modules a setup installs into, a file the repository tracks) is never used: the project's
 * setup writes the work tree, and a forged entry there, under the right key, would be a wrong count.
 */
export function cacheMayBeUsed(file: string, projectDir: string): boolean {
  const dir = path.dirname(path.resolve(file));
  const known = decided.get(`${dir}\0${projectDir}`);
  if (known !== undefined) return known;
  const top = workTreeOf(projectDir);
  const answer = !top || !(isInside(dir, top) || isInside(realOrResolved(dir), realOrResolved(top)));
  decided.set(`${dir}\0${projectDir}`, answer);
  return answer;
}
