// The job summary as a reviewer reads it: why it failed first (one line per error: subject, figure vs limit, fix),
// then what to approve, then the tables; the warnings list is capped with a pointer to the full report.
import { describe, expect, it } from 'vitest';
import type { ReportedFinding as Finding } from '../../src/judge/findings.js';
import { findingPageUrl } from '../../src/report/finding-pages.js';
import { MAX_LISTED_NOTES, renderMarkdown } from '../../src/report/reporters/markdown.js';
import { report, server, tool } from './measured.js';
import type { Report } from '../../src/judge/report.js';
import { requiredBump } from '../../src/judge/contracts/semver.js';
import { renderText } from '../../src/report/reporters/text.js';

const base = report([server('s', [tool('a', { bytes: 900, tokens: 225 }), tool('b', { bytes: 40, tokens: 10 })])]);

describe('the summary leads with the verdict', () => {
  it('each error in one line before the raises and the tables', () => {
    const findings: Finding[] = [
      {
        code: 'TOOL_OVER_BUDGET',
        severity: 'error',
        subject: 's/a',
        limit: 500,
        actual: 900,
        unit: 'bytes',
        message: 'tool definition is 900 > 500 (+400) bytes',
        fix: 'shorten the description of s/a',
      },
      {
        code: 'BUDGET_RAISED',
        severity: 'warning',
        subject: 'limits',
        message: 'limits.toolTokens raised 1,000 → 2,000 (+1,000)',
        path: ['limits', 'toolTokens'],
      },
    ];
    const summary = renderMarkdown({ ...base, ok: false, findings }, { command: 'check', color: false });
    const reason =
      '- **TOOL_OVER_BUDGET** s/a: tool definition is 900 \\> 500 (+400) bytes. **Fix:** shorten the description of s/a';
    // The line ends with the code's page (what it means, how to fix it, how to accept it).
    expect(summary).toContain(
      `### Why it failed\n\n${reason} ([TOOL_OVER_BUDGET](${findingPageUrl('TOOL_OVER_BUDGET')}))\n`,
    );
    const at = (text: string) => summary.indexOf(text);
    expect(at('## ❌ mcp-budget: 1 error(s)')).toBe(0);
    expect(at('### Why it failed')).toBeLessThan(at('### Budget raised in this change'));
    expect(at('### Budget raised in this change')).toBeLessThan(at('| subject | limit | actual |'));
    expect(at(reason)).toBeLessThan(at('| s/a (bytes)'));
  });

  it('a passing run has no reasons section', () => {
    expect(renderMarkdown({ ...base, ok: true, findings: [] }, { command: 'check', color: false })).not.toContain(
      'Why it failed',
    );
  });

  it(`lists at most ${MAX_LISTED_NOTES} warnings and points at the JSON report for the rest`, () => {
    const notes: Finding[] = Array.from(
      { length: 26_000 },
      (_, i) =>
        ({
          code: 'STDOUT_NOISE',
          severity: 'warning',
          subject: `s${i}`,
          message: `noise ${'x'.repeat(400)}`,
        }) as Finding,
    );
    const summary = renderMarkdown({ ...base, ok: true, findings: notes }, { command: 'check', color: false });
    expect(summary.match(/^- \*\*STDOUT_NOISE\*\*/gm)).toHaveLength(MAX_LISTED_NOTES);
    expect(summary).toContain(
      '- _25,900 more: every finding is in the JSON report (the `report` output; upload it as an artifact)._',
    );
    expect(Buffer.byteLength(summary)).toBeLessThan(1024 * 1024);
  });

  it('26,000 failing findings with long messages still make a summary under 1 MiB that leads with 50 reasons', () => {
    const errors: Finding[] = Array.from({ length: 26_000 }, (_, i) => ({
      code: 'TOOL_OVER_BUDGET',
      severity: 'error',
      subject: `s/t${i}`,
      limit: 500,
      actual: 900 + i,
      unit: 'bytes',
      message: `tool definition is ${'y'.repeat(2000)}`,
      fix: 'z'.repeat(2000),
    }));
    const summary = renderMarkdown({ ...base, ok: false, findings: errors }, { command: 'check', color: false });
    const reasons = summary.slice(summary.indexOf('### Why it failed'), summary.indexOf('| subject |'));
    expect(reasons.match(/^- \*\*TOOL_OVER_BUDGET\*\*/gm)).toHaveLength(50);
    expect(reasons).toContain('- _25,950 more errors: every finding is in the JSON report');
    expect(Buffer.byteLength(summary)).toBeLessThan(1024 * 1024);
  });
});

describe('the summary leads with the breaking changes a reviewer must weigh, then the bookkeeping', () => {
  // The shape of two real pull requests that only shrank tools: a stale entry failed the run, while the removed
  // parameters (warnings) were folded at the bottom under "Warnings and notices".
  const findings: Finding[] = [
    {
      code: 'OVERSIZED_STALE',
      severity: 'error',
      subject: 's/a',
      limit: 900,
      actual: 600,
      unit: 'bytes',
      message:
        'known-oversized tool s/a shrank to 600 bytes (entry says 900, -300): lower the entry so it cannot grow back',
      fix: 'run `npx mcp-budget update` and commit budget.json',
      path: ['oversized', 's/a', 'bytes'],
    },
    {
      code: 'TOOL_OVER_BUDGET',
      severity: 'error',
      subject: 's/c',
      limit: 500,
      actual: 700,
      unit: 'bytes',
      message: 'tool definition is 700 > 500 (+200) bytes',
    },
    {
      code: 'BREAKING_CHANGE',
      severity: 'warning',
      subject: 's/a',
      message: 'parameter removed: s/a path (breaks callers written against the base; at inputSchema.properties.path)',
      fix: 'keep it compatible (add, deprecate, then remove), or release it as a major version',
    },
    {
      code: 'BREAKING_CHANGE',
      severity: 'warning',
      subject: 's/b',
      message:
        'parameter removed: s/b depth (breaks callers written against the base; at inputSchema.properties.depth)',
    },
    { code: 'STDOUT_NOISE', severity: 'warning', subject: 's', message: 'noise' },
  ];

  it('breaking changes first, whatever their severity; the ratchet still fails, after the other reasons', () => {
    const summary = renderMarkdown({ ...base, ok: false, findings }, { command: 'check', color: false });
    const at = (text: string) => summary.indexOf(text);
    expect(at('### Breaking changes (2)')).toBeGreaterThan(0);
    expect(at('### Breaking changes (2)')).toBeLessThan(at('### Why it failed'));
    expect(summary).toContain(
      `### Breaking changes (2)\n\n- s/a: parameter removed\\: s/a path (breaks callers written against the base; at inputSchema.properties.path) ([BREAKING_CHANGE](${findingPageUrl('BREAKING_CHANGE')}))\n- s/b: parameter removed`,
    );
    // The run's failure is still said, every error: what breaks the build first, the bookkeeping (stale entry) last.
    expect(at('- **TOOL_OVER_BUDGET** s/c')).toBeGreaterThan(at('### Why it failed'));
    expect(at('- **TOOL_OVER_BUDGET** s/c')).toBeLessThan(at('- **OVERSIZED_STALE** s/a'));
    // Said once: not again among the warnings.
    expect(summary.match(/BREAKING_CHANGE\*\*/g)).toBeNull();
    expect(summary).toContain('- **STDOUT_NOISE** s: noise');
  });
});

describe('below 1.0.0 the contracts heading and rows use one scale', () => {
  const contracts = (base: string): NonNullable<Report['contracts']> => ({
    suggestedBump: requiredBump(
      [
        { subject: 's/a', change: 'parameter removed', class: 'breaking', bump: 'major' },
        { subject: 's/b', change: 'optional parameter added', class: 'compatible', bump: 'minor' },
      ],
      base,
    ),
    versions: { base, head: base, manifest: 'package.json' },
    changes: [
      { subject: 's/a', change: 'parameter removed', class: 'breaking', bump: 'major' },
      { subject: 's/b', change: 'optional parameter added', class: 'compatible', bump: 'minor' },
    ],
  });

  it('under 0.y.z: heading and rows say minor for the breaking change, patch for the addition, and one line says why', () => {
    const summary = renderMarkdown(
      { ...base, ok: true, findings: [], contracts: contracts('0.4.2') },
      {
        command: 'check',
        color: false,
      },
    );
    expect(summary).toContain('### Tool contracts: a minor change\n');
    expect(summary).toContain('| s/a | parameter removed |  | breaking | minor |');
    expect(summary).toContain('| s/b | optional parameter added |  | compatible | patch |');
    expect(summary).toContain(
      '_Below 1.0.0 the bumps are on the base version 0.4.2’s scale: under 0.y.z the minor is the breaking one (npm’s ^0.4.2 takes 0.4.x only), so a breaking change needs a minor release and an addition a patch._',
    );
    const text = renderText(
      { ...base, ok: true, findings: [], contracts: contracts('0.4.2') },
      {
        command: 'check',
        color: false,
      },
    );
    expect(text).toContain('Tool contracts: a minor change\n');
    expect(text).toMatch(/\n {2}minor {2}s\/a: parameter removed\n {2}patch {2}s\/b: optional parameter added/);
    expect(text).toContain('below 1.0.0 the bumps are on the base version 0.4.2’s scale');
  });

  it('from 1.0.0 the rows keep their own bump and no line is added', () => {
    const summary = renderMarkdown(
      { ...base, ok: true, findings: [], contracts: contracts('1.4.2') },
      {
        command: 'check',
        color: false,
      },
    );
    expect(summary).toContain('### Tool contracts: a major change\n');
    expect(summary).toContain('| s/a | parameter removed |  | breaking | major |');
    expect(summary).not.toContain('Below 1.0.0');
  });
});

describe('a base not measured is never said measured, and no figure not had is "unchanged"', () => {
  const commit = 'abc1234def5678';
  const headRun = report([server('s', [tool('a', { bytes: 900, tokens: 225 }), tool('b', { bytes: 40, tokens: 10 })])]);
  const unmeasuredFinding: Finding = {
    code: 'BASE_UNMEASURED',
    severity: 'error',
    subject: 's',
    message: 'server s has no figures at the base: exited with code 1',
  };
  const baseUnmeasured = {
    ...headRun,
    ok: false,
    findings: [unmeasuredFinding],
    base: {
      ref: 'main',
      commit,
      source: 'unmeasured' as const,
      servers: [{ name: 's', source: 'unmeasured' as const, reason: 'exited with code 1' }],
    },
    changes: {
      ref: 'main',
      commit,
      source: 'measured' as const,
      unmeasured: ['s'],
      subjects: [],
      servers: [],
      total: { before: { bytes: 0, tokens: 0 }, after: { bytes: 0, tokens: 0 }, deltaBytes: 0, deltaTokens: 0 },
    },
  };

  it('markdown: the heading says the base was not measured, and each tool of it has no base figure (not folded as unchanged)', () => {
    const summary = renderMarkdown(baseUnmeasured, { command: 'check', color: false });
    expect(summary).not.toMatch(/(?<!not )measured at the merge base/);
    expect(summary).toContain('### Changes against main (abc1234, not measured at the merge base\\: s)');
    expect(summary).not.toMatch(/unchanged/);
    expect(summary).toContain('| s/a |  | 900 B · 225 tok |  | ❔ no base figure (BASE_UNMEASURED) |');
    expect(summary).toContain('| s/b |  | 40 B · 10 tok |  | ❔ no base figure (BASE_UNMEASURED) |');
  });

  it('text: the same heading', () => {
    const text = renderText(baseUnmeasured, { command: 'check', color: false });
    expect(text).not.toMatch(/(?<!not )measured at the merge base/);
    expect(text).toContain('Changes against main (abc1234, not measured at the merge base: s)');
  });

  it('part of the base measured: the heading names what was not, and the measured servers keep their Δ', () => {
    const partial = {
      ...baseUnmeasured,
      base: { ...baseUnmeasured.base, source: 'measured' as const },
      changes: { ...baseUnmeasured.changes, servers: [{ name: 'other', deltaBytes: 0, deltaTokens: 0 }] },
    };
    const summary = renderMarkdown(partial, { command: 'check', color: false });
    expect(summary).toContain(
      '### Changes against main (abc1234, measured at the merge base, except s\\: not measured)',
    );
  });
});
