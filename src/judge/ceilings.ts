import type { BudgetConfig, Fixture } from '../budget/budget-config.js';
import type { BudgetPath } from '../budget/budget-path.js';
import { configuredServer, limitFor, limitInForce } from './limits.js';
import type { ListedKind } from '../measure/listed-surface.js';

export type Unit = 'bytes' | 'tokens' | 'chars';
/** What a definition or result is measured in; `chars` is a tool description's length (results have none). */
export const UNITS: readonly Unit[] = ['bytes', 'tokens', 'chars'];

/**
 * What a ceiling is asked for: one tool definition, one prompt (prompts/list), one resource or resource template
 * (resources/list, resources/templates/list: `name` is its uri or uriTemplate), one skill entry (skills/list: `name`
 * is its SKILL.md uri), or one fixture's result (each page).
 */
export type CeilingSubject =
  | { kind: 'tool'; server: string; tool: string }
  | { kind: ListedKind; server: string; name: string }
  | { kind: 'fixture'; fixture: Fixture; index: number };

export interface Ceiling {
  value: number;
  /** Where the number is written, so a finding points at the line to edit. */
  path: BudgetPath;
  source: 'oversized' | 'limit';
}

/** The `oversized` key of a subject: `server/tool`, `prompt:server/name`, `resource:server/uri`, `skill:server/uri` or `fixture:name`. */
export function oversizedKey(subject: CeilingSubject): string {
  if (subject.kind === 'tool') return `${subject.server}/${subject.tool}`;
  if (subject.kind === 'fixture') return `fixture:${subject.fixture.name}`;
  return `${subject.kind}:${subject.server}/${subject.name}`;
}

/** A listed item's own limit names (limits.ts says which tool limit holds it when one is not set). */
const ITEM_LIMITS = {
  prompt: { bytes: 'promptBytes', tokens: 'promptTokens' },
  resource: { bytes: 'resourceBytes', tokens: 'resourceTokens' },
  skill: { bytes: 'skillBytes', tokens: 'skillTokens' },
} as const;

/**
 * THE ceiling rule, asked by every consumer (judge, ratchet, update, init, explain, reporters): which number a
 * subject is held to in a unit.
 * - General ceiling: for a tool, toolBytes/toolTokens (a server's own limits over the top-level ones); for a
 *   fixture, the tightest of its own maxBytes/maxTokens and resultBytes/resultTokens.
 * - An `oversized` entry in that unit replaces the general ceiling: that is what the entry is for, and why it must
 *   come down (and go) as the subject shrinks toward the general ceiling.
 */
export function ceilingInForce(config: BudgetConfig, subject: CeilingSubject, unit: Unit): Ceiling | undefined {
  const key = entryKeyInForce(config, subject);
  const entry = key === undefined ? undefined : config.oversized![key]?.[unit];
  if (key !== undefined && entry !== undefined)
    return { value: entry, path: ['oversized', key, unit], source: 'oversized' };
  return generalCeiling(config, subject, unit);
}

/**
 * The `oversized` entry that holds a subject: its own, else (a variant's tool, prompt or resource: `github@all/x`)
 * its server's (`github/x`), which holds every variant that has no entry of its own.
 */
export function entryKeyInForce(config: BudgetConfig, subject: CeilingSubject): string | undefined {
  const has = (key: string) => config.oversized !== undefined && Object.hasOwn(config.oversized, key);
  const own = oversizedKey(subject);
  if (has(own)) return own;
  if (subject.kind === 'fixture') return undefined;
  const server = configuredServer(config, subject.server);
  if (server === subject.server) return undefined;
  const plain = oversizedKey({ ...subject, server });
  return has(plain) ? plain : undefined;
}

/** The variants (`github@all`) an entry of their server (`github/x`) holds: those without an entry of their own. */
export function variantsHeldBy(
  config: BudgetConfig,
  subject: Exclude<CeilingSubject, { kind: 'fixture' }>,
  measured: readonly string[],
): string[] {
  const key = oversizedKey(subject);
  return measured.filter(
    (name) =>
      name !== subject.server &&
      configuredServer(config, name) === subject.server &&
      entryKeyInForce(config, { ...subject, server: name }) === key,
  );
}

export function generalCeiling(config: BudgetConfig, subject: CeilingSubject, unit: Unit): Ceiling | undefined {
  if (subject.kind === 'tool') {
    const limit = limitFor(
      config,
      subject.server,
      unit === 'bytes' ? 'toolBytes' : unit === 'tokens' ? 'toolTokens' : 'descriptionChars',
    );
    return limit && { ...limit, source: 'limit' };
  }
  if (unit === 'chars') return undefined;
  if (subject.kind !== 'fixture') {
    // Listed to the host like a tool definition: held to the tool limits unless its own are set.
    const limit = limitInForce(config, subject.server, ITEM_LIMITS[subject.kind][unit]);
    return limit && { ...limit, source: 'limit' };
  }
  const { fixture, index } = subject;
  const own = unit === 'bytes' ? 'maxBytes' : 'maxTokens';
  const candidates: Ceiling[] = [];
  if (fixture[own] !== undefined)
    candidates.push({ value: fixture[own]!, path: ['fixtures', index, own], source: 'limit' });
  const general = limitFor(config, fixture.server, unit === 'bytes' ? 'resultBytes' : 'resultTokens');
  if (general) candidates.push({ ...general, source: 'limit' });
  return candidates.sort((a, b) => a.value - b.value)[0];
}

/** A fixture's subject, found by name in the budget. */
export function fixtureSubject(config: BudgetConfig, name: string): CeilingSubject | undefined {
  const index = (config.fixtures ?? []).findIndex((fixture) => fixture.name === name);
  return index === -1 ? undefined : { kind: 'fixture', fixture: config.fixtures![index]!, index };
}

/**
 * One tool result at run time (mcp-budget/guard), by the same rule: the server's resultBytes/resultTokens. A
 * fixture's own maxBytes/maxTokens hold the one call CI makes, not every call, so they do not apply; an `oversized`
 * entry does, but only to the call it was reviewed for: `fixture` is given when the call is that fixture's call.
 */
export function runtimeResultCeiling(
  config: BudgetConfig,
  server: string,
  unit: 'bytes' | 'tokens',
  fixture?: { fixture: Fixture; index: number },
): Ceiling | undefined {
  if (fixture) {
    const { maxBytes: _bytes, maxTokens: _tokens, ...withoutOwnLimits } = fixture.fixture;
    return ceilingInForce(config, { kind: 'fixture', fixture: withoutOwnLimits, index: fixture.index }, unit);
  }
  const limit = limitFor(config, server, unit === 'bytes' ? 'resultBytes' : 'resultTokens');
  return limit && { ...limit, source: 'limit' };
}
