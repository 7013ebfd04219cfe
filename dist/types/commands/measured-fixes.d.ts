import type { LoadedBudget } from '../budget/config.js';
import type { Measurement } from '../measure/measure-all.js';
import type { Finding } from '../judge/findings.js';
import type { Report } from '../judge/report.js';
/**
 * For each failing size finding, the change that saves the most, measured (as `suggest` measures) on what the
 * servers sent in this very run: its fix line names it with its saving, and the report lists it. Nothing starts
 * again; only the failing path loads the tokenizer for it.
 * Its phases: what each server is asked for, the proposals measured on its wire, then each finding's best one.
 */
export declare function measuredFixes(loaded: LoadedBudget, judged: Finding[], measurement: Measurement): Promise<{
    findings: Finding[];
    fixes: NonNullable<Report['fixes']>;
}>;
