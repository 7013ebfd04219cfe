import path from 'node:path';
import type { LoadedBudget } from '../../budget/config.js';
import type { BaseBudgetEvidence } from '../../judge/base/against-base.js';
import type { TrustedReach } from '../../servers/reach-policy.js';
import { committedEnvFile } from '../../servers/mcp-config.js';
import { resolveServers } from '../../servers/server-sources.js';
import type { BaseSide } from './base-load.js';
import type { LoadedBase } from './base-budget.js';

/** The base side with its servers resolved: with --base, what raises are judged against and what the head may reach. */
export interface ResolvedBaseSide extends BaseSide {
  budget: { evidence: BaseBudgetEvidence; trusted: TrustedReach } | undefined;
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
