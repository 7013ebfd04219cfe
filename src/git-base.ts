import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from './errors.js';

function git(cwd: string, args: string[]): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => resolve({ ok: !error, stdout, stderr }));
  });
}

export interface BaseBudget {
  ref: string;
  mergeBase: string;
  /** undefined when budget.json does not exist at the merge base (it is new in this change). */
  text: string | undefined;
}

/**
 * The budget file as it was at the merge base of HEAD and `ref`: what this change is judged against. Nothing is
 * built or measured on the base. A shallow checkout gets one fetch attempt, then exact advice.
 */
export async function readBaseBudget(cwd: string, budgetFile: string, ref: string): Promise<BaseBudget> {
  if (!(await git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).ok) {
    const remoteBranch = ref.replace(/^origin\//, '');
    await git(cwd, ['fetch', '--no-tags', '--quiet', 'origin', `+refs/heads/${remoteBranch}:refs/remotes/origin/${remoteBranch}`]);
    if (!(await git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).ok) {
      throw new UsageError(`--base ${ref}: no such commit or branch here (with actions/checkout, set fetch-depth: 0, or run git fetch origin ${remoteBranch})`);
    }
  }
  let mergeBase = await git(cwd, ['merge-base', 'HEAD', ref]);
  if (!mergeBase.ok && (await git(cwd, ['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true') {
    await git(cwd, ['fetch', '--no-tags', '--quiet', '--deepen=200', 'origin']);
    mergeBase = await git(cwd, ['merge-base', 'HEAD', ref]);
  }
  if (!mergeBase.ok) {
    throw new UsageError(`--base ${ref}: cannot find the merge base with HEAD; the checkout is too shallow. Set fetch-depth: 0 on actions/checkout.`);
  }
  const sha = mergeBase.stdout.trim();
  const top = (await git(cwd, ['rev-parse', '--show-toplevel'])).stdout.trim();
  const relative = path.relative(top, realpathSync(path.resolve(cwd, budgetFile))).split(path.sep).join('/');
  const shown = await git(cwd, ['show', `${sha}:${relative}`]);
  return { ref, mergeBase: sha, text: shown.ok ? shown.stdout : undefined };
}
