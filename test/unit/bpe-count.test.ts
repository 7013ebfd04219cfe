// The merge of long pieces (bpe-count.ts, a heap over byte offsets) gives gpt-tokenizer's own tokens: the pair of
// the lowest rank first, the leftmost of equals. Pieces past 256 characters take the heap; the expected figure
// comes from gpt-tokenizer's public count (its quadratic merge, fine at these sizes).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { o200k, tokensOf } from './tokenizer.js';

/** One piece of the split pattern: a run of lower-case and other letters, no spaces: one piece. */
const piece = fc
  .array(fc.constantFrom('a', 'b', 'e', 'r', 'st', 'ing', 'é', 'ß', 'ж', 'λ', '字'), {
    minLength: 150,
    maxLength: 1500,
  })
  .map((parts) => parts.join(''));

describe('counting long pieces', () => {
  it('a piece past 256 characters counts as gpt-tokenizer counts it, synchronously and yielding', async () => {
    await fc.assert(
      fc.asyncProperty(piece, async (text) => {
        const expected = tokensOf(text);
        expect(o200k.count(text)).toBe(expected);
        expect(await o200k.countYielding!(text)).toBe(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('many long pieces in one text, and a cap that stops the count once passed', () => {
    const text = ['x'.repeat(3000), 'abcabcabc'.repeat(200), 'ü'.repeat(700)].join(' ');
    expect(o200k.count(text)).toBe(tokensOf(text));
    expect(o200k.countUpTo!(text, 10)).toBeGreaterThan(10);
  });
});
