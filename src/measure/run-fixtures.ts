import type { BudgetConfig, Fixture } from '../budget/config.js';
import { walkCursor } from './cursor-walk.js';
import type { BudgetPath, Finding } from '../report/findings.js';
import { fmt } from '../report/format.js';
import { HOST_PROFILES } from '../budget/host-profiles.js';
import type { HostResult } from '../report/report.js';
import { afterCut, hostResultText } from './host-payload.js';
import type { WireTool } from '../servers/list-tools.js';
import { makeNormalizer, measureResult, type MeasuredResult } from './measure-result.js';
import type { FixtureReport } from '../report/report.js';
import { checkResultContract } from './result-contract.js';
import { compileSchema, describeValidationErrors } from './schema-compiler.js';
import type { ServerSession } from '../servers/server-session.js';
import type { Tokenizer } from './tokens.js';

/** Cursors each walk returned, for fixtures that pass another query's cursor (`{"fromFixture": …, "page": N}`). */
type CursorBook = Map<string, string[]>;

export async function runFixtures(
  session: ServerSession,
  fixtures: Fixture[],
  tools: ReadonlyArray<WireTool>,
  tokenizer: Tokenizer,
  config: BudgetConfig,
): Promise<{ reports: FixtureReport[]; findings: Finding[] }> {
  const reports: FixtureReport[] = [];
  const findings: Finding[] = [];
  const cursors: CursorBook = new Map();
  for (const fixture of fixtures) {
    const index = config.fixtures?.indexOf(fixture) ?? -1;
    const outcome = await runFixture(session, fixture, index, tools, tokenizer, cursors, config.hosts ?? []);
    reports.push(outcome.report);
    findings.push(...outcome.findings);
  }
  return { reports, findings };
}

async function runFixture(
  session: ServerSession,
  fixture: Fixture,
  index: number,
  tools: ReadonlyArray<WireTool>,
  tokenizer: Tokenizer,
  cursors: CursorBook,
  hosts: string[],
): Promise<{ report: FixtureReport; findings: Finding[] }> {
  const subject = `fixture:${fixture.name}`;
  const at = (...rest: BudgetPath) => ['fixtures', index, ...rest];
  const report: FixtureReport = {
    name: fixture.name, server: fixture.server, tool: fixture.tool, isError: false,
    wireBytes: 0, textTokens: 0, structuredTokens: 0, tokens: 0, content: {}, pages: [],
  };
  const skip = (finding: Omit<Finding, 'severity' | 'subject'>) => {
    report.skipped = finding.message;
    return { report, findings: [{ ...finding, severity: 'error' as const, subject }] };
  };
  const tool = tools.find((t) => t.name === fixture.tool);
  if (!tool) {
    return skip({ code: 'TOOL_NOT_FOUND', path: at('tool'), message: `server "${fixture.server}" lists no tool "${fixture.tool}"`, fix: 'correct the fixture\'s tool name or remove the fixture' });
  }
  const resolved = resolveArguments(fixture.arguments ?? {}, cursors);
  if ('error' in resolved) return skip({ code: 'ARGUMENTS_INVALID', path: at('arguments'), message: resolved.error, fix: 'reference a fixture that walks pages and runs earlier on the same server' });
  const schema = compileSchema(tool.inputSchema);
  if (schema.ok && !schema.validate(resolved.args)) {
    return skip({
      code: 'ARGUMENTS_INVALID',
      path: at('arguments'),
      message: `arguments do not match the inputSchema of "${tool.name}": ${describeValidationErrors(schema.validate)}; the call was not made`,
      fix: 'update the fixture\'s arguments to the tool\'s current schema',
    });
  }

  const normalize = makeNormalizer(fixture.normalize, session.deadlineAt);
  const call = async (args: Record<string, unknown>, page: number) => {
    const phase = `call ${fixture.name}${fixture.paginate ? ` page ${page}` : ''}` as const;
    const wire = await session.request('tools/call', { name: tool.name, arguments: args }, phase);
    return measureResult(wire, tokenizer, normalize);
  };
  const findings: Finding[] = [];
  const runTotals: number[] = [];
  let chosen: { pages: MeasuredResult[]; items: Array<number | undefined> } | undefined;
  let cursorsOfWalk: string[] = [];
  for (let run = 0; run < (fixture.runs ?? 1); run++) {
    let pages: MeasuredResult[];
    let items: Array<number | undefined> = [];
    if (fixture.paginate) {
      const walk = await walkCursor(subject, fixture.paginate, resolved.args, call);
      pages = walk.pages;
      items = walk.itemsPerPage;
      if (run === 0) {
        cursorsOfWalk = walk.cursors;
        cursors.set(fixture.name, walk.cursors);
        findings.push(...walk.findings);
      }
    } else {
      pages = [await call(resolved.args, 1)];
    }
    const total = pages.reduce((sum, page) => sum + page.tokens, 0);
    runTotals.push(total);
    if (!chosen || total > chosen.pages.reduce((sum, page) => sum + page.tokens, 0)) chosen = { pages, items };
  }
  const { pages, items } = chosen!;
  const first = pages[0]!;
  report.isError = first.isError;
  report.pages = pages.map((page, i) => ({
    wireBytes: page.wireBytes, textTokens: page.textTokens, structuredTokens: page.structuredTokens, tokens: page.tokens,
    ...(items[i] === undefined ? {} : { items: items[i] }),
    ...(page.tooLarge ? { tooLarge: true } : {}),
  }));
  if (hosts.length > 0) report.hosts = hostResults(hosts, pages, cursorsOfWalk, tokenizer);
  for (const page of pages) {
    report.wireBytes += page.wireBytes;
    report.textTokens += page.textTokens;
    report.structuredTokens += page.structuredTokens;
    report.tokens += page.tokens;
    for (const [type, count] of Object.entries(page.content)) report.content[type] = (report.content[type] ?? 0) + count;
  }
  if (runTotals.length > 1) {
    report.runs = runTotals;
    if (Math.min(...runTotals) !== Math.max(...runTotals)) {
      findings.push({
        code: 'RESULT_UNSTABLE',
        severity: 'warning',
        subject,
        actual: Math.max(...runTotals),
        unit: 'tokens',
        path: at('normalize'),
        message: `the result's size varies between runs (${runTotals.map(fmt).join(', ')} tokens); the largest counts`,
        fix: 'add normalize rules for timestamps and ids so the figure is repeatable',
      });
    }
  }
  findings.push(...checkExpectation(fixture, first, subject, at('expect')));
  const seenContractCodes = new Set<string>();
  pages.forEach((page, i) => {
    for (const finding of checkResultContract(subject, tool, page, tokenizer)) {
      if (seenContractCodes.has(finding.code)) continue;
      seenContractCodes.add(finding.code);
      findings.push(pages.length > 1 ? { ...finding, message: `page ${i + 1}: ${finding.message}` } : finding);
    }
  });
  return { report, findings };
}

function checkExpectation(fixture: Fixture, result: MeasuredResult, subject: string, path: BudgetPath): Finding[] {
  const expect = fixture.expect ?? {};
  const wantError = expect.isError ?? false;
  const text = result.texts.join('\n');
  const problems: string[] = [];
  if (result.isError !== wantError) {
    problems.push(wantError ? 'expected an error result, got success' : `expected success, got ${result.rpcError ? `JSON-RPC error ${result.rpcError.code}` : 'isError: true'}`);
  }
  if (expect.textIncludes !== undefined && !text.includes(expect.textIncludes)) problems.push(`expected the text to include ${JSON.stringify(expect.textIncludes)}`);
  if (problems.length === 0) return [];
  const preview = text.length > 300 ? `${text.slice(0, 300)}…` : text;
  return [{
    code: 'EXPECTATION_FAILED',
    severity: 'error',
    subject,
    path,
    message: `${problems.join('; ')}. It returned: ${JSON.stringify(preview)}`,
    fix: fixture.expect ? 'fix the tool, or the fixture\'s expect if the behaviour changed on purpose' : 'fix the tool or the fixture\'s arguments; a fixture without "expect" must succeed',
  }];
}

function resolveArguments(args: Record<string, unknown>, cursors: CursorBook): { args: Record<string, unknown> } | { error: string } {
  let error: string | undefined;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value !== 'object' || value === null) return value;
    const reference = value as { fromFixture?: unknown; page?: unknown };
    if (typeof reference.fromFixture === 'string') {
      const page = typeof reference.page === 'number' ? reference.page : 1;
      const cursor = cursors.get(reference.fromFixture)?.[page - 1];
      if (cursor === undefined) error ??= `no cursor from page ${page} of fixture "${reference.fromFixture}" (it must walk pages and run earlier, on the same server)`;
      return cursor;
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
  };
  const resolved = visit(args) as Record<string, unknown>;
  return error ? { error } : { args: resolved };
}

/**
 * Each host's view of a result: its channel's text, counted, then its cut applied. A cut that takes the cursor
 * to the next page leaves the model unable to go on, and unaware that there was more.
 */
function hostResults(hosts: string[], pages: MeasuredResult[], walkCursors: string[], tokenizer: Tokenizer): HostResult[] {
  return hosts.map((host) => {
    const profile = HOST_PROFILES[host]!;
    const seen = pages.map((page, i) => {
      const text = hostResultText(profile, page.texts, page.structured);
      const after = afterCut(text, profile.facts.resultCut?.value);
      const cursor = walkCursors[i];
      const lost = after.cut && cursor !== undefined && text.includes(cursor) && !after.text.includes(cursor) ? [`the cursor of page ${i + 1}`] : [];
      return { tokens: tokenizer.count(text), bytes: Buffer.byteLength(text), cut: after.cut, lost };
    });
    const largest = seen.reduce((a, b) => (b.tokens > a.tokens ? b : a));
    return { host, tokens: largest.tokens, bytes: largest.bytes, cut: seen.some((page) => page.cut), lost: seen.flatMap((page) => page.lost) };
  });
}
