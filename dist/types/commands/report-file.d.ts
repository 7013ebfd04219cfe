import type { Report } from '../judge/report.js';
/** A JSON report read back (a shard, a saved base): checked against the published schema, never trusted by a cast. */
export declare function readReportFile(file: string, cwd: string, purpose: string): Promise<Report>;
