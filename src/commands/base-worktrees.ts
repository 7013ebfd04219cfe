import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

// Apart from base-measurement.ts so that the exit handler every run installs does not load the measuring code.
/** Worktrees of the base still checked out, removed at exit even when mcp-budget is interrupted (SIGTERM, Ctrl-C). */
export const liveWorktrees = new Set<{ top: string; tree: string; scratch: string }>();

/** For exit and signal handlers: each base worktree and its `git worktree` entry go, synchronously. */
export function removeBaseWorktreesSync(): void {
  for (const { top, tree, scratch } of liveWorktrees) {
    try {
      execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: top, stdio: 'ignore', timeout: 10_000 });
    } catch {
      // Half made or already gone: the folder goes below, and prune forgets the entry.
    }
    rmSync(scratch, { recursive: true, force: true });
    try {
      execFileSync('git', ['worktree', 'prune'], { cwd: top, stdio: 'ignore', timeout: 10_000 });
    } catch {
      // not a repository any more: nothing to forget
    }
  }
  liveWorktrees.clear();
}
