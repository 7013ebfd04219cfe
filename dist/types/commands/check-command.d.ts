import type { CommandContext } from './command-context.js';
import type { CommandResult } from '../judge/command-result.js';
/**
 * `check`, in the pipeline's order and once each: load both budgets (and the base's tree or saved report) →
 * resolve each side's servers → set up the head → measure the head, then the base → judge, against the budget and the base in one
 * call → the one report.
 */
export declare function checkCommand(configFile: string, given: CommandContext): Promise<CommandResult>;
