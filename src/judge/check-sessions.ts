import type { BudgetConfig } from '../budget/budget-config.js';
import { HOST_PROFILES } from '../budget/host-profiles.js';
import type { FixtureReport, ServerReport } from '../measure/measurement.js';
import { sessionReport, turnCrossing, type SessionReport } from '../measure/sessions/session-turns.js';
import type { Finding } from './findings.js';
import { limitFor, type LimitInForce } from './limits.js';

/** Each session of budget.json on each host in `hosts`, turn by turn (measure/sessions/session-turns.ts). */
export function sessionReports(
  config: BudgetConfig,
  servers: readonly ServerReport[],
  fixtures: readonly FixtureReport[],
): SessionReport[] {
  return (config.sessions ?? []).map((session) => {
    const report = sessionReport(session, config.hosts ?? [], servers, fixtures);
    const ceiling = config.oversized?.[sessionKey(session.name)]?.tokens ?? sessionLimit(config, report)?.value;
    return ceiling === undefined ? report : { ...report, ceiling: { tokens: ceiling } };
  });
}

/** The `oversized` key of a session. */
export const sessionKey = (name: string) => `session:${name}`;

/**
 * The general limit a session is held to: `limits.sessionTokens`, or when every step calls one server, that server's
 * own over it (limitFor's rule).
 */
export function sessionLimit(config: BudgetConfig, session: Pick<SessionReport, 'servers'>): LimitInForce | undefined {
  return limitFor(config, session.servers.length === 1 ? session.servers[0] : undefined, 'sessionTokens');
}

/**
 * Every host's total of each session against its ceiling: an `oversized` entry `session:<name>` (then the ratchet
 * judges it), else the limit. Over it is SESSION_OVER_BUDGET, one per host, naming the turn whose running total
 * crossed it. A host without a figure (a step not measured) is not judged.
 */
export function checkSessions(config: BudgetConfig, sessions: readonly SessionReport[]): Finding[] {
  const findings: Finding[] = [];
  for (const session of sessions) {
    if (config.oversized?.[sessionKey(session.name)]?.tokens !== undefined) continue;
    const limit = sessionLimit(config, session);
    if (!limit) continue;
    for (const host of session.hosts) {
      if (host.unmeasured !== undefined || host.total <= limit.value) continue;
      findings.push({
        code: 'SESSION_OVER_BUDGET',
        severity: 'error',
        subject: sessionKey(session.name),
        limit: limit.value,
        actual: host.total,
        unit: 'tokens',
        path: limit.path,
        host: host.host,
        args: {
          title: HOST_PROFILES[host.host]?.title ?? host.host,
          turn: turnCrossing(host.turns, limit.value)!,
          turns: host.turns.length,
        },
      });
    }
  }
  return findings;
}
