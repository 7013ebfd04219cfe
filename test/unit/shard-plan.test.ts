import { describe, expect, it } from 'vitest';
import { shardPlan } from '../../src/commands/shard.js';

// Six servers of one project; by an FNV hash of their names (the old rule), all six were shard 3 of 4.
const SIX = ['acme-api', 'acme-search', 'acme-jobs', 'acme-git', 'acme-wiki', 'acme-ci'];

const byShard = (plan: Map<string, number>, count: number) =>
  Array.from({ length: count }, (_, i) => [...plan].filter(([, s]) => s === i + 1).map(([n]) => n));
const loads = (plan: Map<string, number>, count: number, ms: Record<string, number>) =>
  byShard(plan, count).map((names) => names.reduce((sum, n) => sum + ms[n]!, 0));

describe('shard plans', () => {
  it('without times, six servers on four shards are 2, 2, 1, 1, dealt by name', () => {
    const plan = shardPlan(SIX, 4);
    expect(byShard(plan, 4)).toEqual([
      ['acme-api', 'acme-search'],
      ['acme-ci', 'acme-wiki'],
      ['acme-git'],
      ['acme-jobs'],
    ]);
    expect(shardPlan([...SIX].reverse(), 4)).toEqual(plan);
  });

  it("with the previous report's times, the slowest shard is as short as it can be here", () => {
    const ms = {
      'acme-api': 40_000,
      'acme-search': 35_000,
      'acme-jobs': 30_000,
      'acme-git': 10_000,
      'acme-wiki': 5_000,
      'acme-ci': 5_000,
    };
    const plan = shardPlan(SIX, 4, new Map(Object.entries(ms)));
    expect(byShard(plan, 4)).toEqual([
      ['acme-api'],
      ['acme-search'],
      ['acme-jobs'],
      ['acme-git', 'acme-ci', 'acme-wiki'],
    ]);
    expect(loads(plan, 4, ms)).toEqual([40_000, 35_000, 30_000, 20_000]);
    // Dealt by name instead, the slowest shard would take 75 s (api + search).
    expect(Math.max(...loads(shardPlan(SIX, 4), 4, ms))).toBe(75_000);
  });

  it('a server the previous report did not time counts as the average; every server is in exactly one shard', () => {
    const ms = new Map([
      ['a', 90],
      ['b', 10],
      ['c', 20],
    ]);
    const plan = shardPlan(['a', 'b', 'c', 'new'], 2, ms);
    // new counts 40: a (90) | new (40), c (20), b (10) = 70.
    expect(byShard(plan, 2)).toEqual([['a'], ['new', 'c', 'b']]);
    expect([...plan.keys()].sort()).toEqual(['a', 'b', 'c', 'new']);
  });
});
