import type { ChangeTable, SubjectChange } from '../../judge/base/change-table.js';
import type { BaseProvenance } from '../../judge/report.js';
/** One change as reviewers read it: "300 → 3,000 B (+2,700, +900%)". Shared by the text and markdown reporters. */
export interface ChangeRow {
    subject: string;
    kind: SubjectChange['kind'];
    base: string;
    head: string;
    delta: string;
    /** Which members of the definition changed size: "description +2,700 B, annotations +120 B". */
    parts: string;
    /** The Δ each host in `hosts` sends its model, or that none sends it; empty without hosts. */
    hosts: string;
}
export declare function changeRows(table: ChangeTable): {
    changed: ChangeRow[];
    unchanged: number;
    withHosts: boolean;
};
export declare function totalLine(table: ChangeTable): string;
/**
 * "main (1a2b3c4, measured at the merge base)": the base commit, never only a report's file path. What was not
 * measured is said there too: a base none of whose servers has figures is never called measured.
 */
export declare function changeHeading(table: ChangeTable): string;
/**
 * What the base could not give, said before anything else: the whole base, or each server without figures.
 * Empty when every base server was measured or read from a report.
 */
export declare function baseBanner(base: BaseProvenance | undefined): string[];
/** Where a saved base report was not used, or was used although it is of another commit: one line each. */
export declare function baseNotes(base: BaseProvenance | undefined): string[];
