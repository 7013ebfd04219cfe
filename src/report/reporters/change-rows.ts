import type { ChangeTable, SubjectChange } from '../../judge/base/change-table.js';
import type { BaseProvenance } from '../../judge/report.js';
import { fmt } from '../../text/format.js';

/** One change as reviewers read it: "300 → 3,000 B (+2,700, +900%)". Shared by the text and markdown reporters. */
export interface ChangeRow {
  subject: string;
  kind: SubjectChange['kind'];
  base: string;
  head: string;
  delta: string;
  /** Which members of the definition changed size: "description +2,700 B, annotations +120 B". */
  parts: string;
  /** The Δ each host in `hosts` sends its model, or that none sends it; empty without hosts. */
  hosts: string;
}

const signed = (n: number) => (n > 0 ? `+${fmt(n)}` : fmt(n));
const percent = (delta: number, before: number) =>
  before > 0 ? ` (${delta > 0 ? '+' : ''}${Math.round((delta / before) * 100)}%)` : '';
const figures = (f: { bytes: number; tokens: number } | undefined) =>
  f ? `${fmt(f.bytes)} B · ${fmt(f.tokens)} tok` : '';

export function changeRows(table: ChangeTable): { changed: ChangeRow[]; unchanged: number; withHosts: boolean } {
  const changed = table.subjects
    .filter((change) => change.kind !== 'unchanged')
    .map((change) => ({
      subject: change.renamedFrom ? `${change.renamedFrom} → ${change.subject}` : change.subject,
      kind: change.kind,
      base: figures(change.before),
      head: figures(change.after),
      delta:
        change.kind === 'changed'
          ? 'text changed, same size'
          : `${signed(change.deltaBytes)} B${change.before ? percent(change.deltaBytes, change.before.bytes) : ''} · ${signed(change.deltaTokens)} tok`,
      parts: (change.fields ?? [])
        .filter((field) => field.field !== 'name' || change.kind === 'renamed')
        .map((field) => `${field.field} ${signed(field.delta)} B`)
        .join(', '),
      hosts: change.sentByNoHost ? 'no host sends it' : hostDeltas(change.hosts ?? []),
    }));
  return {
    changed,
    unchanged: table.subjects.length - changed.length,
    withHosts: changed.some((row) => row.hosts !== ''),
  };
}

/** Each host's Δ; one cell when every host sends the same Δ (the column would repeat one figure). */
function hostDeltas(hosts: NonNullable<SubjectChange['hosts']>): string {
  const delta = (host: (typeof hosts)[number]) => `${signed(host.deltaBytes)} B · ${signed(host.deltaTokens)} tok`;
  if (hosts.length > 1 && hosts.every((host) => delta(host) === delta(hosts[0]!)))
    return `every host (${hosts.length}) ${delta(hosts[0]!)}`;
  return hosts.map((host) => `${host.host} ${delta(host)}`).join(', ');
}

export function totalLine(table: ChangeTable): string {
  const { before, after, deltaBytes, deltaTokens } = table.total;
  // No server measured on both sides: a total of nothing is no figure, never 0 B → 0 B.
  if (table.servers.length === 0 && table.unmeasured?.length)
    return `no total compared: no server was measured on both sides (${table.unmeasured.join(', ')}: unmeasured at the base)`;
  const scope = table.unmeasured?.length
    ? `total of the servers compared (not ${table.unmeasured.join(', ')}: unmeasured at the base)`
    : 'total';
  return `${scope} ${figures(before)} → ${figures(after)} (${signed(deltaBytes)} B${percent(deltaBytes, before.bytes)} · ${signed(deltaTokens)} tok)`;
}

const short = (commit: string | undefined) => commit?.slice(0, 7);

/**
 * "main (1a2b3c4, measured at the merge base)": the base commit, never only a report's file path. What was not
 * measured is said there too: a base none of whose servers has figures is never called measured.
 */
export function changeHeading(table: ChangeTable): string {
  const commit = short(table.commit);
  const missing = table.unmeasured ?? [];
  const none = missing.length > 0 && table.servers.length === 0;
  const names = missing.join(', ');
  if (table.source === 'measured') {
    const at = commit ? `${commit}, ` : '';
    if (none) return `${table.ref} (${at}not measured at the merge base: ${names})`;
    return `${table.ref} (${at}measured at the merge base${missing.length > 0 ? `, except ${names}: not measured` : ''})`;
  }
  const without = none
    ? `: no figures in it for ${names}`
    : missing.length > 0
      ? `, except ${names}: no figures in it`
      : '';
  return commit
    ? `${commit} (from that commit's saved report${without})`
    : `the saved report ${table.ref} (it names no commit${without})`;
}

/**
 * What the base could not give, said before anything else: the whole base, or each server without figures.
 * Empty when every base server was measured or read from a report.
 */
export function baseBanner(base: BaseProvenance | undefined): string[] {
  if (!base) return [];
  const unmeasured = (base.servers ?? []).filter((server) => server.source === 'unmeasured');
  if (base.source !== 'unmeasured' && unmeasured.length === 0) return [];
  const name = `${base.ref}${base.commit ? ` (${short(base.commit)})` : ''}`;
  if (base.error !== undefined) return [`Base ${name} NOT MEASURED: ${base.error}. No tool is compared with it.`];
  return [
    `Base ${name} NOT MEASURED for ${unmeasured.length} server(s): their tools are not compared (none is new or removed).`,
    ...unmeasured.map((server) => `  ${server.name}: ${server.reason ?? 'no figures'}`),
  ];
}

/** Where a saved base report was not used, or was used although it is of another commit: one line each. */
export function baseNotes(base: BaseProvenance | undefined): string[] {
  return [
    ...(base?.reportNotUsed
      ? [`Base report not used: ${base.reportNotUsed}; the merge base was measured instead.`]
      : []),
    ...(base?.note ? [`Base report: ${base.note}.`] : []),
  ];
}
