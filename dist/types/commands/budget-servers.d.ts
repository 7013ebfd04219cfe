import type { LoadedBudget } from '../budget/config.js';
import { type Measurement } from '../measure/measure-all.js';
import { type TrustedReach } from '../servers/reach-policy.js';
import type { BudgetServers } from '../servers/server-sources.js';
import type { CommandContext } from './command-context.js';
/** The resolved servers measured, each under the reach it is trusted with (a pull request: the base's). */
export declare function measureBudgetServers(loaded: LoadedBudget, resolved: BudgetServers, context: CommandContext, trusted?: TrustedReach): Promise<Measurement>;
