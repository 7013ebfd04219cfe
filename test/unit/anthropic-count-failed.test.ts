// A failed --anthropic-count is said where a person reads the run (the text and the job summary), not only in the
// JSON report's host view: a finding, a warning, on the server and the host whose payload was not counted.
import { describe, expect, it } from 'vitest';
import { hostFindings } from '../../src/judge/host-findings.js';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';
import { renderText } from '../../src/report/reporters/text.js';
import { hostView, report, server, tool } from './measured.js';
import { said } from './said.js';

const error = 'Anthropic token counting answered HTTP 529: {"type":"error","error":{"type":"overloaded_error"}}';
const failed = server('s', [tool('a')], {
  hosts: [
    hostView('claude-code', [{ name: 'a', hostName: 'mcp__s__a', bytes: 100, tokens: 25, descriptionCut: false }], {
      anthropicError: error,
    }),
    hostView('codex', [{ name: 'a', hostName: 'mcp__s__a', bytes: 100, tokens: 25, descriptionCut: false }]),
  ],
});

describe('a failed --anthropic-count', () => {
  it('is a warning finding on the server, for the host whose payload it could not count', () => {
    const findings = said(hostFindings({ hosts: ['claude-code', 'codex'] }, [failed], []));
    expect(findings.map((f) => [f.code, f.severity, f.subject, f.host])).toEqual([
      ['ANTHROPIC_COUNT_FAILED', 'warning', 's', 'claude-code'],
    ]);
    expect(findings[0]!.message).toContain('HTTP 529');
  });

  it('shows in the text report and the job summary', () => {
    const findings = said(hostFindings({ hosts: ['claude-code', 'codex'] }, [failed], []));
    const run = { ...report([failed]), findings };
    const options = { command: 'check' as const, color: false };
    expect(renderText(run, options)).toMatch(/warning ANTHROPIC_COUNT_FAILED {2}s/);
    expect(renderText(run, options)).toContain('HTTP 529');
    expect(renderMarkdown(run, options)).toContain('- **ANTHROPIC_COUNT_FAILED** s: ');
  });
});
