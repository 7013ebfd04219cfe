import type { BudgetConfig } from '../budget/budget-config.js';
import type { FixtureReport, ServerReport } from '../measure/measurement.js';
import { type SessionReport } from '../measure/sessions/session-turns.js';
import type { Finding } from './findings.js';
import { type LimitInForce } from './limits.js';
/** Each session of budget.json on each host in `hosts`, turn by turn (measure/sessions/session-turns.ts). */
export declare function sessionReports(config: BudgetConfig, servers: readonly ServerReport[], fixtures: readonly FixtureReport[]): SessionReport[];
/** The `oversized` key of a session. */
export declare const sessionKey: (name: string) => string;
/**
 * The general limit a session is held to: `limits.sessionTokens`, or when every step calls one server, that server's
 * own over it (limitFor's rule).
 */
export declare function sessionLimit(config: BudgetConfig, session: Pick<SessionReport, 'servers'>): LimitInForce | undefined;
/**
 * Every host's total of each session against its ceiling: an `oversized` entry `session:<name>` (then the ratchet
 * judges it), else the limit. Over it is SESSION_OVER_BUDGET, one per host, naming the turn whose running total
 * crossed it. A host without a figure (a step not measured) is not judged.
 */
export declare function checkSessions(config: BudgetConfig, sessions: readonly SessionReport[]): Finding[];
