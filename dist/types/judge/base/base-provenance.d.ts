import type { BudgetConfig } from '../../budget/budget-config.js';
import type { Finding } from '../findings.js';
import type { BaseProvenance, Report } from '../report.js';
export type UnmeasuredPolicy = 'error' | 'warning';
/** What the base half of a check came back with: a report of the base, or why there is none. */
export interface BaseOutcome {
    ref: string;
    commit?: string;
    source: 'measured' | 'report';
    /** The base's figures: a saved report, or the base's measurement (only its servers, fixtures and cache are read). */
    report?: Pick<Report, 'servers' | 'fixtures' | 'cache'>;
    error?: string;
    /** Why there is no report, when it is known: no budget at the merge base, or the --base-setup failed. */
    missing?: 'budget' | 'setup';
    /** Why a saved report was not used (none of the merge base, or of another commit): the base was measured instead. */
    fallback?: string;
    /** A saved report used as given although it names another commit than the merge base. */
    note?: string;
}
/**
 * Per server of the base: measured, from a saved report, or unmeasured and why. A base server that failed (no
 * node_modules or dist in the worktree, a crash) has no figures; its tools are neither new nor removed.
 */
export declare function baseProvenance(outcome: BaseOutcome, headServers: string[]): BaseProvenance;
/** The servers whose tools cannot be compared: unmeasured at the base. */
export declare function unmeasuredServers(provenance: BaseProvenance): string[];
/**
 * BASE_UNMEASURED: said for each base server without figures (or once, for a base without any). With growth gates
 * it is an error unless the budget (growth.unmeasuredBase) or the caller makes it a warning: a gate whose answer is
 * unknown has not passed. A budget that is new in this change had no gates at the base: a warning.
 */
export declare function baseUnmeasuredFindings(provenance: BaseProvenance, outcome: BaseOutcome, config: BudgetConfig, options: {
    policy?: UnmeasuredPolicy;
    setupGiven: boolean;
    configFile: string;
    setupCommand?: string;
}): Finding[];
