import type { BudgetConfig } from '../budget/budget-config.js';
import { defaultConcurrency, mapAdmitted } from './concurrency.js';
import { measureServer, type MeasureContext, type ServerWire } from './measure-server.js';
import type { FixtureReport, ServerReport, SkippedServer } from './measurement.js';
import type { ResolvedServer } from '../servers/server-sources.js';
import { DEFAULT_MAX_MESSAGE_BYTES } from '../servers/server-session.js';
import type { AnthropicCounting } from './anthropic-count.js';
import { CountCache, type CacheStats, cachedOnly, caching } from './count-cache.js';
import { prepareSchemaCompiler, SCHEMA_COMPILER_VERSION } from './schema-compiler.js';
import { loadTokenizer, type Tokenizer } from './tokens.js';
import type { TokenizerName } from '../budget/tokenizers.js';
import { VERSION } from '../version.js';
import { nodeCrypto } from '../shell/node-crypto.js';

export type ProgressEvent =
  | { kind: 'start'; server: string }
  | { kind: 'done'; server: string; ok: boolean; tools: number; durationMs: number };

export interface RunOptions {
  callerEnv: Record<string, string | undefined>;
  concurrency?: number;
  maxMessageBytes?: number;
  /** How many times each server is started for its start-up figures (--starts); the run's own start is the first. */
  starts?: number;
  /** Capabilities declared to every server, over what budget.json says (the --capabilities preset). */
  capabilities?: Record<string, unknown>;
  onProgress?: (event: ProgressEvent) => void;
  /** false: count every text and compile every schema afresh, and leave the cache alone (--no-cache). */
  cache?: boolean;
  /**
   * The project whose cache to use, when not the measured one: the merge base, measured in a scratch worktree,
   * shares the checkout's cache (entries are keyed by content, so whatever did not change is not counted twice).
   */
  cacheProject?: string;
  /** false (pull requests): counts on disk are not read; only those this process computes are shared. */
  cacheFromDisk?: boolean;
  /** --anthropic-count: exact Claude counts of Anthropic-format host payloads. */
  anthropic?: AnthropicCounting;
  /**
   * A second listing as the richest client where the declared capabilities are narrower: true on pull-request runs
   * and in init; false never (the merge base: its hidden tools are not judged). budget.json's stability.capabilities
   * decides when it is set.
   */
  probeCapabilities?: boolean;
  /**
   * These servers are listed as the richest client whatever probeCapabilities says: the merge base's servers whose
   * head showed a richer client more, so both sides are held to the same faces and an unchanged server shows no growth.
   */
  probeCapabilitiesOf?: ReadonlySet<string>;
}

export interface Measurement {
  tokenizer: TokenizerName;
  servers: ServerReport[];
  fixtures: FixtureReport[];
  /** The token-count cache: warm when every count came from it (the tokenizer was not loaded). */
  cache?: CacheStats;
  /** Every configured server's name: `servers` may be one shard of them. */
  configured: string[];
  /** Servers an imported file declares in a form mcp-budget cannot start. */
  skippedServers: SkippedServer[];
  /** What each measured server sent, by server name: for proposals measured on it (never in a report). */
  wire?: Map<string, ServerWire>;
}

/**
 * Measures every server concurrently (results in input order). At most `concurrency` servers start at once; a server
 * frees its start slot once it has answered its listings, so its fixtures and counting run beside the next servers'
 * starts (mapAdmitted). The tokenizer loads while the first servers start, so its ~300 ms of parsing overlaps their
 * boot instead of following it.
 */
export async function measureAll(
  config: BudgetConfig,
  servers: ResolvedServer[],
  baseDir: string,
  options: RunOptions,
  /** Every configured server, when `servers` is only a shard of them. */
  allServers: ResolvedServer[] = servers,
): Promise<Measurement> {
  const counts = runCounts(config, baseDir, options);
  const context = measureContext(config, baseDir, options, counts);
  const outcomes = await mapAdmitted(
    servers,
    options.concurrency ?? defaultConcurrency(),
    async (server, _, admission) => {
      options.onProgress?.({ kind: 'start', server: server.name });
      const fixtures = (config.fixtures ?? []).filter((fixture) => fixture.server === server.name);
      const outcome = await measureServer(server, fixtures, context, admission);
      options.onProgress?.({
        kind: 'done',
        server: server.name,
        ok: outcome.report.ok && !outcome.report.failure,
        tools: outcome.report.tools.length,
        durationMs: outcome.report.durationMs,
      });
      return outcome;
    },
  );
  counts.save();
  return {
    tokenizer: counts.tokenizerName,
    ...(counts.cached ? { cache: counts.caches().counts.stats() } : {}),
    servers: outcomes.map((outcome) => outcome.report),
    fixtures: outcomes.flatMap((outcome) => outcome.fixtures),
    configured: allServers.map((server) => server.name),
    skippedServers: [],
    wire: new Map(outcomes.flatMap((outcome) => (outcome.wire ? [[outcome.report.name, outcome.wire] as const] : []))),
  };
}

type RunCounts = ReturnType<typeof runCounts>;

/**
 * The run's counting: the tokenizer, loaded once when first needed, and the caches of counts and compiled schemas,
 * opened once the first server has been spawned, not before: reading them (and judging where they lie,
 * cache-trust.ts) then runs while the server boots instead of before it starts.
 */
function runCounts(config: BudgetConfig, baseDir: string, options: RunOptions) {
  const tokenizerName = config.tokenizer ?? 'o200k_base';
  const cacheProject = options.cacheProject ?? baseDir;
  let tokenizer: Promise<Tokenizer> | undefined;
  const startTokenizer = () => (tokenizer ??= loadTokenizer(tokenizerName));
  const fromDisk = options.cacheFromDisk !== false;
  const cached = options.cache !== false;
  let opened: { counts: CountCache; claude?: CountCache; schemas: CountCache } | undefined;
  const caches = () =>
    (opened ??= {
      counts: CountCache.open(cacheProject, tokenizerName, options.callerEnv, undefined, fromDisk),
      // Claude counts live under their own key space (the model is the "encoding"): never mistaken for o200k ones.
      ...(options.anthropic
        ? {
            claude: CountCache.open(
              cacheProject,
              `anthropic:${options.anthropic.model}` as TokenizerName,
              options.callerEnv,
              undefined,
              fromDisk,
            ),
          }
        : {}),
      schemas: CountCache.open(cacheProject, 'schema-compiles', options.callerEnv, SCHEMA_COMPILER_VERSION, fromDisk),
    });
  const counted = async (texts?: string[]): Promise<Tokenizer> => {
    if (!cached) return startTokenizer();
    const cache = caches().counts;
    if (texts?.every((text) => cache.has(text))) return cachedOnly(cache, tokenizerName);
    return caching(cache, await startTokenizer());
  };
  const save = () => {
    opened?.counts.save();
    opened?.claude?.save();
    opened?.schemas.save();
  };
  return { tokenizerName, cached, caches, counted, startTokenizer, save };
}

/** What every server's measuring shares: the budget, the counting, the client's identity and what to probe. */
function measureContext(config: BudgetConfig, baseDir: string, options: RunOptions, counts: RunCounts): MeasureContext {
  const { cached, caches, startTokenizer } = counts;
  return {
    config,
    baseDir,
    callerEnv: options.callerEnv,
    tokenizer: counts.counted,
    ...(options.anthropic
      ? {
          anthropic: options.anthropic,
          remembered: cached
            ? {
                get: (key: string) => caches().claude!.get(key),
                set: (key: string, count: number) => caches().claude!.set(key, count),
              }
            : new Map<string, number>(),
        }
      : {}),
    ...(cached
      ? {
          compilingSchemas: {
            lookup: (text: string) => caches().schemas.lookup(text),
            store: (key: string, count: number) => caches().schemas.store(key, count),
          },
        }
      : {}),
    maxMessageBytes: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
    ...(options.starts && options.starts > 1 ? { starts: options.starts } : {}),
    clientVersion: VERSION,
    capabilitiesOverride: options.capabilities,
    // The budget's own setting wins over the command's default; false from the command (the merge base) wins over both.
    probeCapabilities:
      options.probeCapabilities !== false && (config.stability?.capabilities ?? options.probeCapabilities ?? false),
    ...(options.probeCapabilitiesOf ? { probeCapabilitiesOf: options.probeCapabilitiesOf } : {}),
    // While the first servers boot: node:crypto (every count and digest hashes), and on a cold cache the tokenizer
    // and ajv. A warm run may need neither of those; a run with fixtures needs both: a fixture's result is counted
    // with the tokenizer itself, cache or not (its texts are known only once the call has answered).
    onSpawned: () => {
      setImmediate(nodeCrypto);
      const { counts: countCache, schemas } = cached ? caches() : {};
      const fixtures = (config.fixtures?.length ?? 0) > 0;
      if (!countCache || countCache.isEmpty || fixtures) setImmediate(startTokenizer);
      if (!schemas || schemas.isEmpty || fixtures)
        setImmediate(() => void prepareSchemaCompiler().catch(() => undefined));
    },
  };
}
