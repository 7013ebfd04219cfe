import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { parseBudget } from '../../src/budget/config.js';
import { budgetRaises } from '../../src/judge/base/budget-raises.js';
import { underPolicy } from '../../src/servers/reach-policy.js';
import type { ConfigError } from '../../src/errors.js';

// Edits that change what is measured or how long it may run: each one a BUDGET_RAISED line with old → new.
const base: BudgetConfig = {
  servers: {
    s: { command: 'node', args: ['s.js'], env: { ROWS: '100', MODE: 'full' } },
    remote: { url: 'https://mcp.example.com/mcp' },
  },
  timeouts: { totalMs: 20_000 },
  fixtures: [
    {
      name: 'f',
      server: 's',
      tool: 'search',
      inputResponses: { confirm: { action: 'accept', content: { rows: 100 } } },
    },
  ],
};
const lines = (head: BudgetConfig) =>
  said(budgetRaises(base, head, 'fail')).map((f) => `${f.path!.join('.')}: ${f.message}`);

describe('edits that change what is measured or how long it may run', () => {
  it('literal env values changed, added or removed', () => {
    const head: BudgetConfig = {
      ...base,
      servers: { ...base.servers, s: { ...base.servers!.s!, env: { ROWS: '1', DEBUG: '1' } } },
    };
    expect(lines(head)).toEqual([
      'servers.s.env.ROWS: env of "s" changed: ROWS "100" → "1" (the server may list or return less)',
      'servers.s.env.MODE: env of "s" changed: MODE "full" → unset (the server may list or return less)',
      'servers.s.env.DEBUG: env of "s" changed: DEBUG unset → "1" (the server may list or return less)',
    ]);
  });

  it("a fixture's inputResponses, a server's era and the budget's era", () => {
    const head: BudgetConfig = {
      ...base,
      era: 'legacy',
      servers: { ...base.servers, s: { ...base.servers!.s!, era: 'modern' } },
      fixtures: [{ ...base.fixtures![0]!, inputResponses: { confirm: { action: 'accept', content: { rows: 1 } } } }],
    };
    expect(lines(head)).toEqual(
      expect.arrayContaining([
        'fixtures.0.inputResponses: fixtures["f"].inputResponses changed: {"confirm":{"action":"accept","content":{"rows":100}}} → {"confirm":{"action":"accept","content":{"rows":1}}} (the answers the tool gets decide what it returns)',
        'era: era changed: "newest" → "legacy" (another protocol revision is measured)',
        'servers.s.era: era of "s" changed: "newest" → "modern" (another protocol revision is measured)',
      ]),
    );
  });

  it('timeouts raised, budget-wide and per server; lowered is no raise', () => {
    const head: BudgetConfig = {
      ...base,
      timeouts: { totalMs: 600_000, requestMs: 10_000 },
      servers: { ...base.servers, s: { ...base.servers!.s!, timeouts: { startupMs: 90_000 } } },
    };
    expect(lines(head)).toEqual([
      'timeouts.totalMs: timeouts.totalMs raised 20,000 → 600,000 (+580,000)',
      'servers.s.timeouts.startupMs: timeouts.startupMs as it applies to server "s" raised 30,000 → 90,000 (+60,000)',
    ]);
    expect(lines({ ...base, timeouts: { totalMs: 10_000 } })).toEqual([]);
  });

  it('a new remote url server, and a remote url moved, are raises; on a pull request neither is reached', () => {
    const head: BudgetConfig = {
      ...base,
      servers: {
        ...base.servers,
        remote: { url: 'http://127.0.0.1:8080/admin' },
        added: { url: 'http://10.0.0.5/mcp?key=secret' },
      },
    };
    expect(lines(head)).toEqual([
      'servers.remote.url: url of "remote" "https://mcp.example.com/mcp" → "http://127.0.0.1:8080/admin": mcp-budget sends its requests there (not applied in this run: the server ran with the base\'s reach)',
      'servers.added.url: url of "added" none → "http://10.0.0.5/mcp?key=***": mcp-budget sends its requests there (not applied in this run: the server ran with the default reach)',
    ]);
    const policed = underPolicy(
      Object.entries(head.servers!).map(([name, config]) => ({ name, config, origin: 'budget.json' })),
      undefined,
      { ref: 'main', servers: new Map(Object.entries(base.servers!)), sandbox: undefined },
    );
    expect(policed.find((s) => s.name === 'remote')!.policy!.refused).toMatch(
      /would be reached at http:\/\/127\.0\.0\.1:8080\/admin/,
    );
    expect(policed.find((s) => s.name === 'added')!.policy!.refused).toMatch(
      /would be reached at http:\/\/10\.0\.0\.5\/mcp\?key=\*\*\*/,
    );
    expect(policed.find((s) => s.name === 's')!.policy!.refused).toBeUndefined();
  });
});

describe('timeouts have a hard ceiling', () => {
  const problems = (budget: unknown) => {
    try {
      parseBudget('budget.json', JSON.stringify(budget));
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };
  it('above it, a config error at the JSON path; at it, none', () => {
    expect(
      problems({ timeouts: { totalMs: 2e9 }, servers: { s: { command: 'x', timeouts: { requestMs: 700_000 } } } }),
    ).toEqual([
      '$.timeouts.totalMs: 2,000,000,000 ms is above the ceiling of 3,600,000 ms (1 hour) for totalMs',
      '$.servers.s.timeouts.requestMs: 700,000 ms is above the ceiling of 600,000 ms (10 minutes) for requestMs',
    ]);
    expect(problems({ timeouts: { totalMs: 3_600_000, startupMs: 600_000, requestMs: 600_000 } })).toEqual([]);
  });
});
