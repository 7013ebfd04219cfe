import { describe, expect, it } from 'vitest';
import type { ReportedFinding as Finding } from '../../src/judge/findings.js';
import { entryLineFinder } from '../../src/budget/entry-lines.js';
import { FINGERPRINT_KEY, MAX_RESULTS_PER_RUN, renderSarif } from '../../src/report/reporters/sarif.js';
import { report, server, tool } from './measured.js';

const over = (i: number, severity: Finding['severity'] = 'error'): Finding => ({
  code: 'TOOL_OVER_BUDGET',
  severity,
  subject: `s/t${i}`,
  limit: 100,
  actual: 200 + i,
  unit: 'bytes',
  message: 'over',
  path: ['limits', 'toolBytes'],
});

describe('SARIF within code scanning limits', () => {
  it('26,000 findings: 25,000 results, errors kept first, the overflow counted in the run', () => {
    const many = { ...report([server('s', [tool('a', { bytes: 900, tokens: 225 })])]), ok: false };
    many.findings = [
      ...Array.from({ length: 1_000 }, (_, i) => ({ ...over(i, 'warning'), code: 'BUDGET_RAISED' as const })),
      ...Array.from({ length: 25_000 }, (_, i) => over(i)),
    ];
    const run = JSON.parse(renderSarif(many, { command: 'check', color: false })).runs[0];
    expect(run.results).toHaveLength(MAX_RESULTS_PER_RUN);
    expect(run.results.every((r: { level: string }) => r.level === 'error')).toBe(true);
    expect(run.properties).toMatchObject({ findings: 26_000, resultsOmitted: 1_000 });
    expect(run.tool.driver.rules.length).toBeLessThanOrEqual(25_000);
    expect(run.results.every((r: { locations: unknown[] }) => r.locations.length === 1)).toBe(true);
    expect(
      new Set(
        run.results.map((r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints[FINGERPRINT_KEY]),
      ).size,
    ).toBe(25_000);
  });

  it('fingerprints follow what a finding is about, not its figures or its line', () => {
    const one = { ...report([]), ok: false, findings: [over(1)] };
    const moved = { ...one, findings: [{ ...over(1), actual: 999 }] };
    const print = (r: typeof one, line: number) =>
      JSON.parse(renderSarif(r, { command: 'check', color: false, lineOf: () => line })).runs[0].results[0]
        .partialFingerprints;
    expect(print(moved, 9)).toEqual(print(one, 4));
    expect(print({ ...one, findings: [{ ...over(1), unit: 'tokens' }] }, 4)).not.toEqual(print(one, 4));
  });

  it('a subject without a budget path is located on its entry: oversized, server, fixture by name; none when absent', () => {
    const text = `{
  "servers": {
    "a": { "command": "x" }
  },
  "oversized": {
    "a/big": { "bytes": 10 }
  },
  "fixtures": [
    { "name": "one", "tool": "a/t" },
    { "name": "two", "tool": "a/t" }
  ]
}
`;
    const line = entryLineFinder(text);
    expect([line('a'), line('a/small'), line('a/big'), line('fixture:two'), line('imported'), line('total')]).toEqual([
      3,
      3,
      6,
      10,
      undefined,
      undefined,
    ]);
    // A path budget.json has is its own line; a default limit (no such key) is the subject's entry.
    expect([
      line('a/big', ['oversized', 'a/big', 'bytes']),
      line('a/small', ['limits', 'toolBytes']),
      line('fixture:one', ['fixtures', 0, 'maxTokens']),
    ]).toEqual([6, 3, 9]);
  });
});
