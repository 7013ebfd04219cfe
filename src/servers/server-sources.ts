import path from 'node:path';
import type { BudgetConfig, ServerConfig } from '../budget/config.js';
import { importMcpConfig, type ReadText } from './mcp-config.js';
import type { ServerPolicy } from './reach-policy.js';

export interface ResolvedServer {
  name: string;
  config: ServerConfig;
  /** Where the server was declared: `budget.json` or the imported file. */
  origin: string;
  /** On a pull request: the trusted reach it runs under (see reach-policy.ts). */
  policy?: ServerPolicy;
}

/**
 * The servers to measure: those imported from `mcpConfig` files, overridden by name by budget.json `servers`,
 * in a stable order (imports first, in file order, then budget.json's own).
 */
export async function resolveServers(
  config: BudgetConfig,
  baseDir: string,
  callerEnv: Record<string, string | undefined>,
  budgetFileName = 'budget.json',
  readText?: ReadText,
): Promise<{ servers: ResolvedServer[]; unresolved: Array<{ server: string; origin: string; reason: string }> }> {
  const byName = new Map<string, ResolvedServer>();
  const unresolved: Array<{ server: string; origin: string; reason: string }> = [];
  const files = config.mcpConfig === undefined ? [] : Array.isArray(config.mcpConfig) ? config.mcpConfig : [config.mcpConfig];
  for (const file of files) {
    const imported = await importMcpConfig(path.resolve(baseDir, file), baseDir, callerEnv, readText);
    for (const server of imported.servers) byName.set(server.name, { name: server.name, config: server.config, origin: file });
    // A server budget.json declares itself replaces the imported entry, unresolvable or not.
    unresolved.push(...imported.unresolved.filter((u) => !Object.hasOwn(config.servers ?? {}, u.server)).map((u) => ({ ...u, origin: file })));
  }
  for (const [name, server] of Object.entries(config.servers ?? {})) {
    byName.set(name, { name, config: server, origin: budgetFileName });
  }
  const skipped = new Set(unresolved.map((u) => u.server));
  return { servers: [...byName.values()].filter((s) => !skipped.has(s.name) || s.origin === budgetFileName), unresolved };
}
