import { type LoadedBudget } from '../../budget/config.js';
import { type Checkout } from '../../budget/git-base.js';
import type { BaseBudget } from './base-budget.js';
import type { BaseOutcome } from '../../judge/base/base-provenance.js';
import type { RunOptions } from '../../measure/measure-all.js';
import type { ResolvedServer } from '../../servers/server-sources.js';
import type { SavedReport } from './saved-reports.js';
/** Base figures: a report of the base, or why there is none (the run says so, as BASE_UNMEASURED). */
export type BaseFigures = BaseOutcome;
export interface BaseMeasureOptions extends RunOptions {
    /** Where the run stands in git: the base's worktree is added from this repository. */
    checkout: Checkout;
    /** A report saved by a run on the base branch (an artifact): used instead of measuring the base again. */
    baseReport?: string;
    /** Run in the base's worktree before measuring it, e.g. "npm ci && npm run build". */
    baseSetup?: string;
    /** Where the setup's progress goes while it runs (the Action's log, the CLI's stderr): one line at a time. */
    log?: (line: string) => void;
}
/**
 * The base's figures, gathered in the run's own stages: read from a saved report, or checked out (and set up) in
 * a temporary worktree of the merge base with the budgets, its servers resolved with the head's, and measured
 * after the head. Whatever fails on the way is the base's finding, never the run's error.
 */
export interface BaseTree {
    /** Where the figures come from; with `report` or `error` once they are known. */
    figures: BaseFigures;
    /** The base's budget in its worktree, while the base is still to be measured. */
    budget?: LoadedBudget;
    servers?: ResolvedServer[];
    /** Removes the worktree: the caller's `finally`. */
    close(): Promise<void>;
}
/** For exit and signal handlers: each base worktree and its `git worktree` entry go, synchronously. */
export declare function removeBaseWorktreesSync(): void;
/**
 * Load: the saved report of the base (`saved`, read once by the base side), or the merge base checked out and set up
 * in a temporary worktree.
 */
export declare function checkOutBase(loaded: LoadedBudget, base: BaseBudget | undefined, saved: SavedReport | undefined, options: BaseMeasureOptions): Promise<BaseTree | undefined>;
