import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { checkSessions, sessionReports } from '../../src/judge/check-sessions.js';
import { judgeOversized, ratchetFindings } from '../../src/judge/ratchet.js';
import { verdictOf } from '../../src/judge/judge.js';
import { fixture, hostResult, hostView, measurement, page, server, tool, hostTool } from './measured.js';

const s = server('s', [tool('small'), tool('medium')], {
  hosts: [
    hostView('claude-code', [hostTool('small', 60), hostTool('medium', 80)], { sessionStartTokens: 14 }),
    hostView('gemini-cli', [hostTool('small', 55, 'mcp_s_'), hostTool('medium', 70, 'mcp_s_')]),
  ],
});
const fixtures = [
  fixture('greet', 's', [page(100, 5)], {
    tool: 'small',
    hosts: [hostResult('claude-code', 1_000), hostResult('gemini-cli', 12)],
  }),
  fixture('dump', 's', [page(200_000, 60_000)], {
    tool: 'medium',
    hosts: [hostResult('claude-code', 2_800), hostResult('gemini-cli', 9_000)],
  }),
];
// Claude Code: 14 → 154 → 1,154 → 3,954 (5,276 in all); Gemini CLI: 125 → 137 → 9,137 (9,399).
const base: BudgetConfig = {
  hosts: ['claude-code', 'gemini-cli'],
  fixtures: [
    { name: 'greet', server: 's', tool: 'small' },
    { name: 'dump', server: 's', tool: 'medium' },
  ],
  sessions: [{ name: 'triage', steps: ['greet', 'dump'] }],
};

describe('sessions against limits.sessionTokens: every configured host must meet it', () => {
  it('the report holds each host turn by turn, and the total', () => {
    const [triage] = sessionReports(base, [s], fixtures);
    expect(triage!.hosts.map((host) => [host.host, host.turns.map((turn) => turn.tokens), host.total])).toEqual([
      ['claude-code', [14, 154, 1_154, 3_954], 5_276],
      ['gemini-cli', [125, 137, 9_137], 9_399],
    ]);
  });

  it('a host over the limit is SESSION_OVER_BUDGET, naming the host and the turn that crossed it; a host within it is silent', () => {
    const config: BudgetConfig = { ...base, limits: { sessionTokens: 6_000 } };
    const findings = checkSessions(config, sessionReports(config, [s], fixtures));
    expect(findings).toEqual([
      {
        code: 'SESSION_OVER_BUDGET',
        severity: 'error',
        subject: 'session:triage',
        limit: 6_000,
        actual: 9_399,
        unit: 'tokens',
        path: ['limits', 'sessionTokens'],
        host: 'gemini-cli',
        args: { title: 'Gemini CLI', turn: 3, turns: 3 },
      },
    ]);
    const tighter: BudgetConfig = { ...base, limits: { sessionTokens: 1_000 } };
    expect(
      checkSessions(tighter, sessionReports(tighter, [s], fixtures)).map((f) => [f.host, f.args, f.actual, f.limit]),
    ).toEqual([
      ['claude-code', { title: 'Claude Code', turn: 3, turns: 4 }, 5_276, 1_000],
      ['gemini-cli', { title: 'Gemini CLI', turn: 3, turns: 3 }, 9_399, 1_000],
    ]);
  });

  it("a session whose steps call one server is held by that server's own sessionTokens over the top-level one", () => {
    const config: BudgetConfig = {
      ...base,
      limits: { sessionTokens: 100_000 },
      servers: { s: { command: 'node', limits: { sessionTokens: 9_000 } } },
    };
    expect(checkSessions(config, sessionReports(config, [s], fixtures)).map((f) => [f.path, f.limit])).toEqual([
      [['servers', 's', 'limits', 'sessionTokens'], 9_000],
    ]);
  });

  it('an oversized entry session:<name> replaces the limit: the ratchet holds it (grew, stale, obsolete)', () => {
    const grew: BudgetConfig = {
      ...base,
      limits: { sessionTokens: 1_000 },
      oversized: { 'session:triage': { tokens: 9_000 } },
    };
    expect(checkSessions(grew, sessionReports(grew, [s], fixtures))).toEqual([]);
    const verdicts = judgeOversized(grew, [s], fixtures);
    expect(ratchetFindings(grew, verdicts).map((f) => [f.code, f.subject, f.actual, f.limit])).toEqual([
      ['OVERSIZED_GREW', 'session:triage', 9_399, 9_000],
    ]);
    const shrank: BudgetConfig = { ...grew, oversized: { 'session:triage': { tokens: 20_000 } } };
    expect(ratchetFindings(shrank, judgeOversized(shrank, [s], fixtures)).map((f) => [f.code, f.actual])).toEqual([
      ['OVERSIZED_STALE', 9_399],
    ]);
    const fits: BudgetConfig = { ...shrank, limits: { sessionTokens: 10_000 } };
    expect(ratchetFindings(fits, judgeOversized(fits, [s], fixtures)).map((f) => [f.code, f.args])).toEqual([
      ['OVERSIZED_STALE', { what: { kind: 'session', key: 'session:triage' }, fitsGeneral: 10_000 }],
    ]);
    const gone: BudgetConfig = { ...grew, sessions: [] };
    expect(ratchetFindings(gone, judgeOversized(gone, [s], fixtures)).map((f) => [f.code, f.args])).toEqual([
      ['OVERSIZED_OBSOLETE', { kind: 'session', name: 'triage' }],
    ]);
  });

  it('a host without a figure (a step not measured) fails nothing and is not a total of 0 to the ratchet', () => {
    const config: BudgetConfig = {
      ...base,
      limits: { sessionTokens: 1 },
      oversized: { 'session:triage': { tokens: 100_000 } },
    };
    const skipped = [fixtures[0]!, fixture('dump', 's', [], { tool: 'medium', skipped: 'tool not listed' })];
    expect(checkSessions(config, sessionReports(config, [s], skipped))).toEqual([]);
    expect(ratchetFindings(config, judgeOversized(config, [s], skipped))).toEqual([]);
  });

  it('the verdict carries the sessions into the report', () => {
    const config: BudgetConfig = { ...base, limits: { sessionTokens: 6_000 } };
    const verdict = verdictOf(config, measurement([s], fixtures));
    expect(verdict.sessions?.map((session) => session.name)).toEqual(['triage']);
    expect(verdict.findings.map((f) => f.code)).toContain('SESSION_OVER_BUDGET');
  });
});
