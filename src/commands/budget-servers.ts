import path from 'node:path';
import type { LoadedBudget } from '../budget/config.js';
import { measureAll, type Measurement } from '../measure/measure-all.js';
import { assertServerPlaces } from '../servers/sandbox/project-area.js';
import { policed, type TrustedReach } from '../servers/reach-policy.js';
import { probeConfinement } from '../servers/sandbox/confinement-probe.js';
import type { BudgetServers, ResolvedServer } from '../servers/server-sources.js';
import type { CommandContext } from './command-context.js';
import { shardPlan } from './shard.js';
import { userError } from '../user-error-words.js';

/** The resolved servers measured, each under the reach it is trusted with (a pull request: the base's). */
export async function measureBudgetServers(
  loaded: LoadedBudget,
  resolved: BudgetServers,
  context: CommandContext,
  trusted?: TrustedReach,
): Promise<Measurement> {
  void probeConfinement();
  const { unresolved } = resolved;
  assertServerPlaces(resolved.servers, loaded, context.callerEnv);
  const servers: ResolvedServer[] = policed(resolved.servers, loaded.config, trusted);
  if (servers.length === 0 && unresolved.length === 0) {
    throw userError('NO_SERVERS_DECLARED', { file: path.basename(loaded.file) });
  }
  const shard = context.shard;
  // Planned over every server the budget names, resolved or not, so every shard computes the same plan.
  const plan = shard
    ? shardPlan(
        [...servers.map((server) => server.name), ...unresolved.map((skipped) => skipped.server)],
        shard.count,
        context.shardTimes,
      )
    : undefined;
  const mine = (name: string) => !plan || plan.get(name) === shard!.index;
  const measured = servers.filter((server) => mine(server.name));
  const measurement = await measureAll(loaded.config, measured, loaded.dir, context, servers);
  return { ...measurement, skippedServers: unresolved.filter((skipped) => mine(skipped.server)) };
}
