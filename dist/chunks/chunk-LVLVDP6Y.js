import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/measure/input-rounds.ts
var MAX_INPUT_ROUNDS = 8;
async function callWithInputRounds(session, fixture, params, phase, timeoutMs) {
  const rounds = [];
  let request = params;
  for (; ; ) {
    const wire = await session.request("tools/call", request, phase, timeoutMs?.());
    const result = wire.message?.result;
    if (result?.resultType !== "input_required") return { wire, rounds };
    const asked = typeof result.inputRequests === "object" && result.inputRequests !== null ? Object.keys(result.inputRequests) : [];
    rounds.push({ wireBytes: wire.bytes, asked });
    const answers = fixture.inputResponses ?? {};
    const unanswered = asked.filter((key) => !Object.hasOwn(answers, key));
    if (unanswered.length > 0 || rounds.length >= MAX_INPUT_ROUNDS)
      return {
        wire,
        rounds,
        unanswered: unanswered.length > 0 ? unanswered : [`(still asking after ${MAX_INPUT_ROUNDS} rounds)`]
      };
    request = {
      ...params,
      inputResponses: Object.fromEntries(asked.map((key) => [key, answers[key]])),
      ...typeof result.requestState === "string" ? { requestState: result.requestState } : {}
    };
  }
}

export {
  callWithInputRounds
};
