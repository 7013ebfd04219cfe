import { type LoadedBudget } from '../budget/config.js';
import { type BaseBudget } from '../budget/git-base.js';
import type { BaseOutcome } from '../judge/base-provenance.js';
import { type RunOptions } from '../measure/measure-all.js';
/** Base figures: a report of the base, or why there is none (the run says so, as BASE_UNMEASURED). */
export type BaseFigures = BaseOutcome;
export interface BaseMeasureOptions extends RunOptions {
    cwd: string;
    /** A report saved by a run on the base branch (an artifact): used instead of measuring the base again. */
    baseReport?: string;
    /** Run in the base's worktree before measuring it, e.g. "npm ci && npm run build". */
    baseSetup?: string;
}
/** Base figures from a saved report, or by measuring the merge base in a temporary git worktree. */
export declare function baseFiguresFor(loaded: LoadedBudget, base: BaseBudget | undefined, options: BaseMeasureOptions): Promise<BaseFigures | undefined>;
