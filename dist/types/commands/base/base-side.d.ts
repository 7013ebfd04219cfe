import type { LoadedBudget } from '../../budget/config.js';
import type { ServerConfig } from '../../budget/budget-config.js';
import type { BaseEvidence } from '../../judge/base/against-base.js';
import { type Measurement } from '../../measure/measure-all.js';
import type { BudgetServers } from '../../servers/server-sources.js';
import type { CommandContext } from '../command-context.js';
import type { ResolvedBaseSide } from './base-resolve.js';
/** Measure: the base's servers after the head's (`head`), then all the base gave the verdict, as its evidence. */
export declare function measureBaseSide(side: ResolvedBaseSide, loaded: LoadedBudget, context: CommandContext, head: Measurement, headServers: BudgetServers): Promise<BaseEvidence>;
/** The servers by name, as resolved (before any policy): what a change to budget.json lets them reach. */
export declare function serverConfigs(resolved: BudgetServers): Map<string, ServerConfig>;
