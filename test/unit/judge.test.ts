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

describe('judge: an oversized entry of a server holds its variants', () => {
  const config: BudgetConfig = {
    servers: { gh: { command: 'gh', variants: { all: { env: { TOOLSETS: 'all' } }, ro: {} } } },
    limits: { toolBytes: 500 },
    oversized: { 'gh/search_code': { bytes: 900 }, 'gh@ro/search_code': { bytes: 700 } },
  };
  const variant = (name: string, bytes: number) =>
    server(`gh@${name}`, [tool('search_code', { bytes }), tool('small', { bytes: 100 })], {
      variant: { of: 'gh', name },
    });

  it("the variant's same tool is held to the server's entry, not failed as over budget; a variant's own entry wins", () => {
    const m = measurement([
      server('gh', [tool('search_code', { bytes: 880 }), tool('small', { bytes: 100 })]),
      variant('all', 890),
      variant('ro', 650),
    ]);
    const { report } = judge(config, m, 'budget.json');
    expect(codes(report.findings)).toEqual([]);
    expect(report.servers.map((s) => [s.name, s.tools[0]!.ceiling])).toEqual([
      ['gh', { bytes: 900 }],
      ['gh@all', { bytes: 900 }],
      ['gh@ro', { bytes: 700 }],
    ]);
  });

  it("the variant's tool past the server's entry is OVERSIZED_GREW on the variant, pointing at the entry", () => {
    const m = measurement([
      server('gh', [tool('search_code', { bytes: 880 })]),
      variant('all', 950),
      variant('ro', 650),
    ]);
    const { report } = judge(config, m, 'budget.json');
    expect(report.findings.map((f) => [f.code, f.subject, f.severity, f.limit, f.actual, f.path?.join('.')])).toEqual([
      ['OVERSIZED_GREW', 'gh@all/search_code', 'error', 900, 950, 'oversized.gh/search_code.bytes'],
    ]);
  });

  it('the entry is lowered only as far as the largest configuration it holds; gone only when every one lost the tool', () => {
    const shrunk = measurement([
      server('gh', [tool('search_code', { bytes: 600 })]),
      variant('all', 820),
      variant('ro', 650),
    ]);
    const stale = judge(config, shrunk, 'budget.json').report.findings;
    expect(stale.map((f) => [f.code, f.subject, f.limit, f.actual])).toEqual([
      ['OVERSIZED_STALE', 'gh/search_code', 900, 820],
    ]);
    const movedToVariant = measurement([
      server('gh', [tool('small', { bytes: 100 })]),
      variant('all', 890),
      variant('ro', 650),
    ]);
    expect(codes(judge(config, movedToVariant, 'budget.json').report.findings)).toEqual([]);
  });
});
