import type { MeasuredRun } from '../../measure/measurement.js';
import type { BudgetConfig } from '../../budget/budget-config.js';
import type { Finding } from '../findings.js';
import { largestConfiguration } from '../configurations.js';
import { fieldDeltas, hostDeltas, sentByNoHost } from './field-delta.js';
import { findRenames } from './renames.js';
import type { ChangeKind, Figures, SubjectChange, ChangeTable } from './change-table.js';
import { listedKind } from '../check-listed.js';
import { SURFACE_LISTS } from '../../measure/listed-surface.js';
import { HOST_PROFILES } from '../../budget/host-profiles.js';
import { sendsMember } from '../../measure/hosts/host-payload.js';
import type { FieldDelta } from './change-table.js';

/** One side's figures of a subject, with what the comparison needs beyond bytes and tokens. */
interface Side extends Figures {
  digest?: string;
  bodyDigest?: string;
  fields?: Record<string, number>;
  server?: string;
  name?: string;
}

const percentOf = (delta: number, before: number) => (before > 0 ? (delta / before) * 100 : undefined);

/**
 * Every tool and fixture result against the base branch's figures: what grew, shrank, appeared, went away, or
 * changed text at the same size (a changed description is what the model reads, and how a poisoned tool arrives).
 * Its phases: which servers are compared, each side's figures per subject, the subjects' changes, the servers'
 * changes, the total's change.
 */
export function compareWithBase(
  base: MeasuredRun,
  measuredHead: MeasuredRun,
  ref: string,
  source: ChangeTable['source'],
  options: { commit?: string; unmeasured?: string[]; hosts?: readonly string[] } = {},
): ChangeTable {
  const head = withoutListsTheBaseNeverMeasured(base, measuredHead);
  const unmeasured = options.unmeasured ?? [];
  const failedAtHead = head.servers
    .filter((server) => !server.ok && !unmeasured.includes(server.name))
    .map((server) => server.name);
  // A server measured on one side only has no Δ: its tools would show as all new or all removed, which nobody measured.
  const compared = (server: { name: string }) =>
    !unmeasured.includes(server.name) && !failedAtHead.includes(server.name);
  const subjects = subjectChanges(base, head, subjectFigures(base, compared), subjectFigures(head, compared), options);
  return {
    ref,
    ...(options.commit ? { commit: options.commit } : {}),
    source,
    ...(unmeasured.length > 0 ? { unmeasured } : {}),
    ...(failedAtHead.length > 0 ? { failedAtHead } : {}),
    subjects,
    servers: serverChanges(base, head, compared),
    total: totalChange(base, head, compared),
  };
}

/** Whether a server's figures are compared: measured on both sides. */
type Compared = (server: { name: string }) => boolean;

/** One side's figures per subject: every tool, instructions, listed item and fixture of the servers compared. */
function subjectFigures(report: MeasuredRun, compared: Compared): Map<string, Side> {
  const tools = new Map<string, Side>();
  for (const server of report.servers) {
    if (!server.ok || !compared(server)) continue;
    for (const tool of server.tools) {
      tools.set(`${server.name}/${tool.name}`, {
        bytes: tool.bytes,
        tokens: tool.tokens,
        descriptionChars: tool.descriptionChars,
        server: server.name,
        name: tool.name,
        ...(tool.digest ? { digest: tool.digest } : {}),
        ...(tool.bodyDigest ? { bodyDigest: tool.bodyDigest } : {}),
        ...(tool.fields ? { fields: tool.fields } : {}),
      });
    }
    // Everything else the totals count has its own row, so the rows add up to the total's Δ.
    if (server.instructions)
      tools.set(`instructions:${server.name}`, {
        bytes: server.instructions.bytes,
        tokens: server.instructions.tokens,
        descriptionChars: server.instructions.chars,
        ...(server.instructions.digest ? { digest: server.instructions.digest } : {}),
      });
    for (const { field } of SURFACE_LISTS) {
      const list = server[field];
      if (!list || list.failed !== undefined) continue;
      for (const item of list.items)
        tools.set(`${listedKind(list.method)}:${server.name}/${item.name}`, {
          bytes: item.bytes,
          tokens: item.tokens,
          digest: item.digest,
        });
    }
  }
  for (const fixture of report.fixtures) {
    if (fixture.pages.length === 0 || fixture.skipped !== undefined || !compared({ name: fixture.server })) continue;
    tools.set(`fixture:${fixture.name}`, {
      bytes: fixture.pages.reduce((max, p) => Math.max(max, p.wireBytes), 0),
      tokens: fixture.pages.reduce((max, p) => Math.max(max, p.tokens), 0),
    });
  }
  return tools;
}

/** Each subject's change, a renamed tool once under its new name; changes first, the largest growth first. */
function subjectChanges(
  base: MeasuredRun,
  head: MeasuredRun,
  before: Map<string, Side>,
  after: Map<string, Side>,
  options: { hosts?: readonly string[] },
): SubjectChange[] {
  const side = (map: Map<string, Side>, present: Map<string, Side>) =>
    [...map]
      .filter(([subject, f]) => f.server !== undefined && !present.has(subject))
      .map(([subject, f]) => ({ subject, server: f.server!, bodyDigest: f.bodyDigest }));
  const renames = findRenames(side(before, after), side(after, before));
  const renamedTo = new Map(renames.map((pair) => [pair.to, pair.from]));
  const renamedAway = new Set(renames.map((pair) => pair.from));
  const subjects: SubjectChange[] = [];
  for (const subject of new Set([...before.keys(), ...after.keys()])) {
    if (renamedAway.has(subject)) continue; // listed once, under its new name
    const from = renamedTo.get(subject);
    subjects.push(subjectChange(base, head, subject, from, before.get(from ?? subject), after.get(subject), options));
  }
  const rank = (change: SubjectChange) => (change.kind === 'unchanged' ? 1 : 0);
  subjects.sort((a, b) => rank(a) - rank(b) || b.deltaBytes - a.deltaBytes || a.subject.localeCompare(b.subject));
  return subjects;
}

/** One subject's change: its kind, its Δ, which members changed, and whether any host sends what changed. */
function subjectChange(
  base: MeasuredRun,
  head: MeasuredRun,
  subject: string,
  from: string | undefined,
  was: Side | undefined,
  now: Side | undefined,
  options: { hosts?: readonly string[] },
): SubjectChange {
  const deltaBytes = (now?.bytes ?? 0) - (was?.bytes ?? 0);
  const deltaTokens = (now?.tokens ?? 0) - (was?.tokens ?? 0);
  const kind: ChangeKind = from
    ? 'renamed'
    : !was
      ? 'new'
      : !now
        ? 'removed'
        : deltaBytes > 0
          ? 'grew'
          : deltaBytes < 0
            ? 'shrank'
            : was.digest !== now.digest
              ? 'changed'
              : 'unchanged';
  const strip = (f: Side | undefined) =>
    f && {
      bytes: f.bytes,
      tokens: f.tokens,
      ...(f.descriptionChars === undefined ? {} : { descriptionChars: f.descriptionChars }),
    };
  const fields = fieldDeltas(was?.fields, now?.fields);
  const hosts =
    was?.name !== undefined && now?.name !== undefined && kind !== 'unchanged'
      ? hostDeltas(base, head, now.server!, was.name, now.name)
      : undefined;
  // Without a host view on both sides, the profiles are asked which members they send: those budget.json's
  // `hosts` names, else every shipped one (as suggest asks them). Only this judgement: no host finding follows.
  const unseen = hosts
    ? sentByNoHost(deltaBytes, hosts)
    : was?.fields !== undefined && now?.fields !== undefined && sentByNoProfile(deltaBytes, fields, options.hosts);
  return {
    subject,
    kind,
    ...(from ? { renamedFrom: from } : {}),
    ...(was ? { before: strip(was)! } : {}),
    ...(now ? { after: strip(now)! } : {}),
    deltaBytes,
    deltaTokens,
    ...(fields.length > 0 ? { fields } : {}),
    ...(hosts ? { hosts } : {}),
    ...(unseen ? { sentByNoHost: true as const } : {}),
    ...(unseen && !hosts && !options.hosts?.length ? { askedEveryProfile: true as const } : {}),
  };
}

/** Each compared server's totals on both sides, with its Δ and, when the base had it, its percent. */
function serverChanges(base: MeasuredRun, head: MeasuredRun, compared: Compared): ChangeTable['servers'] {
  const serverFigures = (report: MeasuredRun) =>
    new Map(
      report.servers
        .filter((s) => s.ok && compared(s))
        .map((s) => [s.name, { bytes: s.totals.bytes, tokens: s.totals.tokens }]),
    );
  const baseServers = serverFigures(base);
  const headServers = serverFigures(head);
  return [...new Set([...baseServers.keys(), ...headServers.keys()])].map((name) => {
    const was = baseServers.get(name);
    const now = headServers.get(name);
    const deltaBytes = (now?.bytes ?? 0) - (was?.bytes ?? 0);
    const percent = was ? percentOf(deltaBytes, was.bytes) : undefined;
    return {
      name,
      ...(was ? { before: was } : {}),
      ...(now ? { after: now } : {}),
      deltaBytes,
      deltaTokens: (now?.tokens ?? 0) - (was?.tokens ?? 0),
      ...(percent === undefined ? {} : { percent }),
    };
  });
}

/**
 * Totals over the servers compared, so an unmeasured base server is not a zero that makes everything growth.
 * Variants are alternatives: each side's total is its largest configuration of the servers compared.
 */
function totalChange(base: MeasuredRun, head: MeasuredRun, compared: Compared): ChangeTable['total'] {
  const sum = (report: MeasuredRun) => {
    const { bytes, tokens } = largestConfiguration(report.servers.filter((s) => s.ok && compared(s)));
    return { bytes, tokens };
  };
  const totalBefore = sum(base);
  const totalAfter = sum(head);
  const totalPercent = percentOf(totalAfter.bytes - totalBefore.bytes, totalBefore.bytes);
  return {
    before: totalBefore,
    after: totalAfter,
    deltaBytes: totalAfter.bytes - totalBefore.bytes,
    deltaTokens: totalAfter.tokens - totalBefore.tokens,
    ...(totalPercent === undefined ? {} : { percent: totalPercent }),
  };
}

/**
 * A change on the wire made only of members no asked host profile puts in its model's request (annotations, title,
 * _meta...): each profile's own payload is asked, member by member (measure/hosts/host-payload.ts).
 */
function sentByNoProfile(deltaBytes: number, fields: FieldDelta[], named: readonly string[] | undefined): boolean {
  if (deltaBytes === 0 || fields.length === 0) return false;
  const profiles = named?.length
    ? named.flatMap((name) => (HOST_PROFILES[name] ? [HOST_PROFILES[name]] : []))
    : Object.values(HOST_PROFILES);
  if (profiles.length === 0) return false;
  return fields.every((field) => profiles.every((profile) => !sendsMember(profile, field.field)));
}

/**
 * A base report from before prompts and resources (or skills) were measured has no figure for them: the head's lists are left
 * out of the comparison (rows and totals), so what was never measured is neither new nor growth.
 */
function withoutListsTheBaseNeverMeasured(base: MeasuredRun, head: MeasuredRun): MeasuredRun {
  const servers = head.servers.map((server) => {
    const before = base.servers.find((candidate) => candidate.name === server.name);
    if (!before?.ok) return server;
    const unmeasured = SURFACE_LISTS.filter(({ field, marker }) => server[field] !== undefined && !before[marker]);
    if (unmeasured.length === 0) return server;
    const rest = { ...server };
    for (const { field } of unmeasured) delete rest[field];
    const counted = unmeasured.map(({ field }) => server[field]!).filter((list) => list.failed === undefined);
    const totals = {
      ...server.totals,
      bytes: server.totals.bytes - counted.reduce((sum, list) => sum + list.bytes, 0),
      tokens: server.totals.tokens - counted.reduce((sum, list) => sum + list.tokens, 0),
    };
    return { ...rest, totals };
  });
  return { ...head, servers };
}

/** Tool gates hold tools: fixture results, instructions, prompts and resources are rows of their own, not tools. */
function isToolSubject(subject: string): boolean {
  return !/^(fixture|instructions|prompt|resource):/.test(subject);
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
  const gate = (
    subject: string,
    what: { of: 'tool' } | { of: 'total'; lists: boolean },
    before: Figures,
    after: Figures,
    limits: { percent?: number; bytes?: number; tokens?: number },
    path: (key: string) => Array<string>,
    change?: SubjectChange,
  ) => {
    const deltaBytes = after.bytes - before.bytes;
    const deltaTokens = after.tokens - before.tokens;
    const percent = percentOf(deltaBytes, before.bytes);
    const over: Array<[string, number, number, 'bytes' | 'tokens' | undefined]> = [];
    if (limits.percent !== undefined && percent !== undefined && percent > limits.percent)
      over.push(['Percent', limits.percent, Math.round(percent), undefined]);
    if (limits.bytes !== undefined && deltaBytes > limits.bytes)
      over.push(['Bytes', limits.bytes, deltaBytes, 'bytes']);
    if (limits.tokens !== undefined && deltaTokens > limits.tokens)
      over.push(['Tokens', limits.tokens, deltaTokens, 'tokens']);
    for (const [key, limit, actual, unit] of over) {
      findings.push({
        code: 'GROWTH_OVER_BUDGET',
        severity,
        subject,
        limit,
        actual,
        ...(unit ? { unit } : {}),
        path: path(key),
        args: {
          ...what,
          beforeBytes: before.bytes,
          afterBytes: after.bytes,
          ref: table.ref,
          accepted,
          ...(change ? { change } : {}),
        },
      });
    }
  };
  for (const change of table.subjects) {
    if (
      (change.kind !== 'grew' && change.kind !== 'changed' && change.kind !== 'renamed') ||
      !change.before ||
      !change.after ||
      !isToolSubject(change.subject)
    )
      continue;
    gate(
      change.subject,
      { of: 'tool' },
      change.before,
      change.after,
      { percent: gates.toolPercent, bytes: gates.toolBytes, tokens: gates.toolTokens },
      (key) => ['growth', `tool${key}`],
      change,
    );
  }
  // The total counts every prompt, resource and template listed (check-definitions.ts): said where a server lists any.
  const lists = table.subjects.some(
    (change) => change.subject.startsWith('prompt:') || change.subject.startsWith('resource:'),
  );
  gate(
    'total',
    { of: 'total', lists },
    table.total.before,
    table.total.after,
    { percent: gates.totalPercent, bytes: gates.totalBytes, tokens: gates.totalTokens },
    (key) => ['growth', `total${key}`],
  );
  return findings;
}
