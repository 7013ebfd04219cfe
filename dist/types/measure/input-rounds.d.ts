import type { Fixture } from '../budget/budget-config.js';
import type { InputRound } from './measurement.js';
import type { ServerPhase } from '../servers/server-failure.js';
import type { ServerSession } from '../servers/server-session.js';
import type { WireResponse } from '../servers/wire-ledger.js';
/** Rounds of input one call may ask for before the fixture stops answering (the SDK client's default is alike). */
export declare const MAX_INPUT_ROUNDS = 8;
/**
 * A tools/call in revision 2026-07-28 may answer `resultType: "input_required"` with `inputRequests` (elicitation,
 * sampling, roots) and a `requestState`; the client retries the call with `inputResponses` and the state
 * (spec basic/patterns/mrtr). The answers come from the fixture's `inputResponses`, by request key; every round is
 * measured on the wire. Returns the final answer, the rounds before it, and the keys nobody answered (if any).
 */
export declare function callWithInputRounds(session: ServerSession, fixture: Fixture, params: {
    name: string;
    arguments: Record<string, unknown>;
}, phase: ServerPhase, 
/** Each round's own bound, when shorter than the server's requestMs (explore's time budget). */
timeoutMs?: () => number): Promise<{
    wire: WireResponse;
    rounds: InputRound[];
    unanswered?: string[];
}>;
