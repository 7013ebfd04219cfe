import type { LoadedBudget } from '../../budget/config.js';
import type { ServerConfig } from '../../budget/budget-config.js';
import { setupAdvice } from '../../budget/setup-advice.js';
import type { BaseEvidence } from '../../judge/base/against-base.js';
import { measureAll, type Measurement, type RunOptions } from '../../measure/measure-all.js';
import type { BudgetServers } from '../../servers/server-sources.js';
import type { CommandContext } from '../command-context.js';
import type { ResolvedBaseSide } from './base-resolve.js';
import type { BaseFigures, BaseTree } from './base-worktree.js';

/** Measure: the base's servers after the head's (`head`), then all the base gave the verdict, as its evidence. */
export async function measureBaseSide(
  side: ResolvedBaseSide,
  loaded: LoadedBudget,
  context: CommandContext,
  head: Measurement,
  headServers: BudgetServers,
): Promise<BaseEvidence> {
  const headConfigs = serverConfigs(headServers);
  const figures = side.tree ? await measureBaseTree(side.tree, loaded, context, head) : undefined;
  return {
    ...(side.budget ? { budget: side.budget.evidence } : {}),
    headServers: headConfigs,
    ...(figures ? { figures } : {}),
    ...(side.versions ? { versions: side.versions } : {}),
    raises: context.raises ?? 'allow',
    acceptGrowth: context.acceptGrowth === true,
    ...(context.unmeasuredBase ? { unmeasuredBase: context.unmeasuredBase } : {}),
    setupGiven: context.baseSetup !== undefined,
    ...(context.baseSetup === undefined ? { setupCommand: setupAdvice(loaded.dir) } : {}),
  };
}

/** Measure: the base's servers, after the head's (`head`), sharing this checkout's token-count cache. */
async function measureBaseTree(
  base: BaseTree,
  loaded: LoadedBudget,
  options: RunOptions,
  head: Measurement,
): Promise<BaseFigures> {
  if (!base.budget || !base.servers) return base.figures;
  const probeCapabilitiesOf = richerFaces(head);
  try {
    const measurement = await measureAll(base.budget.config, base.servers, base.budget.dir, {
      ...options,
      onProgress: undefined,
      cacheProject: loaded.dir,
      // The base lists as the richest client only where the head found a face there: the two sides hold the same faces.
      probeCapabilities: false,
      ...(probeCapabilitiesOf.size ? { probeCapabilitiesOf } : {}),
      // --starts times the head's servers: no verdict rests on a timing, and the base's start-up is not compared.
      starts: 1,
    });
    return { ...base.figures, report: measurement };
  } catch (error) {
    return { ...base.figures, error: (error as Error).message };
  }
}

/** The servers whose listing to a richer client added to what they were judged on: their base is listed so too. */
function richerFaces(measurement: Measurement): Set<string> {
  return new Set(
    measurement.servers
      .filter((server) => server.tools.some((tool) => tool.face === 'capabilities'))
      .map((server) => server.name),
  );
}

/** The servers by name, as resolved (before any policy): what a change to budget.json lets them reach. */
export function serverConfigs(resolved: BudgetServers): Map<string, ServerConfig> {
  return new Map(resolved.servers.map((server) => [server.name, server.config]));
}
