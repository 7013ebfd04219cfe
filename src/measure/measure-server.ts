import { firstListingDifference } from './list-stability.js';
import type { BudgetConfig, Fixture } from '../budget/budget-config.js';
import { listTools, type WireTool } from '../servers/list-tools.js';
import { DEFAULT_HOST_TOOL_NAME, measureText, measureTool } from './measure-definitions.js';
import { startupReport, type FixtureReport, type ServerReport, type StartupReport } from './measurement.js';
import { inputSchemaProblems, loadSchemaCompiler } from './schema-compiler.js';
import type { ResolvedServer } from '../servers/server-sources.js';
import { ServerFailure } from '../servers/server-failure.js';
import { DEFAULT_TIMEOUTS, ServerSession } from '../servers/server-session.js';
import type { WireResponse } from '../servers/wire-ledger.js';
import type { SessionOptions } from '../servers/session-options.js';
import { countedView, textByText, type Tokenizer, withCountsOf } from './tokens.js';
import { MeasuringTimedOut } from '../servers/interruptible.js';
import { underDeadline } from './work-deadline.js';
import { checkEraParity, mayHaveLegacyFace } from './era-parity.js';
import { addFaceTools } from './other-face.js';
import type { ToolFace } from './measurement.js';
import { declaresRichest, hiddenTools, listAsRichest } from './capability-probe.js';
import { boundThatCut, describeBound } from '../servers/sandbox/bounds.js';
import { sharedProcessCount } from '../servers/sandbox/process-count-scope.js';
import type { CountCache } from './count-cache.js';
import { mark } from '../shell/trace.js';
import { loadAfterStart } from '../shell/after-start.js';
import { nextTurn } from '../shell/turns.js';
import type { AnthropicCounting } from './anthropic-count.js';
import type { RememberedCounts } from './host-definitions.js';
import type { Admission } from './concurrency.js';
import {
  listSurface,
  measureSurface,
  SURFACE_LISTS,
  surfaceReports,
  surfaceTexts,
  type SurfaceField,
  type SurfaceListing,
} from './listed-surface.js';

/** Fixtures and hosts' views load while the first server boots (src/shell/after-start.ts), not before it starts. */
const afterListing = loadAfterStart(() => import('./after-listing.js'));

export interface MeasureContext {
  config: BudgetConfig;
  baseDir: string;
  callerEnv: Record<string, string | undefined>;
  /**
   * A tokenizer for counting these texts: answered from the token-count cache when every one of them is there
   * (the tokenizer is then never loaded), else the real one, whose counts the cache keeps. No texts: the real one.
   */
  tokenizer: (texts?: string[]) => Promise<Tokenizer>;
  maxMessageBytes: number;
  /** Starts of each server for its start-up figures (--starts): the run's own, then the rest one after another. */
  starts?: number;
  clientVersion: string;
  /** Declared to every server instead of what budget.json says (the --capabilities preset). */
  capabilitiesOverride?: Record<string, unknown>;
  /** List once more as the richest client when the declared capabilities are narrower (hidden tools). */
  probeCapabilities?: boolean;
  /** Servers listed as the richest client whatever probeCapabilities says (see measure-all.ts). */
  probeCapabilitiesOf?: ReadonlySet<string>;
  onSpawned?: () => void;
  /** Input schemas known to compile (by their exact JSON): a run whose schemas did not change never loads ajv. */
  compilingSchemas?: Pick<CountCache, 'lookup' | 'store'>;
  /** --anthropic-count: exact Claude counts of the Anthropic-format host payloads, and where to cache them. */
  anthropic?: AnthropicCounting;
  remembered?: RememberedCounts;
}

export interface ServerOutcome {
  report: ServerReport;
  fixtures: FixtureReport[];
  /** What the server sent, for proposals measured on it; never part of the report. */
  wire?: ServerWire;
}

/** A server's tools and instructions as listed, and each fixture's first answer up to RETAINED_RESULT_BYTES. */
export interface ServerWire {
  tools: WireTool[];
  instructions: string | undefined;
  results: Map<string, WireResponse>;
}

/** Larger answers are measured and let go: a proposal for them is `suggest`'s to make. */
const RETAINED_RESULT_BYTES = 4 * 1024 * 1024;

/** How one server is started: budget-wide settings, overridden by the server's own. */
export function sessionOptionsFor(server: ResolvedServer, context: MeasureContext): SessionOptions {
  const { config } = context;
  return {
    name: server.name,
    server: server.config,
    sandbox: { ...config.sandbox, ...server.config.sandbox },
    timeouts: { ...DEFAULT_TIMEOUTS, ...config.timeouts, ...server.config.timeouts },
    clientCapabilities:
      context.capabilitiesOverride ?? server.config.clientCapabilities ?? config.clientCapabilities ?? {},
    baseDir: context.baseDir,
    callerEnv: context.callerEnv,
    maxMessageBytes: context.maxMessageBytes,
    clientVersion: context.clientVersion,
    onSpawned: context.onSpawned,
    era: server.config.era ?? config.era ?? 'newest',
    ...(server.policy ? { policy: server.policy } : {}),
  };
}

/** What one server lists, as the run found it (with the tools a host would keep, and those listed only later). */
interface Listed {
  all: WireTool[];
  tools: WireTool[];
  pages: number;
  instructions: string | undefined;
  surface: Partial<Record<SurfaceField, SurfaceListing>>;
  late?: Set<string>;
}

/** The run's tokenizer, held to the server's bound: `texts` are the ones a warm cache may answer without loading it. */
type BoundedTokenizer = (texts?: string[]) => Promise<Tokenizer>;

/**
 * What every count of one server's definitions is made with, fixed once when it starts: the run's tokenizer held to
 * its bound, the bound, and the budget's pattern of a tool's name as hosts show it. The listing, each other face and
 * each host's view are counted with it.
 */
interface Measuring {
  tokenizerWithin: BoundedTokenizer;
  /**
   * The tokenizer with `texts` counted first, yielding to the event loop as it counts (withCountsOf): a listing or a
   * face can take the tokenizer seconds, and a signal must not wait for it. A warm cache answers them all without
   * loading the tokenizer.
   */
  countedFirst(texts: string[]): Promise<Tokenizer>;
  /** A host's view built with every count made first (countedView), each text counted on its own (textByText). */
  viewCounted<T>(wire: Tokenizer, view: (counting: Tokenizer) => T): Promise<T>;
  deadline: number;
  hostToolName: string;
  /**
   * This server's start slot (concurrency.ts): freed once its listings are answered, and taken again for another
   * start of it (a restart, the other era's face). None: no slot to free.
   */
  admission?: Admission;
}

/**
 * One server, start to end: its session lists what it offers and calls its fixtures; once it has shut down, its
 * definitions are counted and its schemas checked; then what only a second look shows (a restart, the other era's
 * face, what a richer client is listed). Each phase below fills the one report.
 */
export async function measureServer(
  server: ResolvedServer,
  fixtures: Fixture[],
  context: MeasureContext,
  admission?: Admission,
): Promise<ServerOutcome> {
  const started = Date.now();
  const options = sessionOptionsFor(server, context);
  // totalMs bounds counting too: a server can send text that takes long to count, and counts are never guessed.
  const deadline = started + options.timeouts.totalMs;
  const tokenizerWithin = boundedTokenizer(context, deadline);
  const measuring: Measuring = {
    tokenizerWithin,
    countedFirst: async (texts) => withCountsOf(await tokenizerWithin(texts), texts),
    viewCounted: (wire, view) => countedView(textByText(tokenizerWithin, wire), view),
    deadline,
    hostToolName: context.config.hostToolName ?? DEFAULT_HOST_TOOL_NAME,
    ...(admission ? { admission } : {}),
  };
  const report = emptyReport(server, options);
  const results = new Map<string, WireResponse>();
  const probing =
    (context.probeCapabilities || context.probeCapabilitiesOf?.has(server.name)) &&
    !declaresRichest(options.clientCapabilities)
      ? listAsRichest(options)
      : undefined;
  const { session, listed, fixtureReports, startMs } = await listAndCall(server, fixtures, context, options, report, {
    tokenizerWithin: measuring.tokenizerWithin,
    results,
    admission,
  });
  if (session?.era === 'modern')
    report.revision = { ...session.revision.facts, credentials: Object.keys(server.config.headers ?? {}).length > 0 };
  // The server is no longer needed: it shuts down while its definitions are counted and checked.
  const closing = session?.close();
  try {
    if (listed) await countDefinitions(measuring, report, listed, server, context);
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
    report.tools = [];
    for (const { field } of SURFACE_LISTS) delete report[field];
    report.totals = { tools: 0, bytes: 0, tokens: 0 };
    // The bound that already fired while calling fixtures is the one to report: its phase says where the time went.
    report.failure ??= failureReport(countingFailure(server.name, 'list', options.timeouts.totalMs));
  } finally {
    await closing;
    mark('server ended', server.name);
    await lookAgain(measuring, report, { server, session, listed, options, context, probing });
    if (startMs !== undefined && report.ok)
      report.startup = await startupFigures(startMs, options, context.starts ?? 1, admission, measuring.deadline);
    report.durationMs = Date.now() - started;
    mark('server done', server.name);
  }
  return {
    report,
    fixtures: fixtureReports,
    ...(listed && report.ok ? { wire: { tools: listed.tools, instructions: listed.instructions, results } } : {}),
  };
}

function boundedTokenizer(context: MeasureContext, deadline: number): BoundedTokenizer {
  return async (texts) => {
    const tokenizer = await context.tokenizer(texts);
    const yielding = tokenizer.countYielding;
    return {
      name: tokenizer.name,
      count: (text) => tokenizer.count(text, deadline),
      // A fixture's result is counted yielding: a large one takes seconds, and a signal must not wait for it.
      ...(yielding ? { countYielding: (text: string, cap?: number) => yielding(text, cap, deadline) } : {}),
    };
  };
}

function emptyReport(server: ResolvedServer, options: SessionOptions): ServerReport {
  return {
    name: server.name,
    ...(server.variant ? { variant: server.variant } : {}),
    ok: false,
    transport: server.config.url ? 'http' : 'stdio',
    clientCapabilities: options.clientCapabilities,
    instructions: null,
    tools: [],
    totals: { tools: 0, bytes: 0, tokens: 0 },
    listPages: 0,
    durationMs: 0,
    ...(server.policy ? { policy: server.policy } : {}),
  };
}

/**
 * The session: the handshake, every listing a host loads (tools twice, to see whether they hold still; prompts,
 * resources, templates), then the fixtures' calls and one more listing after them. A server that fails is a failure
 * in the report, and whatever it listed before failing is still returned.
 */
async function listAndCall(
  server: ResolvedServer,
  fixtures: Fixture[],
  context: MeasureContext,
  options: SessionOptions,
  report: ServerReport,
  run: { tokenizerWithin: BoundedTokenizer; results: Map<string, WireResponse>; admission: Admission | undefined },
): Promise<{
  session: ServerSession | undefined;
  listed: Listed | undefined;
  fixtureReports: FixtureReport[];
  startMs?: number;
}> {
  let session: ServerSession | undefined;
  let listed: Listed | undefined;
  let fixtureReports: FixtureReport[] = [];
  let startMs: number | undefined;
  try {
    const spawned = Date.now();
    session = await ServerSession.open(options);
    describeSession(report, session);
    const hasTools = session.client.getServerCapabilities()?.tools !== undefined;
    const listing = hasTools ? await listTools(session) : { tools: [], pages: 0 };
    // The run's own start is the first of the start-up figures: spawn to its tools/list answered (every page).
    if (hasTools) startMs = Date.now() - spawned;
    mark('tools listed', server.name);
    if (listing.stopped) report.listStopped = listing.stopped;
    if (hasTools) recordListingChange(report, 'session', listing.tools, (await listTools(session)).tools);
    mark('tools listed again', server.name);
    // What else a host loads from it: prompts, resources and resource templates, where it advertises them.
    const surface = await listSurface(session);
    mark('other listings', server.name);
    // Its start is over: the next server starts while this one's fixtures run and its definitions are counted, and
    // is spawned before any of that work (nextTurn waits for the launch it begins).
    run.admission?.started();
    await nextTurn();
    listed = {
      all: listing.tools,
      tools: filterTools(listing.tools, server),
      pages: listing.pages,
      instructions: session.client.getInstructions(),
      surface,
    };
    if (fixtures.length > 0) {
      // Fixture arguments and output schemas are checked with ajv, whatever the cache knows.
      const [{ runFixtures }] = await Promise.all([afterListing(), loadSchemaCompiler()]);
      fixtureReports = await runFixtures(
        session,
        fixtures,
        listed.tools,
        surface,
        await run.tokenizerWithin(),
        context.config,
        (fixture, wire) => {
          if (wire.message && wire.bytes <= RETAINED_RESULT_BYTES) run.results.set(fixture, wire);
        },
      );
      mark('fixtures', server.name);
      if (hasTools) listed = await listedAfterCalls(session, server, report, listing.tools, listed);
      mark('re-listed after fixtures', server.name);
    }
  } catch (caught) {
    const error =
      caught instanceof MeasuringTimedOut
        ? countingFailure(server.name, 'call fixtures', options.timeouts.totalMs)
        : caught;
    if (!(error instanceof ServerFailure)) throw error;
    report.failure = failureReport(error);
  }
  run.admission?.started();
  return { session, listed, fixtureReports, ...(startMs === undefined ? {} : { startMs }) };
}

function describeSession(report: ServerReport, session: ServerSession): void {
  report.sandbox = session.sandbox;
  report.protocolVersion = session.protocolVersion;
  report.era = session.era;
  if (session.legacyBecause) report.legacyBecause = session.legacyBecause;
  if (Array.isArray(session.discover?.supportedVersions))
    report.supportedVersions = (session.discover.supportedVersions as unknown[]).filter(
      (v): v is string => typeof v === 'string',
    );
  report.serverInfo = session.client.getServerVersion() as ServerReport['serverInfo'];
}

/**
 * Hosts cache the prompt prefix: a list that changes mid-conversation rewrites the whole definition block. A list
 * that already differed between two listings is unstable, not changed by the calls: reported once. A tool that
 * appears only once the conversation is under way is loaded by every host in it: hiding it until after start must
 * not pass the budget, so it is measured and judged like the ones listed first.
 */
async function listedAfterCalls(
  session: ServerSession,
  server: ResolvedServer,
  report: ServerReport,
  first: WireTool[],
  listed: Listed,
): Promise<Listed> {
  const after = (await listTools(session)).tools;
  if (!report.listingChanges)
    recordListingChange(
      report,
      'after-calls',
      first,
      after,
      session.notificationCount('notifications/tools/list_changed') > 0,
    );
  const named = new Set(first.map((tool) => tool.name));
  const added = after.filter((tool) => !named.has(tool.name));
  if (added.length === 0) return listed;
  return {
    ...listed,
    all: [...listed.all, ...added],
    tools: [...listed.tools, ...filterTools(added, server)],
    late: new Set(added.map((tool) => tool.name)),
  };
}

/** Every definition counted (as listed, and as each host in `hosts` sends it), the totals, then the input schemas. */
async function countDefinitions(
  measuring: Measuring,
  report: ServerReport,
  listed: Listed,
  server: ResolvedServer,
  context: MeasureContext,
): Promise<void> {
  // Past totalMs nothing more is counted, however small: a bound that fired (calling fixtures) stands as the answer.
  if (Date.now() > measuring.deadline) throw new MeasuringTimedOut();
  const texts = [
    ...listed.tools.map((tool) => JSON.stringify(tool)),
    ...(listed.instructions ? [listed.instructions] : []),
    ...surfaceTexts(listed.surface),
  ];
  // The definitions are counted yielding first: a server's listing can take the tokenizer seconds, and a signal
  // must not wait for it. A warm cache answers them all without loading the tokenizer.
  const tokenizer = await measuring.countedFirst(texts);
  const hostServerName = hostServerNameOf(server);
  const late = listed.late;
  report.tools = listed.tools.map((tool) => ({
    ...measureTool(tool, hostServerName, tokenizer, measuring.hostToolName),
    ...(late?.has(tool.name) ? { listedAfter: 'calls' as const } : {}),
  }));
  report.instructions = listed.instructions ? measureText(listed.instructions, tokenizer) : null;
  report.listPages = listed.pages;
  Object.assign(report, measureSurface(listed.surface, tokenizer), { listsMeasured: true, skillsMeasured: true });
  if (context.config.hosts?.length) await countHostViews(measuring, report, listed, context, tokenizer, hostServerName);
  const lists = surfaceReports(report);
  report.totals = {
    tools: report.tools.length,
    bytes:
      report.tools.reduce((sum, t) => sum + t.bytes, 0) +
      (report.instructions?.bytes ?? 0) +
      lists.reduce((sum, list) => sum + list.bytes, 0),
    tokens:
      report.tools.reduce((sum, t) => sum + t.tokens, 0) +
      (report.instructions?.tokens ?? 0) +
      lists.reduce((sum, list) => sum + list.tokens, 0),
  };
  mark('counted', server.name);
  const problems = await inputSchemaProblems(listed.tools, context.compilingSchemas, measuring.deadline);
  mark('schemas checked', server.name);
  problems.forEach((problem, i) => {
    if (problem?.error) report.tools[i]!.inputSchemaError = problem.error;
    if (problem?.lenient) report.tools[i]!.inputSchemaLenient = problem.lenient;
  });
  report.ok = true;
}

/**
 * Each host in `hosts`: its own payload of the definitions, counted (and, asked for, by Anthropic's endpoint); the
 * texts of its view one by one through the run's counting, `tokenizer` holding the listing's counts.
 */
async function countHostViews(
  measuring: Measuring,
  report: ServerReport,
  listed: Listed,
  context: MeasureContext,
  tokenizer: Tokenizer,
  hostServerName: string,
): Promise<void> {
  const hosts = context.config.hosts!;
  const { hostDefinitions, addAnthropicCounts } = await afterListing();
  // Each host's payload is its own text, as large as the definitions: counted yielding, as they were.
  report.hosts = await measuring.viewCounted(tokenizer, (counting) =>
    underDeadline(measuring.deadline, () =>
      hostDefinitions(
        hosts,
        hostServerName,
        listed.tools,
        listed.instructions,
        counting,
        report.serverInfo,
        listed.surface.resources !== undefined,
        context.config.hostModels,
      ),
    ),
  );
  if (context.anthropic)
    await addAnthropicCounts(
      report.hosts,
      context.anthropic,
      hostServerName,
      listed.tools,
      listed.instructions,
      context.remembered,
    );
}

/**
 * What only a second look shows, once the session is over: a listing after a restart (asked for), the other era's
 * face of a modern server, the tools a richer client is listed, and a protocol violation nothing reported yet.
 */
async function lookAgain(
  measuring: Measuring,
  report: ServerReport,
  seen: {
    server: ResolvedServer;
    session: ServerSession | undefined;
    listed: Listed | undefined;
    options: SessionOptions;
    context: MeasureContext;
    probing: Promise<WireTool[] | undefined> | undefined;
  },
): Promise<void> {
  const { server, session, listed, options, context } = seen;
  // The definitions each host's view is built from: the session's, each tool's larger face once another is seen.
  let viewed = listed?.tools ?? [];
  if (session?.noiseCount) report.stdoutNoise = { lines: session.noiseCount, first: [...session.noise] };
  // Asked for: one more listing from a fresh start, as the next session of a host would see it.
  // Each is another start of the server: it takes a start slot in turn, as the first start did.
  const anotherStart = <U>(work: () => Promise<U>) =>
    measuring.admission ? measuring.admission.holding(work) : work();
  if (listed && context.config.stability?.restart && report.ok)
    await anotherStart(() => listAfterRestart(report, options, listed));
  if (listed && session?.era === 'modern' && report.ok && mayHaveLegacyFace(options)) {
    const face = await anotherStart(() =>
      checkEraParity(options, { tools: listed.all, instructions: listed.instructions }),
    );
    report.parity = face.parity;
    if (face.tools)
      viewed = await addFace(measuring, report, filterTools(face.tools, server), 'legacy', viewed, server);
  }
  // What a client that declares more (elicitation, sampling…) is listed: named, and held to the limits as a face.
  const rich = await seen.probing;
  if (listed && report.ok && rich) {
    const hidden = hiddenTools(options.clientCapabilities, listed.all, rich);
    if (hidden.count > 0) report.hiddenByCapabilities = hidden;
    if (firstListingDifference(listed.all, rich))
      viewed = await addFace(measuring, report, filterTools(rich, server), 'capabilities', viewed, server);
  }
  if (listed && report.hosts && viewed !== listed.tools)
    await viewFaces(measuring, report, { ...listed, tools: viewed }, context, server);
  if (session?.unreportedViolation && !report.failure) {
    const failure = new ServerFailure(
      'PROTOCOL_ERROR',
      server.name,
      'list',
      session.unreportedViolation,
      session.stderr.lines(),
    );
    report.failure = failureReport(failure);
  }
}

/**
 * Another face's tools, judged on the larger definition of each; past totalMs they are not counted (the face is still
 * reported). Returns the definitions the hosts' views are built from, `viewed` with each tool's larger face.
 */
async function addFace(
  measuring: Measuring,
  report: ServerReport,
  kept: WireTool[],
  face: ToolFace,
  viewed: WireTool[],
  server: ResolvedServer,
): Promise<WireTool[]> {
  try {
    return await addFaceTools(
      report,
      kept,
      face,
      // The face's definitions are the texts it counts: a warm cache answers them without loading the tokenizer.
      {
        tokenizer: await measuring.countedFirst(kept.map((tool) => JSON.stringify(tool))),
        hostServerName: hostServerNameOf(server),
        hostToolName: measuring.hostToolName,
      },
      viewed,
    );
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
    return viewed;
  }
}

/**
 * Each host's view again, of the larger face of every tool (and the tools only another face lists): a host that meets
 * the server that way loads those definitions. Past totalMs the session's views stand.
 */
async function viewFaces(
  measuring: Measuring,
  report: ServerReport,
  listed: Listed,
  context: MeasureContext,
  server: ResolvedServer,
): Promise<void> {
  const texts = listed.tools.map((tool) => JSON.stringify(tool));
  try {
    const tokenizer = await measuring.tokenizerWithin(texts);
    await countHostViews(measuring, report, listed, context, tokenizer, hostServerNameOf(server));
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
  }
}

/**
 * Each server's start-up (issue 52, the first turn): spawn to its tools/list answered, the run's own start first,
 * then `starts` - 1 more, one after another, each a whole start that is ended before the next. A start that fails
 * is not a time, but it is counted (failedStarts): dropped in silence, `--starts 3` with two failed starts read as
 * one clean start. Timed on this machine: reported, and at most a warning.
 */
async function startupFigures(
  firstMs: number,
  options: SessionOptions,
  starts: number,
  admission: Admission | undefined,
  deadline: number,
): Promise<StartupReport> {
  const times = [firstMs];
  let failed = 0;
  // Within the server's one timeouts.totalMs: each start gets what is left of it, none once it is spent. A fresh
  // totalMs per start let a server slow on its later starts hold the run for --starts times its bound. Only the
  // starts' own time is spent: a wait for a start slot (other servers starting) is not this server's.
  let left = deadline - Date.now();
  const withinDeadline = (): SessionOptions | undefined => {
    if (left <= 0) return undefined;
    const { startupMs, requestMs } = options.timeouts;
    return {
      ...options,
      timeouts: { startupMs: Math.min(startupMs, left), requestMs: Math.min(requestMs, left), totalMs: left },
    };
  };
  // Each is another start of the server: it takes a start slot in turn, as a restart's does. Outside one, --starts
  // ran beside other servers' starts past --concurrency, and each timed the others' boots too.
  const oneStart = async () => {
    const bounded = withinDeadline();
    if (!bounded) return failed++;
    const spawned = Date.now();
    try {
      const again = await ServerSession.open(bounded).catch(() => undefined);
      if (!again) return failed++;
      try {
        if (again.client.getServerCapabilities()?.tools !== undefined) await listTools(again);
        times.push(Date.now() - spawned);
      } catch {
        failed++;
      } finally {
        await again.close();
      }
    } finally {
      left -= Date.now() - spawned;
    }
  };
  for (let start = 1; start < starts; start++) await (admission ? admission.holding(oneStart) : oneStart());
  return startupReport(times, failed);
}

async function listAfterRestart(report: ServerReport, options: SessionOptions, listed: Listed): Promise<void> {
  const again = await ServerSession.open(options).catch(() => undefined);
  if (!again) return;
  try {
    recordListingChange(report, 'restart', listed.all, (await listTools(again)).tools);
  } catch {
    // a server that fails the second time is not what this check is about
  } finally {
    await again.close();
  }
}

function failureReport(failure: ServerFailure): NonNullable<ServerReport['failure']> {
  // A server a bound ended is told apart from one that crashed on its own: the run names the bound.
  const bound =
    failure.code === 'SANDBOX_UNAVAILABLE' || failure.code === 'SERVER_LIMIT_HIT'
      ? undefined
      : boundThatCut(failure.detail, failure.stderrTail);
  if (bound) {
    const fix =
      'a sound server stays far below this bound: find what grows without end (its last stderr lines show where)';
    return {
      code: 'SERVER_LIMIT_HIT',
      phase: failure.phase,
      detail: `the ${describeBound(bound, bound === 'processes' ? sharedProcessCount() : undefined)} bound cut it: ${failure.detail}`,
      stderr: failure.stderrTail,
      fix,
    };
  }
  return {
    code: failure.code,
    phase: failure.phase,
    detail: failure.detail,
    stderr: failure.stderrTail,
    ...(failure.fix ? { fix: failure.fix } : {}),
  };
}

/** A host names a variant's tools after the server users configured, whichever variant they chose. */
function hostServerNameOf(server: ResolvedServer): string {
  return server.variant?.of ?? server.name;
}

/** Codex's enabled_tools / disabled_tools: the host only ever sends the tools it keeps. */
export function filterTools(tools: WireTool[], server: ResolvedServer): WireTool[] {
  const { enabledTools, disabledTools } = server.config;
  return tools.filter(
    (tool) => (!enabledTools || enabledTools.includes(tool.name)) && !disabledTools?.includes(tool.name),
  );
}

function recordListingChange(
  report: ServerReport,
  when: 'session' | 'restart' | 'after-calls',
  first: WireTool[],
  again: WireTool[],
  notified?: boolean,
): void {
  const difference = firstListingDifference(first, again);
  if (difference)
    (report.listingChanges ??= []).push({
      when,
      tool: difference.tool,
      path: difference.path,
      ...(notified === undefined ? {} : { notified }),
    });
}

function countingFailure(server: string, phase: 'list' | 'call fixtures', totalMs: number): ServerFailure {
  const what =
    phase === 'list'
      ? 'counting and checking its tool definitions (token counts, schema compiles)'
      : 'measuring its fixture results (schema checks, normalize rules, token counts)';
  return new ServerFailure(
    'SERVER_TIMEOUT',
    server,
    phase,
    `${what} did not finish within timeouts.totalMs (${totalMs} ms); no count is guessed`,
  );
}
