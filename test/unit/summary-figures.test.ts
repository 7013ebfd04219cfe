// The summary's figures say what was measured: an unchanged multi-page fixture is unchanged, a raise without
// numbers says what was raised, growth limits carry their %, and one Δ shared by every host is said once.
import { describe, expect, it } from 'vitest';
import type { ChangeTable } from '../../src/judge/base/change-table.js';
import type { ReportedFinding as Finding } from '../../src/judge/findings.js';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';
import { fixture, page, report, server, tool } from './measured.js';

const options = { command: 'check' as const, color: false };

describe('the summary figures', () => {
  it('an unchanged fixture whose largest page by tokens is not its largest by bytes is not "shrank"', () => {
    // Page 1: 5,000 B and 900 tok; page 2: 4,000 B and 1,200 tok. The base's figures are the same pages.
    const measured = report(
      [server('s', [tool('a', { bytes: 100, tokens: 25 })])],
      [fixture('walk', 's', [page(5000, 900), page(4000, 1200)])],
    );
    const changes: ChangeTable = {
      ref: 'main',
      source: 'measured',
      subjects: [
        {
          subject: 's/a',
          kind: 'unchanged',
          before: { bytes: 100, tokens: 25 },
          after: { bytes: 100, tokens: 25 },
          deltaBytes: 0,
          deltaTokens: 0,
        },
        {
          subject: 'fixture:walk',
          kind: 'unchanged',
          before: { bytes: 5000, tokens: 1200 },
          after: { bytes: 5000, tokens: 1200 },
          deltaBytes: 0,
          deltaTokens: 0,
        },
      ],
      servers: [],
      total: { before: { bytes: 100, tokens: 25 }, after: { bytes: 100, tokens: 25 }, deltaBytes: 0, deltaTokens: 0 },
    };
    const summary = renderMarkdown({ ...measured, changes }, options);
    expect(summary).not.toContain('shrank');
    expect(summary).toContain('| fixture\\:walk |  | 5,000 B · 1,200 tok | 0 B | ✅ |');
  });

  it('a raise with no figure before or after says what was raised, never "none → none"', () => {
    const findings: Finding[] = [
      {
        code: 'BUDGET_RAISED',
        severity: 'warning',
        subject: 's',
        message: 'servers["s"].sandbox.network widened: none → host',
        path: ['servers', 's', 'sandbox', 'network'],
      },
    ];
    const summary = renderMarkdown({ ...report([server('s', [tool('a')])]), findings }, options);
    expect(summary).not.toContain('none → none');
    expect(summary).toContain(
      '| servers.s.sandbox.network | servers\\["s"\\].sandbox.network widened\\: none → host |  |  | ⬆️ raised |',
    );
  });

  it('a raised growth limit is shown in %', () => {
    const findings: Finding[] = [
      {
        code: 'BUDGET_RAISED',
        severity: 'warning',
        subject: 'growth',
        limit: 10,
        actual: 25,
        message: 'growth.toolPercent raised 10 → 25 (+15)',
        path: ['growth', 'toolPercent'],
      },
    ];
    const summary = renderMarkdown({ ...report([server('s', [tool('a')])]), findings }, options);
    expect(summary).toContain('| growth.toolPercent | 10% → 25% |  | +15% | ⬆️ raised |');
  });

  it('a failing percent growth gate shows its limit and actual in %', () => {
    const findings: Finding[] = [
      {
        code: 'GROWTH_OVER_BUDGET',
        severity: 'error',
        subject: 's/a',
        limit: 25,
        actual: 64,
        message: 'tool s/a grew 100 → 164 bytes against main: 64% > 25%',
        path: ['growth', 'toolPercent'],
      },
    ];
    const summary = renderMarkdown({ ...report([server('s', [tool('a')])]), findings, ok: false }, options);
    expect(summary).toContain('| s/a | 25% | 64% |  | ❌ GROWTH_OVER_BUDGET |');
  });

  it('a Δ every host sends alike is one cell', () => {
    const measured = report([server('s', [tool('a', { bytes: 300, tokens: 75 })])]);
    const same = { deltaBytes: 200, deltaTokens: 50 };
    const changes: ChangeTable = {
      ref: 'main',
      source: 'measured',
      subjects: [
        {
          subject: 's/a',
          kind: 'grew',
          before: { bytes: 100, tokens: 25 },
          after: { bytes: 300, tokens: 75 },
          deltaBytes: 200,
          deltaTokens: 50,
          hosts: ['claude-code', 'codex', 'gemini-cli'].map((host) => ({ host, ...same })) as never,
        },
      ],
      servers: [],
      total: {
        before: { bytes: 100, tokens: 25 },
        after: { bytes: 300, tokens: 75 },
        deltaBytes: 200,
        deltaTokens: 50,
      },
    };
    const summary = renderMarkdown({ ...measured, changes }, options);
    expect(summary).toContain('| every host (3) +200 B · +50 tok |');
    expect(summary).not.toContain('claude-code +200 B');
  });
});
