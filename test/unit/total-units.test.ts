// A total over in bytes and in tokens reports both: with one of them, the next run fails again on the other.
import { describe, expect, it } from 'vitest';
import { checkDefinitions } from '../../src/judge/check-definitions.js';
import { figures, server, tool } from './measured.js';

describe('a total over in two units', () => {
  it('is one finding per unit', () => {
    const found = checkDefinitions({ limits: { totalBytes: 50_000, totalTokens: 10_000 } }, [
      server('notion', [tool('a', { bytes: 76_190, tokens: 17_498 })]),
    ]);
    expect(figures(found).filter((finding) => finding.code === 'TOTAL_OVER_BUDGET')).toEqual([
      {
        code: 'TOTAL_OVER_BUDGET',
        subject: 'total',
        severity: 'error',
        limit: 50_000,
        actual: 76_190,
        unit: 'bytes',
        path: ['limits', 'totalBytes'],
      },
      {
        code: 'TOTAL_OVER_BUDGET',
        subject: 'total',
        severity: 'error',
        limit: 10_000,
        actual: 17_498,
        unit: 'tokens',
        path: ['limits', 'totalTokens'],
      },
    ]);
  });
});
