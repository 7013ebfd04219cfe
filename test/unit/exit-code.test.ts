import { describe, expect, it } from 'vitest';
import { EXIT, exitCodeFor } from '../../src/judge/exit-code.js';
import type { Finding } from '../../src/judge/findings.js';

const f = (code: Finding['code'], severity: Finding['severity']): Pick<Finding, 'code' | 'severity' | 'subject'> => ({
  code,
  severity,
  subject: 's',
});

describe('exit-code: what the run ends with', () => {
  it('3 when a server could not be measured, before 1 for any other error; warnings and notices pass', () => {
    expect(exitCodeFor({ findings: [] })).toBe(EXIT.ok);
    expect(exitCodeFor({ findings: [f('OVERSIZED_STALE', 'warning'), f('BUDGET_RAISED', 'notice')] })).toBe(0);
    expect(exitCodeFor({ findings: [f('TOOL_OVER_BUDGET', 'error')] })).toBe(1);
    expect(exitCodeFor({ findings: [f('TOOL_OVER_BUDGET', 'error'), f('SERVER_CRASHED', 'error')] })).toBe(3);
    expect(exitCodeFor({ findings: [f('SERVER_START_FAILED', 'warning')] })).toBe(0);
    for (const code of [
      'SANDBOX_UNAVAILABLE',
      'SERVER_START_FAILED',
      'SERVER_TIMEOUT',
      'SERVER_CRASHED',
      'PROTOCOL_ERROR',
      'SERVER_LIMIT_HIT',
    ] as const) {
      expect(exitCodeFor({ findings: [f(code, 'error')] })).toBe(3);
    }
  });
});
