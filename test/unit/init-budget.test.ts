import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMITS,
  initialBudget,
  SCHEMA_REFERENCE,
  tightenedTotals,
  withHeadroom,
} from '../../src/judge/init-budget.js';
import { failedServer, measurement, server, tool } from './measured.js';

describe("init-budget: the first budget.json, and update's tightened totals", () => {
  it("defaults per tool, totals with headroom, today's oversized tools listed at their size per unit", () => {
    const m = measurement([
      server('s', [tool('big', { bytes: 5000, tokens: 900, descriptionChars: 3000 }), tool('small')], {
        instructions: { chars: 10, bytes: 10, tokens: 3 },
      }),
      failedServer('down'),
    ]);
    const { config, relaxed } = initialBudget({ servers: { s: { command: 's' } } }, m);
    expect(relaxed).toEqual([]);
    expect(config).toEqual({
      $schema: SCHEMA_REFERENCE,
      tokenizer: 'o200k_base',
      servers: { s: { command: 's' } },
      limits: { ...DEFAULT_LIMITS, totalBytes: 5610, totalTokens: 1018 },
      oversized: { 's/big': { bytes: 5000, chars: 3000 } },
    });
  });

  it("limits without a per-subject entry start at today's figure when today exceeds the default", () => {
    const tools = Array.from({ length: 101 }, (_, i) =>
      tool(`t${i}`, { hostName: i === 0 ? 'n'.repeat(70) : `t${i}` }),
    );
    const { config, relaxed } = initialBudget(
      {},
      measurement([server('s', tools, { instructions: { chars: 5000, bytes: 5000, tokens: 1000 } })]),
      0,
    );
    expect(relaxed).toEqual([
      { limit: 'toolCount', from: 100, to: 101 },
      { limit: 'descriptionChars', from: 2048, to: 5000 },
      { limit: 'nameChars', from: 64, to: 70 },
    ]);
    expect(config.limits).toMatchObject({
      toolCount: 101,
      descriptionChars: 5000,
      nameChars: 70,
      totalBytes: 10_100,
      totalTokens: 2525,
    });
    expect(config.oversized).toBeUndefined();
  });

  it('update brings a total down to today plus headroom, never up, and not when a server failed', () => {
    expect(withHeadroom(1000, 10)).toBe(1100);
    expect(withHeadroom(999, 10)).toBe(1099);
    const m = measurement([server('s', [tool('a', { bytes: 1000, tokens: 250 })])]);
    expect(tightenedTotals({ limits: { totalBytes: 5000, totalTokens: 200 } }, m)).toEqual([
      { limit: 'totalBytes', from: 5000, to: 1100 },
    ]);
    expect(tightenedTotals({ limits: { totalBytes: 5000 } }, measurement([...m.servers, failedServer('b')]))).toEqual(
      [],
    );
  });
});
