// The depth check every message passes before anything parses it: the same offset as a plain scan, for any text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetPastDepth } from '../../src/budget/json-depth.js';

/** The plainest scan there is: one character at a time, strings skipped. The oracle, not the code under test. */
function plainScan(text: string, limit: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (++depth > limit) return i;
    } else if (c === '}' || c === ']') depth--;
  }
  return undefined;
}

const nested = (depth: number, inner: string) => '{"a":['.repeat(depth) + inner + ']}'.repeat(depth);

describe('offsetPastDepth', () => {
  it('finds the same offset as a plain scan, in JSON with brackets, quotes and backslashes inside strings', () => {
    const bracketyString = fc.string({ unit: fc.constantFrom('{', '[', '}', ']', '"', '\\', 'a', ' ') });
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        bracketyString,
        fc.integer(),
        fc.array(tie('node')),
        fc.dictionary(bracketyString, tie('node')),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 12 }), (parsed, limit) => {
        const text = JSON.stringify(parsed);
        expect(offsetPastDepth(text, limit)).toBe(plainScan(text, limit));
      }),
      { numRuns: 2000 },
    );
  });

  it('is not fooled by brackets in strings either way: many in a string of a shallow value, a deep value with few', () => {
    const shallow = JSON.stringify({ text: '{['.repeat(500) });
    expect(offsetPastDepth(shallow, 3)).toBeUndefined();
    const deep = nested(300, '1');
    expect(offsetPastDepth(deep, 256)).toBe(plainScan(deep, 256));
    expect(offsetPastDepth(deep, 256)).toBeGreaterThan(0);
    expect(offsetPastDepth(nested(128, '1'), 256)).toBeUndefined();
  });
});
