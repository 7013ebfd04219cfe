import { describe, expect, it } from 'vitest';
import { HOST_PROFILES, modelPrice, unpricedWhy } from '../../src/budget/host-profiles.js';
import { cacheSplit, cacheTotal, sessionPrice } from '../../src/measure/sessions/session-cache.js';
import { sessionReport } from '../../src/measure/sessions/session-turns.js';
import { fixture, hostResult, hostView, page, server, tool, hostTool } from './measured.js';

const ANTHROPIC = { kind: 'breakpoint-at-end', ttl: '5m' } as const;
const PREFIX = { kind: 'automatic-prefix', minimumTokens: 1024, step: 128, guaranteed: false } as const;

describe('prompt caching: each turn of a session split into cache read, cache write and new input', () => {
  it('a breakpoint on the last block (Claude Code): what the previous request sent is read, what this one adds is written', () => {
    const splits = cacheSplit([{ tokens: 14 }, { tokens: 154 }, { tokens: 159 }, { tokens: 459 }], ANTHROPIC)!;
    expect(splits).toEqual([
      { read: 0, write: 14, input: 0 },
      { read: 14, write: 140, input: 0 },
      { read: 154, write: 5, input: 0 },
      { read: 159, write: 300, input: 0 },
    ]);
    splits.forEach((split, i) => {
      expect(split.read + split.write + split.input).toBe([14, 154, 159, 459][i]);
    });
    expect(cacheTotal(splits)).toEqual({ read: 327, write: 459, input: 0 });
  });

  it('automatic prefix caching (Codex, Gemini CLI): the repeated prefix is read, what a turn adds is plain input, nothing is a write', () => {
    expect(cacheSplit([{ tokens: 160 }, { tokens: 172 }, { tokens: 9_172 }], PREFIX)).toEqual([
      { read: 0, write: 0, input: 160 },
      { read: 160, write: 0, input: 12 },
      { read: 172, write: 0, input: 9_000 },
    ]);
  });

  it('a changed definition set rewrites from the definitions on: the whole share of that turn is written again, then read', () => {
    const turns = [{ tokens: 100 }, { tokens: 130 }, { tokens: 190, rewrites: true }, { tokens: 200 }];
    expect(cacheSplit(turns, ANTHROPIC)).toEqual([
      { read: 0, write: 100, input: 0 },
      { read: 100, write: 30, input: 0 },
      { read: 0, write: 190, input: 0 },
      { read: 190, write: 10, input: 0 },
    ]);
    expect(cacheSplit(turns, PREFIX)![2]).toEqual({ read: 0, write: 0, input: 190 });
  });

  it('a host whose caching no source states has no split (unknown, never zeros)', () => {
    expect(cacheSplit([{ tokens: 10 }], undefined)).toBeUndefined();
  });
});

describe('prices: per model where a source states one, never a guessed rate', () => {
  it("Anthropic's from its pricing page: base input, a 5-minute write at 1.25x, a read at 0.1x; only the ids the page lists", () => {
    expect(modelPrice('claude-sonnet-4-20250514')).toMatchObject({ input: 3, cacheWrite5m: 3.75, cacheRead: 0.3 });
    expect(modelPrice('claude-opus-4-1')).toMatchObject({ input: 15, cacheWrite5m: 18.75, cacheRead: 1.5 });
    // Each row as the page states it, not a multiplier: Opus 5.5 reads at 0.05x its input, Haiku 3 writes at 1.2x.
    expect(modelPrice('claude-opus-5-5')).toMatchObject({ input: 4, cacheWrite5m: 5, cacheWrite1h: 8, cacheRead: 0.2 });
    expect(modelPrice('claude-3-haiku-20240307')).toMatchObject({ input: 0.25, cacheWrite5m: 0.3, cacheRead: 0.03 });
    expect(modelPrice('claude-opus-5-5')!.source).toContain('platform.claude.com/docs/zh-CN/models/opus-5-5/overview');
    // Only the ids the pages name: a prefix of a listed id, or one longer, is no price.
    expect(modelPrice('claude-opus-4')).toBeUndefined();
    expect(modelPrice('claude-opus-5-5-2')).toBeUndefined();
  });

  it("OpenAI's: none, because gpt-tokenizer's copy of OpenAI's prices is wrong where it can be checked (gpt-4o, gpt-4.1 and gpt-5 at GPT-4 Turbo's $10 / $30)", () => {
    for (const model of ['gpt-5', 'gpt-5-codex', 'gpt-5.5', 'gpt-4o', 'gpt-4.1', 'toString'])
      expect(modelPrice(model)).toBeUndefined();
    expect(unpricedWhy('gpt-5')).toContain("gpt-tokenizer 4.0.0's copy lists gpt-4o, gpt-4.1 and gpt-5 at $10 / $30");
    expect(unpricedWhy('gemini-3.1-pro-preview')).toBe('no source read states a price for gemini-3.1-pro-preview');
  });

  it('a session priced: each kind of token at its rate; a kind the session has and no source prices leaves it unpriced', () => {
    const split = { read: 327, write: 459, input: 0 };
    const priced = sessionPrice(split, ANTHROPIC, 'claude-sonnet-4-0', modelPrice('claude-sonnet-4-0'));
    expect(priced).toMatchObject({ model: 'claude-sonnet-4-0' });
    if (!('usd' in priced)) throw new Error('unpriced');
    expect(priced.usd.write).toBeCloseTo((459 * 3.75) / 1e6, 12);
    expect(priced.usd.read).toBeCloseTo((327 * 0.3) / 1e6, 12);
    expect(priced.usd.total).toBeCloseTo((459 * 3.75 + 327 * 0.3) / 1e6, 12);
    expect(sessionPrice(split, ANTHROPIC, 'claude-opus-5-5', undefined)).toEqual({
      model: 'claude-opus-5-5',
      none: 'no source read states a price for claude-opus-5-5',
    });
    // A model priced for new input alone: a session that reads from the cache is unpriced; one that reads nothing is.
    const inputOnly = { model: 'm', input: 1.25, source: 's' };
    const reads = sessionPrice({ read: 10, write: 0, input: 5 }, PREFIX, 'm', inputOnly);
    expect(reads).toMatchObject({ none: expect.stringContaining('no cached-input price for m') });
    expect(sessionPrice({ read: 0, write: 0, input: 1_000_000 }, PREFIX, 'm', inputOnly)).toMatchObject({
      usd: { total: 1.25 },
    });
    expect(sessionPrice(split, undefined, 'x', undefined)).toEqual({
      model: 'x',
      none: "this host's prompt caching is unknown",
    });
  });
});

describe("a session's report: each turn's split and the session's price, per host, from its profile's caching", () => {
  const s = (claudeModel?: string) =>
    server('s', [tool('small'), tool('medium')], {
      hosts: [
        hostView('claude-code', [hostTool('small', 60), hostTool('medium', 80)], {
          sessionStartTokens: 14,
          ...(claudeModel ? { model: claudeModel } : {}),
        }),
        hostView('gemini-cli', [hostTool('small', 55, 'mcp_s_'), hostTool('medium', 70, 'mcp_s_')]),
        hostView('cursor', [hostTool('small', 50, 'mcp_s_')]),
      ],
    });
  const small = fixture('greet', 's', [page(100, 5)], {
    tool: 'small',
    hosts: [hostResult('claude-code', 5), hostResult('gemini-cli', 12), hostResult('cursor', 5)],
  });
  const medium = fixture('dump', 's', [page(200_000, 60_000)], {
    tool: 'medium',
    hosts: [
      hostResult('claude-code', 300, { preCutTokens: 60_000, outcome: 'spilled', cut: true }),
      hostResult('gemini-cli', 9_000, { preCutTokens: 60_000, outcome: 'cut', cut: true }),
      hostResult('cursor', 40),
    ],
  });
  const session = { name: 'triage', steps: ['greet', 'dump'] };

  it("Claude Code: the search answer and each result written after the breakpoint before them; priced at its default model's rates", () => {
    expect(HOST_PROFILES['claude-code']!.facts.promptCaching?.value.kind).toBe('breakpoint-at-end');
    const [claude] = sessionReport(session, ['claude-code'], [s()], [small, medium]).hosts;
    expect(claude!.turns.map((turn) => turn.cache)).toEqual([
      { read: 0, write: 14, input: 0 },
      { read: 14, write: 140, input: 0 },
      { read: 154, write: 5, input: 0 },
      { read: 159, write: 300, input: 0 },
    ]);
    expect(claude!.cache).toEqual({ read: 327, write: 459, input: 0 });
    // Claude Opus 5.5: a 5-minute write $5, a read $0.20 per million (its own row, not 1.25x / 0.1x of $4).
    const price = claude!.price as { model: string; usd: Record<string, number> };
    expect(price.model).toBe('claude-opus-5-5');
    expect(price.usd.input).toBe(0);
    expect(price.usd.write).toBeCloseTo((459 * 5) / 1e6, 12);
    expect(price.usd.read).toBeCloseTo((327 * 0.2) / 1e6, 12);
    expect(price.usd.total).toBeCloseTo((459 * 5 + 327 * 0.2) / 1e6, 12);
  });

  it('Claude Code with a model budget.json names and Anthropic prices: the session in dollars, write and read apart', () => {
    const [claude] = sessionReport(session, ['claude-code'], [s('claude-sonnet-4-0')], [small, medium]).hosts;
    expect(claude!.price).toMatchObject({ model: 'claude-sonnet-4-0' });
    const price = claude!.price as { usd: { input: number; write: number; read: number; total: number } };
    expect(price.usd.input).toBe(0);
    expect(price.usd.write).toBeCloseTo(0.00172125, 12);
    expect(price.usd.read).toBeCloseTo(0.0000981, 12);
  });

  it('Gemini CLI: implicit prefix caching, the repeated prefix read; a host no source states the caching of: unknown', () => {
    const [gemini, cursor] = sessionReport(session, ['gemini-cli', 'cursor'], [s()], [small, medium]).hosts;
    expect(gemini!.turns.map((turn) => turn.cache)).toEqual([
      { read: 0, write: 0, input: 125 },
      { read: 125, write: 0, input: 12 },
      { read: 137, write: 0, input: 9_000 },
    ]);
    expect(gemini!.price).toEqual({
      model: 'gemini-3.1-pro-preview',
      none: 'no source read states a price for gemini-3.1-pro-preview',
    });
    expect(cursor!.turns.every((turn) => turn.cache === undefined)).toBe(true);
    expect(cursor!.cache).toBeUndefined();
    expect(cursor!.price).toMatchObject({ none: "this host's prompt caching is unknown" });
  });
});
