import type { ReportedFinding as Finding } from '../../judge/findings.js';
/**
 * How the text report shows findings, which stay one per unit and subject in the data: one block per subject for
 * the limits one tool (or total, or fixture) passes in several units, and one block per repeated warning (the same
 * code, host and fix for many subjects), with the count and the subjects.
 */
export interface FindingBlock {
    /** Every finding the block stands for, in report order. */
    findings: Finding[];
    /** The same warning for many subjects: shown once, with the subjects listed. */
    repeated: boolean;
}
export declare function findingBlocks(findings: Finding[]): FindingBlock[];
/**
 * One fix for the findings of a block: where their fixes differ only in what they say per unit (the oversized entry,
 * how far the same measured saving falls short, which the findings carry as data), one fix naming every unit;
 * otherwise each distinct fix once.
 */
export declare function blockFixes(findings: Finding[]): string[];
/**
 * The findings' own fixes, each once, where those that differ only in the oversized entry they propose for their
 * subject (one unit each) are joined into one naming every unit. The entry is the finding's data (code, subject,
 * unit, actual) as the words render it; a fix that does not say that entry, or says anything else differently
 * (a growth note, another remedy), stays as it is.
 */
export declare function joinedOwnFixes(findings: Finding[]): string[];
