import type { BudgetConfig, Limits } from '../budget/config.js';
import type { Measurement } from '../measure/measure-all.js';
export declare const DEFAULT_LIMITS: Required<Omit<Limits, 'resultBytes'>>;
export declare const SCHEMA_REFERENCE = "./node_modules/mcp-budget/budget.schema.json";
export interface InitialBudget {
    config: BudgetConfig;
    /** Default limits today's servers already exceed, set to today's figure so the first check passes. */
    relaxed: Array<{
        limit: keyof Limits;
        from: number;
        to: number;
    }>;
}
/**
 * The first budget.json: default limits, and today's oversized tools listed at today's size, so the first check
 * passes and nothing can grow from here. Aggregate limits already exceeded start at today's figure.
 */
export declare function initialBudget(base: BudgetConfig, measurement: Measurement): InitialBudget;
