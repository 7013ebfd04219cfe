import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import type { BudgetConfig, ServerConfig } from '../../src/budget/budget-config.js';
import { judgedAgainstBase, type BaseEvidence } from '../../src/judge/base/against-base.js';
import { report, server, tool } from './measured.js';

// A pull request that hides tools the base measured (narrower client capabilities, another era): the tools are
// still sent by hosts that declare more, and no longer measured. That is a failing finding, not a warning.
const t = (name: string, bytes: number) =>
  tool(name, { bytes, tokens: bytes / 4, digest: `${name}:${bytes}`, bodyDigest: `body:${name}:${bytes}` });
const servers = new Map<string, ServerConfig>([['s', { command: 'node', args: ['s.js'] }]]);
const config: BudgetConfig = { servers: Object.fromEntries(servers) };
const evidence = (base: ReturnType<typeof report>): BaseEvidence => ({
  headServers: servers,
  raises: 'allow',
  acceptGrowth: false,
  setupGiven: false,
  figures: { ref: 'main', source: 'measured', report: base },
});

describe('tools the base measured, hidden at the head', () => {
  it('hidden by the client capabilities declared at the head: MEASURED_TOOLS_HIDDEN, an error naming them', () => {
    const base = report([server('s', [t('a', 600), t('big', 18_000)])]);
    const head = report([
      server('s', [t('a', 600)], {
        hiddenByCapabilities: { declared: {}, count: 1, tools: [{ name: 'big', bytes: 18_000 }] },
      }),
    ]);
    const { findings } = judgedAgainstBase(config, head, [], evidence(base), 'budget.json');
    const hidden = findings.filter((f) => f.code === 'MEASURED_TOOLS_HIDDEN');
    expect(hidden.map((f) => [f.subject, f.severity, f.actual])).toEqual([['s', 'error', 18_000]]);
    expect(said(hidden)[0]!.message).toContain('big');
  });

  it('a tool hidden at both sides, or new and hidden, is the capability warning only', () => {
    const base = report([
      server('s', [t('a', 600)], {
        hiddenByCapabilities: { declared: {}, count: 1, tools: [{ name: 'big', bytes: 18_000 }] },
      }),
    ]);
    const head = report([
      server('s', [t('a', 600)], {
        hiddenByCapabilities: { declared: {}, count: 1, tools: [{ name: 'big', bytes: 18_000 }] },
      }),
    ]);
    expect(
      judgedAgainstBase(config, head, [], evidence(base), 'budget.json').findings.filter(
        (f) => f.code === 'MEASURED_TOOLS_HIDDEN',
      ),
    ).toEqual([]);
  });
});
