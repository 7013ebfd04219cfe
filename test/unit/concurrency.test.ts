import { describe, expect, it } from 'vitest';
import { mapConcurrent } from '../../src/measure/concurrency.js';

describe('concurrency: at most `limit` at once, results in input order', () => {
  it('never more than the limit in flight; order kept whatever order they finish in', async () => {
    let running = 0;
    let most = 0;
    const results = await mapConcurrent([30, 10, 20, 0, 5], 2, async (delay, index) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running--;
      return `${index}:${delay}`;
    });
    expect(results).toEqual(['0:30', '1:10', '2:20', '3:0', '4:5']);
    expect(most).toBe(2);
  });

  it('no items, no work; a limit of 0 still makes progress', async () => {
    expect(await mapConcurrent([], 4, async () => 1)).toEqual([]);
    expect(await mapConcurrent([1, 2], 0, async (n) => n * 2)).toEqual([2, 4]);
  });
});
