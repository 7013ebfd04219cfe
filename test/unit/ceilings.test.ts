import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import {
  ceilingInForce,
  fixtureSubject,
  generalCeiling,
  oversizedKey,
  runtimeResultCeiling,
} from '../../src/judge/ceilings.js';

const config: BudgetConfig = {
  servers: { s: { command: 'x', limits: { resultTokens: 3000 } } },
  limits: { toolBytes: 4000, toolTokens: 1000, descriptionChars: 2048, resultBytes: 20_000, resultTokens: 5000 },
  oversized: { 's/big': { bytes: 9000 }, 'fixture:list': { tokens: 8000 } },
  fixtures: [
    { name: 'list', server: 's', tool: 'list', maxTokens: 2500 },
    { name: 'read', server: 's', tool: 'read', maxBytes: 30_000 },
  ],
};
const tool = (name: string) => ({ kind: 'tool', server: 's', tool: name }) as const;

describe('ceilings: the one rule for the number a tool or a result is held to', () => {
  it('an oversized entry replaces the general ceiling in its unit only', () => {
    expect(ceilingInForce(config, tool('big'), 'bytes')).toEqual({
      value: 9000,
      path: ['oversized', 's/big', 'bytes'],
      source: 'oversized',
    });
    expect(ceilingInForce(config, tool('big'), 'tokens')).toEqual({
      value: 1000,
      path: ['limits', 'toolTokens'],
      source: 'limit',
    });
    expect(ceilingInForce(config, tool('small'), 'chars')).toEqual({
      value: 2048,
      path: ['limits', 'descriptionChars'],
      source: 'limit',
    });
  });

  it("a fixture is held to the tightest of its own limit and the server's result limit", () => {
    const list = fixtureSubject(config, 'list')!;
    const read = fixtureSubject(config, 'read')!;
    expect(generalCeiling(config, list, 'tokens')).toEqual({
      value: 2500,
      path: ['fixtures', 0, 'maxTokens'],
      source: 'limit',
    });
    expect(ceilingInForce(config, list, 'tokens')).toEqual({
      value: 8000,
      path: ['oversized', 'fixture:list', 'tokens'],
      source: 'oversized',
    });
    expect(ceilingInForce(config, read, 'bytes')).toEqual({
      value: 20_000,
      path: ['limits', 'resultBytes'],
      source: 'limit',
    });
    expect(ceilingInForce(config, read, 'tokens')).toEqual({
      value: 3000,
      path: ['servers', 's', 'limits', 'resultTokens'],
      source: 'limit',
    });
    expect(ceilingInForce(config, read, 'chars')).toBeUndefined();
    expect(oversizedKey(list)).toBe('fixture:list');
    expect(fixtureSubject(config, 'absent')).toBeUndefined();
  });

  it('an oversized key that is an Object.prototype name is no entry', () => {
    expect(
      ceilingInForce({ ...config, oversized: {} }, { kind: 'tool', server: 'constructor', tool: '' }, 'bytes')?.source,
    ).toBe('limit');
    expect(oversizedKey({ kind: 'tool', server: 'toString', tool: 'x' })).toBe('toString/x');
  });

  it("at run time a fixture's own limits do not hold every call; its oversized entry holds its own call", () => {
    expect(runtimeResultCeiling(config, 's', 'tokens')).toEqual({
      value: 3000,
      path: ['servers', 's', 'limits', 'resultTokens'],
      source: 'limit',
    });
    expect(runtimeResultCeiling(config, 's', 'tokens', { fixture: config.fixtures![0]!, index: 0 })?.value).toBe(8000);
    expect(runtimeResultCeiling(config, 's', 'bytes', { fixture: config.fixtures![1]!, index: 1 })).toEqual({
      value: 20_000,
      path: ['limits', 'resultBytes'],
      source: 'limit',
    });
  });
});
