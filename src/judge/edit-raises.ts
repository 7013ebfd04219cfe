import type { BudgetConfig, Fixture, ServerConfig } from '../budget/config.js';
import type { BudgetPath } from '../budget/budget-path.js';

/** A change to budget.json that can let more through, though it raises no number: one line each, old → new. */
export interface Edit {
  subject: string;
  path: BudgetPath;
  message: string;
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
  const line = (key: string, why: string) => out.push({ subject, path: ['fixtures', index, key], message: `fixtures["${after.name}"].${key} changed: ${shown(before[key as keyof Fixture])} → ${shown(after[key as keyof Fixture])} (${why})` });
  if (before.server !== after.server) line('server', 'another server is called');
  if (before.tool !== after.tool) line('tool', 'another tool is called');
  if (!same(before.arguments ?? {}, after.arguments ?? {})) line('arguments', 'the result measured is another one');
  if (before.paginate && !same(before.paginate, after.paginate)) line('paginate', after.paginate ? 'the walk over its pages changed' : 'its pages are no longer walked');
  if ((after.runs ?? 1) < (before.runs ?? 1)) line('runs', 'fewer runs see less of its variation');
  if (looserExpectation(before.expect, after.expect)) line('expect', 'what must come back is looser');
  if (!same(before.inputResponses, after.inputResponses)) line('inputResponses', 'the answers the tool gets decide what it returns');
  return out;
}

function looserExpectation(before: Fixture['expect'], after: Fixture['expect']): boolean {
  if (after?.isError === true && before?.isError !== true) return true;
  return Object.entries(before ?? {}).some(([key, value]) => !same(value, after?.[key as keyof typeof after]));
}

/** clientCapabilities decide which tools a server lists (the way disabledTools does): any change is listed. */
export function capabilityEdits(base: BudgetConfig, head: BudgetConfig, servers: { base: Map<string, ServerConfig>; head: Map<string, ServerConfig> }, where: (server: string) => BudgetPath): Edit[] {
  const out: Edit[] = [];
  if (!same(base.clientCapabilities ?? {}, head.clientCapabilities ?? {})) {
    out.push({ subject: 'clientCapabilities', path: ['clientCapabilities'], message: `clientCapabilities changed: ${shown(base.clientCapabilities ?? {})} → ${shown(head.clientCapabilities ?? {})} (servers may list other tools to another client)` });
  }
  for (const [server, after] of servers.head) {
    const before = servers.base.get(server);
    if (!before || (before.clientCapabilities === undefined && after.clientCapabilities === undefined)) continue; // the budget-wide line covers it
    const was = before.clientCapabilities ?? base.clientCapabilities ?? {};
    const now = after.clientCapabilities ?? head.clientCapabilities ?? {};
    if (same(was, now)) continue;
    const at = where(server);
    out.push({ subject: server, path: at.length > 1 ? [...at, 'clientCapabilities'] : at, message: `clientCapabilities of "${server}" changed: ${shown(was)} → ${shown(now)} (it may list other tools to another client)` });
  }
  return out;
}

/**
 * What starts an existing server and where: another command, arguments, cwd or url measures another server under
 * the same name. `listed` holds fields a reach line already names (a url that is now started), so each edit is one line.
 */
export function commandLineEdits(server: string, before: ServerConfig, after: ServerConfig, at: BudgetPath, listed: ReadonlySet<string>): Edit[] {
  const out: Edit[] = [];
  for (const key of ['command', 'args', 'cwd', 'url'] as const) {
    if (listed.has(key) || same(before[key], after[key])) continue;
    out.push({ subject: server, path: at.length > 1 ? [...at, key] : at, message: `${key} of "${server}" changed: ${shown(before[key])} → ${shown(after[key])} (another server may be measured under this name)` });
  }
  return out;
}
