// The loosening rule on in-memory budgets (no servers, no git): milliseconds, a thousand budgets per property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BudgetConfig, Limits } from '../../src/budget/budget-config.js';
import { reportedFinding } from '../../src/judge/finding-render.js';
import { budgetRaises } from '../../src/judge/base/budget-raises.js';

const NAMES = [
  'toolBytes',
  'toolTokens',
  'totalBytes',
  'totalTokens',
  'descriptionChars',
  'nameChars',
  'toolCount',
  'resultTokens',
  'resultBytes',
] as const;
const limitsArbitrary = fc.dictionary(fc.constantFrom(...NAMES), fc.integer({ min: 1, max: 1_000_000 }), {
  minKeys: 1,
}) as fc.Arbitrary<Limits>;
const budget = (limits: Limits, serverLimits?: Limits): BudgetConfig => ({
  servers: { s: { command: 'node', args: ['server.js'], ...(serverLimits ? { limits: serverLimits } : {}) } },
  limits,
  oversized: { 's/big': { bytes: 9000, tokens: 2000 } },
});

describe('budget edits against the base, judged in memory', () => {
  it('tightening or keeping every limit, or adding new ones, is never a raise', () => {
    fc.assert(
      fc.property(
        limitsArbitrary,
        limitsArbitrary,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (base, added, factor) => {
          const tightened = Object.fromEntries(
            Object.entries(base).map(([name, value]) => [name, Math.floor(value * factor)]),
          );
          const head = { ...added, ...tightened };
          expect(budgetRaises(budget(base), budget(head), 'fail')).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('raising or removing one limit is exactly one raise, naming it with old and new', () => {
    fc.assert(
      fc.property(
        limitsArbitrary,
        fc.nat(),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        (base, pick, increase, remove) => {
          const names = Object.keys(base) as Array<keyof Limits>;
          const name = names[pick % names.length]!;
          const head = { ...base };
          if (remove) delete head[name];
          else head[name] = base[name]! + increase;
          const raises = budgetRaises(budget(base), budget(head), 'fail');
          expect(raises).toHaveLength(1);
          expect(raises[0]).toMatchObject({ code: 'BUDGET_RAISED', severity: 'error', limit: base[name] });
          expect(reportedFinding(raises[0]!).message).toContain(`limits.${name}`);
          if (!remove) expect(raises[0]).toMatchObject({ actual: head[name], path: ['limits', name] });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('limits are compared as they apply to the server: moving one into its block unchanged is not a raise, a looser override is', () => {
    const top: Limits = { toolBytes: 4000 };
    expect(
      budgetRaises(budget(top), budget({}, { toolBytes: 4000 }), 'allow').filter((f) => f.subject !== 'limits'),
    ).toEqual([]);
    const looser = budgetRaises(budget(top), budget(top, { toolBytes: 9000 }), 'allow');
    expect(looser.map((f) => reportedFinding(f)).map((f) => [f.severity, f.message])).toEqual([
      ['warning', expect.stringContaining('toolBytes as it applies to server "s" raised 4,000 → 9,000')],
    ]);
  });

  it('an oversized entry raised is a raise; lowered or removed, it is not', () => {
    const base = budget({ toolBytes: 4000 });
    const raised = { ...base, oversized: { 's/big': { bytes: 9500, tokens: 2000 } } };
    expect(budgetRaises(base, raised, 'fail').map((f) => f.path)).toEqual([['oversized', 's/big', 'bytes']]);
    expect(budgetRaises(base, { ...base, oversized: { 's/big': { bytes: 8000, tokens: 1500 } } }, 'fail')).toEqual([]);
    expect(budgetRaises(base, { ...base, oversized: {} }, 'fail')).toEqual([]);
  });
});
