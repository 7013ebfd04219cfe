import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { judgeOversized, ratchetFindings, tightenedOversized } from '../../src/judge/ratchet.js';
import { failedServer, figures, fixture, page, server, tool } from './measured.js';

const config: BudgetConfig = {
  limits: { toolBytes: 1000, toolTokens: 250, resultTokens: 2000 },
  oversized: {
    's/grew': { bytes: 3000 },
    's/shrank': { bytes: 3000, tokens: 800 },
    's/fits': { bytes: 3000 },
    's/near': { bytes: 3000 },
    's/gone': { bytes: 3000 },
    'down/x': { bytes: 3000 },
    'fixture:list': { tokens: 9000 },
    'fixture:removed': { tokens: 9000 },
  },
  fixtures: [{ name: 'list', server: 's', tool: 'list' }],
};
const servers = [
  server('s', [
    tool('grew', { bytes: 3001 }),
    tool('shrank', { bytes: 2000, tokens: 780 }),
    tool('fits', { bytes: 900 }),
    tool('near', { bytes: 2950 }),
  ]),
  failedServer('down'),
];
const fixtures = [fixture('list', 's', [page(100, 5000), page(100, 7000)])];

describe('ratchet: oversized entries may shrink, never grow', () => {
  it('grew (error), shrank beyond the tolerance or fits (stale), gone (obsolete); unknown and near are silent', () => {
    const findings = ratchetFindings(config, judgeOversized(config, servers, fixtures));
    expect(figures(findings)).toEqual([
      {
        code: 'OVERSIZED_GREW',
        subject: 's/grew',
        severity: 'error',
        limit: 3000,
        actual: 3001,
        unit: 'bytes',
        path: ['oversized', 's/grew', 'bytes'],
      },
      {
        code: 'OVERSIZED_STALE',
        subject: 's/shrank',
        severity: 'error',
        limit: 3000,
        actual: 2000,
        unit: 'bytes',
        path: ['oversized', 's/shrank', 'bytes'],
      },
      {
        code: 'OVERSIZED_STALE',
        subject: 's/shrank',
        severity: 'error',
        limit: 800,
        actual: 780,
        unit: 'tokens',
        path: ['oversized', 's/shrank', 'tokens'],
      },
      {
        code: 'OVERSIZED_STALE',
        subject: 's/fits',
        severity: 'error',
        limit: 3000,
        actual: 900,
        unit: 'bytes',
        path: ['oversized', 's/fits', 'bytes'],
      },
      { code: 'OVERSIZED_OBSOLETE', subject: 's/gone', severity: 'error', path: ['oversized', 's/gone'] },
      {
        code: 'OVERSIZED_STALE',
        subject: 'fixture:list',
        severity: 'error',
        limit: 9000,
        actual: 7000,
        unit: 'tokens',
        path: ['oversized', 'fixture:list', 'tokens'],
      },
      {
        code: 'OVERSIZED_OBSOLETE',
        subject: 'fixture:removed',
        severity: 'error',
        path: ['oversized', 'fixture:removed'],
      },
    ]);
  });

  it('the tolerance and the severity of stale entries come from budget.json', () => {
    const relaxed: BudgetConfig = { ...config, ratchet: { minDelta: { bytes: 1000, tokens: 30 }, stale: 'warning' } };
    const findings = ratchetFindings(relaxed, judgeOversized(relaxed, servers, fixtures));
    expect(findings.map((f) => `${f.code} ${f.subject} ${f.severity}`)).toEqual([
      'OVERSIZED_GREW s/grew error',
      'OVERSIZED_STALE s/fits warning',
      'OVERSIZED_OBSOLETE s/gone warning',
      'OVERSIZED_STALE fixture:list warning',
      'OVERSIZED_OBSOLETE fixture:removed warning',
    ]);
  });

  it('update lowers and prunes, never raises: the entries after it', () => {
    const changes = tightenedOversized(judgeOversized(config, servers, fixtures));
    expect(Object.fromEntries(changes)).toEqual({
      's/shrank': { bytes: 2000, tokens: 780 },
      's/fits': undefined,
      's/gone': undefined,
      'fixture:list': { tokens: 7000 },
      'fixture:removed': undefined,
    });
  });
});
