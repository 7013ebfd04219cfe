import { describe, expect, it } from 'vitest';
import { makeNormalizer, measureResult, parseJson } from '../../src/measure/measure-result.js';
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
