// explore's report is data; the reporters render it: the text says each tool's worst case, the limits it is over, each
// host's view, its growth, what was not covered and which tools were not called; server strings stay inert.
import { describe, expect, it } from 'vitest';
import type { ExploreReport } from '../../src/measure/explore/explore-report.js';
import { exploreChoice } from '../../src/measure/explore/tool-selection.js';
import { growthSentence, renderExplore, renderExploreJson } from '../../src/report/reporters/explore.js';

const REPORT: ExploreReport = {
  tools: [
    {
      server: 'gh',
      tool: 'list_issues',
      because: 'read-only',
      calls: 42,
      refused: 3,
      worst: {
        arguments: { per_page: 100, state: 'all' },
        wireBytes: 612_000,
        tokens: 150_000,
        isError: false,
        hosts: [
          { host: 'claude-code', outcome: 'spilled', tokens: 350, bytes: 1400 },
          { host: 'codex', outcome: 'cut', tokens: 12_000, bytes: 48_000, limit: 8000, over: true },
        ],
      },
      limits: [{ unit: 'tokens', value: 20_000, at: 'limits.resultTokens' }],
      over: ['limits.resultTokens'],
      growth: { property: 'per_page', bytesPerUnit: 6100, from: 1, to: 100, bytes: 612_000, maximum: 100 },
      phases: { boundary: 'done', mined: 'done', generated: 'cut', shrink: 'not reached' },
    },
    { server: 'gh', tool: 'evil\u001b[2J', skipped: 'marked destructive (destructiveHint: true)' },
  ],
  timeSeconds: 60,
  elapsedMs: 60_400,
  failures: [{ server: 'down', code: 'SERVER_START_FAILED', detail: 'exited\u001b]0;x\u0007' }],
  minedFrom: [{ server: 'gh', tool: 'list_repos', calls: 3 }],
};

describe('explore reporters', () => {
  it('text: figures, limits, hosts, growth, coverage, skipped and failed, every server string inert', () => {
    const text = renderExplore(REPORT, 'budget.json');
    expect(text.split('\n')).toEqual([
      'gh/list_issues: largest result 150,000 tokens, 612,000 bytes (read-only; 42 calls, 3 argument sets the inputSchema refused)',
      '  arguments: {"per_page":100,"state":"all"}',
      '  over limits.resultTokens: 150,000 > 20,000',
      '  hosts: claude-code spilled to a file (350 tokens read); codex cut to 12,000 tokens, over hostLimits.codex.resultTokens 8,000',
      '  grows ~6,100 B per unit of `per_page`; at its maximum 100 it is 612 KB',
      '  not covered: generated (cut by the time budget), shrink (not reached)',
      '',
      'Not called (1):',
      '  gh/evil\\x1b[2J: marked destructive (destructiveHint: true)',
      '',
      'Called only for the values their answers reveal: gh/list_repos (3).',
      'down: not searched, SERVER_START_FAILED: exited\\x1b]0;x\\x07',
      '',
      'Searched 1 tool with 42 calls in 60.4 s of a 60 s budget; 1 did not finish every phase (more --time covers them).',
      '`explore --write` adds each worst case to budget.json as a fixture, for `check` to hold to the budget.',
      '',
    ]);
  });

  it('json: the issue’s shape, control characters escaped', () => {
    const json = renderExploreJson(REPORT);
    expect(json).not.toContain('\u001b');
    const parsed = JSON.parse(json);
    expect(parsed.tools[0]).toMatchObject({
      server: 'gh',
      tool: 'list_issues',
      calls: 42,
      worst: { arguments: { per_page: 100, state: 'all' }, wireBytes: 612_000, tokens: 150_000 },
    });
    expect(parsed.tools[1]).toEqual({
      server: 'gh',
      tool: 'evil\u001b[2J',
      skipped: 'marked destructive (destructiveHint: true)',
    });
  });

  it('growth: short of the maximum, it says the result stops growing there', () => {
    expect(
      growthSentence({ property: 'limit', bytesPerUnit: 1200, from: 1, to: 30, bytes: 36_100, maximum: 500 }),
    ).toBe('grows ~1,200 B per unit of `limit`; at 30 it is 36 KB; no larger up to its maximum 500');
  });
});

describe('which tools explore may call', () => {
  it('read-only and not destructive; anything else only when explore.allow names it', () => {
    const allow = ['s/wipe'];
    expect(exploreChoice('s', { name: 'read', annotations: { readOnlyHint: true } }, allow)).toEqual({
      call: 'read-only',
    });
    expect(
      exploreChoice('s', { name: 'odd', annotations: { readOnlyHint: true, destructiveHint: true } }, allow),
    ).toEqual({
      skipped: 'marked destructive (destructiveHint: true); name it in explore.allow to search it',
    });
    expect(exploreChoice('s', { name: 'plain' }, allow)).toEqual({
      skipped: 'not marked read-only (readOnlyHint is not true); name it in explore.allow to search it',
    });
    expect(exploreChoice('s', { name: 'wipe', annotations: { destructiveHint: true } }, allow)).toEqual({
      call: 'allowed',
    });
    expect(exploreChoice('t', { name: 'wipe', annotations: { destructiveHint: true } }, allow)).toMatchObject({
      skipped: expect.stringContaining('destructive'),
    });
  });
});
