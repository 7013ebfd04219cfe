// The exact count must equal gpt-tokenizer's own on every input; only the speed on long pieces differs.
import fc from 'fast-check';
import { countTokens as o200k } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import { MeasuringTimedOut } from '../../src/servers/interruptible.js';
import { loadTokenizer } from '../../src/measure/tokens.js';

const plain = { disallowedSpecial: new Set<string>() };
const references = { o200k_base: (t: string) => o200k(t, plain), cl100k_base: (t: string) => cl100k(t, plain) };

/** Text that makes long pieces: runs of one letter class, camelCase, digits, punctuation, unicode. */
const pieceText = fc
  .array(
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom('a', 'A', 'é', 'z', 'Q', '名', 'ß', 'ab', 'aB', 'xyz', '0', ' ', '\n', '_', '-', '"', '🙂'),
          fc.integer({ min: 1, max: 700 }),
        )
        .map(([s, n]) => s.repeat(n)),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

describe('exact token counts', () => {
  for (const name of ['o200k_base', 'cl100k_base'] as const) {
    it(`${name}: equals gpt-tokenizer on generated text with long pieces (1,000 cases)`, async () => {
      const tokenizer = await loadTokenizer(name);
      fc.assert(
        fc.property(pieceText, (text) => tokenizer.count(text) === references[name](text)),
        { numRuns: 1000 },
      );
    });
  }

  it('special-token strings count as the plain text they are', async () => {
    const tokenizer = await loadTokenizer('o200k_base');
    expect(tokenizer.count('a<|endoftext|>b')).toBe(references.o200k_base('a<|endoftext|>b'));
  });

  it('a 200 KB run of letters is counted exactly (against a reference on a smaller run) and fast enough to finish', async () => {
    const tokenizer = await loadTokenizer('o200k_base');
    // The reference is quadratic; 8,000 letters is where it is still quick. The heap path takes over past 256.
    for (const text of [
      'a'.repeat(8000),
      'Ab'.repeat(4000),
      'x'.repeat(257),
      `${'Q'.repeat(3000)}${'ü'.repeat(3000)}`,
    ]) {
      expect(tokenizer.count(text)).toBe(references.o200k_base(text));
    }
    expect(tokenizer.count('a'.repeat(200_000))).toBe(25_000);
  });

  it('past its deadline counting throws instead of returning a wrong number', async () => {
    const tokenizer = await loadTokenizer('o200k_base');
    expect(() => tokenizer.count('word '.repeat(200_000), Date.now() - 1)).toThrow(MeasuringTimedOut);
    expect(() => tokenizer.count('a'.repeat(1_000_000), Date.now() - 1)).toThrow(MeasuringTimedOut);
  });
});

/**
 * `check --json` of `dir` as its own process with the count cache in `cacheHome`, and the phases its last run traced
 * (MCP_BUDGET_TRACE is read from the environment when the built CLI loads).
 */
async function tracedChecks(dir: string, cacheHome: string) {
  const { readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { BUILT_CLI, runNode } = await import('../helpers.js');
  const trace = path.join(cacheHome, 'trace.jsonl');
  const env = { XDG_CACHE_HOME: cacheHome, MCP_BUDGET_TRACE: trace };
  return {
    check: async () => JSON.parse((await runNode(BUILT_CLI, ['check', '--json'], { cwd: dir, env })).stdout),
    phases: () =>
      readFileSync(trace, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).phase as string),
  };
}

describe('the token-count cache', () => {
  it('any change to the text, the encoding or the counter version is a miss', async () => {
    const { CountCache } = await import('../../src/measure/count-cache.js');
    const { tempDir } = await import('../helpers.js');
    const dir = tempDir('mcp-budget-cachetest-');
    const env = { XDG_CACHE_HOME: dir };
    const cache = CountCache.open(dir, 'o200k_base', env, 'v1');
    cache.set('{"name":"a"}', 5);
    cache.save();
    expect(CountCache.open(dir, 'o200k_base', env, 'v1').get('{"name":"a"}')).toBe(5);
    expect(CountCache.open(dir, 'o200k_base', env, 'v1').get('{"name":"a"} ')).toBeUndefined();
    expect(CountCache.open(dir, 'o200k_base', env, 'v1').get('{"name":"b"}')).toBeUndefined();
    expect(CountCache.open(dir, 'cl100k_base', env, 'v1').get('{"name":"a"}')).toBeUndefined();
    expect(CountCache.open(dir, 'o200k_base', env, 'v2').get('{"name":"a"}')).toBeUndefined();
  });

  it('a schema that compiled is remembered by its exact JSON and the compiler; one that did not is compiled every run', async () => {
    const { CountCache } = await import('../../src/measure/count-cache.js');
    const { SCHEMA_COMPILER_VERSION } = await import('../../src/measure/schema-compiler.js');
    const { cliJson, project, specServer, tempDir } = await import('../helpers.js');
    const cacheHome = tempDir('mcp-budget-cachehome-');
    const good = { type: 'object', properties: { path: { type: 'string' } } };
    const bad = { type: 'object', properties: { path: { type: 'no-such-type' } } };
    const dir = project({
      'spec.json': {
        tools: [
          { name: 'good', inputSchema: good },
          { name: 'bad', inputSchema: bad },
        ],
      },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    const env = { XDG_CACHE_HOME: cacheHome };
    for (const run of ['cold', 'warm']) {
      const { report } = await cliJson(dir, ['check'], env);
      expect(
        report.findings
          .filter((f: { code: string }) => f.code === 'INVALID_INPUT_SCHEMA')
          .map((f: { subject: string }) => f.subject),
        run,
      ).toEqual(['s/bad']);
    }
    const remembered = CountCache.open(dir, 'schema-compiles', env, SCHEMA_COMPILER_VERSION);
    expect(remembered.has(JSON.stringify(good))).toBe(true);
    expect(remembered.has(JSON.stringify(bad))).toBe(false);
    expect(remembered.has(JSON.stringify({ ...good, required: ['path'] }))).toBe(false);
    expect(
      CountCache.open(dir, 'schema-compiles', env, `${SCHEMA_COMPILER_VERSION} next`).has(JSON.stringify(good)),
    ).toBe(false);
  });

  it('a warm run gives the same figures without loading the tokenizer; --no-cache neither reads nor writes it', async () => {
    const { existsSync, readdirSync } = await import('node:fs');
    const path = await import('node:path');
    const { cliJson, project, specServer, tempDir } = await import('../helpers.js');
    const cacheHome = tempDir('mcp-budget-cachehome-');
    const dir = project({
      'spec.json': {
        tools: [{ name: 'a', description: 'Reads a thing.', inputSchema: { type: 'object' } }],
        instructions: 'Use a.',
      },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    const env = { XDG_CACHE_HOME: cacheHome };
    const uncached = await cliJson(dir, ['check', '--no-cache'], env);
    expect(uncached.report.cache).toBeUndefined();
    expect(existsSync(path.join(cacheHome, 'mcp-budget'))).toBe(false);
    const cold = await cliJson(dir, ['check'], env);
    expect(cold.report.cache).toMatchObject({ warm: false, hits: 0 });
    expect(readdirSync(path.join(cacheHome, 'mcp-budget')).sort()).toEqual([
      'schema-compiles.json',
      'token-counts.o200k_base.json',
    ]);
    const warm = await cliJson(dir, ['check'], env);
    expect(warm.report.cache).toMatchObject({ warm: true, misses: 0 });
    expect(warm.report.servers).toEqual(
      cold.report.servers.map((s: Record<string, unknown>) => ({
        ...s,
        durationMs: expect.any(Number),
        startup: { ...(s.startup as object), medianMs: expect.any(Number), slowestMs: expect.any(Number) },
      })),
    );
    expect(warm.report.servers[0].totals).toEqual(uncached.report.servers[0].totals);
  });

  it("a warm run with hosts loads no tokenizer: each host's view is answered from the count cache", async () => {
    const { project, specServer, tempDir } = await import('../helpers.js');
    const cacheHome = tempDir('mcp-budget-cachehome-');
    const dir = project({
      'spec.json': {
        tools: [
          {
            name: 'a',
            description: 'Reads a thing.',
            inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
          },
        ],
        instructions: 'Use a.',
      },
      'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['claude-code', 'codex', 'gemini-cli'] },
    });
    const { check, phases } = await tracedChecks(dir, cacheHome);
    const cold = await check();
    expect(phases()).toContain('tokenizer loading');
    const warm = await check();
    expect(warm.cache).toMatchObject({ warm: true, misses: 0 });
    expect(warm.servers[0].hosts).toEqual(cold.servers[0].hosts);
    expect(phases()).not.toContain('tokenizer loading');
  });

  it('a warm run with fixtures starts loading the tokenizer while its server boots, not once a fixture has answered', async () => {
    // A fixture's result is counted with the tokenizer itself, cache or not: waited for after the call, its ~120 ms of
    // loading were the warm quickstart check's longest step after the server's own start.
    const { project, specServer, tempDir } = await import('../helpers.js');
    const cacheHome = tempDir('mcp-budget-cachehome-');
    const dir = project({
      'spec.json': {
        tools: [{ name: 'find', description: 'Finds a thing.', inputSchema: { type: 'object' } }],
        results: { find: { content: [{ type: 'text', text: 'found it' }] } },
      },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        fixtures: [{ name: 'find-one', server: 's', tool: 'find' }],
      },
    });
    const { check, phases } = await tracedChecks(dir, cacheHome);
    const cold = await check();
    const warm = await check();
    expect(warm.cache).toMatchObject({ warm: true, misses: 0 });
    expect(warm.fixtures).toEqual(cold.fixtures);
    expect(warm.fixtures[0].tokens).toBeGreaterThan(0);
    const order = phases();
    expect(order).toContain('tokenizer loading');
    // Asked for before the server has answered its listings: the loading runs beside the server's start.
    expect(order.indexOf('tokenizer loading')).toBeLessThan(order.indexOf('tools listed'));
  });

  it("a warm run of a dual-era server loads no tokenizer to look at its other era's face", async () => {
    const path = await import('node:path');
    const { project, ROOT, tempDir } = await import('../helpers.js');
    const cacheHome = tempDir('mcp-budget-cachehome-');
    const tools = [{ name: 'search', description: 'Search the notes', inputSchema: { type: 'object' } }];
    const dir = project({
      'spec.json': { tools, byEra: { legacy: { instructions: 'Legacy only.' } } },
      'budget.json': {
        servers: {
          s: {
            command: process.execPath,
            args: [path.join(ROOT, '.tmp', 'test-servers', 'modern-server.mjs'), 'spec.json'],
          },
        },
      },
    });
    const { check, phases } = await tracedChecks(dir, cacheHome);
    const cold = { report: await check() };
    expect(cold.report.servers[0].parity).toMatchObject({ era: 'legacy' });
    expect(phases()).toContain('tokenizer loading');
    const warm = { report: await check() };
    expect(warm.report.cache).toMatchObject({ warm: true, misses: 0 });
    expect(warm.report.servers[0].parity).toEqual(cold.report.servers[0].parity);
    expect(phases()).not.toContain('tokenizer loading');
  });
});
