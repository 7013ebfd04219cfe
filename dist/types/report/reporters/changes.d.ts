import type { CommandResult } from '../../judge/command-result.js';
import type { ReporterOptions } from './reporter-options.js';
/**
 * What init or update did to budget.json, in words a reviewer can check against the diff.
 * Its parts, in the order they are said: why nothing was written, what init wrote, tools revealed by declared
 * capabilities, the budget a dry run would write, the limits init relaxed, what update lowered; update's heading
 * goes first, and its partial-measurement note last.
 */
export declare function renderBudgetChanges(result: CommandResult, options: ReporterOptions): string;
