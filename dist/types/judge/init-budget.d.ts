import type { BudgetConfig, Limits } from '../budget/budget-config.js';
import type { Measurement } from '../measure/measure-all.js';
export declare const DEFAULT_LIMITS: Required<Omit<Limits, 'resultBytes' | 'promptBytes' | 'promptTokens' | 'skillBytes' | 'skillTokens' | 'resourceBytes' | 'resourceTokens' | 'sessionTokens'>>;
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
/** A total with headroom: today's figure plus the percentage, rounded up. */
export declare function withHeadroom(today: number, headroomPercent: number): number;
/**
 * The first budget.json: default per-tool limits, totals a little above today's (so growth fails), and every tool
 * over a per-tool limit listed in `oversized` at today's size for that unit, description length included. A
 * general limit is never raised for one tool's sake; only limits with no per-subject entry (name length,
 * instructions, tool count) start at today's figure when today already exceeds the default.
 */
export declare function initialBudget(base: BudgetConfig, measurement: Measurement, headroomPercent?: number): InitialBudget;
/**
 * update's other job: a total that today's figure undercuts by more than the headroom comes down to today plus
 * the headroom, so room freed by shrinking is not silently spent later. Never raises.
 */
export declare function tightenedTotals(config: BudgetConfig, measurement: Measurement, headroomPercent?: number): Array<{
    limit: 'totalBytes' | 'totalTokens';
    from: number;
    to: number;
}>;
/**
 * `init --force` starts the figures over, not the file: every key it does not compute (servers and their env,
 * fixtures, hosts, growth, sandbox…) is kept as written. With `--server`, a server named again keeps its own keys
 * (env, timeouts, variants) under the new command.
 */
export declare function keptFromExisting(existing: BudgetConfig, declared: BudgetConfig): {
    base: BudgetConfig;
    kept: string[];
};
/** The budget init writes: its computed figures, then every key kept from the file it replaces, in that file's order. */
export declare function withKeptKeys(computed: BudgetConfig, base: BudgetConfig, kept: string[]): BudgetConfig;
