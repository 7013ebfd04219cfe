import { describe, expect, it } from 'vitest';
import { sessionReport, turnCrossing } from '../../src/measure/sessions/session-turns.js';
import { fixture, hostResult, hostView, page, server, tool, hostTool } from './measured.js';

/** A small server seen by Claude Code (defers: names only at start) and by Gemini CLI (definitions up front). */
const s = server('s', [tool('small'), tool('medium'), tool('unused')], {
  hosts: [
    hostView('claude-code', [hostTool('small', 60), hostTool('medium', 80), hostTool('unused', 40)], {
      sessionStartTokens: 14,
    }),
    hostView('gemini-cli', [hostTool('small', 55, 'mcp_s_'), hostTool('medium', 70, 'mcp_s_'), hostTool('unused', 35)]),
  ],
});
const small = fixture('greet', 's', [page(100, 5)], {
  tool: 'small',
  hosts: [hostResult('claude-code', 5), hostResult('gemini-cli', 12)],
});
const medium = fixture('dump', 's', [page(200_000, 60_000)], {
  tool: 'medium',
  // Claude Code spills it (a note and a preview), Gemini CLI cuts it to 40,000 characters.
  hosts: [
    hostResult('claude-code', 300, { preCutTokens: 60_000, outcome: 'spilled', cut: true }),
    hostResult('gemini-cli', 9_000, { preCutTokens: 60_000, outcome: 'cut', cut: true }),
  ],
});

describe('sessions: what a session of fixtures costs on each host, turn by turn', () => {
  it('Claude Code: the names, then one search loading the two tools the steps call (their definitions once, where the search answered: deferred tools[] entries are not in the prompt), then each result as kept, replayed', () => {
    const report = sessionReport({ name: 'triage', steps: ['greet', 'dump'] }, ['claude-code'], [s], [small, medium]);
    const [claude] = report.hosts;
    expect(claude!.loadedBySearch).toEqual(['mcp__s__small', 'mcp__s__medium']);
    expect(claude!.turns.map((turn) => turn.tokens)).toEqual([14, 14 + 140, 14 + 140 + 5, 14 + 140 + 5 + 300]);
    expect(claude!.turns.map((turn) => turn.after)).toEqual(['start', 'search', { step: 1 }, { step: 2 }]);
    expect(claude!.turns.at(-1)).toMatchObject({ definitions: 154, results: 305 });
    expect(claude!.total).toBe(14 + 154 + 159 + 459);
    expect(report.servers).toEqual(['s']);
  });

  it('Gemini CLI: every definition up front in every turn (no search), each result after its cut replayed', () => {
    const [gemini] = sessionReport(
      { name: 'triage', steps: ['greet', 'dump'] },
      ['gemini-cli'],
      [s],
      [small, medium],
    ).hosts;
    expect(gemini!.loadedBySearch).toBeUndefined();
    expect(gemini!.turns.map((turn) => turn.tokens)).toEqual([160, 172, 9_172]);
    expect(gemini!.total).toBe(160 + 172 + 9_172);
  });

  it('a step called twice loads its tool once; a fixture that walks pages is one call per page', () => {
    const walk = fixture('walk', 's', [page(100, 10), page(100, 20)], {
      tool: 'medium',
      hosts: [
        hostResult('claude-code', 20, {
          pages: [
            { tokens: 10, bytes: 40, outcome: 'whole' },
            { tokens: 20, bytes: 80, outcome: 'whole' },
          ],
        }),
      ],
    });
    const [claude] = sessionReport(
      { name: 'w', steps: ['greet', 'walk', 'greet'] },
      ['claude-code'],
      [s],
      [small, walk],
    ).hosts;
    expect(claude!.loadedBySearch).toEqual(['mcp__s__small', 'mcp__s__medium']);
    expect(claude!.turns.map((turn) => [turn.tokens, turn.after])).toEqual([
      [14, 'start'],
      [154, 'search'],
      [159, { step: 1 }],
      [169, { step: 2, page: 1 }],
      [189, { step: 2, page: 2 }],
      [194, { step: 3 }],
    ]);
  });

  it('no figure where a step was not measured or its server has no view on the host, and why', () => {
    const skipped = fixture('dump', 's', [], { tool: 'medium', skipped: 'tool not listed' });
    expect(
      sessionReport({ name: 't', steps: ['greet', 'dump'] }, ['claude-code'], [s], [small, skipped]).hosts[0],
    ).toEqual({
      host: 'claude-code',
      turns: [],
      total: 0,
      unmeasured: 'step "dump" has no result on this host',
    });
    expect(sessionReport({ name: 't', steps: ['nope'] }, ['codex'], [s], [small]).hosts[0]!.unmeasured).toBe(
      'step "nope" is not a fixture this run measured',
    );
    expect(sessionReport({ name: 't', steps: ['greet'] }, ['codex'], [s], [small]).hosts[0]!.unmeasured).toBe(
      'server "s" has no figures on this host',
    );
  });

  it('the turn that crossed a limit is the first whose running total passes it', () => {
    const turns = [14, 294, 1_294, 4_094].map((tokens) => ({
      tokens,
      definitions: 0,
      results: 0,
      after: 'start' as const,
    }));
    expect(turnCrossing(turns, 5_696)).toBeUndefined();
    expect(turnCrossing(turns, 5_695)).toBe(4);
    expect(turnCrossing(turns, 1_000)).toBe(3);
    expect(turnCrossing(turns, 10)).toBe(1);
  });
});
