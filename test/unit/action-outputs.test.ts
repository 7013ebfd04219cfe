// The Action's outputs from a report alone: the comment body is cut to GitHub's comment limit with a pointer.
import { describe, expect, it } from 'vitest';
import { actionOutputs } from '../../src/action/action-outputs.js';
import type { ReportedFinding as Finding } from '../../src/judge/findings.js';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';
import { report, server, tool } from './measured.js';

describe('the comment body', () => {
  it('a summary of 26,000 findings gives a comment under 65,536 characters that says where the rest is', () => {
    const findings: Finding[] = Array.from({ length: 26_000 }, (_, i) => ({
      code: 'TOOL_OVER_BUDGET',
      severity: 'error',
      subject: `s/t${i}`,
      limit: 500,
      actual: 900,
      unit: 'bytes',
      message: 'tool definition is 900 > 500 (+400) bytes',
    }));
    const measured = { ...report([server('s', [tool('a')])]), ok: false, findings };
    const markdown = renderMarkdown(measured, { command: 'check', color: false });
    expect(Buffer.byteLength(markdown)).toBeLessThan(1024 * 1024);
    expect(markdown.length).toBeGreaterThan(65_536);
    const body = actionOutputs(measured, markdown)['comment-body']!;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.startsWith('## ❌ mcp-budget: 26,000 error(s)\n\n### Why it failed')).toBe(true);
    expect(body).toContain('the job summary and the JSON report have everything');
  });
});
