import { describe, expect, it } from 'vitest';
import {
  combinationCount,
  configurations,
  configurationSubject,
  largestConfiguration,
  MAX_CONFIGURATIONS,
  sumOf,
} from '../../src/judge/configurations.js';
import { server, tool } from './measured.js';

const variant = (of: string, name: string, tools: number, bytes = 100) =>
  server(
    `${of}@${name}`,
    Array.from({ length: tools }, (_, i) => tool(`t${i}`, { bytes, tokens: bytes / 4 })),
    { variant: { of, name } },
  );

describe("configurations: the ways a project's servers can be run together", () => {
  it('without variants, one configuration of every server', () => {
    const servers = [server('a', [tool('x')]), server('b', [tool('y'), tool('z')])];
    expect(configurations(servers).map((c) => [c.variants, configurationSubject(c)])).toEqual([[[], 'total']]);
    expect(sumOf(servers)).toEqual({ tools: 3, bytes: 300, tokens: 75 });
  });

  it('variants of one server are alternatives: one configuration per combination, never summed together', () => {
    const servers = [
      server('plain', [tool('p')]),
      variant('gh', 'ro', 1),
      variant('gh', 'rw', 3),
      variant('db', 'a', 1),
      variant('db', 'b', 2),
    ];
    expect(combinationCount(servers)).toBe(4);
    expect(configurations(servers).map(configurationSubject)).toEqual([
      'total (gh@ro, db@a)',
      'total (gh@ro, db@b)',
      'total (gh@rw, db@a)',
      'total (gh@rw, db@b)',
    ]);
    expect(largestConfiguration(servers)).toEqual({ tools: 6, bytes: 600, tokens: 150 });
  });

  it('a server measured as itself beside its variants is one more alternative, never summed with them', () => {
    const servers = [server('plain', [tool('p')]), server('gh', [tool('a'), tool('b')]), variant('gh', 'ro', 1)];
    expect(combinationCount(servers)).toBe(2);
    expect(configurations(servers).map((c) => [configurationSubject(c), c.servers.map((s) => s.name)])).toEqual([
      ['total (gh)', ['plain', 'gh']],
      ['total (gh@ro)', ['plain', 'gh@ro']],
    ]);
    expect(largestConfiguration(servers).tools).toBe(3);
  });

  it('past the limit, only the largest combination in each unit', () => {
    // 7 servers with 2 variants: 128 combinations. The variant with most bytes has the fewest tools.
    const servers = Array.from({ length: 7 }, (_, i) => [
      variant(`s${i}`, 'wide', 3, 100),
      variant(`s${i}`, 'heavy', 1, 1000),
    ]).flat();
    expect(combinationCount(servers)).toBeGreaterThan(MAX_CONFIGURATIONS);
    const chosen = configurations(servers).map((c) => c.variants.map((name) => name.split('@')[1]));
    expect(chosen).toEqual([Array(7).fill('heavy'), Array(7).fill('wide')]);
  });

  it('no servers: a zero total, not a missing one', () => {
    expect(largestConfiguration([])).toEqual({ tools: 0, bytes: 0, tokens: 0 });
  });
});
