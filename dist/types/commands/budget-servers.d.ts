import type { LoadedBudget } from '../budget/config.js';
import { type Measurement } from '../measure/measure-all.js';
import { type TrustedReach } from '../servers/reach-policy.js';
import { resolveServers } from '../servers/server-sources.js';
import type { CommandContext } from './command-context.js';
export type BudgetServers = Awaited<ReturnType<typeof resolveServers>>;
/**
 * A budget's servers (mcpConfig imports, then its own, each variant on its own), resolved once per run: what is
 * measured, what a change to the budget lets them reach, and the order merge puts shards back in.
 */
export declare function resolveBudgetServers(loaded: LoadedBudget, callerEnv: Record<string, string | undefined>): Promise<BudgetServers>;
/** The resolved servers measured, each under the reach it is trusted with (a pull request: the base's). */
export declare function measureBudgetServers(loaded: LoadedBudget, resolved: BudgetServers, context: CommandContext, trusted?: TrustedReach): Promise<Measurement>;
