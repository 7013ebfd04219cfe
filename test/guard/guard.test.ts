// mcp-budget/guard on a real McpServer over real stdio: the built package (dist/guard.js through the exports map),
// a raw client that keeps each response line exactly as the server wrote it, the SDK's own client, and `check` on the
// same server and fixtures. Tokens are counted twice: with mcp-budget's counting and with js-tiktoken.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import type { McpServer, Server } from '@modelcontextprotocol/server';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawConnection } from '../../scripts/raw-session.mjs';
import { guard, type GuardableTransport } from '../../src/guard/guard.js';
import { guardPolicy } from '../../src/guard/guard-policy.js';
import { ResultGuard } from '../../src/guard/result-guard.js';
import { measureResult } from '../../src/measure/measure-result.js';
import { loadTokenizer, type Tokenizer } from '../../src/measure/tokens.js';
import { cli, cliJson, project, ROOT, tempDir } from '../helpers.js';
import { independentTokens } from '../independent-client.js';

const GUARDED = path.join(ROOT, 'test', 'fixtures', 'servers', 'guarded.mjs');
const LIMIT = 2000;
type Mode = 'enforce' | 'observe' | 'none';

/** A raw JSON-RPC session over the server's stdio: each call returns the response line exactly as written. */
async function rawSession(budget: string, mode: Mode, figures?: string) {
  const child = spawn(process.execPath, [GUARDED, budget, 'prs', mode, ...(figures ? [figures] : [])], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const { request, initialize, exited } = rawConnection(child);
  await initialize();
  return {
    call: (tool: string, args: Record<string, unknown>) => request('tools/call', { name: tool, arguments: args }),
    /** Ends the session the way a client does (stdin closed): the server flushes its figures and exits. */
    close: async () => {
      child.stdin.end();
      return exited;
    },
  };
}

function budgetFor(extra: Record<string, unknown> = {}) {
  return {
    servers: { prs: { command: process.execPath, args: [GUARDED, 'budget.json', 'prs', 'none'] } },
    limits: { resultTokens: LIMIT },
    fixtures: [
      {
        name: 'all-prs',
        server: 'prs',
        tool: 'list_pull_requests',
        arguments: { count: 720 },
        paginate: {
          cursorArgument: 'cursor',
          nextCursor: '/next_cursor',
          items: '/items',
          key: '/number',
          maxPages: 2,
        },
      },
      { name: 'few-prs', server: 'prs', tool: 'list_pull_requests', arguments: { count: 5 } },
      { name: 'big-search', server: 'prs', tool: 'search', arguments: { count: 300 } },
      { name: 'small-search', server: 'prs', tool: 'search', arguments: { count: 3 } },
      { name: 'long-log', server: 'prs', tool: 'read_log', arguments: { lines: 2000 } },
      { name: 'accepted-log', server: 'prs', tool: 'read_log', arguments: { lines: 200 } },
    ],
    ...extra,
  };
}

/** The two sessions number their requests alike only while they make the same calls; the rest of a line must match. */
const withoutId = (line: string) => line.replace(/,"id":\d+}$/, '}');

let tokenizer: Tokenizer;
/** Both counts of a response line, as `check` defines them: the larger of the text and structured copies. */
function counts(line: string) {
  const message = JSON.parse(line);
  const ours = measureResult({ bytes: Buffer.byteLength(line), message }, tokenizer);
  const texts = (message.result.content as Array<{ type: string; text?: string }>)
    .filter((b) => b.type === 'text')
    .map((b) => b.text!);
  const structured = message.result.structuredContent;
  const independent = Math.max(
    texts.reduce((sum, text) => sum + independentTokens(text), 0),
    structured === undefined ? 0 : independentTokens(JSON.stringify(structured)),
  );
  return { ours: ours.tokens, independent, bytes: ours.wireBytes, result: message.result };
}

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'dist', 'guard.js')))
    throw new Error('run `npm run build` first: the guard is tested as built');
  tokenizer = await loadTokenizer('o200k_base');
});

describe('mcp-budget/guard on a real server', () => {
  it('cuts a 50,000-token page at a record boundary, in-band, to within resultTokens', async () => {
    const dir = project({ 'budget.json': budgetFor() });
    const budget = path.join(dir, 'budget.json');
    const plain = await rawSession(budget, 'none');
    const guarded = await rawSession(budget, 'enforce');
    const [before, after] = await Promise.all([
      plain.call('list_pull_requests', { count: 720 }),
      guarded.call('list_pull_requests', { count: 720 }),
    ]);
    await Promise.all([plain.close(), guarded.close()]);

    const original = counts(before);
    expect(original.ours).toBeGreaterThan(50_000);
    const cut = counts(after);
    expect(cut.ours).toBeLessThanOrEqual(LIMIT);
    expect(cut.independent).toBe(cut.ours);
    // The most that fits, not a token: within the last record's worth of the limit.
    expect(cut.ours).toBeGreaterThan(LIMIT - 200);

    const page = JSON.parse(cut.result.content[0].text);
    expect(page).toEqual(cut.result.structuredContent);
    expect(page.truncated).toBe(true);
    expect(page.items.length).toBeGreaterThan(5);
    expect(page.items.length).toBeLessThan(720);
    // Whole records, the first ones, exactly as the server wrote them.
    expect(page.items).toEqual(original.result.structuredContent.items.slice(0, page.items.length));
    expect(page.note).toContain(`${page.items.length} of 720 records shown`);
    expect(page.note).toContain('`cursor`');
    expect(page.next_cursor).toBe('720');
  });

  it('sends a within-budget result byte for byte as the unguarded server does', async () => {
    const dir = project({ 'budget.json': budgetFor() });
    const budget = path.join(dir, 'budget.json');
    const plain = await rawSession(budget, 'none');
    const guarded = await rawSession(budget, 'enforce');
    for (const [tool, args] of [
      ['list_pull_requests', { count: 5 }],
      ['search', { count: 3 }],
      ['read_log', { lines: 10 }],
    ] as const) {
      const [before, after] = await Promise.all([plain.call(tool, args), guarded.call(tool, args)]);
      expect(after).toBe(before);
    }
    await Promise.all([plain.close(), guarded.close()]);
  });

  it('cuts a bare array between records with a note beside it, and prose with a marker', async () => {
    const dir = project({ 'budget.json': budgetFor() });
    const session = await rawSession(path.join(dir, 'budget.json'), 'enforce');
    const search = counts(await session.call('search', { count: 300 }));
    const log = counts(await session.call('read_log', { lines: 2000 }));
    await session.close();

    for (const result of [search, log]) {
      expect(result.ours).toBeLessThanOrEqual(LIMIT);
      expect(result.independent).toBeLessThanOrEqual(LIMIT);
    }
    const [array, flag] = search.result.content.map((block: { text: string }) => JSON.parse(block.text));
    expect(Array.isArray(array)).toBe(true);
    expect(array.length).toBeGreaterThan(3);
    // Still written as the server wrote it (pretty-printed), only shorter.
    expect(search.result.content[0].text).toBe(JSON.stringify(array, null, 2));
    expect(flag).toEqual({ truncated: true, note: expect.stringContaining(`${array.length} of 300 records shown`) });

    const blocks = log.result.content as Array<{ text: string }>;
    expect(blocks).toHaveLength(2);
    expect(blocks[0]!.text.length).toBeGreaterThan(1000);
    expect(blocks[1]!.text).toMatch(
      /^\[mcp-budget guard: the result was cut here, after [\d,]+ of [\d,]+ characters of text, to keep it within this server's limit of 2,000 tokens\./,
    );
  });

  it('reaches the SDK client in-band: the client accepts the cut result and shows the note', async () => {
    const dir = project({ 'budget.json': budgetFor() });
    const client = new Client({ name: 'guard-test', version: '0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [GUARDED, path.join(dir, 'budget.json'), 'prs', 'enforce'],
        stderr: 'ignore',
      }),
    );
    try {
      const result = (await client.callTool({ name: 'list_pull_requests', arguments: { count: 720 } })) as {
        content: Array<{ text: string }>;
        structuredContent: { truncated: boolean; note: string };
      };
      expect(result.structuredContent.truncated).toBe(true);
      expect(result.structuredContent.note).toMatch(/records shown/);
      expect(tokenizer.count(result.content[0]!.text)).toBeLessThanOrEqual(LIMIT);
      expect(independentTokens(result.content[0]!.text)).toBeLessThanOrEqual(LIMIT);
    } finally {
      await client.close();
    }
  });

  it('agrees with `check` on the same server and fixtures about which results are over', async () => {
    const dir = project({ 'budget.json': budgetFor() });
    const budget = path.join(dir, 'budget.json');
    // The reviewed exception: accepted-log is listed at today's size, so check passes it and the guard must too.
    const plain = await rawSession(budget, 'none');
    const acceptedTokens = counts(await plain.call('read_log', { lines: 200 })).ours;
    const config = budgetFor({ oversized: { 'fixture:accepted-log': { tokens: acceptedTokens } } });
    writeFileSync(budget, `${JSON.stringify(config, null, 2)}\n`);

    const { report } = await cliJson(dir, ['check']);
    const overCodes = new Set(['RESULT_OVER_BUDGET', 'PAGE_OVER_BUDGET', 'OVERSIZED_GREW']);
    const overByCheck = new Set<string>(
      (report.findings as Array<{ code: string; subject: string }>)
        .filter((f) => overCodes.has(f.code))
        .map((f) => f.subject.replace(/^fixture:/, '')),
    );
    expect([...overByCheck].sort()).toEqual(['all-prs', 'big-search', 'long-log']);

    const guarded = await rawSession(budget, 'enforce');
    const cutByGuard = new Set<string>();
    for (const fixture of config.fixtures) {
      const [before, after] = await Promise.all([
        plain.call(fixture.tool, fixture.arguments),
        guarded.call(fixture.tool, fixture.arguments),
      ]);
      if (withoutId(after) !== withoutId(before)) cutByGuard.add(fixture.name);
    }
    // The exception holds for its own call only: one more line of the same tool is over the general limit.
    const [moreBefore, moreAfter] = await Promise.all([
      plain.call('read_log', { lines: 201 }),
      guarded.call('read_log', { lines: 201 }),
    ]);
    await Promise.all([plain.close(), guarded.close()]);
    expect([...cutByGuard].sort()).toEqual([...overByCheck].sort());
    expect(withoutId(moreAfter)).not.toBe(withoutId(moreBefore));
    expect(counts(moreAfter).ours).toBeLessThanOrEqual(LIMIT);

    // And check on the guarded server finds nothing over: what it measures is what the guard sent.
    config.servers.prs.args = [GUARDED, 'budget.json', 'prs', 'enforce'];
    writeFileSync(budget, `${JSON.stringify({ ...config, oversized: {} }, null, 2)}\n`);
    const guardedCheck = await cliJson(dir, ['check']);
    const over = (guardedCheck.report.findings as Array<{ code: string }>).filter((f) => overCodes.has(f.code));
    expect(over).toEqual([]);
  });

  it('observe mode sends every result unchanged and records per-tool figures', async () => {
    const dir = project({ 'budget.json': budgetFor() });
    const figures = path.join(tempDir(), 'figures.json');
    const plain = await rawSession(path.join(dir, 'budget.json'), 'none');
    const observed = await rawSession(path.join(dir, 'budget.json'), 'observe', figures);
    const sizes: number[] = [];
    for (const count of [1, 2, 3, 4, 300]) {
      const [before, after] = await Promise.all([plain.call('search', { count }), observed.call('search', { count })]);
      expect(after).toBe(before);
      sizes.push(counts(after).ours);
    }
    await observed.call('read_log', { lines: 3 });
    await Promise.all([plain.close(), observed.close()]);

    // One JSON line per snapshot of the run (a timer's, then the close's): the last holds every call.
    const written = JSON.parse(readFileSync(figures, 'utf8').trimEnd().split('\n').at(-1)!);
    expect(written).toMatchObject({ schemaVersion: 1, server: 'prs', tokenizer: 'o200k_base', mode: 'observe' });
    expect(Object.keys(written.tools)).toEqual(['read_log', 'search']);
    const search = written.tools.search;
    // Argument names and types only: the values never leave the server in the figures.
    expect(search).toMatchObject({ count: 5, over: 1, largestArguments: { count: 'number' } });
    expect(search.tokens).toEqual({ p50: sizes[2], p95: sizes[4], max: sizes[4] });
    expect(search.bytes.max).toBeGreaterThan(search.bytes.p50);

    // drift: production against the fixtures, measured now. Only small-search calls search; nothing calls read_log.
    const narrow = project({ 'budget.json': budgetFor({ fixtures: [budgetFor().fixtures[3]] }) });
    const drifted = await cliJson(narrow, ['drift', figures]);
    expect(drifted.code).toBe(1);
    expect(drifted.report).toMatchObject({ ok: false, unmeasured: [] });
    expect(drifted.report.drift).toEqual([
      expect.objectContaining({
        tool: 'read_log',
        reason: 'no-fixture',
        proposed: {
          name: 'read_log-production-max',
          server: 'prs',
          tool: 'read_log',
          arguments: { lines: '<number>' },
        },
      }),
      expect.objectContaining({
        tool: 'search',
        reason: 'larger-in-production',
        production: expect.objectContaining({ count: 5, over: 1 }),
        ci: { fixtures: ['small-search'], tokens: sizes[2], bytes: expect.any(Number) },
        proposed: { name: 'search-production-max', server: 'prs', tool: 'search', arguments: { count: '<number>' } },
      }),
    ]);
    // Covered: a fixture as large as the largest production call of each tool.
    const covering = project({
      'budget.json': budgetFor({ fixtures: [budgetFor().fixtures[2], budgetFor().fixtures[5]] }),
    });
    const covered = await cliJson(covering, ['drift', figures]);
    expect(covered.report).toEqual({ schemaVersion: 1, ok: true, runs: 1, drift: [], unmeasured: [] });
    expect(covered.code).toBe(0);
  });

  it('consecutive and concurrent server processes add to one figures file: drift sees every run, and a truncated last line does not stop it', async () => {
    const dir = project({ 'budget.json': budgetFor() });
    const budget = path.join(dir, 'budget.json');
    const figures = path.join(tempDir(), 'figures.json');
    // One process after another, as a host starts a stdio server per session.
    const first = await rawSession(budget, 'observe', figures);
    await first.call('search', { count: 2 });
    await first.call('search', { count: 1 });
    await first.close();
    const second = await rawSession(budget, 'observe', figures);
    const largest = counts(await second.call('search', { count: 300 }));
    await second.close();
    // Two at once, their calls and their ends interleaved.
    const [third, fourth] = await Promise.all([
      rawSession(budget, 'observe', figures),
      rawSession(budget, 'observe', figures),
    ]);
    await Promise.all([third.call('search', { count: 4 }), fourth.call('search', { count: 5 })]);
    await Promise.all([third.call('read_log', { lines: 3 }), fourth.call('read_log', { lines: 3 })]);
    await Promise.all([third.close(), fourth.close()]);

    const lines = readFileSync(figures, 'utf8')
      .split('\n')
      .filter((line) => line !== '');
    // Every line whole (none written into another), and every run there.
    const records = lines.map((line) => JSON.parse(line));
    expect(new Set(records.map((record) => record.run)).size).toBe(4);

    // A process killed in the middle of a line, then one more run after it.
    writeFileSync(figures, `${readFileSync(figures, 'utf8')}{"schemaVersion":1,"server":"prs","tokeni`);
    const fifth = await rawSession(budget, 'observe', figures);
    await fifth.call('search', { count: 1 });
    await fifth.close();

    const narrow = project({ 'budget.json': budgetFor({ fixtures: [budgetFor().fixtures[3]] }) });
    const drifted = await cliJson(narrow, ['drift', figures]);
    expect(drifted.code).toBe(1);
    const search = drifted.report.drift.find((d: { tool: string }) => d.tool === 'search');
    const readLog = drifted.report.drift.find((d: { tool: string }) => d.tool === 'read_log');
    // 2 + 1 + 1 + 1 + 1 searches in five runs; the largest is the second run's.
    expect(search.production).toMatchObject({ count: 6, over: 1 });
    expect(search.production.tokens.max).toBe(largest.ours);
    expect(search.production.bytes.max).toBe(largest.bytes);
    expect(readLog.production).toMatchObject({ count: 2, over: 0 });
    expect(drifted.report.runs).toBe(5);
    expect(drifted.report.ignored).toEqual([{ file: figures, line: lines.length + 1 }]);
    const text = await cli(narrow, ['drift', figures]);
    expect(text.stdout).toContain(`${figures}:${lines.length + 1}: not a whole line of figures, ignored`);
  });

  it('drift refuses a file that is not a figures file, naming the field', async () => {
    const dir = project({
      'budget.json': budgetFor({ fixtures: [] }),
      'figures.json': {
        schemaVersion: 1,
        server: 'prs',
        tokenizer: 'o200k_base',
        tools: { search: { count: 1, over: 0, tokens: { p50: 1 } } },
      },
    });
    const run = await cli(dir, ['drift', 'figures.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'figures.json is not a figures file of mcp-budget/guard: $.tools["search"].tokens needs p50, p95 and max',
    );
  });

  it('refuses a server name budget.json does not have, at start-up', async () => {
    const dir = project({ 'budget.json': budgetFor() });
    const child = spawn(process.execPath, [GUARDED, path.join(dir, 'budget.json'), 'pr', 'enforce'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain('server "pr" is not in servers (it has: prs)');
  });
});

// Compile-time: the SDK's servers are what guard() takes and gives back, with no cast (tsc checks this file).
export const typedAsTheSdk: Array<(server: McpServer & Server) => unknown> = [
  (server: McpServer) => guard(server, { budget: 'budget.json', server: 'prs' }) satisfies McpServer,
  (server: Server) => guard(server, { budget: 'budget.json', server: 'prs' }) satisfies Server,
];

describe('the package', () => {
  it('exports mcp-budget/guard with its types, and resolves it by name as a server would', async () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(manifest.exports['./guard']).toEqual({ types: './dist/types/guard/guard.d.ts', import: './dist/guard.js' });
    expect(existsSync(path.join(ROOT, manifest.exports['./guard'].types))).toBe(true);
    expect(manifest.peerDependenciesMeta['@modelcontextprotocol/server']).toEqual({ optional: true });
    const resolved = await new Promise<string>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "const m = await import('mcp-budget/guard'); process.stdout.write(import.meta.resolve('mcp-budget/guard') + ' ' + typeof m.guard)",
        ],
        { cwd: ROOT },
      );
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.on('close', () => resolve(out));
    });
    expect(resolved).toBe(`file://${path.join(ROOT, 'dist', 'guard.js')} function`);
  });
});

describe('the guard on one response, in process', () => {
  const config = (limits: Record<string, number>, extra: Record<string, unknown> = {}) =>
    guardPolicy('budget.json', { servers: { prs: { command: 'node', limits } }, ...extra } as never, 'prs');
  const hold = (policy: ReturnType<typeof config>, result: unknown, args: unknown = {}) =>
    new ResultGuard(policy, 'enforce', undefined, () => {}).hold({ result, jsonrpc: '2.0', id: 7 }, 'tool', args);
  const sizes = (message: unknown) => {
    const line = JSON.stringify(message);
    return {
      bytes: Buffer.byteLength(line),
      tokens: measureResult({ bytes: Buffer.byteLength(line), message: JSON.parse(line) }, tokenizer).tokens,
    };
  };
  const prose = Array.from({ length: 400 }, (_, i) => `line ${i}: the quick brown fox jumps over the lazy dog`).join(
    '\n',
  );

  it('holds a byte limit too, and a per-server limit over the top-level one', async () => {
    const policy = guardPolicy(
      'budget.json',
      {
        limits: { resultBytes: 100_000 },
        servers: { prs: { command: 'node', limits: { resultBytes: 3000 } } },
      } as never,
      'prs',
    );
    const sent = await hold(policy, { content: [{ type: 'text', text: prose }] });
    expect(sizes(sent).bytes).toBeLessThanOrEqual(3000);
    expect(sizes(sent).bytes).toBeGreaterThan(2500);
    expect(JSON.stringify(sent)).toContain("within this server's limit of 3,000 bytes");
  });

  it('cuts text with a marker and says what else was not sent when there are no records', async () => {
    const structured = { summary: prose, lines: 400 };
    const sent = (await hold(config({ resultTokens: 500 }), {
      content: [{ type: 'text', text: prose }],
      structuredContent: structured,
    })) as { result: { content: Array<{ text: string }>; structuredContent?: unknown } };
    expect(sizes(sent).tokens).toBeLessThanOrEqual(500);
    expect(sent.result.structuredContent).toBeUndefined();
    expect(sent.result.content.at(-1)!.text).toContain('Not sent either: structuredContent.');
    expect(prose.startsWith(sent.result.content[0]!.text)).toBe(true);
  });

  it('drops what cannot be cut (an image) when it does not fit, and says so', async () => {
    // Base64 counts in bytes only, as in check: the byte limit is what an image cannot fit.
    const sent = await hold(config({ resultTokens: 120, resultBytes: 1500 }), {
      content: [
        { type: 'image', data: 'A'.repeat(50_000), mimeType: 'image/png' },
        { type: 'text', text: prose },
      ],
    });
    expect(sizes(sent).tokens).toBeLessThanOrEqual(120);
    expect(sizes(sent).bytes).toBeLessThanOrEqual(1500);
    expect(JSON.stringify(sent)).toContain('1 non-text content block');
  });

  it('sends only a marker when nothing of the result fits, a shorter one when the limit is tiny', async () => {
    const sent = (await hold(config({ resultBytes: 250 }), { content: [{ type: 'text', text: prose }] })) as {
      result: { content: Array<{ text: string }> };
    };
    expect(sent.result.content).toEqual([
      { type: 'text', text: "[mcp-budget guard: result withheld: over this server's limit of 250 bytes]" },
    ]);
    expect(sizes(sent).bytes).toBeLessThanOrEqual(250);
  });

  it("never splits a surrogate pair, and never changes the server's own objects", async () => {
    const result = Object.freeze({
      content: Object.freeze([Object.freeze({ type: 'text', text: '😀 '.repeat(5000) })]),
    });
    const before = JSON.stringify(result);
    const sent = (await hold(config({ resultTokens: 301 }), result)) as {
      result: { content: Array<{ text: string }> };
    };
    expect(JSON.stringify(result)).toBe(before);
    expect(sent.result.content[0]!.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(sizes(sent).tokens).toBeLessThanOrEqual(301);
  });

  it('holds a reviewed oversized call to its own entry, and says so', async () => {
    const policy = config(
      { resultTokens: 300 },
      {
        fixtures: [{ name: 'big', server: 'prs', tool: 'tool', arguments: { q: 'x' }, maxTokens: 10 }],
        oversized: { 'fixture:big': { tokens: 800 } },
      },
    );
    const result = { content: [{ type: 'text', text: prose }] };
    const own = await hold(policy, result, { q: 'x' });
    expect(sizes(own).tokens).toBeLessThanOrEqual(800);
    expect(sizes(own).tokens).toBeGreaterThan(300);
    expect(JSON.stringify(own)).toContain('its reviewed budget of 800 tokens');
    expect(sizes(await hold(policy, result, { q: 'y' })).tokens).toBeLessThanOrEqual(300);
  });

  it("says where the page's own next cursor leads only when there is one", async () => {
    const policy = config(
      { resultTokens: 300 },
      {
        fixtures: [
          {
            name: 'pages',
            server: 'prs',
            tool: 'tool',
            arguments: {},
            paginate: { cursorArgument: 'after', nextCursor: '/next', items: '/items' },
          },
        ],
      },
    );
    const items = Array.from({ length: 50 }, (_, i) => ({ id: i, name: `item number ${i} of a page` }));
    const note = async (next: string | null) => {
      const sent = (await hold(policy, { content: [], structuredContent: { items, next } })) as {
        result: { structuredContent: { note: string; next: unknown; items: unknown[] } };
      };
      expect(sent.result.structuredContent.next).toBe(next);
      return sent.result.structuredContent.note;
    };
    expect(await note('abc')).toMatch(
      /page with `after`; the next cursor in this result continues after all 50 records, not after the \d+ shown\.$/,
    );
    expect(await note(null)).toMatch(/page with `after`\.$/);
  });

  it('cuts the text when not even one record fits, rather than sending none', async () => {
    const sent = (await hold(config({ resultTokens: 300 }), {
      content: [{ type: 'text', text: JSON.stringify([{ body: prose }]) }],
    })) as { result: { content: Array<{ text: string }> } };
    expect(sent.result.content[0]!.text.startsWith('[{"body":"line 0: the quick brown fox')).toBe(true);
    expect(sent.result.content.at(-1)!.text).toMatch(/^\[mcp-budget guard: the result was cut here/);
    expect(sizes(sent).tokens).toBeLessThanOrEqual(300);
  });

  it('passes errors through untouched, and an input-required result within the limit (over it: test/guard/guard-shapes.test.ts)', async () => {
    const guard = new ResultGuard(config({ resultTokens: 10 }), 'enforce', undefined, () => {});
    const error = { jsonrpc: '2.0', id: 1, error: { code: -32000, message: prose } };
    expect(await guard.hold(error, 'tool', {})).toBe(error);
    const pending = { jsonrpc: '2.0', id: 2, result: { resultType: 'input_required', requestState: prose } };
    expect(
      await new ResultGuard(config({ resultTokens: 100_000 }), 'enforce', undefined, () => {}).hold(
        pending,
        'tool',
        {},
      ),
    ).toBe(pending);
  });
});

describe('guard() on a transport, in process', () => {
  it('holds only responses to tools/call, keeps the chain of onmessage, and reports each result', async () => {
    const dir = project({ 'budget.json': budgetFor() });
    const events: unknown[] = [];
    const sent: unknown[] = [];
    const seen: unknown[] = [];
    const transport: GuardableTransport = {
      send: async (message) => void sent.push(message),
      onmessage: (message) => void seen.push(message),
    };
    const server = guard(
      { connect: async (_transport: GuardableTransport) => {} },
      { budget: path.join(dir, 'budget.json'), server: 'prs', onResult: (event) => events.push(event) },
    );
    await server.connect(transport);

    const call = {
      jsonrpc: '2.0',
      id: 'a',
      method: 'tools/call',
      params: { name: 'read_log', arguments: { lines: 1 } },
    };
    transport.onmessage!(call);
    expect(seen).toEqual([call]);
    const list = { jsonrpc: '2.0', id: 'b', result: { tools: [], filler: 'x'.repeat(50_000) } };
    await transport.send(list);
    const small = { jsonrpc: '2.0', id: 'a', result: { content: [{ type: 'text', text: 'ok' }] } };
    await transport.send(small);
    transport.onmessage!({ ...call, id: 'c' });
    await transport.send({
      jsonrpc: '2.0',
      id: 'c',
      result: { content: [{ type: 'text', text: 'word '.repeat(10_000) }] },
    });
    expect(sent[0]).toBe(list);
    expect(sent[1]).toBe(small);
    expect(events).toEqual([
      {
        tool: 'read_log',
        bytes: Buffer.byteLength(JSON.stringify(small)),
        tokens: 1,
        limit: { tokens: LIMIT },
        over: false,
      },
      {
        tool: 'read_log',
        bytes: expect.any(Number),
        tokens: tokenizer.count('word '.repeat(10_000)),
        limit: { tokens: LIMIT },
        over: true,
        cut: { how: 'text', kept: expect.any(Number), total: 50_000, bytes: expect.any(Number) },
      },
    ]);
  });
});

describe('guard() and MCP tasks', () => {
  it('holds the result a task-augmented tools/call delivers through tasks/result like any result (90,138 B past a 2,000-token limit)', async () => {
    const dir = project({ 'budget.json': budgetFor() });
    const events: Array<{ tool: string; over: boolean; cut?: unknown }> = [];
    const sent: Array<{ id?: unknown; result?: { content?: Array<{ text?: string }> } }> = [];
    const transport: GuardableTransport = { send: async (message) => void sent.push(message as never) };
    const server = guard(
      { connect: async (_transport: GuardableTransport) => {} },
      { budget: path.join(dir, 'budget.json'), server: 'prs', onResult: (event) => events.push(event) },
    );
    await server.connect(transport);
    // tools/call with a task: the server answers with a task handle, and the result comes later via tasks/result.
    transport.onmessage!({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'read_log', arguments: { lines: 2000 }, task: { ttl: 60_000 } },
    });
    const handle = {
      jsonrpc: '2.0',
      id: 1,
      result: {
        task: {
          taskId: 'task-1',
          status: 'working',
          createdAt: '2026-12-06T00:00:00Z',
          lastUpdatedAt: '2026-12-06T00:00:00Z',
          ttl: 60_000,
        },
      },
    };
    await transport.send(handle);
    expect(sent[0]).toBe(handle);
    transport.onmessage!({ jsonrpc: '2.0', id: 2, method: 'tasks/get', params: { taskId: 'task-1' } });
    const status = { jsonrpc: '2.0', id: 2, result: { ...handle.result.task, status: 'completed' } };
    await transport.send(status);
    expect(sent[1]).toBe(status);
    transport.onmessage!({ jsonrpc: '2.0', id: 3, method: 'tasks/result', params: { taskId: 'task-1' } });
    const payload = {
      jsonrpc: '2.0',
      id: 3,
      result: {
        content: [{ type: 'text', text: `${'word '.repeat(17_999)}w` }],
        _meta: { 'io.modelcontextprotocol/related-task': { taskId: 'task-1' } },
      },
    };
    const bytes = Buffer.byteLength(JSON.stringify(payload));
    expect(bytes).toBe(90_138);
    await transport.send(payload);
    // Before: sent as the server wrote it, 90,138 B, no event.
    expect(sent[2]).not.toBe(payload);
    expect(sent[2]!.id).toBe(3);
    expect(Buffer.byteLength(JSON.stringify(sent[2]))).toBeLessThan(bytes);
    expect(tokenizer.count(sent[2]!.result!.content!.map((block) => block.text ?? '').join(''))).toBeLessThanOrEqual(
      LIMIT,
    );
    expect(events.filter((event) => event.over)).toEqual([
      expect.objectContaining({ tool: 'read_log', over: true, cut: expect.objectContaining({ how: 'text' }) }),
    ]);
  });
});

describe('guard() over Streamable HTTP', () => {
  it('cuts the result in the HTTP response body as over stdio', async () => {
    const { McpServer: Sdk, WebStandardStreamableHTTPServerTransport } = await import('@modelcontextprotocol/server');
    const { z } = await import('zod');
    const dir = project({ 'budget.json': budgetFor() });
    const records = Array.from({ length: 400 }, (_, i) => ({
      number: i,
      title: `Record ${i} of a long list that nobody paged`,
    }));
    // Stateless, as the SDK's examples serve HTTP: a fresh server and transport per request, each guarded.
    const post = async (message: unknown) => {
      const server = new Sdk({ name: 'http-guarded', version: '1.0.0' });
      server.registerTool('search', { inputSchema: z.object({ q: z.string() }) }, async () => ({
        content: [{ type: 'text', text: JSON.stringify(records) }],
      }));
      guard(server, { budget: path.join(dir, 'budget.json'), server: 'prs' });
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      const response = await transport.handleRequest(
        new Request('http://127.0.0.1/mcp', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': '2025-11-25',
          },
          body: JSON.stringify(message),
        }),
      );
      return response.text();
    };
    const body = await post({
      jsonrpc: '2.0',
      id: 9,
      method: 'tools/call',
      params: { name: 'search', arguments: { q: 'all' } },
    });
    const sizes = counts(body);
    expect(sizes.ours).toBeLessThanOrEqual(LIMIT);
    expect(sizes.independent).toBeLessThanOrEqual(LIMIT);
    const [kept, flag] = sizes.result.content.map((block: { text: string }) => JSON.parse(block.text));
    expect(kept).toEqual(records.slice(0, kept.length));
    expect(flag.truncated).toBe(true);
  });
});
