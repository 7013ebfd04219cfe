import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { buildReport, judge, judgeContracts, sortFindings } from '../../src/judge/judge.js';
import type { Finding } from '../../src/judge/findings.js';
import { codes, failedServer, fixture, measurement, page, server, tool } from './measured.js';

const finding = (code: Finding['code'], severity: Finding['severity'], subject: string): Finding =>
  ({ code, severity, subject, args: code === 'STDOUT_NOISE' ? { lines: 1, first: ['noise'] } : {} }) as Finding;

describe('judge: one verdict from every rule, failures first', () => {
  it('limits, contracts, hosts and the ratchet in one list, errors before warnings, each ceiling recorded on its subject', () => {
    const config: BudgetConfig = {
      servers: { s: { command: 's' } },
      limits: { toolBytes: 500, resultTokens: 100 },
      oversized: { 's/big': { bytes: 900 } },
      fixtures: [{ name: 'read', server: 's', tool: 'read' }],
    };
    const m = measurement(
      [
        server('s', [tool('big', { bytes: 950 }), tool('wide', { bytes: 600 })], {
          stdoutNoise: { lines: 1, first: ['hello'] },
        }),
      ],
      [fixture('read', 's', [page(400, 120)])],
    );
    const { report, verdicts } = judge(config, m, 'budget.json');
    expect(codes(report.findings)).toEqual([
      'TOOL_OVER_BUDGET s/wide',
      'RESULT_OVER_BUDGET fixture:read',
      'OVERSIZED_GREW s/big',
      'STDOUT_NOISE s',
    ]);
    expect(verdicts.map((v) => v.key)).toEqual(['s/big']);
    expect(report.servers[0]!.tools.map((t) => t.ceiling)).toEqual([{ bytes: 900 }, { bytes: 500 }]);
    expect(report.fixtures[0]!.ceiling).toEqual({ tokens: 100 });
    expect({ ok: report.ok, config: report.config, totals: report.totals }).toEqual({
      ok: false,
      config: 'budget.json',
      totals: { servers: 1, tools: 2, bytes: 1550, tokens: 50 },
    });
  });

  it('without limits, only contracts: a failed server fails the report', () => {
    const report = judgeContracts({}, measurement([server('a', [tool('x', { bytes: 1e6 })]), failedServer('b')]));
    expect(codes(report.findings)).toEqual(['SERVER_START_FAILED b']);
    expect(report.ok).toBe(false);
    expect(report.totals).toEqual({ servers: 2, tools: 1, bytes: 1e6, tokens: 25 });
  });

  it('a report with warnings only is ok; the skipped servers are kept', () => {
    const skipped = { server: 'remote', reason: 'no command', origin: '.mcp.json' };
    const report = buildReport(measurement([server('a')], [], { skippedServers: [skipped] }), [
      finding('STDOUT_NOISE', 'warning', 'a'),
    ]);
    expect(report.ok).toBe(true);
    expect(report.skippedServers).toEqual([skipped]);
  });

  it('sorting keeps the order within a severity', () => {
    const sorted = sortFindings([
      finding('BINARY_CONTENT', 'notice', 'n'),
      finding('STDOUT_NOISE', 'warning', 'w1'),
      finding('TOOL_OVER_BUDGET', 'error', 'e1'),
      finding('STDOUT_NOISE', 'warning', 'w2'),
      finding('TOOL_OVER_BUDGET', 'error', 'e2'),
    ]);
    expect(sorted.map((f) => f.subject)).toEqual(['e1', 'e2', 'w1', 'w2', 'n']);
  });
});
