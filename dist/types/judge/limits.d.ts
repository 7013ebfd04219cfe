import type { BudgetConfig, Limits } from '../budget/budget-config.js';
import type { BudgetPath } from '../budget/budget-path.js';
export type LimitName = keyof Limits;
/** A limit in force for a subject, and where it is written, so a finding can point at the line to edit. */
export interface LimitInForce {
    value: number;
    path: BudgetPath;
}
/** The server in budget.json a measured name stands for: `github@read-only` is a variant of `github`. */
export declare function configuredServer(config: BudgetConfig, server: string): string;
/** The limit that holds a subject: its own, or for a listed item the tool limit when its own is unset. */
export declare function limitInForce(config: BudgetConfig, server: string | undefined, name: LimitName): LimitInForce | undefined;
/** A server's own `limits` (a variant's: its server's) override the top-level ones, limit by limit. */
export declare function limitFor(config: BudgetConfig, server: string | undefined, name: LimitName): LimitInForce | undefined;
