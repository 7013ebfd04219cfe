// SARIF's message.text is plain text (SARIF 2.1.0 §3.11.3): no markdown escapes in it. Its only syntax is the
// embedded link `[text](id)`, so literal brackets and backslashes are escaped the SARIF way; the markdown rendering,
// with every markup character of server text made literal, is message.markdown.
import { describe, expect, it } from 'vitest';
import type { ReportedFinding as Finding } from '../../src/judge/findings.js';
import { renderSarif } from '../../src/report/reporters/sarif.js';
import { report } from './measured.js';

const finding: Finding = {
  code: 'RESULT_OVER_BUDGET',
  severity: 'error',
  subject: 'fixture:events:',
  limit: 500,
  actual: 900,
  unit: 'bytes',
  message: 'result of list_events is 900 > 500 (+400) bytes; @octocat [x](1) *not* bold',
  fix: 'page it (see `npx mcp-budget explain fixture:events:`)',
  path: ['fixtures', 0, 'maxBytes'],
};

const messageOf = (f: Finding) =>
  JSON.parse(renderSarif({ ...report([]), ok: false, findings: [f] }, { command: 'check', color: false })).runs[0]
    .results[0].message;

describe('SARIF message', () => {
  it('text is plain text: "fixture:events:" as it is, brackets escaped as SARIF escapes them', () => {
    const { text } = messageOf(finding);
    expect(text).toBe(
      'fixture:events:: result of list_events is 900 > 500 (+400) bytes; @octocat \\[x\\](1) *not* bold \\[fixtures\\[0\\].maxBytes\\]\nFix: page it (see `npx mcp-budget explain fixture:events:`)',
    );
  });

  it('markdown carries the markdown escapes: no mention, no link, no emphasis from server text', () => {
    const { markdown } = messageOf(finding);
    expect(markdown).toContain('fixture\\:events\\:');
    expect(markdown).not.toMatch(/@octocat|(?<!\\)\[x|(?<!\\)\*not/);
  });

  it('control characters never reach the text', () => {
    const { text } = messageOf({ ...finding, subject: 'fixture:e\u001b[2Jv', message: 'a\u202eb' });
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text).toContain('\\x1b');
  });
});
