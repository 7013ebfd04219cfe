import { said } from './said.js';
import { describe, expect, it } from 'vitest';
import type { BudgetConfig, ServerConfig } from '../../src/budget/budget-config.js';
import { baseFigures, budgetRaises, reachBeyondDefault } from '../../src/judge/base/budget-raises.js';
import { figures } from './measured.js';

const base: BudgetConfig = {
  servers: {
    s: { command: 'node', args: ['s.js'] },
    t: { command: 'node', args: ['t.js'], limits: { toolBytes: 2000 } },
  },
  limits: { toolBytes: 4000, totalTokens: 40_000, resultTokens: 5000 },
  oversized: { 's/big': { bytes: 9000 } },
  fixtures: [
    { name: 'list', server: 's', tool: 'list', maxTokens: 800 },
    { name: 'old', server: 's', tool: 'old' },
  ],
};
const lines = (head: BudgetConfig) =>
  said(budgetRaises(base, head, 'fail')).map((f) => `${f.path!.join('.')}: ${f.message}`);

describe('budget-raises: every edit of budget.json that lets more through than the base', () => {
  it("a neutral key (BUDGET_KEY_CLASSES) is never a raise: hostLimits' startupWaitMs moves warnings only", () => {
    // Its class says no edit changes what fails; a BUDGET_RAISED line for it is an error under raises: fail.
    const waits = (startupWaitMs: number): BudgetConfig => ({
      ...base,
      hosts: ['codex'],
      hostLimits: { codex: { toolTokens: 500, startupWaitMs } },
    });
    expect(said(budgetRaises(waits(100), waits(60_000), 'fail'))).toEqual([]);
    // A key of the same host that can lift an error is still named, old → new.
    const looser = { ...waits(60_000), hostLimits: { codex: { toolTokens: 900, startupWaitMs: 60_000 } } };
    expect(said(budgetRaises(waits(100), looser, 'fail')).map((f) => f.path!.join('.'))).toEqual([
      'hostLimits.codex.toolTokens',
    ]);
  });

  it('a prompt, resource or skill limit is held to the tool limit while unset: set above it, it is a raise (issue 46)', () => {
    const head: BudgetConfig = { ...base, limits: { ...base.limits, promptBytes: 100_000, skillTokens: 100 } };
    expect(lines(head)).toEqual(['limits.promptBytes: limits.promptBytes raised 4,000 → 100,000 (+96,000)']);
    // The tool limit raised alone is one line, not one for each item limit it also holds.
    expect(lines({ ...base, limits: { ...base.limits, toolBytes: 5000 } })).toEqual([
      'limits.toolBytes: limits.toolBytes raised 4,000 → 5,000 (+1,000)',
    ]);
  });

  it('limits raised or removed, as they apply to each server; tightening is not listed', () => {
    const head: BudgetConfig = {
      ...base,
      servers: { s: base.servers!.s!, t: { command: 'node', args: ['t.js'] } },
      limits: { toolBytes: 3000, resultTokens: 6000 },
    };
    expect(figures(budgetRaises(base, head, 'fail'))).toEqual([
      { code: 'BUDGET_RAISED', subject: 'limits', severity: 'error', limit: 40_000, path: ['limits'] },
      {
        code: 'BUDGET_RAISED',
        subject: 'limits',
        severity: 'error',
        limit: 5000,
        actual: 6000,
        path: ['limits', 'resultTokens'],
      },
      { code: 'BUDGET_RAISED', subject: 't', severity: 'error', limit: 2000, actual: 3000, path: ['servers', 't'] },
    ]);
    expect(lines(head)[0]).toBe('limits: limits.totalTokens removed (was 40,000): nothing is checked there any more');
    expect(budgetRaises(base, base, 'fail')).toEqual([]);
  });

  it('oversized entries raised or new; fixtures removed, loosened or calling less; a warning when raises are allowed', () => {
    const head: BudgetConfig = {
      ...base,
      oversized: { 's/big': { bytes: 9500 }, 's/new': { tokens: 1200 } },
      fixtures: [{ name: 'list', server: 's', tool: 'list', maxTokens: 900, normalize: [{ pattern: '\\d+' }] }],
    };
    expect(lines(head)).toEqual([
      'oversized.s/big.bytes: oversized["s/big"].bytes raised 9,000 → 9,500 (+500)',
      'oversized.s/new.tokens: new oversized entry: s/new may be 1,200 tokens',
      'fixtures.0.maxTokens: fixtures["list"].maxTokens raised 800 → 900 (+100)',
      'fixtures.0.normalize: fixtures["list"].normalize changed: [] → [{"pattern":"\\\\d+"}] (it rewrites the result before counting)',
      'fixtures: fixture "old" removed: its result is no longer measured or checked',
    ]);
    expect(new Set(budgetRaises(base, head, 'allow').map((f) => f.severity))).toEqual(new Set(['warning']));
  });

  it('settings that count or judge differently, and servers measured less or reaching more', () => {
    const head: BudgetConfig = {
      ...base,
      servers: {
        s: { command: 'node', args: ['s.js'], disabledTools: ['admin'], sandbox: { network: 'host' } },
        t: base.servers!.t!,
      },
      tokenizer: 'cl100k_base',
      ratchet: { minDelta: { bytes: 500 }, stale: 'warning' },
      breakingChanges: 'off',
      hosts: [],
    };
    expect(budgetRaises({ ...base, hosts: ['cursor'] }, head, 'fail').map((f) => f.path!.join('.'))).toEqual([
      'tokenizer',
      'ratchet.minDelta.bytes',
      'ratchet.stale',
      'hosts',
      'breakingChanges',
      'servers.s.disabledTools',
      'servers.s.sandbox.network',
    ]);
  });

  it('a server dropped from budget.json is pointed at servers, one dropped from an imported file at mcpConfig', () => {
    const head: BudgetConfig = { ...base, servers: { s: base.servers!.s! } };
    expect(lines(head)).toEqual(['servers: server "t" is no longer measured (it was at the base)']);
    const imported = new Map<string, ServerConfig>([['i', { command: 'node' }]]);
    const dropped = budgetRaises(base, base, 'fail', {
      servers: {
        base: new Map([...Object.entries(base.servers!), ...imported]),
        head: new Map(Object.entries(base.servers!)),
      },
    });
    expect(said(dropped).map((f) => `${f.path!.join('.')}: ${f.message}`)).toEqual([
      'mcpConfig: server "i" is no longer measured (it was at the base)',
    ]);
  });

  it('a first budget.json: what it lets a server reach beyond the default', () => {
    const servers = new Map<string, ServerConfig>([
      ['s', { command: 'node', sandbox: { writable: ['out'] } }],
      ['plain', { command: 'node' }],
    ]);
    expect(
      reachBeyondDefault({ servers: { s: servers.get('s')! } }, servers, 'allow').map((f) => [
        f.subject,
        f.severity,
        f.path,
      ]),
    ).toEqual([['s', 'warning', ['servers', 's', 'sandbox', 'writable']]]);
  });

  it("the base's oversized figures, for the summary's Δ", () => {
    expect(Object.fromEntries(baseFigures({ oversized: { 's/a': { bytes: 10, tokens: 3, chars: 99 } } }))).toEqual({
      's/a|bytes': 10,
      's/a|tokens': 3,
    });
  });
});
