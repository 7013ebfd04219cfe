import type { Report } from '../judge/report.js';
/** A JSON report read back (a shard, a saved base): checked against the published schema, never trusted by a cast. */
export declare function readReportFile(file: string, cwd: string, purpose: string): Promise<Report>;
/**
 * A report's text, checked. No error quotes the text: a report may be anything a pull request could put at that
 * path (a symlink's target, a secret), and the error goes to the log and the summary.
 */
export declare function parseReport(text: string, file: string, purpose: string): Promise<Report>;
