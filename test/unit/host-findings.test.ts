import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { hostFindings } from '../../src/judge/host-findings.js';
import { figures, fixture, hostResult, hostView, page, server, tool } from './measured.js';
import { said } from './said.js';

const perTool = (name: string, tokens: number, extra: Record<string, unknown> = {}) => ({
  name,
  hostName: `mcp__s__${name}`,
  bytes: tokens * 4,
  tokens,
  descriptionCut: false,
  ...extra,
});

describe("host-findings: what each host's model receives, against its facts and hostLimits", () => {
  it('Claude Code: a description cut at 16,384 chars through tool search (that limit second-hand: a warning), a stripped schema keyword, a result over its token cap, a lost cursor', () => {
    const config: BudgetConfig = { hosts: ['claude-code'] };
    const s = server('s', [tool('long', { descriptionChars: 20_000 }), tool('union')], {
      hosts: [
        hostView('claude-code', [
          perTool('long', 700, { descriptionCut: true }),
          perTool('union', 50, { strippedKeywords: ['anyOf@root'] }),
        ]),
      ],
    });
    const f = fixture('dump', 's', [page(200_000, 30_000)], {
      hosts: [
        hostResult('claude-code', 30_000, {
          preCutTokens: 30_000,
          outcome: 'cut',
          cut: true,
          lost: ['the next cursor'],
        }),
      ],
    });
    expect(figures(hostFindings(config, [s], [f]))).toEqual([
      {
        code: 'HOST_DESCRIPTION_CUT',
        subject: 's/long',
        severity: 'warning',
        limit: 16_384,
        actual: 20_000,
        unit: 'chars',
        path: ['hosts'],
      },
      { code: 'HOST_SCHEMA_STRIPPED', subject: 's/union', severity: 'warning', path: ['hosts'] },
      {
        code: 'HOST_RESULT_OVER_CAP',
        subject: 'fixture:dump',
        severity: 'error',
        limit: 25_000,
        actual: 30_000,
        unit: 'tokens',
        path: ['hosts'],
      },
      { code: 'TRUNCATED_BY_HOST', subject: 'fixture:dump', severity: 'error', path: ['hosts'] },
    ]);
  });

  it('a spilled result is a warning of its own, not over the cap, and says the rule that spilled it', () => {
    // Over 25,000 tokens Claude Code 2.1.328 saves the result and its model reads a note, no preview (recorded).
    const f = fixture('dump', 's', [page(300_000, 60_000)], {
      hosts: [hostResult('claude-code', 346, { preCutTokens: 60_000, outcome: 'spilled', cut: true })],
    });
    const capped = hostFindings({ hosts: ['claude-code'] }, [server('s')], [f]);
    expect(figures(capped)).toEqual([
      {
        code: 'HOST_RESULT_SPILLED',
        subject: 'fixture:dump',
        severity: 'warning',
        limit: 25_000,
        unit: 'tokens',
        path: ['hosts'],
      },
    ]);
    expect(said(capped)[0]!.message).toContain(
      'Claude Code saves this result to a file (over its cap of 25,000 tokens): its model reads only a note naming the file, 346 of 60,000 tokens',
    );
    // Under the token cap and over 50,000 characters: <persisted-output> with a 2,000-character preview.
    const long = fixture('dump', 's', [page(60_000, 18_000)], {
      hosts: [hostResult('claude-code', 683, { preCutTokens: 18_000, outcome: 'spilled', cut: true })],
    });
    const spilled = hostFindings({ hosts: ['claude-code'] }, [server('s')], [long]);
    expect(figures(spilled)).toMatchObject([{ code: 'HOST_RESULT_SPILLED', limit: 50_000, unit: 'chars' }]);
    expect(said(spilled)[0]!.message).toContain(
      '(over 50,000 chars): its model reads a reference and about 2,000 chars',
    );
  });

  it('a middle cut that keeps the cursor is still a warning that says what the model loses (Codex, Gemini CLI)', () => {
    const lost = { at: 24_000, chars: 72_000, start: 'record 2401: the middle the model never reads' };
    const codex = fixture('dump', 's', [page(120_000, 30_000)], {
      hosts: [
        hostResult('codex', 12_000, {
          bytes: 48_000,
          preCutTokens: 30_000,
          preCutBytes: 120_000,
          outcome: 'cut',
          cut: true,
          textLost: lost,
        }),
      ],
    });
    const findings = hostFindings({ hosts: ['codex'] }, [server('s')], [codex]);
    expect(figures(findings)).toEqual([
      {
        code: 'HOST_RESULT_CUT',
        subject: 'fixture:dump',
        severity: 'warning',
        limit: 12_000,
        actual: 30_000,
        unit: 'tokens',
        path: ['hosts'],
      },
    ]);
    expect(said(findings)[0]!.message).toContain(
      'Codex CLI cuts this result: its model reads 12,000 of 30,000 tokens (48,000 of 120,000 bytes) and loses 72,000 chars from char 24,000, starting "record 2401: the middle the model never reads"',
    );
    const gemini = fixture('dump', 's', [page(60_000, 15_000)], {
      hosts: [
        hostResult('gemini-cli', 10_000, {
          preCutTokens: 15_000,
          outcome: 'cut',
          cut: true,
          textLost: { at: 8000, chars: 20_000, start: 'x' },
        }),
      ],
    });
    expect(figures(hostFindings({ hosts: ['gemini-cli'] }, [server('s')], [gemini])).map((f) => f.code)).toEqual([
      'HOST_RESULT_CUT',
    ]);
    // VS Code with Copilot Chat keeps an embedded resource's first 500 lines: the warning cites that fact.
    const vscode = fixture('dump', 's', [page(60_000, 15_000)], {
      hosts: [
        hostResult('vscode-copilot', 2_000, {
          preCutTokens: 15_000,
          outcome: 'cut',
          cut: true,
          textLost: { at: 900, chars: 50_000, start: 'l500' },
        }),
      ],
    });
    expect(said(hostFindings({ hosts: ['vscode-copilot'] }, [server('s')], [vscode]))[0]!.message).toContain(
      'MAX_PREVIEW_LINES',
    );
    // With the cursor lost, TRUNCATED_BY_HOST says it (an error) and this warning is not added.
    const cursorLost = fixture('dump', 's', [page(120_000, 30_000)], {
      hosts: [
        hostResult('codex', 12_000, {
          preCutTokens: 30_000,
          outcome: 'cut',
          cut: true,
          lost: ['the cursor of page 1'],
          textLost: lost,
        }),
      ],
    });
    expect(figures(hostFindings({ hosts: ['codex'] }, [server('s')], [cursorLost])).map((f) => f.code)).toEqual([
      'TRUNCATED_BY_HOST',
    ]);
  });

  it("names: over Cursor's 60 chars (second-hand: a warning), shortened by Codex", () => {
    const long = 'x'.repeat(58);
    const cursor = server('s', [tool(long)], {
      hosts: [hostView('cursor', [{ ...perTool(long, 10), hostName: `s_${long}` }])],
    });
    expect(hostFindings({ hosts: ['cursor'] }, [cursor], [])).toEqual([]);
    const over = server('s', [tool(`${long}yz`)], {
      hosts: [hostView('cursor', [{ ...perTool(`${long}yz`, 10), hostName: `s_${long}yz` }])],
    });
    expect(figures(hostFindings({ hosts: ['cursor'] }, [over], []))).toEqual([
      {
        code: 'HOST_NAME_TOO_LONG',
        subject: `s/${long}yz`,
        severity: 'warning',
        limit: 60,
        actual: 62,
        unit: 'chars',
        path: ['hosts'],
      },
    ]);
    const codex = server('s', [tool('t')], {
      hosts: [hostView('codex', [{ ...perTool('t', 10), unshortened: 'mcp__s__'.padEnd(70, 't') }])],
    });
    expect(figures(hostFindings({ hosts: ['codex'] }, [codex], []))).toEqual([
      {
        code: 'HOST_NAME_SHORTENED',
        subject: 's/t',
        severity: 'warning',
        limit: 64,
        actual: 70,
        unit: 'chars',
        path: ['hosts'],
      },
    ]);
  });

  it('hostLimits per configuration, tool and result; more tools than the host accepts', () => {
    const config: BudgetConfig = {
      hosts: ['cursor'],
      hostLimits: { cursor: { sessionStartTokens: 1000, toolTokens: 400, resultTokens: 500, reservedTools: 5 } },
    };
    const tools = Array.from({ length: 76 }, (_, i) => perTool(`t${i}`, i === 0 ? 401 : 20));
    const s = server('s', [], { hosts: [hostView('cursor', tools)] });
    const f = fixture('read', 's', [page(4000, 900)], { hosts: [hostResult('cursor', 900)] });
    expect(figures(hostFindings(config, [s], [f]))).toEqual([
      {
        code: 'HOST_OVER_BUDGET',
        subject: 'total',
        severity: 'error',
        limit: 1000,
        actual: 401 + 75 * 20,
        unit: 'tokens',
        path: ['hostLimits', 'cursor', 'sessionStartTokens'],
      },
      {
        code: 'HOST_OVER_BUDGET',
        subject: 's/t0',
        severity: 'error',
        limit: 400,
        actual: 401,
        unit: 'tokens',
        path: ['hostLimits', 'cursor', 'toolTokens'],
      },
      {
        code: 'HOST_OVER_BUDGET',
        subject: 'fixture:read',
        severity: 'error',
        limit: 500,
        actual: 900,
        unit: 'tokens',
        path: ['hostLimits', 'cursor', 'resultTokens'],
      },
      {
        code: 'HOST_TOO_MANY_TOOLS',
        subject: 'total',
        severity: 'warning',
        limit: 75,
        actual: 76,
        unit: 'tools',
        path: ['hosts'],
      },
    ]);
  });

  it('no hosts in budget.json, or no view of a server: nothing', () => {
    const s = server('s', [], { hosts: [hostView('cursor', [perTool('t', 1e6)])] });
    expect(hostFindings({}, [s], [])).toEqual([]);
    expect(hostFindings({ hosts: ['claude-code'] }, [s], [])).toEqual([]);
  });
});
