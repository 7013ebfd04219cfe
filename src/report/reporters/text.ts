import { surfaceReports } from '../../measure/listed-surface.js';
import { styleText } from 'node:util';
import { formatPath, type BudgetPath } from '../../budget/budget-path.js';
import type { ReportedFinding as Finding } from '../../judge/findings.js';
import { fmt } from '../../text/format.js';
import type { Report } from '../../judge/report.js';
import { baseBanner, baseNotes, changeHeading, changeRows, totalLine } from './change-rows.js';
import { blockFixes, findingBlocks, type FindingBlock } from './finding-groups.js';
import { deferralLines, hostRows } from './host-rows.js';
import { sessionSection } from './sessions.js';
import { table } from './table.js';
import type { ReporterOptions } from './reporter-options.js';
import { withControlsShown } from '../../text/untrusted.js';
import { bumpOnScale, zeroScaleNote } from '../../judge/contracts/semver.js';
import { startupPhrase } from './startup.js';

type Style = Parameters<typeof styleText>[0];

/** The report for a person at a terminal: what failed first, each with limit, actual, the line to edit and the fix. */
export function renderText(untrusted: Report, options: ReporterOptions): string {
  const report = withControlsShown(untrusted);
  const paint = (style: Style, text: string) => (options.color ? styleText(style, text) : text);
  const out: string[] = [];
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const warnings = report.findings.filter((f) => f.severity === 'warning').length;
  const shown = options.quiet ? report.findings.filter((f) => f.severity === 'error') : report.findings;
  // First: a verdict that stands on an unmeasured base says so before anything else.
  const banner = baseBanner(report.base);
  if (banner.length > 0) out.push(paint(['bold', 'yellow'], banner[0]!), ...banner.slice(1), '');
  for (const block of findingBlocks(shown)) out.push(...renderBlock(block, options, paint), '');

  if (baseNotes(report.base).length > 0 && !options.quiet) out.push(...baseNotes(report.base), '');
  if (report.changes && !options.quiet) out.push(...changeSection(report.changes), '');
  if (report.contracts && report.contracts.changes.length > 0 && !options.quiet)
    out.push(...contractSection(report.contracts), '');
  if (!options.quiet) {
    out.push(...serverSection(report, options.command === 'measure'));
    if (report.fixtures.length > 0) out.push('', ...fixtureSection(report));
    if (report.servers.some((server) => server.hosts?.length)) out.push('', ...hostSection(report));
    if (report.sessions?.length) out.push('', ...sessionSection(report));
    out.push('');
  }
  const totals = `${fmt(report.totals.tools)} tools · ${fmt(report.totals.bytes)} bytes · ${fmt(report.totals.tokens)} tokens (${report.tokenizer})`;
  const measured = report.servers.filter((server) => server.ok).length;
  const failed = report.totals.servers - measured;
  const verdict =
    options.command === 'measure'
      ? paint(
          'bold',
          `Measured ${failed > 0 ? `${measured} of ${report.totals.servers} server(s) (${failed} failed)` : `${report.totals.servers} server(s)`}: ${totals}`,
        ) + (errors ? paint(['bold', 'red'], ` · ✖ ${errors} error(s)`) : '')
      : report.ok && report.shard
        ? // One shard passing is not the verdict: the merge of every shard's report is.
          paint(
            'bold',
            `shard ${report.shard.index}/${report.shard.count}: no errors in this shard (${report.totals.servers} server(s)); the verdict is \`mcp-budget merge\` of every shard's report: ${totals}`,
          ) + (warnings ? paint('yellow', ` · ${warnings} warning(s)`) : '')
        : report.ok
          ? paint(['bold', 'green'], `✔ within budget: ${totals}`) +
            (warnings ? paint('yellow', ` · ${warnings} warning(s)`) : '')
          : paint(['bold', 'red'], `✖ ${errors} error(s)`) +
            (warnings ? paint('yellow', `, ${warnings} warning(s)`) : '') +
            ` · ${totals}`;
  out.push(verdict);
  return `${out.join('\n')}\n`;
}

/** One block: a finding, a subject's findings in several units, or one warning repeated for many subjects. */
function renderBlock(
  block: FindingBlock,
  options: ReporterOptions,
  paint: (style: Style, text: string) => string,
): string[] {
  const [lead] = block.findings as [Finding, ...Finding[]];
  const label =
    lead.severity === 'error'
      ? paint(['bold', 'red'], 'error  ')
      : lead.severity === 'warning'
        ? paint(['bold', 'yellow'], 'warning')
        : paint('cyan', 'notice ');
  const codes = [...new Set(block.findings.map((finding) => finding.code))].join(', ');
  const subjects = [...new Set(block.findings.map((finding) => finding.subject))];
  const lines: string[] = [];
  if (block.repeated) {
    lines.push(`${label} ${paint('bold', codes)}  ×${subjects.length}${lead.host ? ` (${lead.host})` : ''}`);
    const [first, ...rest] = lead.message.split('\n');
    lines.push(`        ${subjects[0]}: ${first}`, ...rest.map((line) => paint('dim', `        │ ${line}`)));
    lines.push(
      `        the same for ${subjects.length - 1} more: ${subjects.slice(1).join(', ')} (each message in --json)`,
    );
  } else {
    lines.push(`${label} ${paint('bold', codes)}  ${lead.subject}`);
    for (const finding of block.findings) {
      const [first, ...rest] = finding.message.split('\n');
      lines.push(`        ${first}`, ...rest.map((line) => paint('dim', `        │ ${line}`)));
    }
  }
  const edits = [
    ...new Set(
      block.findings
        .flatMap((finding) => (finding.path ? [editHint(finding, finding.path, options)] : []))
        .filter((edit): edit is string => edit !== undefined),
    ),
  ];
  if (edits.length > 0) lines.push(`        ${paint('dim', 'edit:')} ${edits.join(' · ')}`);
  // A fix can quote server text with its line breaks (a `$defs` name): each further line is indented like a message's.
  for (const fix of blockFixes(block.findings)) {
    const [first, ...rest] = fix.split('\n');
    lines.push(`        ${paint('dim', 'fix:')}  ${first}`, ...rest.map((line) => paint('dim', `        │ ${line}`)));
  }
  return lines;
}

/**
 * Where in the budget file to act: the key's line when the file has it; otherwise the key to add and the parent it
 * goes in (a top-level key has no line to point at). A host finding about a server's tool or result carries the
 * `hosts` key only to say which host: the fix is in the server, so it points nowhere in the file.
 */
function editHint(finding: Finding, budgetPath: BudgetPath, options: ReporterOptions): string | undefined {
  if (finding.host !== undefined && budgetPath.length === 1 && budgetPath[0] === 'hosts') return undefined;
  const file = options.configFile ?? 'budget.json';
  const place = options.placeOf?.(budgetPath);
  if (!place) {
    const line = options.lineOf?.(budgetPath);
    return `${file}${line ? `:${line}` : ''} ${formatPath(budgetPath)}`;
  }
  if (place.depth >= budgetPath.length) return `${file}:${place.line} ${formatPath(budgetPath)}`;
  const missing = formatPath(budgetPath.slice(place.depth));
  return place.depth === 0
    ? `${file}: add ${missing} (top level)`
    : `${file}:${place.line} add ${missing} in ${formatPath(budgetPath.slice(0, place.depth))}`;
}

/** "sandboxed" when every layer it asked for held; otherwise the layers it ran without. */
function sandboxSummary(sandbox: NonNullable<Report['servers'][number]['sandbox']>): string {
  const shared = sandbox.network === 'host' ? ', host network' : '';
  if (sandbox.missing?.length) return `UNSANDBOXED: no ${sandbox.missing.join(', ')} isolation${shared}`;
  return `sandboxed (${sandbox.method ?? 'none'})${shared}`;
}

function serverSection(report: Report, measureView: boolean): string[] {
  const out: string[] = [];
  for (const server of report.servers) {
    const identity = server.serverInfo ? `${server.serverInfo.name} ${server.serverInfo.version}` : 'not started';
    const status = server.failure
      ? `FAILED (${server.failure.code})`
      : `${fmt(server.totals.tools)} tools · ${fmt(server.totals.bytes)} bytes · ${fmt(server.totals.tokens)} tokens${server.startup ? ` · ${startupPhrase(server.startup)}` : ''}`;
    out.push(
      `${server.name}  (${identity}${server.protocolVersion ? `, protocol ${server.protocolVersion}` : ''}${server.sandbox ? `, ${sandboxSummary(server.sandbox)}` : ''})  ${status}`,
    );
    const lists = surfaceReports(server);
    if (server.tools.length === 0 && !server.instructions && lists.length === 0) continue;
    const tools = measureView ? [...server.tools].sort((a, b) => b.bytes - a.bytes) : server.tools;
    const rows = tools.map((tool) => [tool.name, fmt(tool.bytes), fmt(tool.tokens), fmt(tool.descriptionChars)]);
    if (server.instructions)
      rows.push([
        '(instructions)',
        fmt(server.instructions.bytes),
        fmt(server.instructions.tokens),
        fmt(server.instructions.chars),
      ]);
    for (const list of lists) {
      if (list.failed !== undefined) {
        rows.push([`(${list.method}: not measured)`, '?', '?', '']);
        continue;
      }
      rows.push([
        `(${list.method}: ${fmt(list.items.length)} item(s), ${fmt(list.pages)} page(s))`,
        fmt(list.bytes),
        fmt(list.tokens),
        '',
      ]);
      // The heaviest few of each list: 200 resources are a sum to read, not 200 rows.
      if (measureView)
        for (const item of [...list.items].sort((a, b) => b.bytes - a.bytes).slice(0, LIST_ITEMS_SHOWN))
          rows.push([`  ${item.name}`, fmt(item.bytes), fmt(item.tokens), fmt(item.descriptionChars)]);
    }
    out.push(
      ...table(
        ['  tool', 'bytes', 'tokens', 'desc chars'],
        rows.map(([name, ...rest]) => [`  ${name}`, ...rest] as string[]),
        [false, true, true, true],
      ),
    );
  }
  return out;
}

/** Items of each prompt or resource list `measure` shows, heaviest first. */
const LIST_ITEMS_SHOWN = 5;

function fixtureSection(report: Report): string[] {
  // A page over the message cap was measured in bytes only: its tokens were never counted, so no figure is shown.
  const uncounted = (fixture: Report['fixtures'][number]) => fixture.pages.some((page) => page.tooLarge);
  // A fixture that was not run has no figures: a dash, never a zero.
  const measured = (fixture: Report['fixtures'][number]) => fixture.pages.length > 0;
  const tokens = (fixture: Report['fixtures'][number], figure: number) =>
    !measured(fixture) ? '—' : uncounted(fixture) ? 'not counted' : fmt(figure);
  const rows = report.fixtures.map((fixture) => [
    `  ${fixture.name}`,
    fixture.tool !== undefined
      ? `${fixture.server}/${fixture.tool}`
      : fixture.prompt !== undefined
        ? `prompt:${fixture.server}/${fixture.prompt}`
        : `resource:${fixture.server}/${fixture.resource}`,
    fixture.skipped ? 'skipped' : String(fixture.pages.length),
    measured(fixture) ? fmt(fixture.wireBytes) : '—',
    tokens(fixture, fixture.textTokens),
    tokens(fixture, fixture.structuredTokens),
    tokens(fixture, fixture.tokens),
    fixture.isError ? 'error' : '',
  ]);
  const notes = report.fixtures.filter(uncounted).map((fixture) => {
    const largest = Math.max(...fixture.pages.filter((page) => page.tooLarge).map((page) => page.wireBytes));
    return `  ${fixture.name}: tokens not counted: a message of ${fmt(largest)} bytes, over the message cap (--max-message-bytes, 64 MiB by default), is measured in bytes only`;
  });
  return [
    'Fixtures',
    ...table(['  fixture', 'tool', 'pages', 'wire bytes', 'text tok', 'structured tok', 'tokens', ''], rows, [
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]),
    ...notes,
  ];
}

function contractSection(contracts: NonNullable<Report['contracts']>): string[] {
  const { versions } = contracts;
  const release =
    versions.base && versions.head && versions.base !== versions.head
      ? ` (${versions.manifest ?? 'version'} ${versions.base} → ${versions.head})`
      : '';
  // Below 1.0.0 the heading's bump is on the base version's scale: the rows are too, and one line says why.
  const zero = zeroScaleNote(versions.base);
  return [
    `Tool contracts: a ${contracts.suggestedBump} change${release}`,
    ...(zero ? [`  ${zero.charAt(0).toLowerCase()}${zero.slice(1)}`] : []),
    ...contracts.changes.map(
      (change) =>
        `  ${bumpOnScale(change.bump, versions.base).padEnd(5)}  ${change.subject}: ${change.change}${change.detail === undefined ? '' : `: ${change.detail}`}${change.path === undefined ? '' : ` (${change.class}, at ${change.path})`}`,
    ),
  ];
}

function changeSection(changes: NonNullable<Report['changes']>): string[] {
  const { changed, unchanged, withHosts } = changeRows(changes);
  const head = `Changes against ${changeHeading(changes)}: ${totalLine(changes)}`;
  if (changed.length === 0 && changes.subjects.length === 0 && changes.unmeasured?.length) return [head];
  if (changed.length === 0) return [head, `  no tool or fixture result changed (${unchanged} unchanged)`];
  const rows = changed.map((row) => [
    `  ${row.subject}`,
    row.kind,
    row.base,
    row.head,
    row.delta,
    row.parts,
    ...(withHosts ? [row.hosts] : []),
  ]);
  const header = [
    '  subject',
    'change',
    'base',
    'head',
    'Δ (bytes · tokens)',
    'changed in',
    ...(withHosts ? ['Δ as hosts send it'] : []),
  ];
  return [
    head,
    ...table(header, rows, [false, false, true, true, false, false, false]),
    ...(unchanged > 0 ? [`  (${unchanged} unchanged)`] : []),
  ];
}

/**
 * Each host's view: definitions as that host sends them (only the first `maxTools` where the host drops the rest),
 * one row per way of running the servers with variants, and each fixture result as its model receives it.
 */
function hostSection(report: Report): string[] {
  const rows = hostRows(report).map((row) => [
    `  ${row.host}${row.configuration ? ` (${row.configuration})` : ''}`,
    row.tools < row.listed ? `${fmt(row.tools)} of ${fmt(row.listed)}` : fmt(row.tools),
    fmt(row.bytes),
    fmt(row.tokens),
    row.exact ? 'exact' : 'estimate',
    row.results.join(', '),
  ]);
  return [
    `Hosts (${report.tokenizer} counts of each host's payload; "count" says whether that is exact for the host's model)`,
    ...table(['  host', 'tools sent', 'bytes', 'tokens', 'count', 'fixture results (tokens the model reads)'], rows, [
      false,
      true,
      true,
      true,
      false,
      false,
    ]),
    "Each host's side of its deferral threshold (tool search, virtual tools) and the session start on it",
    ...deferralLines(report).map((line) => `  - ${line}`),
  ];
}
