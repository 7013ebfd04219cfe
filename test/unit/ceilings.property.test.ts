// One ceiling rule: whatever the budget and the measurement, after update the next check has no ratchet finding
// update could have fixed, update never raises a number, and it never adds a failure. In memory: no servers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editJson } from '../../src/budget/budget-file.js';
import { budgetEdits } from '../../src/commands/budget-writers.js';
import { parseBudget } from '../../src/budget/config.js';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { judgeOversized, tightenedOversized } from '../../src/judge/ratchet.js';
import type { FixtureReport, ServerReport } from '../../src/measure/measurement.js';
import { judge } from '../../src/judge/judge.js';
import type { Measurement } from '../../src/measure/measure-all.js';

const size = fc.integer({ min: 1, max: 3000 });
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const limits = fc.record(
  {
    toolBytes: maybe(size),
    toolTokens: maybe(size),
    descriptionChars: maybe(size),
    resultBytes: maybe(size),
    resultTokens: maybe(size),
  },
  { requiredKeys: [] },
);

const scenario = fc
  .record({
    servers: fc.array(
      fc.record({
        tools: fc.array(fc.record({ bytes: size, tokens: size, chars: size }), { minLength: 1, maxLength: 3 }),
        limits: maybe(limits),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    fixtures: fc.array(
      fc.record({
        server: fc.nat(1),
        pages: fc.array(fc.record({ wireBytes: size, tokens: size }), { minLength: 1, maxLength: 2 }),
        maxTokens: maybe(size),
        maxBytes: maybe(size),
        paginate: fc.boolean(),
      }),
      { maxLength: 2 },
    ),
    limits,
    // Entries for subjects that exist and for some that do not, at any size.
    entries: fc.array(fc.record({ subject: fc.nat(7), bytes: maybe(size), tokens: maybe(size), chars: maybe(size) }), {
      maxLength: 6,
    }),
    minDelta: maybe(fc.record({ bytes: fc.nat(100), tokens: fc.nat(30), chars: fc.nat(30) })),
  })
  .map(({ servers, fixtures, limits: top, entries, minDelta }) => {
    const serverNames = servers.map((_, i) => `s${i}`);
    const config: BudgetConfig = {
      servers: Object.fromEntries(
        servers.map((server, i) => [
          serverNames[i]!,
          { command: 'node', ...(server.limits ? { limits: clean(server.limits) } : {}) },
        ]),
      ),
      limits: clean(top),
      fixtures: fixtures.map((fixture, i) => ({
        name: `f${i}`,
        server: serverNames[Math.min(fixture.server, servers.length - 1)]!,
        tool: 't0',
        ...clean({ maxTokens: fixture.maxTokens, maxBytes: fixture.maxBytes }),
        ...(fixture.paginate ? { paginate: { cursorArgument: 'cursor', nextCursor: '/next' } } : {}),
      })),
      ...(minDelta ? { ratchet: { minDelta } } : {}),
    };
    const subjects = [
      ...servers.flatMap((server, i) => server.tools.map((_, t) => `${serverNames[i]}/t${t}`)),
      ...fixtures.map((_, i) => `fixture:f${i}`),
      's0/gone',
      'fixture:gone',
    ];
    const oversized: NonNullable<BudgetConfig['oversized']> = {};
    for (const entry of entries) {
      const subject = subjects[entry.subject % subjects.length]!;
      // Description length is a tool's unit only.
      const body = clean({
        bytes: entry.bytes,
        tokens: entry.tokens,
        chars: subject.startsWith('fixture:') ? undefined : entry.chars,
      });
      if (Object.keys(body).length > 0) oversized[subject] = body;
    }
    if (Object.keys(oversized).length > 0) config.oversized = oversized;
    const measurement: Measurement = {
      tokenizer: 'o200k_base',
      servers: servers.map(
        (server, i): ServerReport => ({
          name: serverNames[i]!,
          ok: true,
          transport: 'stdio',
          clientCapabilities: {},
          instructions: null,
          listPages: 1,
          durationMs: 1,
          tools: server.tools.map((tool, t) => ({
            name: `t${t}`,
            bytes: tool.bytes,
            tokens: tool.tokens,
            descriptionChars: tool.chars,
            hostName: `t${t}`,
          })),
          totals: { tools: server.tools.length, bytes: 0, tokens: 0 },
        }),
      ),
      fixtures: fixtures.map(
        (fixture, i): FixtureReport => ({
          name: `f${i}`,
          server: config.fixtures![i]!.server,
          tool: 't0',
          isError: false,
          wireBytes: 0,
          textTokens: 0,
          structuredTokens: 0,
          tokens: 0,
          content: {},
          pages: fixture.pages.map((page) => ({ ...page, textTokens: page.tokens, structuredTokens: 0 })),
        }),
      ),
      configured: serverNames,
      skippedServers: [],
    };
    return { config, measurement };
  });

function clean<T extends Record<string, number | undefined>>(record: T): Record<string, number> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<
    string,
    number
  >;
}

const LIMIT_CODES = new Set([
  'TOOL_OVER_BUDGET',
  'DESCRIPTION_TOO_LONG',
  'RESULT_OVER_BUDGET',
  'PAGE_OVER_BUDGET',
  'OVERSIZED_GREW',
]);
const failures = (config: BudgetConfig, measurement: Measurement) =>
  new Set(
    judge(config, structuredClone(measurement))
      .report.findings.filter((f) => LIMIT_CODES.has(f.code))
      .map((f) => `${f.code}|${f.subject}|${f.unit}`),
  );

describe('the ceiling rule, update and check agree', () => {
  it('after update, check finds nothing update could fix; update never raises or adds a failure (1,000 cases)', () => {
    fc.assert(
      fc.property(scenario, ({ config, measurement }) => {
        const text = `${JSON.stringify(config, null, 2)}\n`;
        const before = parseBudget('budget.json', text);
        const tightened = tightenedOversized(judgeOversized(before, measurement.servers, measurement.fixtures));
        const changes = [...tightened].map(([key, to]) => ({ key, from: before.oversized![key]!, to }));
        const after = parseBudget('budget.json', changes.length > 0 ? editJson(text, budgetEdits(changes)) : text);
        // Never raised, never added.
        for (const [key, entry] of Object.entries(after.oversized ?? {})) {
          for (const unit of ['bytes', 'tokens', 'chars'] as const) {
            if (entry[unit] !== undefined) expect(entry[unit]).toBeLessThanOrEqual(before.oversized![key]![unit]!);
          }
        }
        // Nothing left for update to do.
        const next = judge(after, structuredClone(measurement)).report.findings;
        expect(next.filter((f) => f.code === 'OVERSIZED_STALE' || f.code === 'OVERSIZED_OBSOLETE')).toEqual([]);
        // No failure that was not there before.
        const was = failures(before, measurement);
        for (const failure of failures(after, measurement)) expect(was.has(failure)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('the reproduction: a fixture ceiling of 1,000 does not loosen a general 20; the entry comes down, not off', () => {
    const config: BudgetConfig = {
      servers: { s: { command: 'node' } },
      limits: { resultTokens: 20 },
      fixtures: [{ name: 'big', server: 's', tool: 't', maxTokens: 1000 }],
      oversized: { 'fixture:big': { tokens: 400 } },
    };
    const measurement: Measurement = {
      tokenizer: 'o200k_base',
      servers: [],
      configured: ['s'],
      skippedServers: [],
      fixtures: [
        {
          name: 'big',
          server: 's',
          tool: 't',
          isError: false,
          wireBytes: 100,
          textTokens: 25,
          structuredTokens: 0,
          tokens: 25,
          content: {},
          pages: [{ wireBytes: 100, textTokens: 25, structuredTokens: 0, tokens: 25 }],
        },
      ],
    };
    const tightened = tightenedOversized(judgeOversized(config, measurement.servers, measurement.fixtures));
    expect(tightened.get('fixture:big')).toEqual({ tokens: 25 });
  });
});
