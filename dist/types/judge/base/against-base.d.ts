import type { BudgetConfig, ServerConfig } from '../../budget/budget-config.js';
import type { Finding } from '../findings.js';
import type { Report } from '../report.js';
import type { FixtureReport, ServerReport } from '../../measure/measurement.js';
import { type BaseOutcome, type UnmeasuredPolicy } from './base-provenance.js';
import { type RaisePolicy } from './budget-raises.js';
import type { PackageVersions } from '../../budget/package-version.js';
/** budget.json at the merge base, as loaded and resolved: what the change to it is judged against. */
export interface BaseBudgetEvidence {
    ref: string;
    /** The base's budget, or why there is none to compare with: new in this change, or not valid there. */
    config: BudgetConfig | 'new' | 'invalid';
    symlink: {
        base: string | undefined;
        head: string | undefined;
    };
    /** The base's servers as resolved; absent when an import could not be read at the base. */
    servers?: Map<string, ServerConfig>;
}
/** Everything the base gave a run, gathered before judging: the judgment itself reads nothing. */
export interface BaseEvidence {
    /** With --base: the base's budget (raises are judged against it). */
    budget?: BaseBudgetEvidence;
    /** The head's servers as resolved, before any policy: what a change lets them reach. */
    headServers: Map<string, ServerConfig>;
    /** The base's figures (measured, or a saved report) or why there are none; absent when none were asked for. */
    figures?: BaseOutcome;
    /** The package's version in this checkout and at the base, for the bump a contract change needs (with figures). */
    versions?: PackageVersions;
    raises: RaisePolicy;
    acceptGrowth: boolean;
    /** Overrides budget.json's growth.unmeasuredBase. */
    unmeasuredBase?: UnmeasuredPolicy;
    /** Whether --base-setup was given: BASE_UNMEASURED's advice differs. */
    setupGiven: boolean;
    /** The --base-setup to advise when none was given: one the project can run (setup-advice.ts). */
    setupCommand?: string;
}
/** What a report says about the base. */
export type BaseSections = Pick<Report, 'base' | 'changes' | 'contracts'>;
type Measured = {
    servers: ServerReport[];
    fixtures: FixtureReport[];
};
/**
 * The run against its base: every loosening of budget.json, every tool's Δ, the growth gates, renames, what changed
 * for callers and what a host's cut now hides. A base server without figures is a finding (BASE_UNMEASURED), never
 * a zero: its tools are neither new nor removed. `judged` are the findings against the budget alone; the
 * findings come back in the order they are said, for the caller to sort by severity.
 */
export declare function judgedAgainstBase(config: BudgetConfig, head: Measured, judged: Finding[], evidence: BaseEvidence, configFile: string): {
    findings: Finding[];
    sections: BaseSections;
    budgetFigures?: Map<string, number>;
};
export {};
