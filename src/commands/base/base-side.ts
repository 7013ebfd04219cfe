import path from 'node:path';
import { parseBudget, type LoadedBudget } from '../../budget/config.js';
import type { BudgetConfig } from '../../budget/budget-config.js';
import { readBaseBudget, type BaseBudget, type Checkout } from '../../budget/git-base.js';
import type { BaseBudgetEvidence } from '../../judge/base/against-base.js';
import type { TrustedReach } from '../../servers/reach-policy.js';
import { committedEnvFile } from '../../servers/mcp-config.js';
import { resolveServers } from '../../servers/server-sources.js';

/** budget.json at the merge base with `ref`, read from git: parsed, or why it cannot be (new, or invalid there). */
export interface LoadedBase {
  budget: BaseBudget;
  config: BudgetConfig | 'new' | 'invalid';
}

export async function loadBase(checkout: Checkout, configFile: string, ref: string): Promise<LoadedBase> {
  const budget = await readBaseBudget(checkout, configFile, ref);
  if (budget.text === undefined) return { budget, config: 'new' };
  try {
    return { budget, config: parseBudget(configFile, budget.text) };
  } catch {
    return { budget, config: 'invalid' }; // said as BUDGET_RAISED: raises cannot be judged
  }
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
