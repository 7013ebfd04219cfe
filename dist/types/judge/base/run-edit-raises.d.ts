import type { BudgetConfig, ServerConfig } from '../../budget/budget-config.js';
import type { BudgetPath } from '../../budget/budget-path.js';
import type { Edit } from './edit-raises.js';
/** Longer timeouts, budget-wide and as they apply to each server that sets its own. */
export declare function timeoutRaises(base: BudgetConfig, head: BudgetConfig): Array<Edit & {
    from: number;
    to: number;
}>;
/**
 * env values the server's own config sets (values from the job's environment are reach lines instead). An imported
 * config's values were expanded on import and may hold a secret: only its names are shown.
 */
export declare function envEdits(server: string, before: ServerConfig, after: ServerConfig, at: BudgetPath): Edit[];
/** The protocol era as it applies to one server that sets its own (the budget-wide line covers the rest). */
export declare function eraEdit(server: string, budgets: {
    base: BudgetConfig;
    head: BudgetConfig;
}, before: ServerConfig, after: ServerConfig, at: BudgetPath): Edit[];
