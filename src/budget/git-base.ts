import { execFile, execFileSync } from 'node:child_process';
import { previousRelease } from './release-tags.js';

/**
 * How mcp-budget runs git, whatever wrote the repository before it: a pull request's script could `git replace` the
 * base commit with one of its own (objects are read through replace refs), graft a history, or leave a hook or an
 * fsmonitor command for git to run. Objects are read as they are, and git runs no program of the repository's.
 */
export const TRUSTED_GIT = {
  args: ['-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false'],
  env: (): NodeJS.ProcessEnv => ({ ...process.env, GIT_NO_REPLACE_OBJECTS: '1', GIT_GRAFT_FILE: '/dev/null' }),
} as const;

/** Runs git; never throws: the caller says what a failure means. */
export function git(cwd: string, args: string[]): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'git',
      [...TRUSTED_GIT.args, ...args],
      { cwd, env: TRUSTED_GIT.env(), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ ok: !error, stdout, stderr }),
    );
  });
}

/** git, synchronously, the same way (a signal handler's cleanup, a worktree added before a signal can land). */
export function gitSync(
  cwd: string,
  args: string[],
  options: { stdio: import('node:child_process').StdioOptions; timeout: number; maxBuffer?: number },
): Buffer {
  return execFileSync('git', [...TRUSTED_GIT.args, ...args], { cwd, env: TRUSTED_GIT.env(), ...options });
}

/**
 * Where a run stands in git, read once for everything that asks (the base's budget, its worktree, a saved report's
 * place, the commit a report names): the work tree's top folder as git names it, and HEAD's commit. Both undefined
 * outside a repository; `head` undefined before the first commit.
 */
export interface Checkout {
  cwd: string;
  top: string | undefined;
  head: string | undefined;
}

export async function readCheckout(cwd: string): Promise<Checkout> {
  const [top, head] = await Promise.all([
    git(cwd, ['rev-parse', '--show-toplevel']),
    git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']),
  ]);
  return {
    cwd,
    top: top.ok ? top.stdout.trim() || undefined : undefined,
    head: head.ok ? head.stdout.trim() || undefined : undefined,
  };
}

/**
 * `git worktree add`, synchronously: a SIGTERM or Ctrl-C that lands while git is still checking out is handled
 * after it, on a whole worktree the handler can remove. An interrupted asynchronous add went on writing after
 * mcp-budget had cleaned up, and left its worktree and entry behind.
 */
export function addWorktreeSync(top: string, tree: string, commit: string): { ok: boolean; stderr: string } {
  try {
    gitSync(top, ['worktree', 'add', '--detach', '--quiet', tree, commit], {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 10 * 60_000,
    });
    return { ok: true, stderr: '' };
  } catch (error) {
    return { ok: false, stderr: String((error as { stderr?: Buffer }).stderr ?? (error as Error).message) };
  }
}

/**
 * The release before `tag` on a tag push: the highest version tag below it on its history (release-tags.ts says
 * which tags are releases), so the release's notes quote what changed since the last release. Undefined for a first
 * release, a tag that is no version, or a checkout without tags (fetch-depth: 0).
 */
export async function previousTag(cwd: string, tag: string): Promise<string | undefined> {
  const merged = await git(cwd, ['tag', '--list', '--merged', `refs/tags/${tag}`]);
  return merged.ok ? previousRelease(tag, merged.stdout.split('\n').filter(Boolean)) : undefined;
}
