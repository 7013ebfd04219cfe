import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { BudgetConfig } from '../../budget/budget-config.js';
import { parseBudget } from '../../budget/config.js';
import { type Checkout, git } from '../../budget/git-base.js';
import { userError } from '../../user-error-words.js';

// budget.json at the merge base: read from git (its text, its link, the files it imports as they were there), then
// parsed. What a change is judged against; nothing is built or measured on the base here.

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
async function readBaseBudget(checkout: Checkout, budgetFile: string, ref: string): Promise<BaseBudget> {
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

/** budget.json at the merge base with `ref`, read from git: parsed, or why it cannot be (new, or invalid there). */
export interface LoadedBase {
  budget: BaseBudget;
  config: BudgetConfig | 'new' | 'invalid';
}

export async function loadBase(checkout: Checkout, configFile: string, ref: string): Promise<LoadedBase> {
  const budget = await readBaseBudget(checkout, configFile, ref);
  if (budget.text === undefined) return { budget, config: 'new' };
  try {
    return { budget, config: parseBudget(configFile, budget.text) };
  } catch {
    return { budget, config: 'invalid' }; // said as BUDGET_RAISED: raises cannot be judged
  }
}
