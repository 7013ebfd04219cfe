import type { MeasuredRun } from '../../measure/measurement.js';
import type { BudgetConfig } from '../../budget/budget-config.js';
import type { Finding } from '../findings.js';
import type { ChangeTable } from './change-table.js';
/**
 * Every tool and fixture result against the base branch's figures: what grew, shrank, appeared, went away, or
 * changed text at the same size (a changed description is what the model reads, and how a poisoned tool arrives).
 * Its phases: which servers are compared, each side's figures per subject, the subjects' changes, the servers'
 * changes, the total's change.
 */
export declare function compareWithBase(base: MeasuredRun, measuredHead: MeasuredRun, ref: string, source: ChangeTable['source'], options?: {
    commit?: string;
    unmeasured?: string[];
    hosts?: readonly string[];
}): ChangeTable;
/**
 * The growth gates of budget.json against the base. Accepting a deliberate growth is a reviewed act that shows in
 * the pull request (raising the gate in budget.json, or the `mcp-budget: accept growth` label): then warnings.
 */
export declare function growthFindings(config: BudgetConfig, table: ChangeTable, accepted: boolean): Finding[];
