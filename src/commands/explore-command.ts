import path from 'node:path';
import { appendJson, editJson, writeFileAtomic } from '../budget/budget-file.js';
import { isToolFixture, loadBudget, parseBudget, type LoadedBudget } from '../budget/config.js';
import type { Fixture } from '../budget/budget-config.js';
import { HOST_PROFILES } from '../budget/host-profiles.js';
import { EXIT } from '../exit-codes.js';
import { closestNames } from '../text/closest-names.js';
import { formatPath } from '../budget/budget-path.js';
import { ceilingInForce, fixtureSubject, runtimeResultCeiling } from '../judge/ceilings.js';
import type { ExploredTool, ExploreEntry, ExploreReport } from '../measure/explore/explore-report.js';
import { MinedValues } from '../measure/explore/mined-values.js';
import { DEFAULT_BOUNDS } from '../measure/explore/schema-values.js';
import { exploreChoice } from '../measure/explore/tool-selection.js';
import { PHASES, ToolSearch, type Phase } from '../measure/explore/tool-search.js';
import { hostView } from '../measure/hosts/host-results.js';
import { callWithInputRounds } from '../measure/input-rounds.js';
import { measureResult, precountResult, type MeasuredResult } from '../measure/measure-result.js';
import { checkValue, compileSchema, loadSchemaCompiler } from '../measure/schema-compiler.js';
import { countedView, loadTokenizer, type Tokenizer } from '../measure/tokens.js';
import { listTools, type WireTool } from '../servers/list-tools.js';
import { policed } from '../servers/reach-policy.js';
import { assertServerPlaces } from '../servers/sandbox/project-area.js';
import { MeasuringTimedOut } from '../servers/interruptible.js';
import { ServerFailure } from '../servers/server-failure.js';
import type { ServerSession } from '../servers/server-session.js';
import type { ResolvedServer } from '../servers/server-sources.js';
import { renderExplore, renderExploreJson } from '../report/reporters/explore.js';
import { resolveBudgetServers } from '../servers/server-sources.js';
import type { CommandContext } from './command-context.js';
import { openServerSession } from './server-session-for.js';
import { userError } from '../user-error-words.js';

export const DEFAULT_EXPLORE_SECONDS = 60;
/** The least a call is given to answer, however little of its tool's share is left. */
const MIN_CALL_MS = 5000;
/** How long before the server's session ends (timeouts.totalMs) its search stops. */
const SESSION_MARGIN_MS = 1000;
/** Of the time left at each phase's start, its share: boundary values first, then mined, generated, the shrink. */
const PHASE_SHARES: Record<Phase, number> = { boundary: 0.35, mined: 0.2, generated: 0.3, shrink: 0.15 };

/**
 * `explore` from the command line: its flags checked, the search run, the report rendered (text or JSON). The whole
 * command, so the CLI's registration is one call.
 */
export async function exploreCli(
  configFile: string,
  flags: { subjects: string[]; time: string | undefined; write: boolean; ci: boolean; json: boolean },
  context: CommandContext,
): Promise<{ output: string; exitCode: number }> {
  if (flags.ci && flags.write) throw userError('EXPLORE_WRITE_IN_CI');
  const seconds = flags.time === undefined ? DEFAULT_EXPLORE_SECONDS : Number(flags.time);
  if (!Number.isInteger(seconds) || seconds < 1) throw userError('NOT_WHOLE_NUMBER', { name: '--time', minimum: 1 });
  const { report, exitCode } = await exploreCommand(
    configFile,
    { subjects: flags.subjects, timeSeconds: seconds, write: flags.write },
    context,
  );
  return { output: flags.json ? renderExploreJson(report) : renderExplore(report, configFile), exitCode };
}

export interface ExploreOptions {
  /** `server` or `server/tool`: only these (none: every server of budget.json). */
  subjects: string[];
  timeSeconds: number;
  write: boolean;
}

/**
 * `explore`: for each tool it may call (tool-selection.ts), the arguments its inputSchema allows that make its result
 * largest, each a real call in the sandbox as `check` makes it, within one time budget for the whole search; with
 * --write, each worst case a fixture of budget.json, so the next `check` holds it to the budget.
 */
export async function exploreCommand(
  configFile: string,
  options: ExploreOptions,
  context: CommandContext,
): Promise<{ report: ExploreReport; exitCode: number }> {
  const started = Date.now();
  const deadline = started + options.timeSeconds * 1000;
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const resolved = await resolveBudgetServers(loaded, context.callerEnv);
  assertServerPlaces(resolved.servers, loaded, context.callerEnv);
  const all = policed(resolved.servers, loaded.config, undefined);
  const servers = chosenServers(all, options.subjects, configFile);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? 'o200k_base');
  await loadSchemaCompiler();
  const report: ExploreReport = { tools: [], timeSeconds: options.timeSeconds, elapsedMs: 0, failures: [] };
  for (const [i, server] of servers.entries()) {
    // Each server its share of the time left.
    const serverDeadline = Date.now() + (deadline - Date.now()) / (servers.length - i);
    const entries = await exploreServer(loaded, server, options.subjects, serverDeadline, context, tokenizer, report);
    report.tools.push(...entries);
  }
  if (options.write) report.wrote = await writeFixtures(loaded, configFile, report);
  report.elapsedMs = Date.now() - started;
  const over = report.tools.some(
    (entry) =>
      'calls' in entry && ((entry.over?.length ?? 0) > 0 || (entry.worst?.hosts ?? []).some((view) => view.over)),
  );
  return { report, exitCode: report.failures.length > 0 ? EXIT.server : over ? EXIT.overBudget : EXIT.ok };
}

function chosenServers(servers: ResolvedServer[], subjects: string[], configFile: string): ResolvedServer[] {
  if (subjects.length === 0) return servers;
  const named = new Set(subjects.map((subject) => subject.split('/')[0]!));
  const missing = [...named].filter((name) => !servers.some((server) => server.name === name));
  if (missing.length > 0)
    throw userError('EXPLORE_NO_SERVER', {
      missing,
      file: configFile,
      servers: servers.map((server) => server.name),
    });
  return servers.filter((server) => named.has(server.name));
}

async function exploreServer(
  loaded: LoadedBudget,
  server: ResolvedServer,
  subjects: string[],
  share: number,
  context: CommandContext,
  tokenizer: Promise<Tokenizer>,
  report: ExploreReport,
): Promise<ExploreEntry[]> {
  const config = loaded.config;
  let session: ServerSession | undefined;
  try {
    session = await openServerSession(loaded, server, context, tokenizer);
    const { tools } = await listTools(session);
    refuseUnlisted(server.name, subjects, tools);
    const open = session;
    // The server's own timeouts.totalMs ends its session: the search of it ends a moment before, and says so.
    const deadline = Math.min(share, open.deadlineAt - SESSION_MARGIN_MS);
    if (deadline < share) (report.endedBy ??= []).push({ server: server.name, totalMs: open.options.timeouts.totalMs });
    const counting = await tokenizer;
    const planned = plannedSearches(server.name, subjects, tools, config, { open, deadline, counting });
    await runPhases(planned, { open, deadline, report, server: server.name });
    for (const { tool, entry, search } of planned.searches) await finish(entry, search, tool, config, counting);
    return planned.entries;
  } catch (error) {
    // Its session ended while a schema of its was still compiling (timeouts.totalMs): nothing of it was searched.
    if (error instanceof MeasuringTimedOut) {
      report.failures.push({ server: server.name, code: 'SERVER_TIMEOUT', detail: 'timeouts.totalMs passed' });
      return [];
    }
    if (!(error instanceof ServerFailure)) throw error;
    report.failures.push({ server: server.name, code: error.code, detail: error.detail });
    return [];
  } finally {
    await session?.close();
  }
}

/** A tool named on the command line that this server does not list: said before any call is made. */
function refuseUnlisted(server: string, subjects: string[], tools: WireTool[]): void {
  for (const subject of subjects.filter((named) => named.startsWith(`${server}/`))) {
    const name = subject.slice(server.length + 1);
    if (tools.some((tool) => tool.name === name)) continue;
    const closest = closestNames(
      name,
      tools.map((tool) => tool.name),
    );
    throw userError('EXPLORE_NO_TOOL', { server, tool: name, closest, tools: tools.map((tool) => tool.name) });
  }
}

interface SearchRun {
  open: ServerSession;
  deadline: number;
  counting: Tokenizer;
}

interface PlannedSearches {
  entries: ExploreEntry[];
  searches: Array<{ tool: WireTool; entry: ExploredTool; search: ToolSearch<MeasuredResult> }>;
  /** Tools not named but allowed to be called: their answers reveal ids for the named ones. */
  helpers: Array<{ tool: WireTool; search: ToolSearch<MeasuredResult> }>;
  mined: MinedValues;
}

/** Each tool of the server: skipped with why, searched, or (not named) a helper whose answers are mined. */
function plannedSearches(
  server: string,
  subjects: string[],
  tools: WireTool[],
  config: LoadedBudget['config'],
  run: SearchRun,
): PlannedSearches {
  const wanted = (tool: WireTool) =>
    subjects.length === 0 || subjects.includes(server) || subjects.includes(`${server}/${tool.name}`);
  const planned: PlannedSearches = { entries: [], searches: [], helpers: [], mined: new MinedValues() };
  const bounds = {
    maxStringLength: config.explore?.maxStringLength ?? DEFAULT_BOUNDS.maxStringLength,
    maxArrayItems: config.explore?.maxArrayItems ?? DEFAULT_BOUNDS.maxArrayItems,
  };
  for (const tool of tools) {
    const choice = exploreChoice(server, tool, config.explore?.allow ?? []);
    // A tool not named is not reported; one it may call still reveals ids for those named (helpers below).
    if (!wanted(tool) && ('skipped' in choice || choice.call !== 'read-only')) continue;
    if ('skipped' in choice) {
      planned.entries.push({ server, tool: tool.name, skipped: choice.skipped });
      continue;
    }
    const schema = compileSchema(tool.inputSchema, run.open.deadlineAt);
    if (!schema.ok) {
      planned.entries.push({ server, tool: tool.name, skipped: `its inputSchema does not compile: ${schema.error}` });
      continue;
    }
    const search = toolSearch(server, tool, schema.validate, run, { mined: planned.mined, bounds });
    if (!wanted(tool)) {
      planned.helpers.push({ tool, search });
      continue;
    }
    const entry: ExploredTool = {
      server,
      tool: tool.name,
      because: choice.call,
      calls: 0,
      refused: 0,
      phases: { boundary: 'not reached', mined: 'not reached', generated: 'not reached', shrink: 'not reached' },
    };
    planned.entries.push(entry);
    planned.searches.push({ tool, entry, search });
  }
  return planned;
}

/** One tool's search: its arguments checked by its own inputSchema, each call a real one, bounded by the search. */
function toolSearch(
  server: string,
  tool: WireTool,
  validate: Parameters<typeof checkValue>[0],
  { open, deadline, counting }: SearchRun,
  shared: Pick<ConstructorParameters<typeof ToolSearch<MeasuredResult>>[0], 'mined' | 'bounds'>,
): ToolSearch<MeasuredResult> {
  const fixture: Fixture = { name: `explore:${tool.name}`, server, tool: tool.name };
  return new ToolSearch<MeasuredResult>({
    inputSchema: tool.inputSchema,
    accepts: (args) => {
      const checked = checkValue(validate, args, open.deadlineAt);
      return 'valid' in checked && checked.valid;
    },
    call: async (args, phaseEnds) => {
      // No call outlives the search: it waits at most what is left of this tool's share of the phase (a few
      // seconds at least), and never past the server's share of the time budget.
      const wait = Math.round(Math.min(deadline - Date.now() + 1000, Math.max(phaseEnds - Date.now(), MIN_CALL_MS)));
      try {
        const { wire } = await callWithInputRounds(
          open,
          fixture,
          { name: tool.name, arguments: args },
          `call explore ${tool.name}`,
          () => wait,
        );
        // Counted yielding first: a large result takes seconds to count, and a signal must not wait for it.
        return measureResult(wire, await precountResult(wire, counting), undefined, open.era === 'modern');
      } catch (error) {
        if (error instanceof ServerFailure && error.code === 'SERVER_TIMEOUT' && wait < open.options.timeouts.requestMs)
          throw new ServerFailure(
            error.code,
            error.server,
            error.phase,
            `no answer within the ${wait} ms the search's time budget had left for it (--time; the server's requestMs is ${open.options.timeouts.requestMs} ms)`,
            error.stderrTail,
          );
        throw error;
      }
    },
    ...shared,
  });
}

/** Phase by phase over every tool: values mined from one tool's results are there for the others' next phase. */
async function runPhases(
  { searches, helpers, mined }: PlannedSearches,
  at: { open: ServerSession; deadline: number; report: ExploreReport; server: string },
): Promise<void> {
  const { open, deadline } = at;
  for (const [p, phase] of PHASES.entries()) {
    if (phase === 'mined' && helpers.length > 0) await seedHelpers(helpers, deadline, at.report, at.server);
    const shares = PHASES.slice(p).reduce((sum, later) => sum + PHASE_SHARES[later], 0);
    const phaseDeadline = Date.now() + ((deadline - Date.now()) * PHASE_SHARES[phase]) / shares;
    // Mined values again while the last round revealed more: a folder listed in one round is read in the next.
    for (let round = 0, known = -1; round < (phase === 'mined' ? 3 : 1) && known !== mined.size; round++) {
      known = mined.size;
      const going = searches.filter(({ entry }) => entry.stopped === undefined);
      for (const [i, { entry, search }] of going.entries()) {
        const toolDeadline = Date.now() + Math.max(0, phaseDeadline - Date.now()) / (going.length - i);
        try {
          await search[phase](toolDeadline);
        } catch (error) {
          if (!(error instanceof ServerFailure) && !(error instanceof MeasuringTimedOut)) throw error;
          search.phases[phase] = 'cut';
          entry.stopped =
            error instanceof ServerFailure
              ? `${error.code}: ${error.detail}`
              : `the server's timeouts.totalMs (${open.options.timeouts.totalMs} ms) ended its session`;
        }
      }
    }
  }
}

/** The tools not named, each called for what its answers reveal (seed: three calls at most), within a tenth of what is left. */
async function seedHelpers(
  helpers: Array<{ tool: WireTool; search: ToolSearch<MeasuredResult> }>,
  deadline: number,
  report: ExploreReport,
  server: string,
): Promise<void> {
  const until = Date.now() + (deadline - Date.now()) / 10;
  for (const { tool, search } of helpers) {
    try {
      await search.seed(until);
    } catch (error) {
      if (!(error instanceof ServerFailure) && !(error instanceof MeasuringTimedOut)) throw error;
    }
    if (search.calls > 0) (report.minedFrom ??= []).push({ server, tool: tool.name, calls: search.calls });
  }
}

/** The search's facts into the report's entry: the worst case, each host's view of it, the limits it is held to. */
async function finish(
  entry: ExploredTool,
  search: ToolSearch<MeasuredResult>,
  tool: WireTool,
  config: LoadedBudget['config'],
  tokenizer: Tokenizer,
): Promise<void> {
  entry.calls = search.calls;
  entry.refused = search.refused;
  Object.assign(entry.phases, search.phases);
  if (search.growth) entry.growth = search.growth;
  const worst = search.worst;
  if (!worst) return;
  const result = worst.result;
  // Each host's view counted yielding first (countedView): a large result takes seconds, and a signal must not wait.
  const hosts = await countedView(tokenizer, (counting) =>
    (config.hosts ?? []).flatMap((host) => {
      const profile = HOST_PROFILES[host];
      if (!profile) return [];
      const view = hostView(
        profile,
        { ...result, call: { name: tool.name, args: worst.arguments, server: entry.server } },
        counting,
        tool._meta as Record<string, unknown> | undefined,
      );
      const limit = config.hostLimits?.[host]?.resultTokens;
      return [
        {
          host,
          outcome: view.outcome,
          tokens: view.tokens,
          bytes: view.bytes,
          ...(limit === undefined ? {} : { limit, ...(view.tokens > limit ? { over: true } : {}) }),
        },
      ];
    }),
  );
  entry.worst = {
    arguments: worst.arguments,
    wireBytes: result.wireBytes,
    tokens: result.tokens,
    isError: result.isError,
    ...(hosts.length > 0 ? { hosts } : {}),
  };
  // Held as check will hold it: the fixture --write gives it, when budget.json already has that one (its own
  // maxTokens, its oversized entry); else the server's resultTokens/resultBytes.
  const subject = fixtureSubject(config, worstFixtureName(entry.server, entry.tool));
  const limits = (['tokens', 'bytes'] as const).flatMap((unit) => {
    const ceiling = subject ? ceilingInForce(config, subject, unit) : runtimeResultCeiling(config, entry.server, unit);
    return ceiling ? [{ unit, value: ceiling.value, at: formatPath(ceiling.path) }] : [];
  });
  if (limits.length > 0) entry.limits = limits;
  const over = limits
    .filter((limit) => (limit.unit === 'tokens' ? result.tokens : result.wireBytes) > limit.value)
    .map((limit) => limit.at);
  if (over.length > 0) entry.over = over;
}

/** A fixture's name for a worst case: `explore.<server>.<tool>`, in the characters a fixture name allows. */
export function worstFixtureName(server: string, tool: string): string {
  return `explore.${server}.${tool}`.replace(/[^A-Za-z0-9_.:-]/g, '_');
}

/**
 * --write: each worst case as a fixture of budget.json (its arguments replaced when the fixture is there from an
 * earlier run), edited in place and written atomically, so the next `check` calls it and holds it to the budget.
 */
async function writeFixtures(
  loaded: LoadedBudget,
  configFile: string,
  report: ExploreReport,
): Promise<NonNullable<ExploreReport['wrote']>> {
  const existing = loaded.config.fixtures ?? [];
  const edits: Array<{ path: Array<string | number>; value: unknown }> = [];
  const added: Fixture[] = [];
  const names: string[] = [];
  const notWritten: Array<{ server: string; tool: string; why: string }> = [];
  for (const entry of report.tools) {
    if (!('worst' in entry) || !entry.worst) continue;
    // An error is what the search fell back on, not a result to hold: check would measure an error message.
    if (entry.worst.isError) {
      notWritten.push({ server: entry.server, tool: entry.tool, why: 'its largest result is an error result' });
      continue;
    }
    const name = worstFixtureName(entry.server, entry.tool);
    names.push(name);
    const at = existing.findIndex((fixture) => fixture.name === name);
    if (at >= 0 && isToolFixture(existing[at]!))
      edits.push({ path: ['fixtures', at, 'arguments'], value: entry.worst.arguments });
    else added.push({ name, server: entry.server, tool: entry.tool, arguments: entry.worst.arguments });
  }
  let text = editJson(loaded.text, edits);
  text = appendJson(text, ['fixtures'], added);
  parseBudget(configFile, text);
  if (names.length > 0) await writeFileAtomic(loaded.file, text);
  return { file: configFile, fixtures: names, ...(notWritten.length > 0 ? { notWritten } : {}) };
}
