import type { BudgetConfig } from '../budget/config.js';
import type { Measurement } from '../measure/measure-all.js';
import type { Finding } from '../report/findings.js';
import { type Report } from '../report/report.js';
import { type EntryVerdict } from './ratchet.js';
/** The verdict: measurement plus every contract, limit and ratchet finding, failures first. */
export declare function judge(config: BudgetConfig, measurement: Measurement, configFile?: string): {
    report: Report;
    verdicts: EntryVerdict[];
};
/**
 * What can be said without limits (no budget yet, a shard, the merge base): whether servers ran and kept their
 * contracts. Totals, duplicates and the ratchet wait for a budget and every server.
 */
export declare function judgeContracts(config: BudgetConfig, measurement: Measurement, configFile?: string): Report;
export declare function buildReport(measurement: Measurement, findings: Finding[], configFile?: string): Report;
/** Errors first, then warnings, then notices; the order within each kept. */
export declare function sortFindings(findings: Finding[]): Finding[];
