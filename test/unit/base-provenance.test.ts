import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import {
  baseProvenance,
  baseUnmeasuredFindings,
  unmeasuredServers,
  type BaseOutcome,
} from '../../src/judge/base/base-provenance.js';
import { failedServer, figures, report, server } from './measured.js';

const options = { setupGiven: false, configFile: 'budget.json' };

describe('base-provenance: where the base figures came from, and what their absence means', () => {
  it('per server: measured, or unmeasured with the failure and its stderr line that names an error', () => {
    const outcome: BaseOutcome = {
      ref: 'main',
      commit: '0123456789',
      source: 'measured',
      report: report([
        server('a'),
        failedServer('b', { stderr: 'loading\nError: Cannot find module dist/index.js\nbye' }),
      ]),
    };
    const provenance = baseProvenance(outcome, ['a', 'b']);
    expect(provenance).toEqual({
      ref: 'main',
      commit: '0123456789',
      source: 'measured',
      servers: [
        { name: 'a', source: 'measured' },
        {
          name: 'b',
          source: 'unmeasured',
          reason: 'SERVER_START_FAILED (start): exited with code 1 — Error: Cannot find module dist/index.js',
        },
      ],
    });
    expect(unmeasuredServers(provenance)).toEqual(['b']);
    const findings = baseUnmeasuredFindings(provenance, outcome, { growth: { toolPercent: 10 } }, options);
    expect(figures(findings)).toEqual([
      { code: 'BASE_UNMEASURED', subject: 'b', severity: 'error', path: ['growth', 'unmeasuredBase'] },
    ]);
    expect(said(findings)[0]!.message).toContain('server "b" at the base (main at 0123456) could not be measured');
  });

  it('no base report: one finding for the base; a warning without growth gates or when the budget is new', () => {
    const none: BaseOutcome = {
      ref: 'main',
      source: 'measured',
      error: 'no budget.json at the merge base',
      missing: 'budget',
    };
    const provenance = baseProvenance(none, ['a']);
    expect(provenance).toEqual({
      ref: 'main',
      source: 'unmeasured',
      error: 'no budget.json at the merge base',
      servers: [{ name: 'a', source: 'unmeasured', reason: 'no budget.json at the merge base' }],
    });
    expect(figures(baseUnmeasuredFindings(provenance, none, { growth: { totalBytes: 1 } }, options))).toEqual([
      { code: 'BASE_UNMEASURED', subject: 'base', severity: 'warning', path: ['growth', 'unmeasuredBase'] },
    ]);
    const failed: BaseOutcome = { ref: 'main', source: 'measured', error: 'setup failed', missing: 'setup' };
    expect(baseUnmeasuredFindings(baseProvenance(failed, ['a']), failed, {}, options).map((f) => f.severity)).toEqual([
      'warning',
    ]);
    expect(
      baseUnmeasuredFindings(
        baseProvenance(failed, ['a']),
        failed,
        { growth: { toolBytes: 1, unmeasuredBase: 'warning' } },
        options,
      ).map((f) => f.severity),
    ).toEqual(['warning']);
    expect(
      baseUnmeasuredFindings(
        baseProvenance(failed, ['a']),
        failed,
        { growth: { toolBytes: 1 } },
        { ...options, policy: 'error' },
      ).map((f) => f.severity),
    ).toEqual(['error']);
  });

  it('every base server measured: nothing to say', () => {
    const outcome: BaseOutcome = { ref: 'main', source: 'report', report: report([server('a')]) };
    expect(
      baseUnmeasuredFindings(baseProvenance(outcome, ['a']), outcome, { growth: { toolBytes: 1 } }, options),
    ).toEqual([]);
  });
});
