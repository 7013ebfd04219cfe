import type { BudgetConfig } from '../../budget/budget-config.js';
import type { Finding } from '../findings.js';
import type { ChangeTable } from './change-table.js';
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
