import type { BudgetConfig, Limits, OversizedEntry } from '../budget/budget-config.js';
import type { Measurement } from '../measure/measure-all.js';
import { SURFACE_LISTS } from '../measure/listed-surface.js';
import { fixtureSubject, generalCeiling } from './ceilings.js';
import { listedKind } from './check-listed.js';

export const DEFAULT_LIMITS: Required<
  Omit<
    Limits,
    | 'resultBytes'
    | 'promptBytes'
    | 'promptTokens'
    | 'skillBytes'
    | 'skillTokens'
    | 'resourceBytes'
    | 'resourceTokens'
    | 'sessionTokens'
  >
> = {
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

/** Totals start this far above today's figures: the next tool has to make room, not just appear. */
const DEFAULT_HEADROOM_PERCENT = 10;

/** A total with headroom: today's figure plus the percentage, rounded up. */
export function withHeadroom(today: number, headroomPercent: number): number {
  return Math.ceil(today * (1 + headroomPercent / 100));
}

/**
 * The first budget.json: default per-tool limits, totals a little above today's (so growth fails), and every tool
 * over a per-tool limit listed in `oversized` at today's size for that unit, description length included. A
 * general limit is never raised for one tool's sake; only limits with no per-subject entry (name length,
 * instructions, tool count) start at today's figure when today already exceeds the default.
 */
export function initialBudget(
  base: BudgetConfig,
  measurement: Measurement,
  headroomPercent = DEFAULT_HEADROOM_PERCENT,
): InitialBudget {
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
  limits.totalBytes = withHeadroom(
    measured.reduce((sum, s) => sum + s.totals.bytes, 0),
    headroomPercent,
  );
  limits.totalTokens = withHeadroom(
    measured.reduce((sum, s) => sum + s.totals.tokens, 0),
    headroomPercent,
  );
  relax('toolCount', tools.length);
  relax('descriptionChars', Math.max(0, ...measured.map((s) => s.instructions?.chars ?? 0)));
  relax('nameChars', Math.max(0, ...tools.map((t) => t.hostName.length)));

  const oversized: Record<string, OversizedEntry> = {};
  for (const server of measured) {
    for (const tool of server.tools) {
      const entry: OversizedEntry = {};
      if (tool.bytes > limits.toolBytes!) entry.bytes = tool.bytes;
      if (tool.tokens > limits.toolTokens!) entry.tokens = tool.tokens;
      if (tool.descriptionChars > limits.descriptionChars!) entry.chars = tool.descriptionChars;
      if (Object.keys(entry).length > 0) oversized[`${server.name}/${tool.name}`] = entry;
    }
    // Prompts and resources are held like tools (their own limits, else the tool limits): today's oversized ones listed.
    const held = { ...base, limits: { ...base.limits, ...limits } };
    for (const { field } of SURFACE_LISTS) {
      const list = server[field];
      if (!list || list.failed !== undefined) continue;
      const kind = listedKind(list.method);
      for (const item of list.items) {
        const entry: OversizedEntry = {};
        for (const unit of ['bytes', 'tokens'] as const) {
          const ceiling = generalCeiling(held, { kind, server: server.name, name: item.name }, unit);
          if (ceiling && item[unit] > ceiling.value) entry[unit] = item[unit];
        }
        if (Object.keys(entry).length > 0) oversized[`${kind}:${server.name}/${item.name}`] = entry;
      }
    }
  }
  // A fixture kept by init --force: a result over the general limit is held at today's size, as a tool would be.
  const withLimits = { ...base, limits: { ...base.limits, ...limits } };
  for (const report of measurement.fixtures) {
    const subject = fixtureSubject(withLimits, report.name);
    if (subject?.kind !== 'fixture' || report.skipped !== undefined || report.pages.length === 0) continue;
    const entry: OversizedEntry = {};
    for (const unit of ['bytes', 'tokens'] as const) {
      const ceiling = generalCeiling(withLimits, subject, unit);
      // A fixture's own maxBytes/maxTokens was written by hand: init never loosens it.
      if (!ceiling || ceiling.path[0] === 'fixtures') continue;
      // A page too large to read is an error of its own: no figure to hold it at.
      const pages = report.pages.filter((page) => !page.tooLarge);
      const today = Math.max(0, ...pages.map((page) => (unit === 'bytes' ? page.wireBytes : page.tokens)));
      if (today > ceiling.value) entry[unit] = today;
    }
    if (Object.keys(entry).length > 0) oversized[`fixture:${report.name}`] = entry;
  }
  const config: BudgetConfig = {
    $schema: SCHEMA_REFERENCE,
    tokenizer: measurement.tokenizer,
    ...(base.mcpConfig !== undefined ? { mcpConfig: base.mcpConfig } : {}),
    ...(base.servers !== undefined ? { servers: base.servers } : {}),
    ...(base.clientCapabilities !== undefined ? { clientCapabilities: base.clientCapabilities } : {}),
    ...(base.sandbox !== undefined ? { sandbox: base.sandbox } : {}),
    limits,
    ...(Object.keys(oversized).length > 0 ? { oversized } : {}),
  };
  return { config, relaxed };
}

/**
 * update's other job: a total that today's figure undercuts by more than the headroom comes down to today plus
 * the headroom, so room freed by shrinking is not silently spent later. Never raises.
 */
export function tightenedTotals(
  config: BudgetConfig,
  measurement: Measurement,
  headroomPercent = DEFAULT_HEADROOM_PERCENT,
): Array<{ limit: 'totalBytes' | 'totalTokens'; from: number; to: number }> {
  const measured = measurement.servers.filter((server) => server.ok);
  // A server that failed, or was skipped (a variable unset), is not a smaller total.
  if (measured.length !== measurement.servers.length || measurement.skippedServers.length > 0) return [];
  const today = {
    totalBytes: measured.reduce((sum, s) => sum + s.totals.bytes, 0),
    totalTokens: measured.reduce((sum, s) => sum + s.totals.tokens, 0),
  };
  const changes: Array<{ limit: 'totalBytes' | 'totalTokens'; from: number; to: number }> = [];
  for (const limit of ['totalBytes', 'totalTokens'] as const) {
    const current = config.limits?.[limit];
    const target = withHeadroom(today[limit], headroomPercent);
    if (current !== undefined && target < current) changes.push({ limit, from: current, to: target });
  }
  return changes;
}

/** What init computes from today's figures; every other key of an existing budget was written by hand. */
const FIGURE_KEYS: ReadonlySet<string> = new Set(['$schema', 'tokenizer', 'limits', 'oversized']);

/**
 * `init --force` starts the figures over, not the file: every key it does not compute (servers and their env,
 * fixtures, hosts, growth, sandbox…) is kept as written. With `--server`, a server named again keeps its own keys
 * (env, timeouts, variants) under the new command.
 */
export function keptFromExisting(
  existing: BudgetConfig,
  declared: BudgetConfig,
): { base: BudgetConfig; kept: string[] } {
  const kept = Object.keys(existing).filter((key) => !FIGURE_KEYS.has(key));
  const carried = Object.fromEntries(kept.map((key) => [key, existing[key as keyof BudgetConfig]])) as BudgetConfig;
  if (declared.servers === undefined && declared.mcpConfig === undefined)
    return { base: { ...carried, ...declared }, kept };
  const servers = declared.servers
    ? Object.fromEntries(
        Object.entries(declared.servers).map(([name, server]) => [name, { ...existing.servers?.[name], ...server }]),
      )
    : undefined;
  const { mcpConfig: _mcpConfig, servers: _servers, ...rest } = carried;
  return {
    base: { ...rest, ...declared, ...(servers ? { servers } : {}) },
    kept: kept.filter((key) => key !== 'mcpConfig' && (key !== 'servers' || servers !== undefined)),
  };
}

/** The budget init writes: its computed figures, then every key kept from the file it replaces, in that file's order. */
export function withKeptKeys(computed: BudgetConfig, base: BudgetConfig, kept: string[]): BudgetConfig {
  const extra = Object.fromEntries(
    kept.filter((key) => !(key in computed)).map((key) => [key, base[key as keyof BudgetConfig]]),
  );
  return { ...computed, ...extra };
}
