import type { WireResponse } from '../servers/wire-ledger.js';
import { isToolFixture } from '../budget/config.js';
import type { BudgetConfig, Fixture, ToolFixture } from '../budget/budget-config.js';
import { walkCursor } from './cursor-walk.js';
import { callWithInputRounds } from './input-rounds.js';
import { HOST_PROFILES } from '../budget/host-profiles.js';
import type { HostResult } from './measurement.js';
import { hostTextLost, hostView } from './hosts/host-results.js';
import type { WireTool } from '../servers/list-tools.js';
import { answerPreview, measureResult, precountResult, type MeasuredResult } from './measure-result.js';
import { makeNormalizer, normalizingOnce } from './result-normalizer.js';
import type { FixtureReport } from './measurement.js';
import { resultShape } from './result-shape.js';
import { checkValue, compileSchema, type ValueCheck } from './schema-compiler.js';
import type { ServerSession } from '../servers/server-session.js';
import { countedView, type Tokenizer } from './tokens.js';
import { linkedUris, readLinked } from './linked-resources.js';
import type { SurfaceField, SurfaceListing } from './listed-surface.js';
import { runSurfaceFixture } from './surface-fixtures.js';

/** Cursors each walk returned, for fixtures that pass another query's cursor (`{"fromFixture": …, "page": N}`). */
type CursorBook = Map<string, string[]>;

export async function runFixtures(
  session: ServerSession,
  fixtures: Fixture[],
  tools: ReadonlyArray<WireTool>,
  /** prompts/list and resources/list as this session listed them: what a prompt or resource fixture is checked against. */
  surface: Partial<Record<SurfaceField, SurfaceListing>>,
  tokenizer: Tokenizer,
  config: BudgetConfig,
  /** Receives each fixture's first answer as it came over the wire (for measured fix proposals). */
  keep?: (fixture: string, wire: WireResponse) => void,
): Promise<FixtureReport[]> {
  const reports: FixtureReport[] = [];
  const cursors: CursorBook = new Map();
  for (const fixture of fixtures) {
    reports.push(
      isToolFixture(fixture)
        ? await runFixture(session, fixture, tools, tokenizer, cursors, config.hosts ?? [], keep)
        : await runSurfaceFixture(
            session,
            fixture,
            surface,
            tokenizer,
            makeNormalizer(fixture.normalize, session.deadlineAt),
          ),
    );
  }
  return reports;
}

async function runFixture(
  session: ServerSession,
  fixture: ToolFixture,
  tools: ReadonlyArray<WireTool>,
  tokenizer: Tokenizer,
  cursors: CursorBook,
  hosts: string[],
  keep: ((fixture: string, wire: WireResponse) => void) | undefined,
): Promise<FixtureReport> {
  const report: FixtureReport = {
    name: fixture.name,
    server: fixture.server,
    tool: fixture.tool,
    isError: false,
    wireBytes: 0,
    textTokens: 0,
    structuredTokens: 0,
    tokens: 0,
    content: {},
    pages: [],
  };
  const tool = tools.find((t) => t.name === fixture.tool);
  const resolved = resolveArguments(fixture.arguments ?? {}, cursors);
  const notCalled = whyNotCalled(fixture, tool, resolved, session);
  if (notCalled) return { ...report, skipped: notCalled.message, skippedBecause: notCalled.because };
  const args = (resolved as { args: Record<string, unknown> }).args;
  const normalize = makeNormalizer(fixture.normalize, session.deadlineAt);
  let kept = false;
  const call = async (callArgs: Record<string, unknown>, page: number) => {
    const phase = `call ${fixture.name}${fixture.paginate ? ` page ${page}` : ''}` as const;
    const { wire, rounds, unanswered } = await callWithInputRounds(
      session,
      fixture,
      { name: tool!.name, arguments: callArgs },
      phase,
    );
    if (page === 1 && rounds.length > 0) report.inputRounds = rounds;
    if (unanswered) report.inputUnanswered = unanswered;
    if (keep && !kept) keep(fixture.name, wire);
    kept = true;
    // Counted yielding first: a large result takes seconds to count, and a signal must not wait for it.
    const normalizeOnce = normalizingOnce(normalize);
    const counted = await precountResult(wire, tokenizer, normalizeOnce);
    return measureResult(wire, counted, normalizeOnce, session.era === 'modern');
  };
  const runs = await largestRun(fixture, args, call, cursors, report);
  await describeResult(report, runs, { fixture, tool: tool!, session, tokenizer, hosts });
  if (runs.totals.length > 1) report.runs = runs.totals;
  return report;
}

/** Why a fixture's call is not made: its tool is not listed, a cursor it takes is not there, or its arguments do not pass. */
function whyNotCalled(
  fixture: ToolFixture,
  tool: WireTool | undefined,
  resolved: ReturnType<typeof resolveArguments>,
  session: ServerSession,
): { because: NonNullable<FixtureReport['skippedBecause']>; message: string } | undefined {
  if (!tool)
    return { because: 'tool-not-listed', message: `server "${fixture.server}" lists no tool "${fixture.tool}"` };
  if ('error' in resolved) return { because: 'cursor-not-available', message: resolved.error };
  const schema = compileSchema(tool.inputSchema, session.deadlineAt);
  // A schema that does not compile is reported with the tool's definition; the call is made unchecked.
  const checked: ValueCheck = schema.ok
    ? checkValue(schema.validate, resolved.args, session.deadlineAt)
    : { valid: true };
  if ('unusable' in checked)
    return {
      because: 'input-schema-unusable',
      message: `the inputSchema of "${tool.name}" cannot check the arguments: ${checked.unusable}; the call was not made`,
    };
  if (!checked.valid)
    return {
      because: 'arguments-do-not-match',
      message: `arguments do not match the inputSchema of "${tool.name}": ${checked.errors}; the call was not made`,
    };
  return undefined;
}

interface FixtureRuns {
  /** The run whose pages cost the most tokens, with the items each page held. */
  pages: MeasuredResult[];
  items: Array<number | undefined>;
  /** Every run's total, in order. */
  totals: number[];
  /** The cursors the first run's walk returned (a later fixture may take one). */
  cursorsOfWalk: string[];
}

/** The fixture called `runs` times (each a walk of its pages when it pages): the costliest run is the one judged. */
async function largestRun(
  fixture: ToolFixture,
  args: Record<string, unknown>,
  call: (args: Record<string, unknown>, page: number) => Promise<MeasuredResult>,
  cursors: CursorBook,
  report: FixtureReport,
): Promise<FixtureRuns> {
  const totals: number[] = [];
  let chosen: { pages: MeasuredResult[]; items: Array<number | undefined> } | undefined;
  let cursorsOfWalk: string[] = [];
  for (let run = 0; run < (fixture.runs ?? 1); run++) {
    let pages: MeasuredResult[];
    let items: Array<number | undefined> = [];
    if (fixture.paginate) {
      const walk = await walkCursor(fixture.paginate, args, call);
      pages = walk.pages;
      items = walk.itemsPerPage;
      if (run === 0) {
        cursorsOfWalk = walk.cursors;
        cursors.set(fixture.name, walk.cursors);
        report.walk = walk.report;
      }
    } else {
      pages = [await call(args, 1)];
    }
    const total = pages.reduce((sum, page) => sum + page.tokens, 0);
    totals.push(total);
    if (!chosen || total > chosen.pages.reduce((sum, page) => sum + page.tokens, 0)) chosen = { pages, items };
  }
  return { ...chosen!, totals, cursorsOfWalk };
}

/** The judged run in the report: each page's figures and shape, the answer, linked payloads, host views, totals. */
async function describeResult(
  report: FixtureReport,
  { pages, items, cursorsOfWalk }: FixtureRuns,
  at: { fixture: ToolFixture; tool: WireTool; session: ServerSession; tokenizer: Tokenizer; hosts: string[] },
): Promise<void> {
  const { fixture, tool, session, tokenizer, hosts } = at;
  const first = pages[0]!;
  report.isError = first.isError;
  report.pages = pages.map((page, i) => ({
    wireBytes: page.wireBytes,
    ...(page.envelopeBytes === undefined ? {} : { envelopeBytes: page.envelopeBytes }),
    textTokens: page.textTokens,
    structuredTokens: page.structuredTokens,
    tokens: page.tokens,
    ...(items[i] === undefined ? {} : { items: items[i] }),
    ...(page.tooLarge ? { tooLarge: true } : {}),
    ...optional('shape', resultShape(tool, page, tokenizer, session.deadlineAt)),
  }));
  const firstText = first.texts.join('\n');
  report.answer = {
    ...(first.rpcError ? { rpcError: first.rpcError.code ?? null } : {}),
    preview: answerPreview(firstText),
    ...(fixture.expect?.textIncludes !== undefined
      ? { textIncludes: firstText.includes(fixture.expect.textIncludes) }
      : {}),
  };
  // A payload moved behind a link is still a payload: hosts that follow links read it whole.
  const uris = linkedUris(pages);
  if (uris.length > 0) report.linked = await readLinked(session, uris, `call ${fixture.name}`, tokenizer);
  if (hosts.length > 0)
    // Each host's view counted yielding: its text is as large as the result, and a signal must not wait for it.
    report.hosts = await countedView(tokenizer, (counting) =>
      hostResults(
        hosts,
        pages.map((page) => ({
          ...page,
          call: { name: fixture.tool, args: fixture.arguments ?? {}, server: fixture.server },
        })),
        cursorsOfWalk,
        counting,
        tool._meta as Record<string, unknown> | undefined,
      ),
    );
  for (const page of pages) {
    report.wireBytes += page.wireBytes;
    report.textTokens += page.textTokens;
    report.structuredTokens += page.structuredTokens;
    report.tokens += page.tokens;
    for (const [type, count] of Object.entries(page.content))
      report.content[type] = (report.content[type] ?? 0) + count;
  }
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function resolveArguments(
  args: Record<string, unknown>,
  cursors: CursorBook,
): { args: Record<string, unknown> } | { error: string } {
  let error: string | undefined;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value !== 'object' || value === null) return value;
    const reference = value as { fromFixture?: unknown; page?: unknown };
    if (typeof reference.fromFixture === 'string') {
      const page = typeof reference.page === 'number' ? reference.page : 1;
      const cursor = cursors.get(reference.fromFixture)?.[page - 1];
      if (cursor === undefined)
        error ??= `no cursor from page ${page} of fixture "${reference.fromFixture}" (it must walk pages and run earlier, on the same server)`;
      return cursor;
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
  };
  const resolved = visit(args) as Record<string, unknown>;
  return error ? { error } : { args: resolved };
}

/**
 * Each host's view of a result: its channel's text, then its cut or spill, counted after (what the model reads) with
 * the size before beside it. A cut that takes the cursor to the next page leaves the model unable to go on, and
 * unaware that there was more.
 */
function hostResults(
  hosts: string[],
  pages: Array<MeasuredResult & { call: { name: string; args: unknown; server?: string } }>,
  walkCursors: string[],
  tokenizer: Tokenizer,
  toolMeta: Record<string, unknown> | undefined,
): HostResult[] {
  return hosts.map((host) => {
    const profile = HOST_PROFILES[host]!;
    const seen = pages.map((page, i) => {
      const view = hostView(profile, page, tokenizer, toolMeta);
      const { text, shown, outcome, tokens, bytes, preCutTokens, preCutBytes } = view;
      const cursor = walkCursors[i];
      const lost =
        outcome !== 'whole' && cursor !== undefined && text.includes(cursor) && !shown.includes(cursor)
          ? [`the cursor of page ${i + 1}`]
          : [];
      const textLost = hostTextLost(profile, view);
      return { tokens, bytes, preCutTokens, preCutBytes, outcome, lost, textLost };
    });
    const largest = seen.reduce((a, b) => (b.preCutTokens > a.preCutTokens ? b : a));
    const outcome = seen.some((page) => page.outcome === 'spilled')
      ? 'spilled'
      : seen.some((page) => page.outcome === 'cut')
        ? 'cut'
        : 'whole';
    return {
      host,
      tokens: largest.tokens,
      bytes: largest.bytes,
      preCutTokens: largest.preCutTokens,
      preCutBytes: largest.preCutBytes,
      outcome,
      cut: outcome !== 'whole',
      ...(largest.textLost ? { textLost: largest.textLost } : {}),
      lost: seen.flatMap((page) => page.lost),
      ...(seen.length > 1
        ? { pages: seen.map((page) => ({ tokens: page.tokens, bytes: page.bytes, outcome: page.outcome })) }
        : {}),
    };
  });
}
