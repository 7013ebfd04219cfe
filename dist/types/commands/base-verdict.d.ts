import { type LoadedBudget } from '../budget/config.js';
import { type BaseBudget } from '../budget/git-base.js';
import { type UnmeasuredPolicy } from '../judge/base-provenance.js';
import type { Measurement } from '../measure/measure-all.js';
import { type Report } from '../report/report.js';
import { type BaseMeasureOptions } from './base-measurement.js';
export interface BaseVerdictOptions extends BaseMeasureOptions {
    acceptGrowth?: boolean;
    /** Overrides budget.json's growth.unmeasuredBase. */
    unmeasuredBase?: UnmeasuredPolicy;
}
/**
 * The verdict against the base's figures: every tool's Δ, the growth gates, and where each base figure came from.
 * A base server without figures is a finding (BASE_UNMEASURED), never a zero: its tools are neither new nor removed.
 */
export declare function withBaseFigures<T extends {
    report: Report;
    exitCode: number;
}>(judged: T, configFile: string, loaded: LoadedBudget, base: BaseBudget | undefined, measurement: Measurement, options: BaseVerdictOptions): Promise<T>;
/** HEAD's commit, so a saved report names the commit it stands for (a later pull request's base). */
export declare function headCommit(cwd: string): Promise<string | undefined>;
