import type { BudgetConfig, Limits, OversizedEntry } from '../budget/config.js';
import type { Measurement } from '../measure/measure-all.js';

export const DEFAULT_LIMITS: Required<Omit<Limits, 'resultBytes'>> = {
  toolBytes: 4000,
  toolTokens: 1000,
  totalBytes: 160_000,
  totalTokens: 40_000,
  descriptionChars: 2048,
  nameChars: 64,
  toolCount: 100,
  resultTokens: 20_000,
};

export const SCHEMA_REFERENCE = './node_modules/mcp-budget/budget.schema.json';

export interface InitialBudget {
  config: BudgetConfig;
  /** Default limits today's servers already exceed, set to today's figure so the first check passes. */
  relaxed: Array<{ limit: keyof Limits; from: number; to: number }>;
}

/**
 * The first budget.json: default limits, and today's oversized tools listed at today's size, so the first check
 * passes and nothing can grow from here. Aggregate limits already exceeded start at today's figure.
 */
export function initialBudget(base: BudgetConfig, measurement: Measurement): InitialBudget {
  const measured = measurement.servers.filter((server) => server.ok);
  const limits: Limits = { ...DEFAULT_LIMITS };
  const relaxed: InitialBudget['relaxed'] = [];
  const relax = (limit: keyof Limits, actual: number) => {
    const current = limits[limit]!;
    if (actual > current) {
      relaxed.push({ limit, from: current, to: actual });
      limits[limit] = actual;
    }
  };
  const tools = measured.flatMap((server) => server.tools);
  relax('totalBytes', measured.reduce((sum, s) => sum + s.totals.bytes, 0));
  relax('totalTokens', measured.reduce((sum, s) => sum + s.totals.tokens, 0));
  relax('toolCount', tools.length);
  relax('descriptionChars', Math.max(0, ...tools.map((t) => t.descriptionChars), ...measured.map((s) => s.instructions?.chars ?? 0)));
  relax('nameChars', Math.max(0, ...tools.map((t) => t.hostName.length)));

  const oversized: Record<string, OversizedEntry> = {};
  for (const server of measured) {
    for (const tool of server.tools) {
      const entry: OversizedEntry = {};
      if (tool.bytes > limits.toolBytes!) entry.bytes = tool.bytes;
      if (tool.tokens > limits.toolTokens!) entry.tokens = tool.tokens;
      if (Object.keys(entry).length > 0) oversized[`${server.name}/${tool.name}`] = entry;
    }
  }
  const config: BudgetConfig = {
    $schema: SCHEMA_REFERENCE,
    tokenizer: measurement.tokenizer,
    ...(base.mcpConfig !== undefined ? { mcpConfig: base.mcpConfig } : {}),
    ...(base.servers !== undefined ? { servers: base.servers } : {}),
    limits,
    ...(Object.keys(oversized).length > 0 ? { oversized } : {}),
  };
  return { config, relaxed };
}
