import type { Paginate } from '../budget/config.js';
import type { Finding } from '../report/findings.js';
import type { MeasuredResult } from './measure-result.js';
export declare const DEFAULT_MAX_WALK_PAGES = 100;
export interface Walk {
    pages: MeasuredResult[];
    /** cursors[i] is the next cursor page i+1 returned. */
    cursors: string[];
    itemsPerPage: Array<number | undefined>;
    findings: Finding[];
}
/**
 * Follows a tool's own cursor to the end and checks the contract teams otherwise test by hand: every record once,
 * none missing where a total is stated, truncation said in band, and a walk that ends.
 */
export declare function walkCursor(subject: string, paginate: Paginate, firstArguments: Record<string, unknown>, call: (args: Record<string, unknown>, page: number) => Promise<MeasuredResult>): Promise<Walk>;
