import { describe, expect, it } from 'vitest';
import type { ChangeTable } from '../../src/judge/base/change-table.js';
import { totalLine } from '../../src/report/reporters/change-rows.js';

const zero = { bytes: 0, tokens: 0 };
const table = (over: Partial<ChangeTable>): ChangeTable => ({
  ref: 'main',
  source: 'measured',
  subjects: [],
  servers: [],
  total: { before: zero, after: zero, deltaBytes: 0, deltaTokens: 0 },
  ...over,
});

describe('change-rows totalLine: the total against the base is a figure only where a server was compared', () => {
  it('every server unmeasured at the base: no total, never 0 B · 0 tok → 0 B · 0 tok', () => {
    const line = totalLine(table({ unmeasured: ['proj'] }));
    expect(line).toBe('no total compared: no server was measured on both sides (proj: unmeasured at the base)');
    expect(line).not.toContain('0 B');
  });

  it('some compared: the total of those, naming the ones left out', () => {
    const line = totalLine(
      table({
        unmeasured: ['b'],
        servers: [
          {
            name: 'a',
            before: { bytes: 100, tokens: 20 },
            after: { bytes: 150, tokens: 30 },
            deltaBytes: 50,
            deltaTokens: 10,
          },
        ],
        total: {
          before: { bytes: 100, tokens: 20 },
          after: { bytes: 150, tokens: 30 },
          deltaBytes: 50,
          deltaTokens: 10,
          percent: 50,
        },
      }),
    );
    expect(line).toMatch(
      /^total of the servers compared \(not b: unmeasured at the base\) 100 B · 20 tok → 150 B · 30 tok \(\+50 B/,
    );
  });
});
