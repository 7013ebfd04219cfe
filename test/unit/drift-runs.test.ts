import { describe, expect, it } from 'vitest';
import { mergeRuns } from '../../src/guard/drift.js';
import type { SizeFigures, ToolFigures } from '../../src/guard/size-figures.js';

const tool = (count: number, max: number, p95 = max, largestArguments: ToolFigures['largestArguments'] = {}) => ({
  count,
  over: count > 2 ? 1 : 0,
  tokens: { p50: 1, p95, max },
  bytes: { p50: 4, p95: p95 * 4, max: max * 4 },
  largestArguments,
});
const line = (run: string | undefined, tools: Record<string, ToolFigures>, server = 'prs'): SizeFigures => ({
  schemaVersion: 1,
  ...(run === undefined ? {} : { run }),
  server,
  tokenizer: 'o200k_base',
  mode: 'observe',
  since: `2026-01-0${run?.length ?? 1}T00:00:00.000Z`,
  updated: '2026-01-09T00:00:00.000Z',
  tools,
});

describe('mergeRuns: every run of a figures file, each counted once', () => {
  it("a run's later line replaces its earlier; runs add up; a line without run is a run of its own", () => {
    const { figures, runs } = mergeRuns([
      line('a', { search: tool(1, 10) }),
      line('b', { search: tool(2, 500, 300, { count: 'number' }) }),
      line('a', { search: tool(3, 40), read_log: tool(1, 7) }),
      line(undefined, { search: tool(1, 20) }),
      line('c', { other: tool(1, 1) }, 'notes'),
    ]);
    expect(runs).toBe(4);
    expect(figures.map((f) => f.server)).toEqual(['prs', 'notes']);
    expect(figures[0]!.tools.search).toEqual({
      count: 6,
      over: 1,
      tokens: { p50: 1, p95: 300, max: 500 },
      bytes: { p50: 4, p95: 1200, max: 2000 },
      largestArguments: { count: 'number' },
    });
    expect(figures[0]!.tools.read_log!.count).toBe(1);
    expect(figures[0]).not.toHaveProperty('run');
  });
});
