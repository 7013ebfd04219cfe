import type { LoadedBudget } from '../../budget/config.js';
import type { Checkout } from '../../budget/git-base.js';
import { packageVersions, type PackageVersions } from '../../budget/package-version.js';
import type { CommandContext } from '../command-context.js';
import { type BaseTree, checkOutBase } from './base-worktree.js';
import { loadBase, type LoadedBase } from './base-budget.js';
import { previousTimes, savedBaseReport } from './saved-reports.js';

/**
 * The base side of a check (--base, --base-report), one step of the pipeline a file: `loadBaseSide` (here) reads all
 * the base gives before the pull request's own setup runs (its budget from git, the package's versions, its saved
 * report, its worktree checked out and set up); `resolveBaseSide` (base-resolve.ts) resolves its servers;
 * `measureBaseSide` (base-side.ts) measures them after the head and gathers the evidence the verdict is judged on.
 */
export interface BaseSide {
  /** With --base: budget.json at the merge base. */
  base: LoadedBase | undefined;
  /** The package's version here and at the base (judging only). */
  versions: PackageVersions | undefined;
  /** The base's figures as far as they are known (judging only), and its worktree while it is still to be measured. */
  tree: BaseTree | undefined;
  /** A shard: each server's time in the base's saved report, what it plans its share with. */
  shardTimes: ReadonlyMap<string, number> | undefined;
}

/** Load: everything the base gives, read before any code of the pull request runs. */
export async function loadBaseSide(
  loaded: LoadedBudget,
  checkout: Checkout,
  configFile: string,
  context: CommandContext,
  judging: boolean,
): Promise<BaseSide> {
  const base = context.base ? await loadBase(checkout, configFile, context.base) : undefined;
  const versions = judging ? await packageVersions(loaded.dir, base?.budget.readText) : undefined;
  // The base's saved report, read once: the base's figures when judging, each server's time for a shard.
  const saved = context.baseReport
    ? await savedBaseReport(context.baseReport, checkout, base?.budget.mergeBase)
    : undefined;
  // A shard judges nothing against the base; the base's saved report gives it each server's time instead.
  const shardTimes = !judging && saved ? previousTimes(saved) : undefined;
  // Every tool's figures against the base: measured at the merge base (or read from its saved report), or a finding.
  const tree = judging ? await checkOutBase(loaded, base?.budget, saved, { ...context, checkout }) : undefined;
  return { base, versions, tree, shardTimes };
}
