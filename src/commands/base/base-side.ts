import path from 'node:path';
import type { LoadedBudget } from '../../budget/config.js';
import type { ServerConfig } from '../../budget/budget-config.js';
import type { Checkout } from '../../budget/git-base.js';
import { packageVersions, type PackageVersions } from '../../budget/package-version.js';
import { setupAdvice } from '../../budget/setup-advice.js';
import type { BaseBudgetEvidence, BaseEvidence } from '../../judge/base/against-base.js';
import { measureAll, type Measurement, type RunOptions } from '../../measure/measure-all.js';
import type { TrustedReach } from '../../servers/reach-policy.js';
import { committedEnvFile } from '../../servers/mcp-config.js';
import { type BudgetServers, resolveServers } from '../../servers/server-sources.js';
import type { CommandContext } from '../command-context.js';
import { type BaseFigures, type BaseTree, checkOutBase } from './base-worktree.js';
import { loadBase, type LoadedBase } from './base-budget.js';
import { previousTimes, savedBaseReport } from './saved-reports.js';

/**
 * The base side of a check (--base, --base-report), one step of the pipeline at a time: `loadBaseSide` reads all
 * the base gives before the pull request's own setup runs (its budget from git, the package's versions, its saved
 * report, its worktree checked out and set up); `resolveBaseSide` resolves its servers; `measureBaseSide` measures
 * them after the head and gathers the evidence the verdict is judged on.
 */
export interface BaseSide {
  /** With --base: budget.json at the merge base. */
  base: LoadedBase | undefined;
  /** The package's version here and at the base (judging only). */
  versions: PackageVersions | undefined;
  /** The base's figures as far as they are known (judging only), and its worktree while it is still to be measured. */
  tree: BaseTree | undefined;
  /** A shard: each server's time in the base's saved report, what it plans its share with. */
  shardTimes: ReadonlyMap<string, number> | undefined;
}

/** The base side with its servers resolved: with --base, what raises are judged against and what the head may reach. */
export interface ResolvedBaseSide extends BaseSide {
  budget: { evidence: BaseBudgetEvidence; trusted: TrustedReach } | undefined;
}

/** Load: everything the base gives, read before any code of the pull request runs. */
export async function loadBaseSide(
  loaded: LoadedBudget,
  checkout: Checkout,
  configFile: string,
  context: CommandContext,
  judging: boolean,
): Promise<BaseSide> {
  const base = context.base ? await loadBase(checkout, configFile, context.base) : undefined;
  const versions = judging ? await packageVersions(loaded.dir, base?.budget.readText) : undefined;
  // The base's saved report, read once: the base's figures when judging, each server's time for a shard.
  const saved = context.baseReport
    ? await savedBaseReport(context.baseReport, checkout, base?.budget.mergeBase)
    : undefined;
  // A shard judges nothing against the base; the base's saved report gives it each server's time instead.
  const shardTimes = !judging && saved ? previousTimes(saved) : undefined;
  // Every tool's figures against the base: measured at the merge base (or read from its saved report), or a finding.
  const tree = judging ? await checkOutBase(loaded, base?.budget, saved, { ...context, checkout }) : undefined;
  return { base, versions, tree, shardTimes };
}

/** Resolve: the servers of the base's budget (from git), then those of its worktree. */
export async function resolveBaseSide(
  side: BaseSide,
  loaded: LoadedBudget,
  callerEnv: Record<string, string | undefined>,
): Promise<ResolvedBaseSide> {
  const budget = side.base ? await resolveBase(side.base, loaded, callerEnv) : undefined;
  let tree = side.tree;
  if (tree?.budget) {
    try {
      const { servers } = await resolveServers(tree.budget.config, tree.budget.dir, callerEnv);
      tree = { ...tree, servers };
    } catch (error) {
      tree = { ...tree, budget: undefined, figures: { ...tree.figures, error: (error as Error).message } };
    }
  }
  return { base: side.base, versions: side.versions, tree, shardTimes: side.shardTimes, budget };
}

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

/**
 * The base's servers, resolved once from what git holds at the merge base: what raises are judged against, and
 * what the head's servers may reach in this run (the base's budget, not the one under review).
 */
export async function resolveBase(
  base: LoadedBase,
  loaded: LoadedBudget,
  callerEnv: Record<string, string | undefined>,
): Promise<{ evidence: BaseBudgetEvidence; trusted: TrustedReach }> {
  const { budget, config } = base;
  const named = { ref: budget.ref, config, symlink: budget.symlink };
  if (typeof config !== 'object')
    return { evidence: named, trusted: { ref: budget.ref, servers: undefined, sandbox: undefined } };
  // The base's files from the base commit: its imported configs and the envFiles they name, never the head's.
  const servers = await resolveServers(
    config,
    loaded.dir,
    callerEnv,
    path.basename(loaded.file),
    budget.readText,
    committedEnvFile(budget.mergeBase),
  ).then(
    ({ servers: resolved }) => new Map(resolved.map((server) => [server.name, server.config])),
    () => undefined, // an unreadable import at the base: budget.json's own servers are still compared
  );
  return {
    evidence: { ...named, ...(servers ? { servers } : {}) },
    // An import that cannot be read at the base leaves budget.json's own servers as the trusted ones.
    trusted: {
      ref: budget.ref,
      servers: servers ?? new Map(Object.entries(config.servers ?? {})),
      sandbox: config.sandbox,
    },
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
