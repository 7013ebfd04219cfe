// Issue 52, the first turn: each server's slowest start against each host's start-up behaviour, given as figures.
// At most a warning; the figures are given, never timed here.
import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { hostFindings } from '../../src/judge/host-findings.js';
import { NO_WAIT_THRESHOLD_MS } from '../../src/judge/startup-findings.js';
import { startupReport } from '../../src/measure/measurement.js';
import { figures, server } from './measured.js';
import { said } from './said.js';

const started = (name: string, times: number[]) => server(name, [], { startup: startupReport(times) });

describe('startup findings: a slow server against each host that waits, or does not', () => {
  it('Codex waits 1,000 ms for an optional server: a slowest start of 2,500 ms is a warning naming its grace; 800 ms is none', () => {
    const config: BudgetConfig = { hosts: ['codex'] };
    const findings = hostFindings(config, [started('slow', [800, 2_500, 900]), started('quick', [300, 800])], []);
    expect(figures(findings)).toEqual([
      {
        code: 'STARTUP_PAST_HOST_WAIT',
        subject: 'slow',
        severity: 'warning',
        path: ['hostLimits', 'codex', 'startupWaitMs'],
      },
    ]);
    const [words] = said(findings);
    expect(words!.message).toContain('slowest start took 2,500 ms');
    expect(words!.message).toContain('median 900 ms over 3 starts, timed on this machine');
    expect(words!.message).toContain('Codex CLI waits 1,000 ms');
    expect(words!.fix).toContain('mcp_optional_startup_grace_ms');
  });

  it("Qwen Code waits 30,000 ms run non-interactively and not at all in an interactive session: one of each, past each's threshold", () => {
    const config: BudgetConfig = { hosts: ['qwen-code'] };
    const findings = hostFindings(config, [started('s', [31_000])], []);
    expect(findings.map((f) => [f.code, f.severity])).toEqual([
      ['STARTUP_PAST_HOST_WAIT', 'warning'],
      ['STARTUP_HOST_NO_WAIT', 'warning'],
    ]);
    const [past, unwaited] = said(findings);
    expect(past!.message).toContain('Qwen Code (run non-interactively) waits 30,000 ms');
    expect(unwaited!.message).toContain('past 5,000 ms, and Qwen Code (in an interactive session) sends its first');
    // 6,000 ms: within the 30 s wait, past the no-wait threshold: only the interactive one.
    expect(hostFindings(config, [started('s', [6_000])], []).map((f) => f.code)).toEqual(['STARTUP_HOST_NO_WAIT']);
  });

  it('Claude Code run with -p waits 30,000 ms (MCP_TIMEOUT); its interactive session is unknown: no no-wait finding', () => {
    const config: BudgetConfig = { hosts: ['claude-code'] };
    const findings = hostFindings(config, [started('s', [31_000])], []);
    expect(findings.map((f) => f.code)).toEqual(['STARTUP_PAST_HOST_WAIT']);
    expect(said(findings)[0]!.message).toContain('Claude Code (run non-interactively) waits 30,000 ms');
    expect(said(findings)[0]!.fix).toContain('MCP_TIMEOUT');
    expect(hostFindings(config, [started('s', [29_000])], [])).toEqual([]);
  });

  it('the no-wait threshold: past it a warning, at it none', () => {
    const config: BudgetConfig = { hosts: ['qwen-code'] };
    expect(hostFindings(config, [started('s', [NO_WAIT_THRESHOLD_MS + 1])], []).map((f) => f.code)).toEqual([
      'STARTUP_HOST_NO_WAIT',
    ]);
    expect(hostFindings(config, [started('s', [NO_WAIT_THRESHOLD_MS])], [])).toEqual([]);
  });

  it("hostLimits.<host>.startupWaitMs is users' own wait: Gemini CLI set to 2,000 ms warns at 3,000, its 600 s default does not", () => {
    const s = started('s', [3_000]);
    expect(hostFindings({ hosts: ['gemini-cli'] }, [s], [])).toEqual([]);
    const findings = hostFindings(
      { hosts: ['gemini-cli'], hostLimits: { 'gemini-cli': { startupWaitMs: 2_000 } } },
      [s],
      [],
    );
    expect(findings.map((f) => f.code)).toEqual(['STARTUP_PAST_HOST_WAIT']);
    expect(said(findings)[0]!.message).toContain('Gemini CLI waits 2,000 ms');
  });

  it('a host whose wait is not known (Copilot CLI: recorded waiting, for how long unknown) and a server with no start-up figure: nothing', () => {
    const config: BudgetConfig = { hosts: ['copilot-cli', 'codex'] };
    expect(hostFindings(config, [started('s', [60_000])], []).map((f) => f.host)).toEqual(['codex']);
    expect(hostFindings(config, [server('no-figure')], [])).toEqual([]);
  });
});
