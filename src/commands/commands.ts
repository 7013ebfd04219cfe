/**
 * The commands the CLI, the Action and the API run, each one pipeline: load → resolve → measure → judge → report.
 * check-command.ts is the whole order; the others take the parts they need.
 */
export type { BudgetChange, CommandContext, CommandResult } from './command-context.js';
export { lineFinder } from './command-context.js';
export { checkCommand } from './check-command.js';
export { measureCommand } from './measure-command.js';
export { budgetEdits, initCommand, updateCommand } from './budget-writers.js';
export { serversFromSpecs } from './server-specs.js';
