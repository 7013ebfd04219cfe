import type { BudgetConfig, ServerConfig, Timeouts } from '../../budget/budget-config.js';
import type { BudgetPath } from '../../budget/budget-path.js';
import { MAX_TIMEOUTS } from '../../budget/timeout-ceilings.js';
import { callerReferences } from '../../servers/reach-policy.js';
import { DEFAULT_TIMEOUTS } from '../../servers/server-session.js';
import type { Edit } from './edit-raises.js';

/**
 * Edits that change what a server is asked to be, or how long it may run: its own env values (`ROWS=1` can list a
 * tenth of the tools), the protocol era, the timeouts. None is a number raised on a limit, each can let more through.
 */

const TIMEOUT_KEYS = Object.keys(MAX_TIMEOUTS) as Array<keyof Timeouts>;

/** Longer timeouts, budget-wide and as they apply to each server that sets its own. */
export function timeoutRaises(base: BudgetConfig, head: BudgetConfig): Array<Edit & { from: number; to: number }> {
  const out: Array<Edit & { from: number; to: number }> = [];
  for (const key of TIMEOUT_KEYS) {
    const before = base.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
    const after = head.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
    if (after > before)
      out.push({
        subject: 'timeouts',
        path: ['timeouts', key],
        from: before,
        to: after,
        line: { kind: 'raised', setting: `timeouts.${key}`, from: before, to: after },
      });
  }
  for (const [server, headServer] of Object.entries(head.servers ?? {})) {
    const baseServer = base.servers && Object.hasOwn(base.servers, server) ? base.servers[server] : undefined;
    if (!baseServer) continue; // a new server has no base to compare with; the ceiling holds it
    for (const key of TIMEOUT_KEYS) {
      const baseOwn = baseServer.timeouts?.[key];
      const headOwn = headServer.timeouts?.[key];
      if (baseOwn === undefined && headOwn === undefined) continue; // the budget-wide line covers it
      const before = baseOwn ?? base.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
      const after = headOwn ?? head.timeouts?.[key] ?? DEFAULT_TIMEOUTS[key];
      if (after <= before) continue;
      const path: BudgetPath = headOwn !== undefined ? ['servers', server, 'timeouts', key] : ['servers', server];
      out.push({
        subject: server,
        path,
        from: before,
        to: after,
        line: { kind: 'raised', setting: `timeouts.${key}`, server, from: before, to: after },
      });
    }
  }
  return out;
}

/**
 * env values the server's own config sets (values from the job's environment are reach lines instead). An imported
 * config's values were expanded on import and may hold a secret: only its names are shown.
 */
export function envEdits(server: string, before: ServerConfig, after: ServerConfig, at: BudgetPath): Edit[] {
  const was = before.env ?? {};
  const now = after.env ?? {};
  const out: Edit[] = [];
  const value = (config: ServerConfig, env: Record<string, string>, name: string) =>
    !Object.hasOwn(env, name) ? 'unset' : config.expanded ? 'a value of its own' : JSON.stringify(env[name]);
  for (const name of [...new Set([...Object.keys(was), ...Object.keys(now)])]) {
    const old = Object.hasOwn(was, name) ? was[name] : undefined;
    const next = Object.hasOwn(now, name) ? now[name] : undefined;
    if (old === next) continue;
    if (next !== undefined && callerReferences(after, `env.${name}`, next).length > 0) continue; // a reach line names it
    if (fromNewEnvFile(before, after, name)) continue; // the envFile's reach line names it
    out.push({
      subject: server,
      path: at.length > 1 ? [...at, 'env', name] : at,
      line: { kind: 'env', server, name, from: value(before, was, name), to: value(after, now, name) },
    });
  }
  return out;
}

/** A name an envFile gives that the base's config did not name with the same content: reach-policy.ts's line. */
function fromNewEnvFile(before: ServerConfig, after: ServerConfig, name: string): boolean {
  const file = after.envFile;
  if (!file?.names.includes(name)) return false;
  return before.envFile?.file !== file.file || before.envFile.digest !== file.digest;
}

/** The protocol era as it applies to one server that sets its own (the budget-wide line covers the rest). */
export function eraEdit(
  server: string,
  budgets: { base: BudgetConfig; head: BudgetConfig },
  before: ServerConfig,
  after: ServerConfig,
  at: BudgetPath,
): Edit[] {
  if (before.era === undefined && after.era === undefined) return [];
  const was = before.era ?? budgets.base.era ?? 'newest';
  const now = after.era ?? budgets.head.era ?? 'newest';
  if (was === now) return [];
  return [
    {
      subject: server,
      path: at.length > 1 ? [...at, 'era'] : at,
      line: { kind: 'changed', setting: 'era', server, from: JSON.stringify(was), to: JSON.stringify(now), why: 'era' },
    },
  ];
}
