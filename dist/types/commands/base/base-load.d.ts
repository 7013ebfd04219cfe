import type { LoadedBudget } from '../../budget/config.js';
import type { Checkout } from '../../budget/git-base.js';
import { type PackageVersions } from '../../budget/package-version.js';
import type { CommandContext } from '../command-context.js';
import { type BaseTree } from './base-worktree.js';
import { type LoadedBase } from './base-budget.js';
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
export declare function loadBaseSide(loaded: LoadedBudget, checkout: Checkout, configFile: string, context: CommandContext, judging: boolean): Promise<BaseSide>;
