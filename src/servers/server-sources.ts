import path from 'node:path';
import type { BudgetConfig, ServerConfig } from '../budget/budget-config.js';
import type { LoadedBudget } from '../budget/config.js';
import { importMcpConfig, type ReadEnvFile, type ReadText, type UnresolvedServer } from './mcp-config.js';
import type { ServerPolicy } from './server-policy.js';
import { userError } from '../user-error-words.js';

export interface ResolvedServer {
  name: string;
  config: ServerConfig;
  /** Where the server was declared: `budget.json` or the imported file. */
  origin: string;
  /** One of the server's `variants`: measured on its own as `<server>@<variant>`. */
  variant?: { of: string; name: string };
  /** On a pull request: the trusted reach it runs under (see reach-policy.ts). */
  policy?: ServerPolicy;
}

/**
 * A budget's servers (mcpConfig imports, then its own, each variant on its own), resolved once per run: what is
 * measured, what a change to the budget lets them reach, and the order merge puts shards back in.
 */
export function resolveBudgetServers(
  loaded: LoadedBudget,
  callerEnv: Record<string, string | undefined>,
): Promise<BudgetServers> {
  return resolveServers(loaded.config, loaded.dir, callerEnv, path.basename(loaded.file));
}

export type BudgetServers = Awaited<ReturnType<typeof resolveServers>>;

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
  readEnvFile?: ReadEnvFile,
): Promise<{ servers: ResolvedServer[]; unresolved: Array<UnresolvedServer & { origin: string }> }> {
  const byName = new Map<string, ResolvedServer>();
  const unresolved: Array<UnresolvedServer & { origin: string }> = [];
  const files =
    config.mcpConfig === undefined ? [] : Array.isArray(config.mcpConfig) ? config.mcpConfig : [config.mcpConfig];
  for (const file of files) {
    const imported = await importMcpConfig(path.resolve(baseDir, file), baseDir, callerEnv, readText, readEnvFile);
    for (const server of imported.servers)
      byName.set(server.name, { name: server.name, config: server.config, origin: file });
    // A server budget.json declares itself replaces the imported entry, unresolvable or not.
    unresolved.push(
      ...imported.unresolved
        .filter((u) => !Object.hasOwn(config.servers ?? {}, u.server))
        .map((u) => ({ ...u, origin: file })),
    );
  }
  for (const [name, server] of Object.entries(config.servers ?? {})) {
    byName.set(name, { name, config: server, origin: budgetFileName });
  }
  const skipped = new Set(unresolved.map((u) => u.server));
  const servers = [...byName.values()].filter((s) => !skipped.has(s.name) || s.origin === budgetFileName);
  const measured = servers.flatMap(withVariants);
  // An imported server may be named "a@b" (budget.json's names have no @): it would share the variant's subjects,
  // limits and ratchet entries, and one would be judged as the other.
  const clash = measured.find((server) => server.variant && byName.has(server.name));
  if (clash) {
    const other = byName.get(clash.name)!;
    throw userError('VARIANT_NAME_CLASH', {
      file: budgetFileName,
      of: clash.variant!.of,
      variant: clash.variant!.name,
      name: clash.name,
      origin: other.origin,
    });
  }
  return { servers: measured, unresolved };
}

/**
 * A server with `variants` is measured as itself and once per variant: each variant is the server with the
 * variant's `args` (instead of its own) and `env` (over its own), a configuration users actually run, and so is the
 * plain one (what the budget's entries for `<server>/<tool>` hold).
 */
function withVariants(server: ResolvedServer): ResolvedServer[] {
  const { variants, ...shared } = server.config;
  if (!variants) return [server];
  return [
    { ...server, config: shared },
    ...Object.entries(variants).map(([name, variant]) => ({
      name: `${server.name}@${name}`,
      origin: server.origin,
      variant: { of: server.name, name },
      config: {
        ...shared,
        ...(variant.args ? { args: variant.args } : {}),
        ...(variant.env ? { env: { ...shared.env, ...variant.env } } : {}),
      },
    })),
  ];
}
