// The job summary's words as GitHub renders them: the code a fix names is code (no literal backticks), a reason's
// message and its fix are apart, and a raise is said once, not after its own key.
import { describe, expect, it } from 'vitest';
import type { ReportedFinding as Finding } from '../../src/judge/findings.js';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';
import { report, server, tool } from './measured.js';

const options = { command: 'check' as const, color: false };
const base = report([server('s', [tool('a', { bytes: 900, tokens: 225 })])]);

describe('the summary says what the words mean', () => {
  it('a command in a fix is a code span, not backslashed backticks', () => {
    const findings: Finding[] = [
      {
        code: 'TOOL_OVER_BUDGET',
        severity: 'error',
        subject: 's/a',
        limit: 500,
        actual: 900,
        unit: 'bytes',
        message: 'tool definition is 900 > 500 (+400) bytes',
        fix: 'shorten its description or input schema (see `npx mcp-budget explain s/a`), or raise it',
      },
    ];
    const summary = renderMarkdown({ ...base, ok: false, findings }, options);
    expect(summary).toContain('(see `npx mcp-budget explain s/a`), or raise it');
    expect(summary).not.toContain('\\`');
  });

  it('server text in a code span stays inert, and an unpaired backtick stays literal', () => {
    const findings: Finding[] = [
      {
        code: 'TOOL_OVER_BUDGET',
        severity: 'error',
        subject: 's/@acme`x',
        limit: 500,
        actual: 900,
        unit: 'bytes',
        message: 'tool definition is 900 > 500 (+400) bytes',
        fix: 'see `npx mcp-budget explain s/@acme`x` <img src=x> and `npx mcp-budget explain s/a|b`',
      },
    ];
    const summary = renderMarkdown({ ...base, ok: false, findings }, options);
    const reason = summary.split('\n').find((line) => line.startsWith('- **TOOL_OVER_BUDGET**'))!;
    expect(reason).not.toMatch(/@acme/);
    expect(reason).not.toMatch(/(^|[^\\])<img/);
    expect(reason).not.toMatch(/(^|[^\\])\|/);
  });

  it('a message and its fix are apart: "prompts/list 0). Fix:" never "prompts/list 0) Fix:"', () => {
    const findings: Finding[] = [
      {
        code: 'TOTAL_OVER_BUDGET',
        severity: 'error',
        subject: 'total',
        limit: 500,
        actual: 900,
        unit: 'bytes',
        message:
          'all definitions a host loads are 900 > 500 (+400) bytes (tools/list and instructions 900, prompts/list 0)',
        fix: 'shrink the largest tools',
      },
    ];
    const summary = renderMarkdown({ ...base, ok: false, findings }, options);
    expect(summary).not.toContain('0) Fix:');
    expect(summary).toContain('prompts/list 0). **Fix:** shrink the largest tools');
  });

  it('a raise is said once: never "limits.totalBytes: limits.totalBytes raised"', () => {
    const findings: Finding[] = [
      {
        code: 'BUDGET_RAISED',
        severity: 'warning',
        subject: 'limits',
        limit: 4000,
        actual: 5000,
        message: 'limits.totalBytes raised 4,000 → 5,000 (+1,000)',
        path: ['limits', 'totalBytes'],
      },
      {
        code: 'BUDGET_RAISED',
        severity: 'warning',
        subject: 'fixtures',
        message: 'fixture "walk" removed: its result is no longer measured or checked',
        path: ['fixtures'],
      },
    ];
    const summary = renderMarkdown({ ...base, ok: true, findings }, options);
    expect(summary).not.toContain('limits.totalBytes: limits.totalBytes');
    expect(summary).toContain('- limits.totalBytes raised 4,000 → 5,000 (+1,000)\n');
    expect(summary).toContain('- fixtures: fixture "walk" removed\\: its result is no longer measured or checked\n');
  });
});
