import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { configuredServer, limitFor } from '../../src/judge/limits.js';

const config: BudgetConfig = {
  servers: {
    github: { command: 'gh', limits: { toolBytes: 900 }, variants: { 'read-only': {} } },
    notes: { command: 'n' },
  },
  limits: { toolBytes: 4000, toolTokens: 1000 },
};

describe('limits: which number a server is held to, and where it is written', () => {
  it("a server's own limit overrides the top-level one, limit by limit", () => {
    expect(limitFor(config, 'github', 'toolBytes')).toEqual({
      value: 900,
      path: ['servers', 'github', 'limits', 'toolBytes'],
    });
    expect(limitFor(config, 'github', 'toolTokens')).toEqual({ value: 1000, path: ['limits', 'toolTokens'] });
    expect(limitFor(config, 'notes', 'toolBytes')).toEqual({ value: 4000, path: ['limits', 'toolBytes'] });
  });

  it("a variant is held to its server's limits; an unset limit is none", () => {
    expect(configuredServer(config, 'github@read-only')).toBe('github');
    expect(limitFor(config, 'github@read-only', 'toolBytes')).toEqual({
      value: 900,
      path: ['servers', 'github', 'limits', 'toolBytes'],
    });
    expect(limitFor(config, 'github', 'resultBytes')).toBeUndefined();
    expect(limitFor(config, undefined, 'toolBytes')).toEqual({ value: 4000, path: ['limits', 'toolBytes'] });
  });

  it('an @ in a name is a variant only when that server declares variants', () => {
    expect(configuredServer(config, 'notes@v2')).toBe('notes@v2');
    expect(configuredServer({ servers: { 'a@b': { command: 'x' } } }, 'a@b')).toBe('a@b');
    expect(configuredServer(config, '@scoped')).toBe('@scoped');
  });
});
