import { type LoadedBudget } from '../../budget/config.js';
import type { BudgetConfig } from '../../budget/budget-config.js';
import { type BaseBudget, type Checkout } from '../../budget/git-base.js';
import type { BaseBudgetEvidence } from '../../judge/base/against-base.js';
import type { TrustedReach } from '../../servers/reach-policy.js';
/** budget.json at the merge base with `ref`, read from git: parsed, or why it cannot be (new, or invalid there). */
export interface LoadedBase {
    budget: BaseBudget;
    config: BudgetConfig | 'new' | 'invalid';
}
export declare function loadBase(checkout: Checkout, configFile: string, ref: string): Promise<LoadedBase>;
/**
 * The base's servers, resolved once from what git holds at the merge base: what raises are judged against, and
 * what the head's servers may reach in this run (the base's budget, not the one under review).
 */
export declare function resolveBase(base: LoadedBase, loaded: LoadedBudget, callerEnv: Record<string, string | undefined>): Promise<{
    evidence: BaseBudgetEvidence;
    trusted: TrustedReach;
}>;
