import type { ChangeTable, SubjectChange } from '../../judge/changes.js';
import { fmt } from '../format.js';

/** One change as reviewers read it: "300 → 3,000 B (+2,700, +900%)". Shared by the text and markdown reporters. */
export interface ChangeRow {
  subject: string;
  kind: SubjectChange['kind'];
  base: string;
  head: string;
  delta: string;
}

const signed = (n: number) => (n > 0 ? `+${fmt(n)}` : fmt(n));
const percent = (delta: number, before: number) => (before > 0 ? ` (${delta > 0 ? '+' : ''}${Math.round((delta / before) * 100)}%)` : '');
const figures = (f: { bytes: number; tokens: number } | undefined) => (f ? `${fmt(f.bytes)} B · ${fmt(f.tokens)} tok` : '');

export function changeRows(table: ChangeTable): { changed: ChangeRow[]; unchanged: number } {
  const changed = table.subjects
    .filter((change) => change.kind !== 'unchanged')
    .map((change) => ({
      subject: change.subject,
      kind: change.kind,
      base: figures(change.before),
      head: figures(change.after),
      delta:
        change.kind === 'changed'
          ? 'text changed, same size'
          : `${signed(change.deltaBytes)} B${change.before ? percent(change.deltaBytes, change.before.bytes) : ''} · ${signed(change.deltaTokens)} tok`,
    }));
  return { changed, unchanged: table.subjects.length - changed.length };
}

export function totalLine(table: ChangeTable): string {
  const { before, after, deltaBytes, deltaTokens } = table.total;
  return `total ${figures(before)} → ${figures(after)} (${signed(deltaBytes)} B${percent(deltaBytes, before.bytes)} · ${signed(deltaTokens)} tok)`;
}
