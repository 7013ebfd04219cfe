import type { Report } from '../../judge/report.js';
import type { ReporterOptions } from './reporter-options.js';
/** Warnings and notices listed in the summary; the rest are counted and left to the JSON report. */
export declare const MAX_LISTED_NOTES = 100;
/**
 * One table for reviewers: failures first, then raises, growth within budget, shrinkage; unchanged rows folded.
 * Δ compares with the base branch's budget.json (its oversized entries record each subject's size there).
 * The summary's sections in the order a reviewer reads them: the verdict and what decides it, then what the change
 * does, then every measured subject, then the notes.
 */
export declare function renderMarkdown(untrusted: Report, options: ReporterOptions): string;
