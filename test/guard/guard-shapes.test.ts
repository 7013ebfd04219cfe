// Every shape a tools/call response can take is held to the limit: no shape slips past it whole. In process, on
// ResultGuard as guard() drives it, measured again as `check` measures (the same message, its bytes and tokens).
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { describe, expect, it } from 'vitest';
import { project, ROOT } from '../helpers.js';
import { guardPolicy } from '../../src/guard/guard-policy.js';
import { ResultGuard, type WireMessage } from '../../src/guard/result-guard.js';
import { measureResult } from '../../src/measure/measure-result.js';
import { loadTokenizer } from '../../src/measure/tokens.js';

const tokenizer = await loadTokenizer('o200k_base');
const policy = (limits: Record<string, number>, extra: Record<string, unknown> = {}) =>
  guardPolicy('budget.json', { servers: { prs: { command: 'node', limits } }, ...extra } as never, 'prs');
const hold = (limits: Record<string, number>, result: unknown, extra: Record<string, unknown> = {}) =>
  new ResultGuard(policy(limits, extra), 'enforce', undefined, () => {}).hold(
    { result, jsonrpc: '2.0', id: 7 },
    'tool',
    {},
  );
const sizes = (message: WireMessage) => {
  const line = JSON.stringify(message);
  return {
    bytes: Buffer.byteLength(line),
    tokens: measureResult({ bytes: Buffer.byteLength(line), message: JSON.parse(line) }, tokenizer).tokens,
  };
};
const big = 'x'.repeat(25_000);
const prose = Array.from({ length: 600 }, (_, i) => `line ${i}: the quick brown fox jumps over the lazy dog`).join(
  '\n',
);
const textOf = (message: WireMessage) => JSON.stringify((message.result as { content?: unknown }).content ?? '');

describe('the guard holds every result shape to the limit', () => {
  it('a result of any resultType: 25 KB held to 2 KB, said in-band', async () => {
    for (const resultType of ['input_required', 'task', 'something-new']) {
      const sent = await hold(
        { resultBytes: 2000 },
        { resultType, requestState: big, content: [{ type: 'text', text: 'asking' }] },
      );
      expect(sizes(sent).bytes, resultType).toBeLessThanOrEqual(2000);
      expect(textOf(sent)).toContain('mcp-budget guard');
    }
  });

  it('a result that is not an object (an array, a string) over the limit is replaced by a marker within it', async () => {
    for (const result of [[big], big, Array.from({ length: 500 }, (_, i) => ({ i, text: prose.slice(0, 100) }))]) {
      const sent = await hold({ resultBytes: 2000 }, result);
      expect(sizes(sent).bytes).toBeLessThanOrEqual(2000);
      expect(textOf(sent)).toContain('mcp-budget guard');
    }
    const small = ['ok'];
    const untouched = { result: small, jsonrpc: '2.0', id: 7 };
    expect(
      await new ResultGuard(policy({ resultBytes: 2000 }), 'enforce', undefined, () => {}).hold(untouched, 'tool', {}),
    ).toBe(untouched);
  });

  it('oversized _meta and unknown top-level keys: left out, and named, when they do not fit', async () => {
    for (const extra of [{ _meta: { trace: big } }, { debug: big }, { _meta: { a: 1 }, vendorDump: { rows: [big] } }]) {
      const sent = await hold({ resultBytes: 2000 }, { content: [{ type: 'text', text: 'small answer' }], ...extra });
      expect(sizes(sent).bytes).toBeLessThanOrEqual(2000);
      const text = textOf(sent);
      expect(text).toContain('small answer');
      for (const key of Object.keys(extra))
        if (JSON.stringify((extra as Record<string, unknown>)[key]).length > 2000) expect(text).toContain(key);
    }
    // Extras that fit stay as they were.
    const sent = await hold(
      { resultBytes: 3000 },
      { content: [{ type: 'text', text: prose }], _meta: { trace: 'abc' } },
    );
    expect((sent.result as { _meta?: unknown })._meta).toEqual({ trace: 'abc' });
    expect(sizes(sent).bytes).toBeLessThanOrEqual(3000);
  });

  it('one record alone over the limit: the cut keeps the next cursor and says where the next page starts', async () => {
    const page = {
      items: [
        { id: 1, body: prose },
        { id: 2, body: 'short' },
      ],
      next_cursor: 'page-2-token',
    };
    const paginate = {
      fixtures: [
        {
          name: 'list',
          server: 'prs',
          tool: 'tool',
          paginate: { cursorArgument: 'cursor', nextCursor: '/next_cursor', items: '/items' },
        },
      ],
    };
    const sent = await hold(
      { resultTokens: 400 },
      { content: [{ type: 'text', text: JSON.stringify(page) }], structuredContent: page },
      paginate,
    );
    expect(sizes(sent).tokens).toBeLessThanOrEqual(400);
    expect(textOf(sent)).toContain('page-2-token');
    expect(textOf(sent)).toMatch(/next page.*`cursor`/);
  });
});

describe('the guard never holds the event loop for a whole large count', () => {
  it("4 MB counted for figures: the server's timers run while it is counted", async () => {
    const text = 'word '.repeat(800_000);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    let ticksWhenMeasured = -1;
    const guard = new ResultGuard(
      policy({ resultTokens: 10_000_000 }),
      'enforce',
      undefined,
      () => (ticksWhenMeasured = ticks),
      true,
    );
    try {
      await guard.hold({ result: { content: [{ type: 'text', text }] }, jsonrpc: '2.0', id: 1 }, 'tool', {});
    } finally {
      clearInterval(timer);
    }
    expect(ticksWhenMeasured).toBeGreaterThan(0);
  });
});

describe("a cut result still satisfies the tool's strict outputSchema, for the SDK's own client", () => {
  it("records cut: the note goes in the text, structuredContent keeps only the schema's keys; one record too large: an error result", async () => {
    const paginate = { cursorArgument: 'cursor', nextCursor: '/next_cursor', items: '/items' };
    const dir = project({
      'budget.json': {
        servers: { prs: { command: 'node', args: ['x'] } },
        limits: { resultTokens: 2000 },
        fixtures: [{ name: 'strict', server: 'prs', tool: 'strict_list', arguments: { count: 1 }, paginate }],
      },
    });
    const client = new Client({ name: 'strict-host', version: '0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [path.join(ROOT, 'test/fixtures/servers/guarded.mjs'), path.join(dir, 'budget.json'), 'prs', 'enforce'],
        stderr: 'ignore',
      }),
    );
    try {
      // Listing first: the client then checks every structuredContent against the tool's outputSchema.
      const listed = await client.listTools();
      expect(listed.tools.find((tool) => tool.name === 'strict_list')!.outputSchema).toMatchObject({
        additionalProperties: false,
      });
      const cut = await client.callTool({ name: 'strict_list', arguments: { count: 200 } });
      const structured = cut.structuredContent as { items: unknown[]; next_cursor: string };
      expect(Object.keys(structured).sort()).toEqual(['items', 'next_cursor']);
      expect(structured.items.length).toBeGreaterThan(0);
      expect(structured.items.length).toBeLessThan(200);
      expect(JSON.stringify(cut.content)).toContain(
        `records shown; the other ${200 - structured.items.length} were cut`,
      );
      const alone = await client.callTool({ name: 'strict_list', arguments: { count: 3, long: true } });
      expect(alone.isError).toBe(true);
      expect(alone.structuredContent).toBeUndefined();
      expect(JSON.stringify(alone.content)).toContain('mcp-budget guard: the result was cut here');
    } finally {
      await client.close();
    }
  }, 60_000);
});
