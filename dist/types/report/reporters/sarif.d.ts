import type { Report } from '../../judge/report.js';
import type { ReporterOptions } from './reporter-options.js';
/**
 * Code scanning's documented limits per run (docs.github.com, "SARIF support for code scanning"): past 25,000
 * results the upload is rejected. Our rules (one per code) and locations (one per result) are far below theirs.
 */
export declare const MAX_RESULTS_PER_RUN = 25000;
/** The partial fingerprint that names a finding's subject; versioned, as a change of scheme makes new alerts. */
export declare const FINGERPRINT_KEY = "mcpBudgetFinding/v1";
/**
 * SARIF 2.1.0 for code scanning (`github/codeql-action/upload-sarif`): one result per finding, located on the
 * budget.json line to edit (or the entry of its subject), with a fingerprint per subject so that four tools over
 * one limit are four alerts that keep their identity from run to run; the rules are the findings catalog.
 */
export declare function renderSarif(report: Report, options: ReporterOptions): string;
