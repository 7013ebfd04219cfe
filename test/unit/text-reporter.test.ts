import { describe, expect, it } from 'vitest';
import { renderText } from '../../src/report/reporters/text.js';
import { report, server, tool } from './measured.js';

describe('text reporter: the last line is the verdict', () => {
  const over = { ...report([server('s', [tool('a', { bytes: 900, tokens: 225 })])]), ok: false };
  over.findings = [
    {
      code: 'TOOL_OVER_BUDGET',
      severity: 'error',
      subject: 's/a',
      limit: 100,
      actual: 225,
      unit: 'tokens',
      message: 'over',
    },
  ];
  const last = (text: string) => text.trimEnd().split('\n').at(-1);

  it('measure with a budget that fails says so on its last line, as check does', () => {
    expect(last(renderText(over, { command: 'measure', color: false }))).toBe(
      'Measured 1 server(s): 1 tools · 900 bytes · 225 tokens (o200k_base) · ✖ 1 error(s)',
    );
    expect(last(renderText(over, { command: 'check', color: false }))).toBe(
      '✖ 1 error(s) · 1 tools · 900 bytes · 225 tokens (o200k_base)',
    );
    expect(last(renderText({ ...over, ok: true, findings: [] }, { command: 'measure', color: false }))).toBe(
      'Measured 1 server(s): 1 tools · 900 bytes · 225 tokens (o200k_base)',
    );
  });
});
