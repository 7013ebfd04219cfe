import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { checkResults } from '../../src/judge/check-results.js';
import { figures, fixture, page } from './measured.js';

const config: BudgetConfig = {
  limits: { resultBytes: 10_000, resultTokens: 2000 },
  oversized: { 'fixture:huge': { tokens: 9000 } },
  fixtures: [
    { name: 'read', server: 's', tool: 'read' },
    {
      name: 'list',
      server: 's',
      tool: 'list',
      maxTokens: 500,
      paginate: { cursorArgument: 'cursor', nextCursor: '/next' },
    },
    { name: 'huge', server: 's', tool: 'dump' },
    { name: 'skip', server: 's', tool: 'gone' },
  ],
};

describe('check-results: each page of each fixture against its ceiling', () => {
  it('one result over both limits; a walked fixture is judged page by page under its own tighter limit', () => {
    const findings = said(
      checkResults(config, [
        fixture('read', 's', [page(12_000, 2500)]),
        fixture('list', 's', [page(900, 400), page(1000, 501)]),
      ]),
    );
    expect(figures(findings)).toEqual([
      {
        code: 'RESULT_OVER_BUDGET',
        subject: 'fixture:read',
        severity: 'error',
        limit: 2000,
        actual: 2500,
        unit: 'tokens',
        path: ['limits', 'resultTokens'],
      },
      {
        code: 'RESULT_OVER_BUDGET',
        subject: 'fixture:read',
        severity: 'error',
        limit: 10_000,
        actual: 12_000,
        unit: 'bytes',
        path: ['limits', 'resultBytes'],
      },
      {
        code: 'PAGE_OVER_BUDGET',
        subject: 'fixture:list',
        severity: 'error',
        limit: 500,
        actual: 501,
        unit: 'tokens',
        path: ['fixtures', 1, 'maxTokens'],
      },
    ]);
    expect(findings[2]!.message).toBe('page 2 is 501 tokens > 500 (+1) (text 501, structured 0)');
  });

  it('a page over the message cap is judged in bytes only', () => {
    const findings = said(checkResults(config, [fixture('read', 's', [page(70_000_000, 0, { tooLarge: true })])]));
    expect(figures(findings)).toEqual([
      {
        code: 'RESULT_OVER_BUDGET',
        subject: 'fixture:read',
        severity: 'error',
        limit: 10_000,
        actual: 70_000_000,
        unit: 'bytes',
      },
    ]);
  });

  it("an oversized unit is the ratchet's, a skipped fixture and one budget.json does not define are not judged", () => {
    const findings = checkResults(config, [
      fixture('huge', 's', [page(9000, 8500)]),
      fixture('skip', 's', [], { skipped: 'tool "gone" is not listed', skippedBecause: 'tool-not-listed' }),
      fixture('unknown', 's', [page(99_999, 99_999)]),
    ]);
    expect(findings).toEqual([]);
  });
});
