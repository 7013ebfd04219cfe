import { HOST_PROFILES } from '../../budget/host-profiles.js';
import type { Report } from '../../judge/report.js';
import { type SessionReport, type SessionTurn, turnCrossing } from '../../measure/sessions/session-turns.js';
import { fmt } from '../../text/format.js';
import { markdownText, withControlsShown } from '../../text/untrusted.js';
import { table } from './table.js';

const titleOf = (host: string) => HOST_PROFILES[host]?.title ?? host;

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
    ['  session', 'host', 'turns', 'total', 'limit'],
    rows.map((row) => (row.unmeasured ? ['', '', '', '', ''] : [`  ${row.cells[0]}`, ...row.cells.slice(1)])),
    [false, false, false, true, true],
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
  ];
}

/** The job summary's section (markdown; every name through markdownText). */
export function sessionMarkdown(report: Report): string[] {
  const sessions = report.sessions ?? [];
  if (sessions.length === 0) return [];
  return [
    '#### Sessions: tokens of these servers in each model request, turn by turn',
    '',
    '| session | host | turns (tokens each) | total | limit |',
    '|---|---|---|---:|---:|',
    ...summaryRows(sessions).map((row) =>
      row.unmeasured
        ? `| ${markdownText(row.cells[0]!)} | ${markdownText(row.cells[1]!)} | ${markdownText(row.unmeasured)} | | |`
        : `| ${row.cells.map(markdownText).join(' | ')} |`,
    ),
    ...searchNotes(sessions).map((note) => `\n_${markdownText(note)}_`),
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
    );
    let running = 0;
    const rows = host.turns.map((turn, index) => {
      running += turn.tokens;
      const cells = [fmt(turn.definitions), fmt(turn.results), fmt(turn.tokens), fmt(running)];
      return [`  ${String(index + 1).padStart(4)}`, adds(session, turn), ...cells];
    });
    out.push(
      ...table(['  turn', 'adds', 'definitions', 'results', 'tokens', 'running total'], rows, [
        true,
        false,
        true,
        true,
        true,
        true,
      ]),
      '',
    );
  }
  return out.join('\n');
}
