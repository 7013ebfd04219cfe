import type { BudgetConfig } from '../budget/config.js';
import type { Finding } from '../report/findings.js';
import { fmt } from '../report/format.js';
import type { Report } from '../report/report.js';

export type ChangeKind = 'grew' | 'shrank' | 'new' | 'removed' | 'changed' | 'unchanged';

export interface Figures {
  bytes: number;
  tokens: number;
  descriptionChars?: number;
}

export interface SubjectChange {
  subject: string;
  kind: ChangeKind;
  before?: Figures;
  after?: Figures;
  deltaBytes: number;
  deltaTokens: number;
}

export interface ChangeTable {
  ref: string;
  source: 'measured' | 'report';
  /** Tools and fixture results: changed ones first, by growth; unchanged ones last. */
  subjects: SubjectChange[];
  servers: Array<{ name: string; before?: Figures; after?: Figures; deltaBytes: number; deltaTokens: number; percent?: number }>;
  total: { before: Figures; after: Figures; deltaBytes: number; deltaTokens: number; percent?: number };
}

const percentOf = (delta: number, before: number) => (before > 0 ? (delta / before) * 100 : undefined);

/**
 * Every tool and fixture result against the base branch's figures: what grew, shrank, appeared, went away, or
 * changed text at the same size (a changed description is what the model reads, and how a poisoned tool arrives).
 */
export function compareWithBase(base: Report, head: Report, ref: string, source: ChangeTable['source']): ChangeTable {
  const figures = (report: Report) => {
    const tools = new Map<string, Figures & { digest?: string }>();
    for (const server of report.servers) {
      if (!server.ok) continue;
      for (const tool of server.tools) tools.set(`${server.name}/${tool.name}`, { bytes: tool.bytes, tokens: tool.tokens, descriptionChars: tool.descriptionChars, ...(tool.digest ? { digest: tool.digest } : {}) });
    }
    for (const fixture of report.fixtures) {
      if (fixture.pages.length === 0 || fixture.skipped !== undefined) continue;
      tools.set(`fixture:${fixture.name}`, { bytes: fixture.pages.reduce((max, p) => Math.max(max, p.wireBytes), 0), tokens: fixture.pages.reduce((max, p) => Math.max(max, p.tokens), 0) });
    }
    return tools;
  };
  const before = figures(base);
  const after = figures(head);
  const subjects: SubjectChange[] = [];
  for (const subject of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(subject);
    const now = after.get(subject);
    const deltaBytes = (now?.bytes ?? 0) - (was?.bytes ?? 0);
    const deltaTokens = (now?.tokens ?? 0) - (was?.tokens ?? 0);
    const kind: ChangeKind = !was ? 'new' : !now ? 'removed' : deltaBytes > 0 ? 'grew' : deltaBytes < 0 ? 'shrank' : was.digest !== now.digest ? 'changed' : 'unchanged';
    const strip = (f: (Figures & { digest?: string }) | undefined) => f && { bytes: f.bytes, tokens: f.tokens, ...(f.descriptionChars === undefined ? {} : { descriptionChars: f.descriptionChars }) };
    subjects.push({ subject, kind, ...(was ? { before: strip(was)! } : {}), ...(now ? { after: strip(now)! } : {}), deltaBytes, deltaTokens });
  }
  const rank = (change: SubjectChange) => (change.kind === 'unchanged' ? 1 : 0);
  subjects.sort((a, b) => rank(a) - rank(b) || b.deltaBytes - a.deltaBytes || a.subject.localeCompare(b.subject));
  const serverFigures = (report: Report) => new Map(report.servers.filter((s) => s.ok).map((s) => [s.name, { bytes: s.totals.bytes, tokens: s.totals.tokens }]));
  const baseServers = serverFigures(base);
  const headServers = serverFigures(head);
  const servers = [...new Set([...baseServers.keys(), ...headServers.keys()])].map((name) => {
    const was = baseServers.get(name);
    const now = headServers.get(name);
    const deltaBytes = (now?.bytes ?? 0) - (was?.bytes ?? 0);
    const percent = was ? percentOf(deltaBytes, was.bytes) : undefined;
    return { name, ...(was ? { before: was } : {}), ...(now ? { after: now } : {}), deltaBytes, deltaTokens: (now?.tokens ?? 0) - (was?.tokens ?? 0), ...(percent === undefined ? {} : { percent }) };
  });
  const totalBefore = { bytes: base.totals.bytes, tokens: base.totals.tokens };
  const totalAfter = { bytes: head.totals.bytes, tokens: head.totals.tokens };
  const totalPercent = percentOf(totalAfter.bytes - totalBefore.bytes, totalBefore.bytes);
  return {
    ref,
    source,
    subjects,
    servers,
    total: { before: totalBefore, after: totalAfter, deltaBytes: totalAfter.bytes - totalBefore.bytes, deltaTokens: totalAfter.tokens - totalBefore.tokens, ...(totalPercent === undefined ? {} : { percent: totalPercent }) },
  };
}

/**
 * The growth gates of budget.json against the base. Accepting a deliberate growth is a reviewed act that shows in
 * the pull request (raising the gate in budget.json, or the `mcp-budget: accept growth` label): then warnings.
 */
export function growthFindings(config: BudgetConfig, table: ChangeTable, accepted: boolean): Finding[] {
  const gates = config.growth;
  if (!gates) return [];
  const severity = accepted ? 'warning' : 'error';
  const findings: Finding[] = [];
  const gate = (subject: string, what: string, before: Figures, after: Figures, limits: { percent?: number; bytes?: number; tokens?: number }, path: (key: string) => Array<string>) => {
    const deltaBytes = after.bytes - before.bytes;
    const deltaTokens = after.tokens - before.tokens;
    const percent = percentOf(deltaBytes, before.bytes);
    const over: Array<[string, number, number, 'bytes' | 'tokens' | undefined, string]> = [];
    if (limits.percent !== undefined && percent !== undefined && percent > limits.percent) over.push(['Percent', limits.percent, Math.round(percent), undefined, `${Math.round(percent)}% > ${limits.percent}%`]);
    if (limits.bytes !== undefined && deltaBytes > limits.bytes) over.push(['Bytes', limits.bytes, deltaBytes, 'bytes', `+${fmt(deltaBytes)} > +${fmt(limits.bytes)} bytes`]);
    if (limits.tokens !== undefined && deltaTokens > limits.tokens) over.push(['Tokens', limits.tokens, deltaTokens, 'tokens', `+${fmt(deltaTokens)} > +${fmt(limits.tokens)} tokens`]);
    for (const [key, limit, actual, unit, text] of over) {
      findings.push({
        code: 'GROWTH_OVER_BUDGET', severity, subject, limit, actual, ...(unit ? { unit } : {}), path: path(key),
        message: `${what} grew ${fmt(before.bytes)} → ${fmt(after.bytes)} bytes against ${table.ref}: ${text}${accepted ? ' (growth accepted in review)' : ''}`,
        fix: 'shrink it back, or accept the growth in review: raise the gate in budget.json, or label the pull request "mcp-budget: accept growth"',
      });
    }
  };
  for (const change of table.subjects) {
    if ((change.kind !== 'grew' && change.kind !== 'changed') || !change.before || !change.after || change.subject.startsWith('fixture:')) continue;
    gate(change.subject, `tool ${change.subject}`, change.before, change.after, { percent: gates.toolPercent, bytes: gates.toolBytes, tokens: gates.toolTokens }, (key) => ['growth', `tool${key}`]);
  }
  gate('total', 'all tool definitions and instructions', table.total.before, table.total.after, { percent: gates.totalPercent, bytes: gates.totalBytes, tokens: gates.totalTokens }, (key) => ['growth', `total${key}`]);
  return findings;
}
