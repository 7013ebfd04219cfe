import { HOST_PROFILES } from '../../budget/host-profiles.js';
import type { Report } from '../../judge/report.js';
import type { CacheSplit, SessionPrice } from '../../measure/sessions/session-cache.js';
import { type SessionReport, type SessionTurn, turnCrossing } from '../../measure/sessions/session-turns.js';
import { fmt, usd } from '../../text/format.js';
import { markdownText, withControlsShown } from '../../text/untrusted.js';
import { table } from './table.js';

const titleOf = (host: string) => HOST_PROFILES[host]?.title ?? host;

/** A split as a cell: read / write / input tokens, or unknown where no source states the host's caching. */
const splitCell = (cache: CacheSplit | undefined) =>
  cache ? `${fmt(cache.read)} / ${fmt(cache.write)} / ${fmt(cache.input)}` : 'unknown';
const priceCell = (price: SessionPrice | undefined) => (price && 'usd' in price ? usd(price.usd.total) : 'no price');

/** A session's price in words: the dollars at the model, each kind of token apart, and the source; or why none. */
function priceWords(price: SessionPrice | undefined): string {
  if (!price) return 'no price';
  if (!('usd' in price)) return `no price: ${price.none}`;
  const { input, write, read, total } = price.usd;
  return `${usd(total)} at ${price.model}: input ${usd(input)}, cache write ${usd(write)}, cache read ${usd(read)} (${price.source})`;
}

/** Under the table: what the split is, and each host's price or why it has none. */
function cacheNotes(sessions: readonly SessionReport[]): string[] {
  const hosts = sessions.flatMap((session) => session.hosts.filter((host) => host.unmeasured === undefined));
  if (hosts.length === 0) return [];
  const seen = new Set<string>();
  return [
    "cache read / write / input: what of the requests the host's model API reads from its prompt cache, writes to it, or takes as new input, under that host's caching (unknown: no source states it)",
    ...sessions.flatMap((session) =>
      session.hosts
        .filter((host) => host.unmeasured === undefined)
        .map((host) => `${session.name} on ${host.host}: ${priceWords(host.price)}`)
        .filter((line) => !seen.has(line) && seen.add(line)),
    ),
  ];
}

/** One row per session and host: each turn's tokens, the total, the ceiling (or why the host has no figure). */
function summaryRows(sessions: readonly SessionReport[]): Array<{ cells: string[]; unmeasured?: string }> {
  return sessions.flatMap((session) =>
    session.hosts.map((host) =>
      host.unmeasured !== undefined
        ? { cells: [session.name, host.host], unmeasured: `not measured: ${host.unmeasured}` }
        : {
            cells: [
              session.name,
              host.host,
              host.turns.map((turn) => fmt(turn.tokens)).join(' → '),
              fmt(host.total),
              session.ceiling ? fmt(session.ceiling.tokens) : '',
              splitCell(host.cache),
              priceCell(host.price),
            ],
          },
    ),
  );
}

/** The hosts whose sessions begin with a search, and the sessions: said under the table. */
function searchNotes(sessions: readonly SessionReport[]): string[] {
  const hosts = [...new Set(sessions.flatMap((s) => s.hosts.filter((h) => h.loadedBySearch).map((h) => h.host)))];
  return hosts.map((host) => {
    const names = sessions.filter((s) => s.hosts.some((h) => h.host === host && h.loadedBySearch)).map((s) => s.name);
    return `${host} defers tools behind a search: turn 2 of ${names.join(', ')} carries one search loading the tools its steps call`;
  });
}

/** The text summary's section: the sessions turn by turn, per host. */
export function sessionSection(report: Report): string[] {
  const sessions = report.sessions ?? [];
  if (sessions.length === 0) return [];
  const rows = summaryRows(sessions);
  const measured = table(
    ['  session', 'host', 'turns', 'total', 'limit', 'cache read / write / input', '$'],
    rows.map((row) => (row.unmeasured ? ['', '', '', '', '', '', ''] : [`  ${row.cells[0]}`, ...row.cells.slice(1)])),
    [false, false, false, true, true, false, false],
  );
  // A host without a figure says why in place of its turns, past the columns' widths.
  const [hostAt, turnsAt] = [measured[0]!.indexOf('host'), measured[0]!.indexOf('turns')];
  const lines = rows.map((row, i) =>
    row.unmeasured
      ? `${`  ${row.cells[0]}`.padEnd(hostAt)}${row.cells[1]!.padEnd(turnsAt - hostAt)}${row.unmeasured}`
      : measured[i + 1]!,
  );
  return [
    'Sessions (tokens of these servers in each model request of the session, turn by turn)',
    measured[0]!,
    ...lines,
    ...searchNotes(sessions).map((note) => `  ${note}`),
    ...cacheNotes(sessions).map((note) => `  ${note}`),
  ];
}

/** The job summary's section (markdown; every name through markdownText). */
export function sessionMarkdown(report: Report): string[] {
  const sessions = report.sessions ?? [];
  if (sessions.length === 0) return [];
  return [
    '#### Sessions: tokens of these servers in each model request, turn by turn',
    '',
    '| session | host | turns (tokens each) | total | limit | cache read / write / input | $ |',
    '|---|---|---|---:|---:|---|---:|',
    ...summaryRows(sessions).map((row) =>
      row.unmeasured
        ? `| ${markdownText(row.cells[0]!)} | ${markdownText(row.cells[1]!)} | ${markdownText(row.unmeasured)} | | | | |`
        : `| ${row.cells.map(markdownText).join(' | ')} |`,
    ),
    ...searchNotes(sessions).map((note) => `\n_${markdownText(note)}_`),
    ...cacheNotes(sessions).map((note) => `\n_${markdownText(note)}_`),
    '',
  ];
}

/** What a turn adds to the one before: the start, the tool search, or a step's result (a page of a walk). */
function adds(session: SessionReport, turn: SessionTurn): string {
  if (turn.after === 'start') return 'session start';
  if (turn.after === 'search') return 'tool search';
  const { step, page } = turn.after;
  return `result of step ${step} ${session.steps[step - 1]}${page === undefined ? '' : ` page ${page}`}`;
}

/** The split of a host's session in words, or that its caching is unknown. */
const cacheLine = (cache: CacheSplit | undefined) =>
  cache
    ? `prompt cache: read ${fmt(cache.read)}, write ${fmt(cache.write)}, new input ${fmt(cache.input)} tokens under its caching`
    : 'prompt caching unknown (no source states it): no split';

/** Each turn with what it adds, its definitions and results, its tokens (split where the caching is known), the running total. */
function turnTable(session: SessionReport, turns: readonly SessionTurn[], split: boolean): string[] {
  let running = 0;
  const rows = turns.map((turn, index) => {
    running += turn.tokens;
    const cache = split && turn.cache ? [fmt(turn.cache.read), fmt(turn.cache.write), fmt(turn.cache.input)] : [];
    const cells = [fmt(turn.definitions), fmt(turn.results), fmt(turn.tokens), ...cache, fmt(running)];
    return [`  ${String(index + 1).padStart(4)}`, adds(session, turn), ...cells];
  });
  const header = ['  turn', 'adds', 'definitions', 'results', 'tokens', ...(split ? ['read', 'write', 'input'] : [])];
  return table([...header, 'running total'], rows, [true, false, ...header.slice(2).map(() => true), true]);
}

/** `explain session:<name>`: a table per host, each turn with what it adds and the running total. */
export function renderSession(untrusted: SessionReport): string {
  const session = withControlsShown(untrusted);
  const ceiling = session.ceiling?.tokens;
  const out = [
    `session:${session.name}: ${session.steps.join(' → ')} (server${session.servers.length === 1 ? '' : 's'} ${session.servers.join(', ')})${ceiling === undefined ? '' : `, held to ${fmt(ceiling)} tokens on each host`}`,
    '',
  ];
  for (const host of session.hosts) {
    if (host.unmeasured !== undefined) {
      out.push(`${titleOf(host.host)}: not measured: ${host.unmeasured}`, '');
      continue;
    }
    const crossed = ceiling === undefined ? undefined : turnCrossing(host.turns, ceiling);
    const verdict =
      crossed === undefined ? '' : ` > ${fmt(ceiling!)} (+${fmt(host.total - ceiling!)}), crossed at turn ${crossed}`;
    const search = host.loadedBySearch
      ? `; one search loads ${host.loadedBySearch.join(', ')} first, as a model that knows its plan does`
      : '';
    out.push(
      `${titleOf(host.host)}: ${fmt(host.turns.length)} model requests, ${fmt(host.total)} tokens of these servers in all${verdict}${search}`,
      host.cache ? `  ${cacheLine(host.cache)}; ${priceWords(host.price)}` : `  ${cacheLine(undefined)}, no price`,
    );
    out.push(...turnTable(session, host.turns, host.cache !== undefined), '');
  }
  return out.join('\n');
}
