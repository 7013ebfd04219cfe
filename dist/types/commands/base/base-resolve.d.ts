import type { LoadedBudget } from '../../budget/config.js';
import type { BaseBudgetEvidence } from '../../judge/base/against-base.js';
import type { TrustedReach } from '../../servers/reach-policy.js';
import type { BaseSide } from './base-load.js';
import type { LoadedBase } from './base-budget.js';
/** The base side with its servers resolved: with --base, what raises are judged against and what the head may reach. */
export interface ResolvedBaseSide extends BaseSide {
    budget: {
        evidence: BaseBudgetEvidence;
        trusted: TrustedReach;
    } | undefined;
}
/** Resolve: the servers of the base's budget (from git), then those of its worktree. */
export declare function resolveBaseSide(side: BaseSide, loaded: LoadedBudget, callerEnv: Record<string, string | undefined>): Promise<ResolvedBaseSide>;
/**
 * The base's servers, resolved once from what git holds at the merge base: what raises are judged against, and
 * what the head's servers may reach in this run (the base's budget, not the one under review).
 */
export declare function resolveBase(base: LoadedBase, loaded: LoadedBudget, callerEnv: Record<string, string | undefined>): Promise<{
    evidence: BaseBudgetEvidence;
    trusted: TrustedReach;
}>;
