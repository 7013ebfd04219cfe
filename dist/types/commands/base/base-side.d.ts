import type { LoadedBudget } from '../../budget/config.js';
import type { ServerConfig } from '../../budget/budget-config.js';
import type { Checkout } from '../../budget/git-base.js';
import { type PackageVersions } from '../../budget/package-version.js';
import type { BaseBudgetEvidence, BaseEvidence } from '../../judge/base/against-base.js';
import { type Measurement } from '../../measure/measure-all.js';
import type { TrustedReach } from '../../servers/reach-policy.js';
import { type BudgetServers } from '../../servers/server-sources.js';
import type { CommandContext } from '../command-context.js';
import { type BaseTree } from './base-worktree.js';
import { type LoadedBase } from './base-budget.js';
/**
 * The base side of a check (--base, --base-report), one step of the pipeline at a time: `loadBaseSide` reads all
 * the base gives before the pull request's own setup runs (its budget from git, the package's versions, its saved
 * report, its worktree checked out and set up); `resolveBaseSide` resolves its servers; `measureBaseSide` measures
 * them after the head and gathers the evidence the verdict is judged on.
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
/** The base side with its servers resolved: with --base, what raises are judged against and what the head may reach. */
export interface ResolvedBaseSide extends BaseSide {
    budget: {
        evidence: BaseBudgetEvidence;
        trusted: TrustedReach;
    } | undefined;
}
/** Load: everything the base gives, read before any code of the pull request runs. */
export declare function loadBaseSide(loaded: LoadedBudget, checkout: Checkout, configFile: string, context: CommandContext, judging: boolean): Promise<BaseSide>;
/** Resolve: the servers of the base's budget (from git), then those of its worktree. */
export declare function resolveBaseSide(side: BaseSide, loaded: LoadedBudget, callerEnv: Record<string, string | undefined>): Promise<ResolvedBaseSide>;
/** Measure: the base's servers after the head's (`head`), then all the base gave the verdict, as its evidence. */
export declare function measureBaseSide(side: ResolvedBaseSide, loaded: LoadedBudget, context: CommandContext, head: Measurement, headServers: BudgetServers): Promise<BaseEvidence>;
/**
 * The base's servers, resolved once from what git holds at the merge base: what raises are judged against, and
 * what the head's servers may reach in this run (the base's budget, not the one under review).
 */
export declare function resolveBase(base: LoadedBase, loaded: LoadedBudget, callerEnv: Record<string, string | undefined>): Promise<{
    evidence: BaseBudgetEvidence;
    trusted: TrustedReach;
}>;
/** The servers by name, as resolved (before any policy): what a change to budget.json lets them reach. */
export declare function serverConfigs(resolved: BudgetServers): Map<string, ServerConfig>;
