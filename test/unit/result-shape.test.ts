import { describe, expect, it } from 'vitest';
import { measureResult } from '../../src/measure/measure-result.js';
import { resultShape } from '../../src/measure/result-shape.js';
import { loadSchemaCompiler } from '../../src/measure/schema-compiler.js';
import { bytesOf, jsonTokens, o200k, tokensOf } from './tokenizer.js';

await loadSchemaCompiler();
const measured = (result: Record<string, unknown>) => {
  const message = { jsonrpc: '2.0', id: 1, result };
  return measureResult({ bytes: bytesOf(message), message }, o200k);
};
const outputSchema = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };

describe("result-shape: what a result's form costs or breaks", () => {
  it('an outputSchema without structuredContent; structuredContent that breaks it; one that cannot compile', () => {
    expect(resultShape({ name: 't', outputSchema }, measured({ content: [] }), o200k, undefined)).toEqual({
      structuredMissing: true,
    });
    expect(
      resultShape(
        { name: 't', outputSchema },
        measured({ content: [], structuredContent: { id: 7 } }),
        o200k,
        undefined,
      ),
    ).toEqual({ outputMismatch: expect.stringContaining('/id must be string') });
    expect(
      resultShape(
        { name: 't', outputSchema: { type: 'no-such-type' } },
        measured({ content: [], structuredContent: {} }),
        o200k,
        undefined,
      )?.outputSchemaError,
    ).toMatch(/^it cannot be compiled: /);
    expect(
      resultShape(
        { name: 't', outputSchema },
        measured({ content: [], structuredContent: { id: 'a' } }),
        o200k,
        undefined,
      ),
    ).toBeUndefined();
  });

  it('pretty-printed JSON text: the tokens and characters the compact form saves', () => {
    const value = { items: [{ id: 1, tags: ['a', 'b'] }] };
    const pretty = JSON.stringify(value, null, 2);
    expect(
      resultShape({ name: 't' }, measured({ content: [{ type: 'text', text: pretty }] }), o200k, undefined),
    ).toEqual({
      prettyPrinted: {
        tokens: tokensOf(pretty) - jsonTokens(value),
        chars: pretty.length - JSON.stringify(value).length,
        ofStructured: false,
      },
    });
    // The text is the result's own structuredContent serialized with indentation (not a document it carries).
    expect(
      resultShape(
        { name: 't' },
        measured({ content: [{ type: 'text', text: pretty }], structuredContent: value }),
        o200k,
        undefined,
      )?.prettyPrinted?.ofStructured,
    ).toBe(true);
  });

  it('a JSON document inside a string of structuredContent, and base64 payloads', () => {
    const inner = { rows: [{ id: 1, name: 'x' }] };
    const structured = { result: JSON.stringify(inner) };
    expect(
      resultShape(
        { name: 't' },
        measured({
          content: [{ type: 'image', data: 'QUJDRA==', mimeType: 'image/png' }],
          structuredContent: structured,
        }),
        o200k,
        undefined,
      ),
    ).toEqual({
      stringWrapped: {
        key: 'result',
        tokens: jsonTokens(structured),
        escapingTokens: jsonTokens(structured) - jsonTokens({ result: inner }),
      },
      binary: { bytes: 8, blocks: { image: 1 } },
    });
  });

  it('an error result has no shape to judge', () => {
    expect(
      resultShape({ name: 't', outputSchema }, measured({ content: [], isError: true }), o200k, undefined),
    ).toBeUndefined();
  });
});
