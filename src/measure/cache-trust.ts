import { gitSync } from '../budget/git-base.js';
import path from 'node:path';
import { isInside, workTreeOf } from '../servers/sandbox/project-area.js';

const decided = new Map<string, boolean>();

/**
 * Whether a count cache on disk may be read (and written): counts are figures, and a figure must come from
 * mcp-budget's own counting, never from the repository under review. A cache inside the work tree is used only
 * inside a node_modules that git does not track; one that git tracks (committed with forged counts), one behind a
 * committed symbolic link, or one anywhere else in the work tree (XDG_CACHE_HOME pointed there) is not.
 */
export function cacheMayBeUsed(file: string, projectDir: string): boolean {
  const dir = path.dirname(path.resolve(file));
  const known = decided.get(`${dir}\0${projectDir}`);
  if (known !== undefined) return known;
  const answer = judge(dir, projectDir);
  decided.set(`${dir}\0${projectDir}`, answer);
  return answer;
}

function judge(dir: string, projectDir: string): boolean {
  const top = workTreeOf(projectDir);
  if (!top || !isInside(dir, top)) return true;
  const relative = path.relative(top, dir);
  if (!relative.split(path.sep).includes('node_modules')) return false;
  try {
    // Any tracked file at or under the cache's node_modules/.cache makes it the repository's, not a cache.
    const nodeModules = relative
      .split(path.sep)
      .slice(0, relative.split(path.sep).indexOf('node_modules') + 1)
      .join('/');
    const tracked = gitSync(
      top,
      ['ls-files', '-z', '--', `${nodeModules}/.cache`, relative.split(path.sep).join('/')],
      { stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000, maxBuffer: 1 << 20 },
    );
    return tracked.length === 0;
  } catch {
    // git failed (a path beyond a committed symlink, or no git): it cannot be shown to be untracked
    return false;
  }
}
