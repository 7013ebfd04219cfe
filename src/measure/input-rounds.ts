import type { Fixture } from '../budget/budget-config.js';
import type { InputRound } from './measurement.js';
import type { ServerPhase } from '../servers/server-failure.js';
import type { ServerSession } from '../servers/server-session.js';
import type { WireResponse } from '../servers/wire-ledger.js';

/** Rounds of input one call may ask for before the fixture stops answering (the SDK client's default is alike). */
export const MAX_INPUT_ROUNDS = 8;

/**
 * A tools/call in revision 2026-07-28 may answer `resultType: "input_required"` with `inputRequests` (elicitation,
 * sampling, roots) and a `requestState`; the client retries the call with `inputResponses` and the state
 * (spec basic/patterns/mrtr). The answers come from the fixture's `inputResponses`, by request key; every round is
 * measured on the wire. Returns the final answer, the rounds before it, and the keys nobody answered (if any).
 */
export async function callWithInputRounds(
  session: ServerSession,
  fixture: Fixture,
  params: { name: string; arguments: Record<string, unknown> },
  phase: ServerPhase,
  /** Each round's own bound, when shorter than the server's requestMs (explore's time budget). */
  timeoutMs?: () => number,
): Promise<{ wire: WireResponse; rounds: InputRound[]; unanswered?: string[] }> {
  const rounds: InputRound[] = [];
  let request: Record<string, unknown> = params;
  for (;;) {
    const wire = await session.request('tools/call', request, phase, timeoutMs?.());
    const result = wire.message?.result as
      | { resultType?: unknown; inputRequests?: unknown; requestState?: unknown }
      | undefined;
    if (result?.resultType !== 'input_required') return { wire, rounds };
    const asked =
      typeof result.inputRequests === 'object' && result.inputRequests !== null
        ? Object.keys(result.inputRequests)
        : [];
    rounds.push({ wireBytes: wire.bytes, asked });
    const answers = fixture.inputResponses ?? {};
    const unanswered = asked.filter((key) => !Object.hasOwn(answers, key));
    if (unanswered.length > 0 || rounds.length >= MAX_INPUT_ROUNDS)
      return {
        wire,
        rounds,
        unanswered: unanswered.length > 0 ? unanswered : [`(still asking after ${MAX_INPUT_ROUNDS} rounds)`],
      };
    request = {
      ...params,
      inputResponses: Object.fromEntries(asked.map((key) => [key, answers[key]])),
      ...(typeof result.requestState === 'string' ? { requestState: result.requestState } : {}),
    };
  }
}
