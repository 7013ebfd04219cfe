import { describe, expect, it } from 'vitest';
import { firstListingDifference } from '../../src/measure/list-stability.js';

const tool = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'd',
  inputSchema: { type: 'object' },
  ...extra,
});

describe('list-stability: where two listings first differ', () => {
  it('identical listings: none', () => {
    expect(firstListingDifference([tool('a'), tool('b')], [tool('a'), tool('b')])).toBeUndefined();
  });
  it('a changed value, by JSON pointer; a key with / escaped', () => {
    expect(
      firstListingDifference([tool('a', { description: 'at 10:00' })], [tool('a', { description: 'at 10:01' })]),
    ).toEqual({ tool: 'a', path: '/description' });
    expect(firstListingDifference([tool('a', { _meta: { 'x/y': 1 } })], [tool('a', { _meta: { 'x/y': 2 } })])).toEqual({
      tool: 'a',
      path: '/_meta/x~1y',
    });
  });
  it('order, count and key order', () => {
    expect(firstListingDifference([tool('a'), tool('b')], [tool('b'), tool('a')])).toEqual({
      tool: 'a',
      path: '[0] (order: "a" then "b" in the same place)',
    });
    expect(firstListingDifference([tool('a')], [tool('a'), tool('b')])).toEqual({
      tool: 'b',
      path: '[1] (the listings have 1 and 2 tools)',
    });
    expect(
      firstListingDifference(
        [{ name: 'a', inputSchema: { type: 'object', properties: {} } }],
        [{ name: 'a', inputSchema: { properties: {}, type: 'object' } }],
      ),
    ).toEqual({ tool: 'a', path: '/inputSchema (key order)' });
  });
});
