import type { BudgetConfig, Limits } from '../budget/config.js';
import type { BudgetPath } from '../report/findings.js';
export type LimitName = keyof Limits;
/** A limit in force for a subject, and where it is written, so a finding can point at the line to edit. */
export interface LimitInForce {
    value: number;
    path: BudgetPath;
}
/** A server's own `limits` override the top-level ones, limit by limit. */
export declare function limitFor(config: BudgetConfig, server: string | undefined, name: LimitName): LimitInForce | undefined;
