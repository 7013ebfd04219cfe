import { describe, expect, it } from 'vitest';
import { measureResult, parseJson, precountResult } from '../../src/measure/measure-result.js';
import { makeNormalizer } from '../../src/measure/result-normalizer.js';
import { MeasuringTimedOut } from '../../src/servers/interruptible.js';
import { bytesOf, jsonTokens, o200k, tokensOf } from './tokenizer.js';

const wire = (result: Record<string, unknown>) => {
  const message = { id: 1, jsonrpc: '2.0', result };
  return { bytes: bytesOf(message), message };
};

describe('measure-result: one tool result, measured as the wire carried it', () => {
  it('with a cap, counting stops past it: the exact count at or under the cap, a count above it (never the whole) past it', () => {
    let state = 7;
    const unbroken = Array.from(
      { length: 400_000 },
      () => '0123456789abcdefghijklmnopqrstuvwxyz'[(state = (state * 1664525 + 1013904223) >>> 0) % 36],
    ).join('');
    const reads: number[] = [];
    const counting = {
      ...o200k,
      countUpTo: (text: string, cap: number) => {
        const n = o200k.countUpTo!(text, cap);
        reads.push(n);
        return n;
      },
    };
    const over = measureResult(
      wire({
        content: [
          { type: 'text', text: 'head' },
          { type: 'text', text: unbroken },
          { type: 'text', text: unbroken },
        ],
      }),
      counting,
      undefined,
      false,
      2000,
    );
    expect(over.tokens).toBeGreaterThan(2000);
    // Stopped within a piece of the cap, and the third block never counted: far below the text's own count.
    expect(over.tokens).toBeLessThan(2100);
    expect(reads).toHaveLength(2);
    const small = wire({ content: [{ type: 'text', text: unbroken.slice(0, 3000) }] });
    expect(tokensOf(unbroken.slice(0, 3000))).toBeLessThan(2000);
    expect(measureResult(small, o200k, undefined, false, 2000).tokens).toBe(tokensOf(unbroken.slice(0, 3000)));
  });

  it('text and structured copies counted apart; tokens is the larger; blocks by type; base64 bytes', () => {
    const structured = { items: [{ id: 1, title: 'first' }], next: 'c2' };
    const result = wire({
      content: [
        { type: 'text', text: JSON.stringify(structured) },
        { type: 'image', data: 'QUJD', mimeType: 'image/png' },
        { type: 'resource', resource: { uri: 'x', text: 'embedded' } },
      ],
      structuredContent: structured,
    });
    const measured = measureResult(result, o200k);
    expect({
      wireBytes: measured.wireBytes,
      textTokens: measured.textTokens,
      structuredTokens: measured.structuredTokens,
      tokens: measured.tokens,
      content: measured.content,
      binaryBytes: measured.binaryBytes,
      payload: measured.payload,
    }).toEqual({
      wireBytes: result.bytes,
      textTokens: jsonTokens(structured) + tokensOf('embedded'),
      structuredTokens: jsonTokens(structured),
      tokens: jsonTokens(structured) + tokensOf('embedded'),
      content: { text: 1, image: 1, resource: 1 },
      binaryBytes: 4,
      payload: structured,
    });
  });

  it('a JSON-RPC error is an error result counted by its message; too large is bytes only', () => {
    const error = { bytes: 80, message: { id: 1, error: { code: -32602, message: 'Invalid params: q' } } };
    expect(measureResult(error, o200k)).toMatchObject({
      isError: true,
      rpcError: { code: -32602 },
      tokens: tokensOf('Invalid params: q'),
      wireBytes: 80,
    });
    expect(measureResult({ bytes: 9e7, tooLarge: true }, o200k)).toMatchObject({
      tooLarge: true,
      wireBytes: 9e7,
      tokens: 0,
    });
  });

  it('normalize rules apply before counting, to the wire bytes too; the envelope is what is not the answer', () => {
    const result = wire({
      content: [{ type: 'text', text: 'at 2026-12-01T10:00:00Z' }],
      resultType: 'complete',
      _meta: { server: 'x' },
    });
    const normalize = makeNormalizer([{ pattern: '\\d{4}-\\d\\d-\\d\\dT[\\d:]+Z', replacement: 'T' }]);
    const measured = measureResult(result, o200k, normalize, true);
    expect(measured.texts).toEqual(['at T']);
    expect(measured.textTokens).toBe(tokensOf('at T'));
    expect(measured.wireBytes).toBe(result.bytes - '2026-12-01T10:00:00Z'.length + 1);
    expect(measured.envelopeBytes).toBe(
      result.bytes - bytesOf({ content: [{ type: 'text', text: 'at 2026-12-01T10:00:00Z' }] }),
    );
    expect(makeNormalizer([])).toBeUndefined();
  });

  it('a catastrophic pattern stops at the deadline instead of hanging', () => {
    const normalize = makeNormalizer([{ pattern: '(a+)+$' }], Date.now() + 50)!;
    expect(() => normalize(`${'a'.repeat(40)}!`)).toThrow(MeasuringTimedOut);
  });

  it('parseJson: undefined for what is not JSON', () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseJson('not json')).toBeUndefined();
    expect(parseJson(undefined)).toBeUndefined();
  });
});

describe('precountResult: a result counted yielding first, then measured by the one rule', () => {
  const letters = (n: number, seed: number) => {
    let state = seed;
    return Array.from(
      { length: n },
      () => 'abcdefghijklmnopqrstuvwxyz'[(state = (state * 1664525 + 1013904223) >>> 0) % 26],
    ).join('');
  };
  // A tokenizer whose synchronous count fails: measureResult may read only what was counted first.
  const yieldingOnly = {
    ...o200k,
    count: () => {
      throw new Error('counted synchronously');
    },
  };

  it('every text measureResult counts was counted first (text, embedded resource, structuredContent, normalized; an error), with the same figures', async () => {
    const normalize = makeNormalizer([{ pattern: 'id-[0-9]+', replacement: 'id' }])!;
    const answers = [
      wire({
        content: [
          { type: 'text', text: `id-1 ${letters(5000, 3)}` },
          { type: 'resource', resource: { uri: 'x:y', text: 'id-22 resource text' } },
          { type: 'image', data: 'AAAA', mimeType: 'image/png' },
        ],
        structuredContent: { id: 'id-333', items: [1, 2, 3] },
      }),
      { bytes: 60, message: { id: 1, jsonrpc: '2.0', error: { code: -32000, message: 'id-4 failed' } } },
    ];
    for (const answer of answers) {
      const counted = await precountResult(answer, { ...o200k, count: yieldingOnly.count }, normalize);
      expect(measureResult(answer, counted, normalize)).toEqual(measureResult(answer, o200k, normalize));
    }
  });

  it('one long piece (a run of 300,000 letters) is counted exactly, handing the event loop back while it merges', async () => {
    const text = letters(300_000, 11);
    let turns = 0;
    const ticking = setInterval(() => turns++, 1);
    const count = await o200k.countYielding!(text);
    clearInterval(ticking);
    // The synchronous count, held to gpt-tokenizer's own in token-count.test.ts (its quadratic merge takes a minute here).
    expect(count).toBe(o200k.count(text));
    expect(turns).toBeGreaterThan(0);
  });

  it('past its deadline the yielding count throws MeasuringTimedOut, as the synchronous one does', async () => {
    await expect(o200k.countYielding!(letters(300_000, 5), undefined, Date.now() - 1)).rejects.toThrow(
      MeasuringTimedOut,
    );
    await expect(o200k.countYielding!(`${letters(200, 1)} `.repeat(20_000), undefined, Date.now() - 1)).rejects.toThrow(
      MeasuringTimedOut,
    );
  });
});
