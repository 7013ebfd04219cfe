import { execFile, execFileSync } from 'node:child_process';
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { previousRelease } from './release-tags.js';
import { userError } from '../user-error-words.js';

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

export interface BaseBudget {
  ref: string;
  mergeBase: string;
  /** undefined when budget.json does not exist at the merge base (it is new in this change). */
  text: string | undefined;
  /** Where budget.json is a symbolic link, what it points at: the diff shows the link, not what is checked. */
  symlink: { base: string | undefined; head: string | undefined };
  /** A file of the working tree as it was at the merge base (the mcpConfig files budget.json imports). */
  readText(file: string): Promise<string>;
}

/**
 * The budget file as it was at the merge base of HEAD and `ref`: what this change is judged against. Nothing is
 * built or measured on the base. A shallow checkout gets one fetch attempt, then exact advice.
 */
export async function readBaseBudget(checkout: Checkout, budgetFile: string, ref: string): Promise<BaseBudget> {
  const { cwd, top } = checkout;
  // Outside a repository there is nothing to fetch: advice about shallow checkouts would send the user astray.
  if (top === undefined) throw userError('BASE_NOT_A_REPOSITORY', { ref });
  if (!(await git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).ok) {
    const remoteBranch = ref.replace(/^origin\//, '');
    await git(cwd, [
      'fetch',
      '--no-tags',
      '--quiet',
      'origin',
      `+refs/heads/${remoteBranch}:refs/remotes/origin/${remoteBranch}`,
    ]);
    if (!(await git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).ok) {
      throw userError('BASE_NO_SUCH_REF', { ref, remoteBranch });
    }
  }
  let mergeBase = await git(cwd, ['merge-base', 'HEAD', ref]);
  if (!mergeBase.ok && (await git(cwd, ['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true') {
    await git(cwd, ['fetch', '--no-tags', '--quiet', '--deepen=200', 'origin']);
    mergeBase = await git(cwd, ['merge-base', 'HEAD', ref]);
  }
  if (!mergeBase.ok) {
    throw userError('BASE_TOO_SHALLOW', { ref });
  }
  const sha = mergeBase.stdout.trim();
  // The file's own name, not where a symlink points: a link is itself the change to judge.
  const inRepository = (file: string) => {
    const absolute = path.resolve(cwd, file);
    return path
      .relative(top, path.join(realpathSync(path.dirname(absolute)), path.basename(absolute)))
      .split(path.sep)
      .join('/');
  };
  const relative = inRepository(budgetFile);
  const tree = (await git(cwd, ['ls-tree', sha, '--', relative])).stdout;
  const shown = await git(cwd, ['show', `${sha}:${relative}`]);
  const headLink = lstatSync(path.resolve(cwd, budgetFile), { throwIfNoEntry: false })?.isSymbolicLink()
    ? readlinkSync(path.resolve(cwd, budgetFile))
    : undefined;
  const baseIsLink = tree.startsWith('120000 ');
  let text = shown.ok ? shown.stdout : undefined;
  if (baseIsLink && text !== undefined) {
    const target = await git(cwd, ['show', `${sha}:${path.posix.join(path.posix.dirname(relative), text.trim())}`]);
    text = target.ok ? target.stdout : undefined;
  }
  return {
    ref,
    mergeBase: sha,
    text,
    symlink: { base: baseIsLink ? shown.stdout.trim() : undefined, head: headLink },
    readText: async (file) => {
      const at = await git(cwd, ['show', `${sha}:${inRepository(file)}`]);
      if (!at.ok) throw new Error(`not in ${ref} at the merge base ${sha.slice(0, 12)}`);
      return at.stdout;
    },
  };
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
