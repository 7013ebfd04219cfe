import type { BudgetConfig } from '../../budget/budget-config.js';
import type { Finding } from '../findings.js';
import type { ChangeTable } from './change-table.js';
import type { FixtureReport, ServerReport } from '../../measure/measurement.js';
/** A tool on one side of the comparison, with its definition apart from the name. */
export interface NamedBody {
    subject: string;
    server: string;
    bodyDigest?: string;
}
/**
 * A removed tool and a new tool of the same server whose definitions are the same apart from the name are one
 * change: a rename. Paired one to one, in listing order; tools measured without a body digest are never paired.
 */
export declare function findRenames(removed: NamedBody[], added: NamedBody[]): Array<{
    from: string;
    to: string;
}>;
/**
 * An oversized entry moved from a tool's old name to its new one with the same numbers is no raise: the same
 * definition keeps the same ceiling. Only for renames the measurement confirmed (same definition apart from the
 * name), and only when the old entry is gone from the head's budget.
 */
export declare function withoutMovedEntries(findings: Finding[], table: ChangeTable, base: BudgetConfig | undefined, head: BudgetConfig): Finding[];
/**
 * A tool renamed (the same definition apart from the name) whose oversized entry budget.json still keeps under the
 * old name: the entry follows the tool. Instead of OVERSIZED_OBSOLETE on the old name and TOOL_OVER_BUDGET (or
 * DESCRIPTION_TOO_LONG) on the new one, one OVERSIZED_RENAMED says which key to rename, and the ratchet holds the
 * new name to the entry (grown past it, OVERSIZED_GREW at the entry's line). Like an obsolete entry it fails by
 * default: left as it is, the next change would fail on it.
 */
export declare function withFollowedEntries(findings: Finding[], table: ChangeTable, config: BudgetConfig, head: {
    servers: ServerReport[];
    fixtures: FixtureReport[];
}, unmeasured: readonly string[]): Finding[];
