import type { Paginate } from '../budget/budget-config.js';
import type { WalkReport } from './measurement.js';
import type { MeasuredResult } from './measure-result.js';
export interface Walk {
    pages: MeasuredResult[];
    /** cursors[i] is the next cursor page i+1 returned. */
    cursors: string[];
    itemsPerPage: Array<number | undefined>;
    /** What the judge holds to the contract teams otherwise test by hand (judge/contract-findings.ts). */
    report: WalkReport;
}
/**
 * Follows a tool's own cursor to the end, or to where following it further would never end, and records what the
 * pagination contract is judged on: records repeated and missing, the truncation flag against the cursor.
 */
export declare function walkCursor(paginate: Paginate, firstArguments: Record<string, unknown>, call: (args: Record<string, unknown>, page: number) => Promise<MeasuredResult>): Promise<Walk>;
