import { listedKind, surfaceReports } from '../../measure/listed-surface.js';
import { formatPath } from '../../budget/budget-path.js';
import { fmt } from '../../text/format.js';
import { configOption } from '../../text/config-option.js';
import type { Report } from '../../judge/report.js';
import { deferralLines } from './host-rows.js';
import type { ReporterOptions } from './reporter-options.js';
import { findingPageUrl } from '../finding-pages.js';
import { markdownText, markdownWithCode, withControlsShown } from '../../text/untrusted.js';
import { baseBanner, baseNotes, changeHeading, changeRows, totalLine } from './change-rows.js';
import { blockFixes, findingBlocks, joinedOwnFixes, type FindingBlock } from './finding-groups.js';
import { bumpOnScale, zeroScaleNote } from '../../judge/contracts/semver.js';
import { sessionMarkdown } from './sessions.js';
import { startupMarkdown } from './startup.js';

/** GitHub caps a step summary at 1 MiB (bytes, not characters); rows past this budget are counted, not listed. */
const MAX_MARKDOWN_BYTES = 900_000;

/** Warnings and notices listed in the summary; the rest are counted and left to the JSON report. */
export const MAX_LISTED_NOTES = 100;
/** Errors listed under "Why it failed"; each failing row is in the table below too. */
const MAX_LISTED_REASONS = 50;

/** The ratchet's bookkeeping: an entry to lower, remove or rename. It fails the run, and is said after the rest. */
const BOOKKEEPING: ReadonlySet<string> = new Set(['OVERSIZED_STALE', 'OVERSIZED_OBSOLETE', 'OVERSIZED_RENAMED']);

/**
 * One reason line per subject (a total over in bytes and in tokens is one line with both figures), its fix once:
 * the measured part of a fix stands in the "Measured fixes" table, so the line points there instead of saying it twice.
 */
function reasonLine(block: FindingBlock, measured: ReadonlySet<string>): string {
  const [first] = block.findings as [Report['findings'][number]];
  const messages = [
    ...new Set(
      block.findings.map((finding) => {
        // Size findings say their figure against the limit in the message; one that does not gets it here.
        const said =
          finding.actual === undefined || finding.limit === undefined || finding.message.includes(fmt(finding.actual));
        const figure = said
          ? ''
          : `${fmt(finding.actual!)} \\> ${fmt(finding.limit!)}${finding.unit ? ` ${finding.unit}` : ''}: `;
        return `${figure}${markdownWithCode(firstLine(finding.message))}`;
      }),
    ),
  ];
  const inTable = measured.has(first.subject);
  // In the table's case the fixes without their measured part: the findings carry it apart (ownFix) as data.
  const fixes = inTable ? joinedOwnFixes(block.findings) : blockFixes(block.findings);
  // The message ends as a sentence before its fix: "…prompts/list 0). **Fix:** …", never run into it.
  const said = messages.join('; ');
  const stop = /[.!?]$/.test(said) ? '' : '.';
  const pointer = inTable
    ? `${fixes.length > 0 ? '; ' : `${stop} **Fix:** `}a measured fix for it is under "Measured fixes"`
    : '';
  const fix =
    fixes.length > 0 ? `${stop} **Fix:** ${fixes.map((text) => markdownWithCode(firstLine(text))).join(' / ')}` : '';
  const codes = [...new Set(block.findings.map((finding) => finding.code))];
  return `${codes.map((code) => `**${code}**`).join(' ')} ${markdownText(first.subject)}: ${said}${fix}${pointer}${codes.map(pageLink).join('')}`;
}

/** The code's page (what it means, how to fix it, how to accept it), after the line that names the code. */
function pageLink(code: Report['findings'][number]['code']): string {
  return ` ([${code}](${findingPageUrl(code)}))`;
}

interface Row {
  subject: string;
  limit: string;
  actual: string;
  delta: number | undefined;
  /** The unit of delta: every Δ says what it counts. */
  deltaUnit?: string;
  status: string;
  rank: number;
}

/**
 * One table for reviewers: failures first, then raises, growth within budget, shrinkage; unchanged rows folded.
 * Δ compares with the base branch's budget.json (its oversized entries record each subject's size there).
 * The summary's sections in the order a reviewer reads them: the verdict and what decides it, then what the change
 * does, then every measured subject, then the notes.
 */
export function renderMarkdown(untrusted: Report, options: ReporterOptions): string {
  const report = withControlsShown(untrusted);
  const errors = report.findings.filter((f) => f.severity === 'error');
  const title = report.ok ? '✅ mcp-budget: within budget' : `❌ mcp-budget: ${fmt(errors.length)} error(s)`;
  const out: string[] = [`## ${title}`, ''];
  out.push(...breakingSection(report), ...reasonsSection(report, errors), ...raisesSection(report));
  out.push(...baseBannerSection(report));
  out.push(
    `${fmt(report.totals.tools)} tools · ${fmt(report.totals.bytes)} bytes · ${fmt(report.totals.tokens)} tokens (${report.tokenizer}) across ${report.totals.servers} server(s)`,
    '',
  );
  out.push(...unsandboxedSection(report));
  for (const note of baseNotes(report.base)) out.push(`_${markdownText(note)}_`, '');
  if (report.changes) out.push(...changesSection(report.changes));
  if (report.contracts && report.contracts.changes.length > 0) out.push(...contractLines(report.contracts));
  out.push(...measuredFixesSection(report, options));
  out.push(...limitTables(buildRows(report, options), Buffer.byteLength(out.join('\n'))));
  out.push(...sessionMarkdown(report));
  out.push(...deferralSection(report));
  out.push(...startupMarkdown(report));
  out.push(...notesSection(report));
  return out.join('\n');
}

const MORE_IN_JSON = 'every finding is in the JSON report (the `report` output; upload it as an artifact)';

/** What the change breaks for the tools' callers leads, whatever its severity: that is what a reviewer weighs. */
function breakingSection(report: Report): string[] {
  const breaking = report.findings.filter((f) => f.code === 'BREAKING_CHANGE');
  if (breaking.length === 0) return [];
  const out = [`### Breaking changes (${fmt(breaking.length)})`, ''];
  for (const change of breaking.slice(0, MAX_LISTED_NOTES))
    out.push(
      `- ${change.severity === 'error' ? '❌ ' : ''}${markdownText(firstLine(change.subject))}: ${markdownText(firstLine(change.message))}${pageLink(change.code)}`,
    );
  if (breaking.length > MAX_LISTED_NOTES)
    out.push(`- _${fmt(breaking.length - MAX_LISTED_NOTES)} more: ${MORE_IN_JSON}._`);
  out.push('');
  return out;
}

/**
 * The verdict's reasons, one line each (subject, figure vs limit, fix), then what a reviewer approves: the
 * ratchet's bookkeeping (an entry to lower, remove or rename) still fails, said after what else failed.
 */
function reasonsSection(report: Report, errors: Report['findings']): string[] {
  if (errors.length === 0) return [];
  const out = ['### Why it failed', ''];
  const failing = errors.filter((f) => f.code !== 'BREAKING_CHANGE');
  const blocks = findingBlocks([
    ...failing.filter((f) => !BOOKKEEPING.has(f.code)),
    ...failing.filter((f) => BOOKKEEPING.has(f.code)),
  ]);
  const breakingErrors = errors.length - failing.length;
  if (breakingErrors > 0) out.push(`- the ${fmt(breakingErrors)} breaking change(s) above`);
  const measured = new Set((report.fixes ?? []).map((fix) => fix.subject));
  for (const block of blocks.slice(0, MAX_LISTED_REASONS)) out.push(`- ${reasonLine(block, measured)}`);
  const left = blocks.slice(MAX_LISTED_REASONS).reduce((sum, block) => sum + block.findings.length, 0);
  if (left > 0) out.push(`- _${fmt(left)} more errors: ${MORE_IN_JSON}._`);
  out.push('');
  return out;
}

/** The budget's raises in this change, each in its own words. */
function raisesSection(report: Report): string[] {
  const raises = report.findings.filter((f) => f.code === 'BUDGET_RAISED');
  if (raises.length === 0) return [];
  const out = ['### Budget raised in this change', ''];
  for (const raise of raises) {
    // A raise's words name their key ("limits.totalBytes raised 4,000 → 5,000"): the key is not said before them.
    const key = raise.path ? formatPath(raise.path) : raise.subject;
    out.push(
      raise.message.startsWith(`${key} `)
        ? `- ${markdownWithCode(raise.message)}`
        : `- ${markdownText(key)}: ${markdownWithCode(raise.message)}`,
    );
  }
  out.push('');
  return out;
}

/** Said at the top: every Δ below stands on the base, and part of it (or all) has no figures. */
function baseBannerSection(report: Report): string[] {
  const banner = baseBanner(report.base);
  if (banner.length === 0) return [];
  const out = ['### ⚠️ Base not measured', '', markdownText(banner[0]!), ''];
  for (const line of banner.slice(1)) out.push(`- ${markdownText(line.trim())}`);
  if (banner.length > 1) out.push('');
  return out;
}

/** Said at the top: a reviewer must know when a pull request's server code ran next to this job's secrets. */
function unsandboxedSection(report: Report): string[] {
  const unsandboxed = report.servers.filter((server) => server.sandbox?.missing?.length);
  if (unsandboxed.length === 0) return [];
  const out = ['### ⚠️ Servers ran without their full sandbox', ''];
  for (const server of unsandboxed)
    out.push(
      `- ${markdownText(server.name)}: ${markdownText(server.sandbox!.reason ?? `no ${server.sandbox!.missing!.join(', ')} isolation`)}`,
    );
  out.push('');
  return out;
}

/** What the pull request changes comes first, every changed tool listed: nothing that changed is folded. */
function changesSection(changes: NonNullable<Report['changes']>): string[] {
  const { changed, unchanged, withHosts } = changeRows(changes);
  const out = [`### Changes against ${markdownText(changeHeading(changes))}`, '', markdownText(totalLine(changes)), ''];
  if (changed.length > 0) {
    out.push(
      `| subject | change | base | head | Δ (bytes · tokens) | changed in |${withHosts ? ' Δ as hosts send it |' : ''}`,
      `|---|---|---:|---:|---|---|${withHosts ? '---|' : ''}`,
    );
    out.push(
      ...withinShare(
        changed.map(
          (row) =>
            `| ${markdownText(row.subject)} | ${markdownText(row.kind)} | ${row.base} | ${row.head} | ${row.delta} | ${markdownText(row.parts)} |${withHosts ? ` ${markdownText(row.hosts)} |` : ''}`,
        ),
        'change',
      ),
    );
    out.push('');
  }
  if (unchanged > 0) out.push(`_${unchanged} unchanged._`, '');
  return out;
}

/** The change that saves the most for each failing subject, measured on what the server sent in this run. */
function measuredFixesSection(report: Report, options: ReporterOptions): string[] {
  if (!report.fixes?.length) return [];
  const out = ['### Measured fixes', '', '| failing | change | saves |', '|---|---|---:|'];
  for (const { subject, proposal } of report.fixes) {
    const where = proposal.subject === subject ? '' : `${markdownText(proposal.subject)}: `;
    out.push(
      `| ${markdownText(subject)} | ${where}${markdownText(proposal.change)}${proposal.lossless ? '' : ' (a choice)'} | ${fmt(proposal.saves.tokens)} tok · ${fmt(proposal.saves.bytes)} B |`,
    );
  }
  const config = configOption(options.configFile);
  out.push(
    '',
    `_\`npx mcp-budget suggest <subject>${config}\` lists every measured change; after one, \`npx mcp-budget update${config}\` lowers the budget._`,
    '',
  );
  return out;
}

/**
 * The limit table: changed rows listed, unchanged ones folded, and rows past GitHub's summary size (counted from
 * `used`, the bytes said before the table) omitted and counted.
 */
function limitTables(rows: Row[], used: number): string[] {
  const out: string[] = [];
  const changed = rows.filter((row) => row.rank < 4);
  const unchanged = rows.filter((row) => row.rank >= 4);
  const header = ['| subject | limit | actual | Δ vs base | status |', '|---|---:|---:|---:|---|'];
  let omitted = 0;
  const emit = (target: string[], list: Row[]) => {
    for (const row of list) {
      const line = `| ${markdownText(row.subject)} | ${row.limit} | ${row.actual} | ${rowDelta(row)} | ${row.status} |`;
      const bytes = Buffer.byteLength(line) + 1;
      if (used + bytes > MAX_MARKDOWN_BYTES) {
        omitted += 1;
        continue;
      }
      used += bytes;
      target.push(line);
    }
  };
  if (changed.length > 0) {
    out.push(...header);
    emit(out, changed);
    out.push('');
  }
  if (unchanged.length > 0) {
    const folded: string[] = [];
    emit(folded, unchanged);
    out.push(
      `<details><summary>${unchanged.length} unchanged subject(s)</summary>`,
      '',
      ...header,
      ...folded,
      '',
      '</details>',
      '',
    );
  }
  if (omitted > 0)
    out.push(`_${omitted} row(s) omitted to stay under GitHub's summary size limit; see the JSON report._`, '');
  return out;
}

/** A row's Δ with its unit: "+120 B", "-3 tok", "+15%". */
function rowDelta(row: Row): string {
  return row.delta === undefined
    ? ''
    : `${row.delta > 0 ? `+${fmt(row.delta)}` : fmt(row.delta)}${row.deltaUnit ? `${row.deltaUnit === '%' ? '' : ' '}${row.deltaUnit}` : ''}`;
}

/** Warnings and notices, folded at the bottom: the raises and breaking changes were said above. */
function notesSection(report: Report): string[] {
  const notes = report.findings.filter(
    (f) => f.severity !== 'error' && f.code !== 'BUDGET_RAISED' && f.code !== 'BREAKING_CHANGE',
  );
  if (notes.length === 0) return [];
  const out = ['<details><summary>Warnings and notices</summary>', ''];
  for (const note of notes.slice(0, MAX_LISTED_NOTES))
    out.push(
      `- **${note.code}** ${markdownText(firstLine(note.subject))}: ${markdownWithCode(firstLine(note.message))}${pageLink(note.code)}`,
    );
  if (notes.length > MAX_LISTED_NOTES) out.push(`- _${fmt(notes.length - MAX_LISTED_NOTES)} more: ${MORE_IN_JSON}._`);
  out.push('', '</details>', '');
  return out;
}

/** A subject's Δ against the base in one unit, when both figures are known. */
type DeltaOf = (subject: string, unit: string | undefined, actual: number | undefined) => number | undefined;

/** The table's rows: one per finding that fails or raises, then one per measured subject that did not fail. */
function buildRows(report: Report, options: ReporterOptions): Row[] {
  // Measured base figures, when there are any, are the Δ of every subject; else what the base budget recorded.
  const base = report.changes ? measuredBase(report.changes) : options.baseFigures;
  const deltaOf: DeltaOf = (subject, unit, actual) => {
    const before = base?.get(`${subject}|${unit}`);
    return before === undefined || actual === undefined ? undefined : actual - before;
  };
  const { rows, failed } = findingRows(report, deltaOf);
  rows.push(...subjectRows(report, deltaOf, failed));
  return rows.sort((a, b) => a.rank - b.rank);
}

/** A row for each raise and each error, and the subjects that failed (their measured row is not listed again). */
function findingRows(report: Report, deltaOf: DeltaOf): { rows: Row[]; failed: Set<string> } {
  const rows: Row[] = [];
  const failed = new Set<string>();
  const measured = measuredNow(report);
  for (const finding of report.findings) {
    if (finding.code === 'BUDGET_RAISED') {
      rows.push(raiseRow(finding, measured));
      continue;
    }
    if (finding.severity !== 'error') continue;
    failed.add(finding.subject);
    // A gate in percent (growth.toolPercent) has no unit: its key says it, and its figures read as percentages.
    const percent = finding.unit === undefined && unitOfKey(String(finding.path?.at(-1) ?? '')) === '%' ? '%' : '';
    rows.push({
      subject: `${finding.subject}${finding.unit ? ` (${finding.unit})` : ''}`,
      limit: finding.limit === undefined ? '' : `${fmt(finding.limit)}${percent}`,
      actual: finding.actual === undefined ? '' : `${fmt(finding.actual)}${percent}`,
      delta: deltaOf(finding.subject, finding.unit, finding.actual),
      ...(finding.unit ? { deltaUnit: UNIT_LABEL[finding.unit] ?? finding.unit } : {}),
      // A failure without figures (a server that did not start) says why in the row itself.
      status:
        finding.limit === undefined && finding.actual === undefined
          ? `❌ ${finding.code}: ${markdownText(firstLine(finding.message))}`
          : `❌ ${finding.code}`,
      rank: 0,
    });
  }
  return { rows, failed };
}

/** What a raised subject measures now, so the raise can be judged against the size it makes room for. */
function measuredNow(report: Report): Map<string, string> {
  const measured = new Map<string, string>();
  for (const server of report.servers)
    for (const tool of server.tools)
      measured.set(`${server.name}/${tool.name}`, `${fmt(tool.bytes)} B · ${fmt(tool.tokens)} tok`);
  for (const fixture of report.fixtures) {
    if (fixture.pages.length > 0)
      measured.set(
        `fixture:${fixture.name}`,
        `${fmt(fixture.pages.reduce((max, p) => Math.max(max, p.wireBytes), 0))} B · ${fmt(fixture.pages.reduce((max, p) => Math.max(max, p.tokens), 0))} tok`,
      );
  }
  return measured;
}

/** A raise's row: the limit's old and new figures (or its words), and what the subject measures now. */
function raiseRow(finding: Report['findings'][number], measured: ReadonlyMap<string, string>): Row {
  const deltaUnit = finding.unit
    ? (UNIT_LABEL[finding.unit] ?? finding.unit)
    : unitOfKey(String(finding.path?.at(-1) ?? ''));
  // A percentage reads as one: "10% → 25%". A raise without numbers (a widened sandbox) is said in words.
  const figure = (n: number | undefined) => (n === undefined ? 'none' : `${fmt(n)}${deltaUnit === '%' ? '%' : ''}`);
  return {
    subject: finding.path ? formatPath(finding.path) : finding.subject,
    limit:
      finding.limit === undefined && finding.actual === undefined
        ? markdownText(firstLine(finding.message))
        : `${figure(finding.limit)} → ${figure(finding.actual)}`,
    actual: measured.get(finding.subject) ?? '',
    delta: finding.limit !== undefined && finding.actual !== undefined ? finding.actual - finding.limit : undefined,
    deltaUnit,
    status: finding.severity === 'error' ? '❌ raised' : '⬆️ raised',
    rank: finding.severity === 'error' ? 0 : 1,
  };
}

/** A row for every measured subject that did not fail: tools, instructions, listed items, fixtures. */
function subjectRows(report: Report, deltaOf: DeltaOf, failed: ReadonlySet<string>): Row[] {
  const rows: Row[] = [];
  const pair = (ceiling: { bytes?: number; tokens?: number } | undefined) =>
    ceiling && (ceiling.bytes !== undefined || ceiling.tokens !== undefined)
      ? `${ceiling.bytes === undefined ? '–' : fmt(ceiling.bytes)} B · ${ceiling.tokens === undefined ? '–' : fmt(ceiling.tokens)} tok`
      : '';
  const context = subjectContext(report, deltaOf);
  const row = (subject: string, ceiling: Row['limit'], bytes: number, tokens: number, server: string) =>
    rows.push(subjectRow(context, subject, ceiling, { bytes, tokens }, server));
  for (const server of report.servers) {
    for (const tool of server.tools) {
      const subject = `${server.name}/${tool.name}`;
      if (!failed.has(subject)) row(subject, pair(tool.ceiling), tool.bytes, tool.tokens, server.name);
    }
    // What else the totals count, each with its Δ: instructions, and every prompt, resource and template listed.
    if (server.ok && server.instructions)
      row(`instructions:${server.name}`, '', server.instructions.bytes, server.instructions.tokens, server.name);
    for (const list of surfaceReports(server)) {
      if (list.failed !== undefined) continue;
      const kind = listedKind(list.method);
      for (const item of list.items) {
        const subject = `${kind}:${server.name}/${item.name}`;
        if (!failed.has(subject)) row(subject, pair(item.ceiling), item.bytes, item.tokens, server.name);
      }
    }
  }
  for (const fixture of report.fixtures) {
    const subject = `fixture:${fixture.name}`;
    if (failed.has(subject) || fixture.pages.length === 0) continue;
    // The largest page by bytes and by tokens, each on its own, as the base's figures are taken (changes.ts).
    row(
      subject,
      pair(fixture.ceiling),
      fixture.pages.reduce((max, p) => Math.max(max, p.wireBytes), 0),
      fixture.pages.reduce((max, p) => Math.max(max, p.tokens), 0),
      fixture.server,
    );
  }
  return rows;
}

/** What a subject's row is judged against: the base's figures, each subject's change, the servers not measured. */
interface SubjectContext {
  report: Report;
  deltaOf: DeltaOf;
  kinds: ReadonlyMap<string, string>;
  unmeasured: ReadonlySet<string>;
}

function subjectContext(report: Report, deltaOf: DeltaOf): SubjectContext {
  const kinds = new Map<string, string>(report.changes?.subjects.map((change) => [change.subject, change.kind]));
  const unmeasured = new Set([
    ...(report.changes?.unmeasured ?? []),
    ...(report.base?.servers ?? []).filter((s) => s.source === 'unmeasured').map((s) => s.name),
  ]);
  return { report, deltaOf, kinds, unmeasured };
}

/** One measured subject's row: its Δ against the base and what that makes of it (new, changed, grew, shrank, same). */
function subjectRow(
  { report, deltaOf, kinds, unmeasured }: SubjectContext,
  subject: string,
  ceiling: Row['limit'],
  { bytes, tokens }: { bytes: number; tokens: number },
  server: string,
): Row {
  const byBytes = deltaOf(subject, 'bytes', bytes);
  const delta = byBytes ?? deltaOf(subject, 'tokens', tokens);
  const deltaUnit = byBytes !== undefined ? 'B' : 'tok';
  const kind = kinds.get(subject);
  // Against a base, a subject without a base figure is never "unchanged": nothing was compared.
  if (report.base && delta === undefined && kind === undefined)
    return {
      subject,
      limit: ceiling,
      actual: `${fmt(bytes)} B · ${fmt(tokens)} tok`,
      delta: undefined,
      status: `❔ no base figure${unmeasured.has(server) || report.base.source === 'unmeasured' ? ' (BASE_UNMEASURED)' : ''}`,
      rank: 3,
    };
  // New tools and tools whose text changed at the same size are changes too: never folded.
  const rank = kind === 'new' || kind === 'changed' ? 2 : delta === undefined || delta === 0 ? 4 : delta > 0 ? 2 : 3;
  const status =
    kind === 'new'
      ? '🆕 new'
      : kind === 'changed'
        ? '✎ text changed'
        : rank === 2
          ? '↗ grew'
          : rank === 3
            ? '↘ shrank'
            : '✅';
  return {
    subject,
    limit: ceiling,
    actual: `${fmt(bytes)} B · ${fmt(tokens)} tok`,
    delta,
    deltaUnit,
    status,
    rank,
  };
}

function firstLine(text: string): string {
  const line = text.split('\n')[0]!;
  return line.length > 160 ? `${line.slice(0, 160)}…` : line;
}

const UNIT_LABEL: Record<string, string> = { bytes: 'B', tokens: 'tok', chars: 'chars' };

/** The unit a budget key counts in: toolBytes B, maxTokens tok, descriptionChars chars, toolPercent %. */
function unitOfKey(key: string): string {
  const match = /(bytes|tokens|chars|percent|count)$/i.exec(key);
  if (!match) return '';
  const unit = match[1]!.toLowerCase();
  return unit === 'percent' ? '%' : unit === 'count' ? 'tools' : UNIT_LABEL[unit]!;
}

function measuredBase(changes: NonNullable<Report['changes']>): Map<string, number> {
  const figures = new Map<string, number>();
  // Totals too (a total over budget has its Δ), unless part of the base is unmeasured: then no total is known.
  if (!changes.unmeasured?.length) {
    figures.set('total|bytes', changes.total.before.bytes);
    figures.set('total|tokens', changes.total.before.tokens);
  }
  for (const server of changes.servers) {
    if (!server.before) continue;
    figures.set(`${server.name}|bytes`, server.before.bytes);
    figures.set(`${server.name}|tokens`, server.before.tokens);
  }
  for (const change of changes.subjects) {
    if (!change.before) continue;
    figures.set(`${change.subject}|bytes`, change.before.bytes);
    figures.set(`${change.subject}|tokens`, change.before.tokens);
  }
  return figures;
}

/** What callers of the tools see change, most breaking first, with the version bump it needs. */
function contractLines(contracts: NonNullable<Report['contracts']>): string[] {
  const { versions, suggestedBump } = contracts;
  const release =
    versions.base && versions.head && versions.base !== versions.head
      ? `; ${markdownText(versions.manifest ?? 'version')} ${markdownText(versions.base)} → ${markdownText(versions.head)}`
      : '';
  // Below 1.0.0 the heading's bump is on the base version's scale: the rows are too, and one line says why.
  const zero = zeroScaleNote(versions.base);
  const lines = [
    `### Tool contracts: a ${suggestedBump} change${release}`,
    '',
    ...(zero ? [`_${zero}._`, ''] : []),
    '| tool | change | where | class | semver |',
    '|---|---|---|---|---|',
  ];
  const rows: string[] = [];
  for (const change of contracts.changes) {
    rows.push(
      `| ${markdownText(change.subject)} | ${markdownText(change.change)}${change.detail === undefined ? '' : `: ${markdownText(change.detail)}`} | ${change.path === undefined ? '' : markdownText(change.path)} | ${change.class ?? ''} | ${bumpOnScale(change.bump, versions.base)} |`,
    );
  }
  return [...lines, ...withinShare(rows, 'contract change'), ''];
}

/**
 * A server can add tens of thousands of tools or parameters: the change and contract tables each get a quarter of the
 * summary's size, and the rows past it are counted, so the limit rows and the verdict still fit under GitHub's cap.
 */
function withinShare(rows: string[], what: string): string[] {
  let used = 0;
  const kept: string[] = [];
  for (const row of rows) {
    used += Buffer.byteLength(row) + 1;
    if (used > MAX_MARKDOWN_BYTES / 4) break;
    kept.push(row);
  }
  const omitted = rows.length - kept.length;
  return omitted > 0
    ? [
        ...kept,
        '',
        `_${omitted} more ${what}(s) not listed, to stay under GitHub's summary size limit; see the JSON report._`,
      ]
    : kept;
}

/** Each host's side of its deferral threshold and the session start on it: the summary's line per host. */
function deferralSection(report: Report): string[] {
  const lines = deferralLines(report);
  if (lines.length === 0) return [];
  return [
    '**Session start per host** (definitions up front or deferred behind tool search)',
    '',
    ...lines.map((line) => `- ${markdownText(line)}`),
    '',
  ];
}
