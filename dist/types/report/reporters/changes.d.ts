import type { CommandResult } from '../../judge/command-result.js';
import type { ReporterOptions } from './reporter-options.js';
/** What init or update did to budget.json, in words a reviewer can check against the diff. */
export declare function renderBudgetChanges(result: CommandResult, options: ReporterOptions): string;
