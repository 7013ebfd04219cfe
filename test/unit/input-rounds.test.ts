import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../src/budget/budget-config.js';
import { callWithInputRounds, MAX_INPUT_ROUNDS } from '../../src/measure/input-rounds.js';
import type { ServerSession } from '../../src/servers/server-session.js';

/** A session whose tools/call answers are given in order; records what each request sent. */
function session(...results: Array<Record<string, unknown>>) {
  const sent: unknown[] = [];
  const stub = {
    request: async (_method: string, params: unknown) => ({
      bytes: 50 + sent.push(params),
      message: { id: sent.length, result: results[Math.min(sent.length - 1, results.length - 1)] },
    }),
  };
  return { sent, session: stub as unknown as ServerSession };
}
const asks = (keys: string[], state?: string) => ({
  resultType: 'input_required',
  inputRequests: Object.fromEntries(keys.map((key) => [key, {}])),
  ...(state ? { requestState: state } : {}),
});
const fixture = (inputResponses?: Record<string, unknown>): Fixture => ({
  name: 'f',
  server: 's',
  tool: 'delete',
  ...(inputResponses ? { inputResponses } : {}),
});
const params = { name: 'delete', arguments: { id: 1 } };

describe('input-rounds: answering input_required from the fixture, every round measured', () => {
  it('answers by request key with the state, until the final answer', async () => {
    const { sent, session: s } = session(asks(['confirm'], 'st1'), { content: [{ type: 'text', text: 'deleted' }] });
    const outcome = await callWithInputRounds(s, fixture({ confirm: { action: 'accept' } }), params, 'call delete');
    expect(sent).toEqual([
      params,
      { ...params, inputResponses: { confirm: { action: 'accept' } }, requestState: 'st1' },
    ]);
    expect(outcome.rounds).toEqual([{ wireBytes: 51, asked: ['confirm'] }]);
    expect(outcome.unanswered).toBeUndefined();
    expect(outcome.wire.message?.result).toEqual({ content: [{ type: 'text', text: 'deleted' }] });
  });

  it('a key the fixture does not answer stops the call there', async () => {
    const outcome = await callWithInputRounds(
      session(asks(['confirm', 'reason'])).session,
      fixture({ confirm: true }),
      params,
      'call delete',
    );
    expect({ rounds: outcome.rounds.length, unanswered: outcome.unanswered }).toEqual({
      rounds: 1,
      unanswered: ['reason'],
    });
  });

  it('a tool that never stops asking stops after the most rounds', async () => {
    const outcome = await callWithInputRounds(
      session(asks(['confirm'])).session,
      fixture({ confirm: true }),
      params,
      'call delete',
    );
    expect({ rounds: outcome.rounds.length, unanswered: outcome.unanswered }).toEqual({
      rounds: MAX_INPUT_ROUNDS,
      unanswered: [`(still asking after ${MAX_INPUT_ROUNDS} rounds)`],
    });
  });
});
