import type { BudgetConfig, Fixture, ServerConfig } from '../../budget/budget-config.js';
import type { BudgetPath } from '../../budget/budget-path.js';
import type { Raise, RaiseWhy } from '../finding-words.js';

/** A change to budget.json that can let more through, though it raises no number: one line each, old → new. */
export interface Edit {
  subject: string;
  path: BudgetPath;
  line: Raise;
}

const shown = (value: unknown) => (value === undefined ? 'unset' : JSON.stringify(value));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Fixture edits other than their ceilings: what is called (server, tool, arguments), how (paginate, runs) and what
 * must come back (expect). A fixture that now asks for one row instead of ten passes a tool grown tenfold per row.
 * Adding a check (expect, paginate, more runs) is a tightening and is not listed.
 */
export function fixtureEdits(before: Fixture, after: Fixture, index: number): Edit[] {
  const out: Edit[] = [];
  const subject = `fixture:${after.name}`;
  const line = (key: string, why: RaiseWhy) =>
    out.push({
      subject,
      path: ['fixtures', index, key],
      line: {
        kind: 'changed',
        setting: `fixtures["${after.name}"].${key}`,
        from: shown(before[key as keyof Fixture]),
        to: shown(after[key as keyof Fixture]),
        why,
      },
    });
  if (before.server !== after.server) line('server', 'fixtureServer');
  if (before.tool !== after.tool) line('tool', 'fixtureTool');
  if (before.prompt !== after.prompt) line('prompt', 'fixturePrompt');
  if (before.resource !== after.resource) line('resource', 'fixtureResource');
  if (!same(before.arguments ?? {}, after.arguments ?? {})) line('arguments', 'fixtureArguments');
  if (before.paginate && !same(before.paginate, after.paginate))
    line('paginate', after.paginate ? 'paginateChanged' : 'paginateDropped');
  if ((after.runs ?? 1) < (before.runs ?? 1)) line('runs', 'runs');
  if (looserExpectation(before.expect, after.expect)) line('expect', 'expect');
  if (!same(before.inputResponses, after.inputResponses)) line('inputResponses', 'inputResponses');
  return out;
}

function looserExpectation(before: Fixture['expect'], after: Fixture['expect']): boolean {
  if (after?.isError === true && before?.isError !== true) return true;
  return Object.entries(before ?? {}).some(([key, value]) => !same(value, after?.[key as keyof typeof after]));
}

/** clientCapabilities decide which tools a server lists (the way disabledTools does): any change is listed. */
export function capabilityEdits(
  base: BudgetConfig,
  head: BudgetConfig,
  servers: { base: Map<string, ServerConfig>; head: Map<string, ServerConfig> },
  where: (server: string) => BudgetPath,
): Edit[] {
  const out: Edit[] = [];
  if (!same(base.clientCapabilities ?? {}, head.clientCapabilities ?? {})) {
    out.push({
      subject: 'clientCapabilities',
      path: ['clientCapabilities'],
      line: {
        kind: 'changed',
        setting: 'clientCapabilities',
        from: shown(base.clientCapabilities ?? {}),
        to: shown(head.clientCapabilities ?? {}),
        why: 'clientCapabilities',
      },
    });
  }
  for (const [server, after] of servers.head) {
    const before = servers.base.get(server);
    if (!before || (before.clientCapabilities === undefined && after.clientCapabilities === undefined)) continue; // the budget-wide line covers it
    const was = before.clientCapabilities ?? base.clientCapabilities ?? {};
    const now = after.clientCapabilities ?? head.clientCapabilities ?? {};
    if (same(was, now)) continue;
    const at = where(server);
    out.push({
      subject: server,
      path: at.length > 1 ? [...at, 'clientCapabilities'] : at,
      line: {
        kind: 'changed',
        setting: 'clientCapabilities',
        server,
        from: shown(was),
        to: shown(now),
        why: 'serverCapabilities',
      },
    });
  }
  return out;
}

/**
 * What starts an existing server and where: another transport, command, arguments, cwd, url or header measures
 * another server under the same name, and so does a variant the base measured that is now changed or gone (a new
 * variant only measures more). `listed` holds fields a reach line already names (a url that is now started), so each
 * edit is one line.
 */
export function commandLineEdits(
  server: string,
  before: ServerConfig,
  after: ServerConfig,
  at: BudgetPath,
  listed: ReadonlySet<string>,
): Edit[] {
  const out: Edit[] = [];
  const line = (path: BudgetPath, setting: string, from: unknown, to: unknown) =>
    out.push({
      subject: server,
      path: at.length > 1 ? [...at, ...path] : at,
      line: { kind: 'changed', setting, server, from: shown(from), to: shown(to), why: 'commandLine' },
    });
  for (const key of ['type', 'command', 'args', 'cwd', 'url', 'headers'] as const) {
    if (listed.has(key) || same(before[key], after[key])) continue;
    line([key], key, before[key], after[key]);
  }
  for (const [name, variant] of Object.entries(before.variants ?? {})) {
    const now = after.variants && Object.hasOwn(after.variants, name) ? after.variants[name] : undefined;
    if (!same(variant, now)) line(now ? ['variants', name] : ['variants'], `variants["${name}"]`, variant, now);
  }
  return out;
}
