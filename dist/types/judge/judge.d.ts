import type { BudgetConfig } from '../budget/budget-config.js';
import type { Measurement } from '../measure/measure-all.js';
import type { Finding } from './findings.js';
import type { FixtureReport, ServerReport } from '../measure/measurement.js';
import type { Report } from './report.js';
import { type BaseEvidence, type BaseSections } from './base/against-base.js';
import type { SessionReport } from '../measure/sessions/session-turns.js';
import { type EntryVerdict } from './ratchet.js';
/**
 * Everything one run is judged to be, before it is a report: every finding (failures first), each `oversized`
 * entry's verdict, the measured servers and fixtures with the ceilings they were held to, and with a base, what
 * the report says about it. Nothing is written into the budget or the measurement it was judged from.
 */
export interface Verdict {
    findings: Finding[];
    verdicts: EntryVerdict[];
    servers: ServerReport[];
    fixtures: FixtureReport[];
    /** With a base: where its figures came from, every tool's change, what changed for callers. */
    sections: BaseSections;
    /** Sizes the base's budget recorded per `subject|unit`, for Δ columns. */
    budgetFigures?: Map<string, number>;
    /** Each session of budget.json on each host, turn by turn. */
    sessions?: SessionReport[];
}
/**
 * The verdict on one run: contracts, limits and the ratchet against the budget, and with a base (raises, growth,
 * renames, contracts, host cuts) against the base too. Pure: the same inputs, the same verdict.
 */
export declare function verdictOf(config: BudgetConfig, measurement: Measurement, configFile?: string, base?: BaseEvidence): Verdict;
/** The verdict as a report: what `measure`, `update`, `init` and `merge` print. */
export declare function judge(config: BudgetConfig, measurement: Measurement, configFile?: string, base?: BaseEvidence): {
    report: Report;
    verdicts: EntryVerdict[];
    budgetFigures?: Map<string, number>;
};
/**
 * What can be said without limits (no budget yet, a shard, the merge base): whether servers ran and kept their
 * contracts. Totals, duplicates and the ratchet wait for a budget and every server.
 */
export declare function judgeContracts(config: BudgetConfig, measurement: Measurement, configFile?: string, sections?: ReportSections): Report;
/** What a report carries besides the measurement and its findings, in the order it is written. */
export type ReportSections = Pick<Report, 'commit' | 'base' | 'changes' | 'contracts' | 'fixes' | 'shard' | 'sessions'>;
/** The one report of a run, from its verdict: `findings` replaces the verdict's when they carry measured fixes. */
export declare function reportOf(measurement: Measurement, verdict: Verdict, configFile?: string, extra?: Pick<Report, 'commit' | 'fixes'> & {
    findings?: Finding[];
}): Report;
export declare function buildReport(measurement: Measurement, unscoped: Finding[], configFile?: string, sections?: ReportSections): Report;
/** Errors first, then warnings, then notices; the order within each kept. */
export declare function sortFindings(findings: Finding[]): Finding[];
