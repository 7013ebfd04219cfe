import type { BudgetConfig, ServerConfig } from '../../budget/budget-config.js';
import type { Finding } from '../findings.js';
export type RaisePolicy = 'allow' | 'fail';
export interface LooseningContext {
    /** Every server as resolved (mcpConfig imports, then budget.json's own), at the base and at the head. */
    servers?: {
        base: Map<string, ServerConfig> | undefined;
        head: Map<string, ServerConfig> | undefined;
    };
    symlink?: {
        base: string | undefined;
        head: string | undefined;
    };
}
/**
 * Every change to budget.json, against the base branch's, that lets more through or widens what a server may
 * reach, each with its own line (old → new). Limits are compared as they apply to each server (its own `limits`
 * over the top-level ones), not key by key, so moving a limit into a server block is seen for what it does.
 * Tightening is not listed. Judged against the committed base file, never by measuring the base branch again.
 */
export declare function budgetRaises(base: BudgetConfig, head: BudgetConfig, policy: RaisePolicy, context?: LooseningContext): Finding[];
/**
 * A base with no budget.json yet gives every server the default reach: what the new file asks beyond it is listed
 * the same way, one line each, so the first pull request shows what it would let its servers reach.
 */
export declare function reachBeyondDefault(head: BudgetConfig, servers: Map<string, ServerConfig>, policy: RaisePolicy): Finding[];
/** Δ vs base for the summary: what the base budget recorded per subject (oversized entries track sizes). */
export declare function baseFigures(base: BudgetConfig): Map<string, number>;
