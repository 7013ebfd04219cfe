// countedView (src/measure/tokens.ts): a host's view built from counts made first, yielding; the same figures as
// the view counted directly, including a cut that depends on a count.
import { describe, expect, it } from 'vitest';
import { countedView, type Tokenizer } from '../../src/measure/tokens.js';
import { o200k, tokensOf } from './tokenizer.js';

/** A host that shows a text whole under 50 tokens, else its first 40 characters, and counts what it shows. */
const view = (text: string) => (tokenizer: Tokenizer) => {
  const whole = tokenizer.count(text);
  const shown = whole > 50 ? text.slice(0, 40) : text;
  return { whole, shown: tokenizer.count(shown) };
};

describe('countedView', () => {
  it('gives the figures the view counts directly, the cut text counted once its count is known', async () => {
    const long = 'the quick brown fox jumps over the lazy dog '.repeat(20);
    expect(await countedView(o200k, view(long))).toEqual(view(long)(o200k));
    expect(await countedView(o200k, view(long))).toEqual({ whole: tokensOf(long), shown: tokensOf(long.slice(0, 40)) });
    expect(await countedView(o200k, view('short'))).toEqual({ whole: tokensOf('short'), shown: tokensOf('short') });
  });

  it('counts with countYielding, never the synchronous count', async () => {
    const counted: string[] = [];
    const tokenizer: Tokenizer = {
      name: 'o200k_base',
      count: () => {
        throw new Error('counted without yielding');
      },
      countYielding: async (text) => {
        counted.push(text);
        return o200k.count(text);
      },
    };
    const long = 'word '.repeat(100);
    expect(await countedView(tokenizer, view(long))).toEqual(view(long)(o200k));
    expect(counted).toEqual([long, long.slice(0, 40)]);
  });
});
