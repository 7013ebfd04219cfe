import { lstatSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../../budget/resolved-paths.js';

/**
 * Every folder on the way to a path shown inside the sandbox must be one the server may pass through. Two things
 * stand in the way when mcp-budget runs as root and the server as nobody:
 * - bubblewrap creates the missing parents of a mount point with mode 0700, so a project two folders below a hidden
 *   directory (/tmp/a/b/project, ~/code/project, the --base worktree in a mktemp folder) cannot be reached;
 * - a real folder above the project that others may not enter (mktemp -d makes 0700, /root is 0700) keeps its mode.
 * The first are created beforehand with mode 0755; the second are replaced by an empty folder (0755) in which only
 * the paths shown are mounted again, so the server sees exactly those and nothing else of the private folder.
 */

/** `--perms 0755 --dir` for each folder between the empty directory `target` lies in and `target` itself. */
export function createdParents(target: string, emptyRoots: string[]): string[] {
  const root = emptyRoots.filter((dir) => isStrictlyInside(target, dir)).sort((a, b) => b.length - a.length)[0];
  if (!root) return [];
  const args: string[] = [];
  for (const dir of ancestors(target).filter((dir) => isStrictlyInside(dir, root)))
    args.push('--perms', '0755', '--dir', dir);
  return args;
}

/**
 * The real folders on the way to `targets` that others may not enter (no o+x), outermost first; only those that lie
 * neither in an emptied directory nor in a mounted one (whose own mode the server gets) and are no mount point.
 */
export function untraversableAncestors(targets: string[], emptyRoots: string[], mounted: string[]): string[] {
  const found = new Set<string>();
  for (const target of targets) {
    for (const dir of ancestors(target)) {
      if (emptyRoots.some((root) => isInside(dir, root)) || mounted.some((mount) => isInside(dir, mount))) continue;
      if (!othersMayEnter(dir)) found.add(dir);
    }
  }
  // One inside another replaced folder is created there (0755) like any other missing parent.
  const sorted = [...found].sort((a, b) => a.length - b.length);
  return sorted.filter((dir, i) => !sorted.slice(0, i).some((outer) => isStrictlyInside(dir, outer)));
}

/** Whether a folder above `dir` keeps others out: as nobody, the server reaches `dir` only if it is shown again. */
export function behindPrivateFolder(dir: string): boolean {
  return ancestors(dir).some((folder) => !othersMayEnter(folder));
}

/** The folders above `target`, outermost first, without `/`. */
function ancestors(target: string): string[] {
  const found: string[] = [];
  for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) found.unshift(dir);
  return found;
}

function othersMayEnter(dir: string): boolean {
  try {
    const stat = lstatSync(dir);
    // A symlink is followed by the mount, not replaced: only real folders are judged.
    return !stat.isDirectory() || (stat.mode & 0o001) !== 0;
  } catch {
    return true;
  }
}

function isStrictlyInside(target: string, dir: string): boolean {
  return target !== dir && isInside(target, dir);
}
