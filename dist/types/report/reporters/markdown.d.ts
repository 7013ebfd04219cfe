import type { Report } from '../../judge/report.js';
import type { ReporterOptions } from './reporter-options.js';
/** Warnings and notices listed in the summary; the rest are counted and left to the JSON report. */
export declare const MAX_LISTED_NOTES = 100;
/**
 * One table for reviewers: failures first, then raises, growth within budget, shrinkage; unchanged rows folded.
 * Δ compares with the base branch's budget.json (its oversized entries record each subject's size there).
 */
export declare function renderMarkdown(untrusted: Report, options: ReporterOptions): string;
