import type { BudgetConfig, Paginate } from '../budget/budget-config.js';
import { type Ceiling } from '../judge/ceilings.js';
import type { TokenizerName } from '../budget/tokenizers.js';
/** The ceilings one result is held to; a unit without one is not held. */
export interface ResultCeilings {
    tokens?: Ceiling;
    bytes?: Ceiling;
}
/** What budget.json says about one server's results at run time. */
export interface GuardPolicy {
    server: string;
    tokenizer: TokenizerName;
    /** The ceilings for one call of `tool` with these arguments (see runtimeResultCeiling). */
    ceilings(tool: string, args: unknown): ResultCeilings;
    /** The paginated shape a fixture declares for `tool`, so a cut keeps records whole and says how to page. */
    paginate(tool: string): Paginate | undefined;
}
/**
 * Reads budget.json once, when the server is guarded, so a wrong path or a broken file stops the server at start-up
 * with the file and the JSON path, the way `check` would, instead of at its first call.
 */
export declare function loadGuardPolicy(budget: string | URL, server: string): GuardPolicy;
export declare function guardPolicy(file: string, config: BudgetConfig, server: string): GuardPolicy;
