import { type LoadedBudget } from '../budget/config.js';
import { type BaseBudget } from '../budget/git-base.js';
import { type RunOptions } from '../measure/measure-all.js';
import type { Report } from '../report/report.js';
export interface BaseFigures {
    ref: string;
    source: 'measured' | 'report';
    report?: Report;
    /** Why the base has no figures: the run says so, and its verdict does not change. */
    error?: string;
}
export interface BaseMeasureOptions extends RunOptions {
    cwd: string;
    /** A report saved by a run on the base branch (an artifact): used instead of measuring the base again. */
    baseReport?: string;
    /** Run in the base's worktree before measuring it, e.g. "npm ci && npm run build". */
    baseSetup?: string;
}
/** Base figures from a saved report, or by measuring the merge base in a temporary git worktree. */
export declare function baseFiguresFor(loaded: LoadedBudget, base: BaseBudget | undefined, options: BaseMeasureOptions): Promise<BaseFigures | undefined>;
