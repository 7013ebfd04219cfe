import type { BudgetConfig, OversizedEntry } from '../budget/budget-config.js';
import type { Finding } from './findings.js';
import type { GoneSubject, OversizedSubject } from './finding-words.js';
import { type CeilingSubject, fixtureSubject, generalCeiling, UNITS, type Unit, variantsHeldBy } from './ceilings.js';
import type { FixtureReport, ServerReport } from '../measure/measurement.js';
import { SURFACE_LISTS, type ListedKind } from '../measure/listed-surface.js';
import { sessionReport } from '../measure/sessions/session-turns.js';
import { sessionLimit } from './check-sessions.js';

export const DEFAULT_MIN_DELTA = { bytes: 64, tokens: 16, chars: 16 } as const;

/** What an oversized entry's subject measures today; undefined when it could not be measured this run. */
type SubjectState =
  | {
      kind: 'measured';
      /** The largest in each unit over the configurations the entry holds (the server, its variants without their own). */
      figures: Partial<Record<Unit, number>>;
      general: Partial<Record<Unit, number>>;
      /** Each configuration the entry holds that has the subject: its own key (`github@all/x`) and figures. */
      configurations?: Array<{ key: string; figures: Partial<Record<Unit, number>> }>;
      /** A configuration the entry holds was not measured: the entry is never lowered on what was not had. */
      partial?: true;
    }
  | { kind: 'gone'; gone: GoneSubject }
  | { kind: 'unknown' };

export interface EntryVerdict {
  key: string;
  entry: OversizedEntry;
  state: SubjectState;
  /** Per unit: what the entry should become (undefined: remove the unit). Only for units that should change. */
  lower: Partial<Record<Unit, number | undefined>>;
}

/**
 * Judges every `oversized` entry: grew (error), shrank beyond the tolerance or now fits (stale), or gone (obsolete).
 * `unmeasured`: servers still configured that this run did not measure (skipped, a shard elsewhere): their entries
 * are unknown, never gone.
 */
export function judgeOversized(
  config: BudgetConfig,
  servers: ServerReport[],
  fixtures: FixtureReport[],
  unmeasured: readonly string[] = [],
): EntryVerdict[] {
  const minDelta = { ...DEFAULT_MIN_DELTA, ...config.ratchet?.minDelta };
  return Object.entries(config.oversized ?? {}).map(([key, entry]) => {
    const state = subjectState(config, key, servers, fixtures, unmeasured);
    const lower: EntryVerdict['lower'] = {};
    if (state.kind === 'measured' && !state.partial) {
      for (const unit of UNITS) {
        const ceiling = entry[unit];
        if (ceiling === undefined) continue;
        const actual = state.figures[unit];
        if (actual === undefined) continue;
        const general = state.general[unit];
        if (general !== undefined && actual <= general) lower[unit] = undefined;
        else if (ceiling - actual > minDelta[unit]) lower[unit] = actual;
      }
    }
    return { key, entry, state, lower };
  });
}

export function ratchetFindings(config: BudgetConfig, verdicts: EntryVerdict[]): Finding[] {
  const staleSeverity = config.ratchet?.stale === 'warning' ? 'warning' : 'error';
  const findings: Finding[] = [];
  for (const { key, entry, state, lower } of verdicts) {
    if (state.kind === 'gone') {
      findings.push({
        code: 'OVERSIZED_OBSOLETE',
        severity: staleSeverity,
        subject: key,
        path: ['oversized', key],
        args: state.gone,
      });
      continue;
    }
    if (state.kind !== 'measured') continue;
    for (const unit of UNITS) {
      const ceiling = entry[unit];
      if (ceiling === undefined) continue;
      const actual = state.figures[unit];
      if (actual === undefined) continue;
      if (actual > ceiling) {
        // Each configuration past the entry, named as measured (a variant's tool as `github@all/x`).
        for (const configuration of state.configurations ?? [{ key, figures: state.figures }]) {
          const grown = configuration.figures[unit];
          if (grown === undefined || grown <= ceiling) continue;
          findings.push({
            code: 'OVERSIZED_GREW',
            severity: 'error',
            subject: configuration.key,
            limit: ceiling,
            actual: grown,
            unit,
            path: ['oversized', key, unit],
            args: { what: oversizedSubject(configuration.key) },
          });
        }
      } else if (unit in lower) {
        const target = lower[unit];
        findings.push({
          code: 'OVERSIZED_STALE',
          severity: staleSeverity,
          subject: key,
          limit: ceiling,
          actual,
          unit,
          path: ['oversized', key, unit],
          args: { what: oversizedSubject(key), ...(target === undefined ? { fitsGeneral: state.general[unit]! } : {}) },
        });
      }
    }
  }
  return findings;
}

/** What an oversized key stands for: a fixture's result, a prompt or resource, or a tool. */
function oversizedSubject(key: string): OversizedSubject {
  if (key.startsWith('fixture:')) return { kind: 'result', key };
  if (key.startsWith('session:')) return { kind: 'session', key };
  const listed = listedKey(key);
  return listed ? { kind: listed.kind, key: `${listed.server}/${listed.name}` } : { kind: 'tool', key };
}

/** A `prompt:server/name`, `resource:server/uri` or `skill:server/uri` key, taken apart. */
function listedKey(key: string): { kind: ListedKind; server: string; name: string } | undefined {
  const match = /^(prompt|resource|skill):([^/]*)\/(.*)$/s.exec(key);
  return match ? { kind: match[1] as ListedKind, server: match[2]!, name: match[3]! } : undefined;
}

/**
 * A session's entry: its largest total over the hosts, once every host has a figure (a step not measured this run
 * leaves it unknown, never lowered or judged on part of it).
 */
function sessionState(
  config: BudgetConfig,
  name: string,
  servers: ServerReport[],
  fixtures: FixtureReport[],
): SubjectState {
  const session = config.sessions?.find((candidate) => candidate.name === name);
  if (!session) return { kind: 'gone', gone: { kind: 'session', name } };
  const report = sessionReport(session, config.hosts ?? [], servers, fixtures);
  if (report.hosts.length === 0 || report.hosts.some((host) => host.unmeasured !== undefined))
    return { kind: 'unknown' };
  return {
    kind: 'measured',
    figures: { tokens: Math.max(...report.hosts.map((host) => host.total)) },
    general: { tokens: sessionLimit(config, report)?.value },
  };
}

/** The servers of a measurement still configured that it did not measure: skipped, or measured in another shard. */
export function unmeasuredServers(measurement: {
  servers: ServerReport[];
  configured?: string[];
  skippedServers?: Array<{ server: string }>;
}): string[] {
  const measured = new Set(measurement.servers.map((server) => server.name));
  return [
    ...new Set([
      ...(measurement.skippedServers ?? []).map((skipped) => skipped.server),
      ...(measurement.configured ?? []),
    ]),
  ].filter((name) => !measured.has(name));
}

function subjectState(
  config: BudgetConfig,
  key: string,
  servers: ServerReport[],
  fixtures: FixtureReport[],
  unmeasured: readonly string[],
): SubjectState {
  if (key.startsWith('session:')) return sessionState(config, key.slice('session:'.length), servers, fixtures);
  if (key.startsWith('fixture:')) {
    const name = key.slice('fixture:'.length);
    if (!fixtureSubject(config, name)) return { kind: 'gone', gone: { kind: 'fixture', name } };
    if (unmeasured.includes(config.fixtures?.find((fixture) => fixture.name === name)?.server ?? ''))
      return { kind: 'unknown' };
    const report = fixtures.find((f) => f.name === name);
    if (!report || report.skipped !== undefined || report.pages.length === 0) return { kind: 'unknown' };
    const largest = (unit: 'wireBytes' | 'tokens') => report.pages.reduce((max, page) => Math.max(max, page[unit]), 0);
    const subject = fixtureSubject(config, name)!;
    return {
      kind: 'measured',
      figures: { bytes: largest('wireBytes'), tokens: largest('tokens') },
      general: {
        bytes: generalCeiling(config, subject, 'bytes')?.value,
        tokens: generalCeiling(config, subject, 'tokens')?.value,
      },
    };
  }
  const listed = listedKey(key);
  const slash = key.indexOf('/');
  const serverName = listed?.server ?? key.slice(0, slash);
  const toolName = key.slice(slash + 1);
  // Not measured this run is not gone: the entry waits for a run that measures its server.
  if (unmeasured.includes(serverName)) return { kind: 'unknown' };
  const server = servers.find((s) => s.name === serverName);
  if (!server) return { kind: 'gone', gone: { kind: 'server', name: serverName } };
  if (!server.ok) return { kind: 'unknown' };
  const subject: Exclude<CeilingSubject, { kind: 'fixture' }> = listed
    ? { kind: listed.kind, server: serverName, name: listed.name }
    : { kind: 'tool', server: serverName, tool: toolName };
  const itemName = listed ? listed.name : toolName;
  // The entry holds the server and each of its variants without an entry of their own: one verdict over them all.
  const held = [serverName, ...variantsHeldBy(config, subject, [...servers.map((s) => s.name), ...unmeasured])];
  const configurations: Array<{ key: string; figures: Partial<Record<Unit, number>> }> = [];
  let partial = false;
  for (const name of held) {
    const measured = unmeasured.includes(name) ? undefined : servers.find((s) => s.name === name);
    const found = measured?.ok ? itemIn(measured, listed?.kind, itemName) : 'unknown';
    if (found === 'unknown') partial = true;
    else if (found !== 'absent')
      configurations.push({ key: name === serverName ? key : keyIn(key, serverName, name), figures: found });
  }
  if (configurations.length === 0) {
    if (partial) return { kind: 'unknown' };
    return {
      kind: 'gone',
      gone: listed
        ? { kind: listed.kind, name: listed.name, server: listed.server }
        : { kind: 'tool', name: toolName, server: serverName },
    };
  }
  const units: readonly Unit[] = listed ? ['bytes', 'tokens'] : UNITS;
  const figures: Partial<Record<Unit, number>> = {};
  for (const unit of units) {
    const values = configurations.flatMap((c) => (c.figures[unit] === undefined ? [] : [c.figures[unit]!]));
    if (values.length > 0) figures[unit] = Math.max(...values);
  }
  const general: Partial<Record<Unit, number>> = {};
  for (const unit of units) general[unit] = generalCeiling(config, subject, unit)?.value;
  return {
    kind: 'measured',
    figures,
    general,
    ...(held.length > 1 ? { configurations } : {}),
    ...(partial ? { partial: true as const } : {}),
  };
}

/** The same key in another configuration of its server: `github/x` → `github@all/x`, `prompt:github/p` → `prompt:github@all/p`. */
function keyIn(key: string, server: string, configuration: string): string {
  const listed = listedKey(key);
  return listed ? `${listed.kind}:${configuration}/${listed.name}` : `${configuration}${key.slice(server.length)}`;
}

/** A tool's or listed item's figures in one measured server; absent, or unknown when its list could not be had. */
function itemIn(
  server: ServerReport,
  kind: ListedKind | undefined,
  name: string,
): Partial<Record<Unit, number>> | 'absent' | 'unknown' {
  if (kind === undefined) {
    const tool = server.tools.find((t) => t.name === name);
    return tool ? { bytes: tool.bytes, tokens: tool.tokens, chars: tool.descriptionChars } : 'absent';
  }
  const lists = SURFACE_LISTS.filter((list) => list.kind === kind).map((list) => server[list.field]);
  // A list that could not be had says nothing about its items.
  if (lists.some((list) => list?.failed !== undefined)) return 'unknown';
  const item = lists.flatMap((list) => list?.items ?? []).find((candidate) => candidate.name === name);
  return item ? { bytes: item.bytes, tokens: item.tokens } : 'absent';
}

/** The `oversized` section after `update`: lowered and pruned, never raised, never extended. */
export function tightenedOversized(verdicts: EntryVerdict[]): Map<string, OversizedEntry | undefined> {
  const changes = new Map<string, OversizedEntry | undefined>();
  for (const { key, entry, state, lower } of verdicts) {
    if (state.kind === 'gone') {
      changes.set(key, undefined);
      continue;
    }
    if (Object.keys(lower).length === 0) continue;
    const next: OversizedEntry = { ...entry };
    for (const unit of UNITS) {
      if (!(unit in lower)) continue;
      const target = lower[unit];
      if (target === undefined) delete next[unit];
      else next[unit] = Math.min(next[unit] ?? target, target);
    }
    changes.set(key, Object.keys(next).length === 0 ? undefined : next);
  }
  return changes;
}
