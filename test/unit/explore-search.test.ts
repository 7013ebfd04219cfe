// The worst-case search (src/measure/explore/) against tools in memory whose result sizes depend on their arguments
// in ways a fixture misses; each tool's true maximum is known here, and the search must find it within 10%.
import { describe, expect, it } from 'vitest';
import { MinedValues } from '../../src/measure/explore/mined-values.js';
import { boundaryValues, longString, propertiesOf } from '../../src/measure/explore/schema-values.js';
import { larger, ToolSearch, type Measured } from '../../src/measure/explore/tool-search.js';

const BOUNDS = { maxStringLength: 1000, maxArrayItems: 20 };

function measured(text: string, isError = false): Measured {
  return {
    tokens: Math.ceil(text.length / 4),
    wireBytes: text.length + 40,
    isError,
    texts: [text],
    structured: undefined,
  };
}

/** A tiny validator: required keys present, integers in range, enum members; enough for these schemas. */
function accepts(schema: { properties: Record<string, any>; required?: string[] }) {
  return (args: Record<string, unknown>) =>
    (schema.required ?? []).every((key) => key in args) &&
    Object.entries(args).every(([key, value]) => {
      const s = schema.properties[key];
      if (!s) return false;
      if (s.enum) return s.enum.includes(value);
      if (s.type === 'integer')
        return (
          Number.isInteger(value) &&
          (s.minimum === undefined || (value as number) >= s.minimum) &&
          (s.maximum === undefined || (value as number) <= s.maximum)
        );
      if (s.type === 'boolean') return typeof value === 'boolean';
      if (s.type === 'string')
        return typeof value === 'string' && (s.maxLength === undefined || (value as string).length <= s.maxLength);
      return true;
    });
}

const ITEMS = (n: number) =>
  JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: `item-${i}`, title: 'an item of the list' })));
const TOOLS = {
  list_items: {
    schema: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 } } },
    answer: (args: any) => ITEMS(Math.min(args.limit ?? 20, 120)),
    max: ITEMS(120).length,
  },
  report: {
    schema: { type: 'object', properties: { format: { enum: ['summary', 'full', 'brief'] } } },
    answer: (args: any) =>
      ({ summary: 's'.repeat(300), full: 'f'.repeat(4000), brief: 'b'.repeat(40) })[
        (args.format ?? 'summary') as 'full'
      ],
    max: 4000,
  },
  list_docs: {
    schema: { type: 'object', properties: {} },
    answer: () => JSON.stringify({ docs: [{ doc_id: 'doc-1' }, { doc_id: 'doc-7f3a' }, { doc_id: 'doc-2' }] }),
    max: 0,
  },
  get_doc: {
    schema: { type: 'object', properties: { id: { type: 'string', maxLength: 40 } }, required: ['id'] },
    answer: (args: any) =>
      args.id === 'doc-7f3a' ? 'D'.repeat(9000) : args.id === 'doc-1' ? 'd'.repeat(500) : `no document ${args.id}`,
    max: 9000,
  },
  search: {
    schema: {
      type: 'object',
      properties: { query: { type: 'string', maxLength: 20 }, include_bodies: { type: 'boolean', default: false } },
    },
    answer: (args: any) => (args.include_bodies ? 'body '.repeat(1500) : 'title '.repeat(50)),
    max: 'body '.repeat(1500).length,
  },
} as const;

describe('explore: the worst-case search in memory', () => {
  it('finds each tool’s true maximum within 10%, an id only another tool reveals included, and shrinks its arguments', async () => {
    const mined = new MinedValues();
    const searches = Object.entries(TOOLS).map(([name, tool]) => ({
      name,
      tool,
      search: new ToolSearch({
        inputSchema: tool.schema,
        call: async (args) => measured(tool.answer(args)),
        accepts: accepts(tool.schema as never),
        mined,
        bounds: BOUNDS,
      }),
    }));
    const far = Date.now() + 60_000;
    for (const phase of ['boundary', 'mined', 'generated', 'shrink'] as const)
      for (const { search } of searches) await search[phase](far);
    const found = Object.fromEntries(
      searches.map(({ name, search }) => [
        name,
        { args: search.worst!.arguments, tokens: search.worst!.result.tokens },
      ]),
    );
    for (const { name, tool } of searches) {
      if (tool.max === 0) continue;
      expect(found[name]!.tokens, name).toBeGreaterThanOrEqual(Math.ceil(tool.max / 4) * 0.9);
    }
    expect(found.get_doc!.args).toEqual({ id: 'doc-7f3a' });
    expect(found.report!.args).toEqual({ format: 'full' });
    expect(found.search!.args).toEqual({ include_bodies: true });
    // Past 120 the list is no longer: the smallest limit with the largest result.
    expect(found.list_items!.args).toEqual({ limit: 120 });
    const list = searches.find((s) => s.name === 'list_items')!.search;
    expect(list.growth).toMatchObject({ property: 'limit', from: 1, to: 120 });
    expect(list.growth!.bytesPerUnit).toBe(Math.round((ITEMS(120).length - ITEMS(1).length) / 119));
    expect(Object.values(list.phases)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('stops at its deadline and says which phases it did not reach', async () => {
    let clock = 0;
    const search = new ToolSearch({
      inputSchema: TOOLS.list_items.schema,
      call: async (args) => ((clock += 10), measured(TOOLS.list_items.answer(args))),
      accepts: () => true,
      mined: new MinedValues(),
      bounds: BOUNDS,
      now: () => clock,
    });
    await search.boundary(25);
    await search.mined(25);
    expect(search.calls).toBe(3);
    expect(search.phases).toEqual({ boundary: 'cut', mined: 'cut', generated: 'not reached', shrink: 'not reached' });
  });

  it('reads the bounds of a schema: maximum, every enum value, both booleans, empty and long strings', () => {
    const [limit, format, flag, query] = propertiesOf({
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 500 },
        format: { $ref: '#/$defs/format' },
        flag: { type: 'boolean' },
        query: { type: 'string', maxLength: 12 },
      },
      $defs: { format: { type: 'string', enum: ['a', 'wide', 'b'] } },
    });
    const root = {};
    expect(boundaryValues(limit!.schema, root, BOUNDS)).toEqual([500, 1]);
    expect(boundaryValues(format!.schema, root, BOUNDS)).toEqual(['wide', 'a', 'b']);
    expect(boundaryValues(flag!.schema, root, BOUNDS)).toEqual([true, false]);
    expect(boundaryValues(query!.schema, root, BOUNDS)).toEqual([longString(12), '', '.', '*']);
    expect(longString(12)).toHaveLength(12);
  });
});

describe('explore: shrinking', () => {
  it('ends on a fractional number whose floor gives a smaller result (it looped until the deadline)', async () => {
    // count is a `number`: a generated 6.25 lists as many links as 7 does, and 6 lists fewer.
    let calls = 0;
    const search = new ToolSearch({
      inputSchema: { type: 'object', properties: { count: { type: 'number', minimum: 0, maximum: 10 } } },
      call: async (args) => (
        calls++, measured('link '.repeat(Math.ceil((args.count as number | undefined) ?? 1) * 20))
      ),
      accepts: () => true,
      mined: new MinedValues(),
      bounds: BOUNDS,
    });
    search.worst = { arguments: { count: 6.25 }, result: measured('link '.repeat(7 * 20)) };
    await search.shrink(Date.now() + 5_000);
    expect(search.phases.shrink).toBe('done');
    expect(search.worst!.arguments).toEqual({ count: 6.25 });
    expect(calls).toBeLessThan(12);
  });
});

describe('explore: which result is larger', () => {
  it('ten resource links (13 tokens of text, 1,741 bytes) outweigh "6.249 links" (15 tokens, 1,102 bytes)', () => {
    // server-everything's get-resource-links: the links are blocks the text count leaves out; the count's digits are not.
    const ten = { tokens: 13, wireBytes: 1741, isError: false, texts: [], structured: undefined };
    const odd = { tokens: 15, wireBytes: 1102, isError: false, texts: [], structured: undefined };
    expect(larger(ten, odd)).toBe(true);
    expect(larger(odd, ten)).toBe(false);
    // The same answer a call later: one digit more of JSON-RPC id is not a larger result.
    expect(larger({ ...ten, wireBytes: 1742 }, ten)).toBe(false);
    expect(larger({ ...ten, isError: true, tokens: 900 }, ten)).toBe(false);
  });
});

describe('explore: what a search keeps', () => {
  it('the figures of every call, and the whole answer of the worst case alone (31 MB answers, hundreds of calls)', async () => {
    const search = new ToolSearch({
      inputSchema: TOOLS.list_items.schema,
      call: async (args) => measured(TOOLS.list_items.answer(args)),
      accepts: () => true,
      mined: new MinedValues(),
      bounds: BOUNDS,
    });
    const far = Date.now() + 60_000;
    for (const phase of ['boundary', 'mined', 'generated', 'shrink'] as const) await search[phase](far);
    const tried = [...(search as unknown as { tried: Map<string, object | null> }).tried.values()];
    expect(tried.length).toBeGreaterThan(10);
    expect(tried.filter((size) => size !== null && 'texts' in size)).toEqual([]);
    expect(search.worst!.result.texts[0]).toBe(ITEMS(120));
  });
});

describe('explore: mined values', () => {
  it('read from the start of a very large answer only, and offered to properties named like their keys', () => {
    const mined = new MinedValues();
    mined.addResult({ texts: [`id: first-id\n${'x '.repeat(2_000_000)}\nid: never-read`], structured: undefined });
    mined.addResult({ texts: [JSON.stringify({ items: [{ doc_id: 'doc-9' }] })], structured: undefined });
    const ids = mined.candidatesFor('id', { type: 'string' }, 10);
    expect(ids.slice(0, 2)).toEqual(['first-id', 'doc-9']);
    expect(ids).not.toContain('never-read');
    expect(mined.candidatesFor('format', { type: 'string', enum: ['a', 'b'] }, 10)).toEqual([]);
  });
});

describe('explore: hostile schemas', () => {
  it('a schema that refers to itself through anyOf ends: no stack overflow, a plain call still made', async () => {
    const inputSchema = {
      type: 'object',
      properties: { q: { $ref: '#/$defs/loop' }, r: { $ref: '#/$defs/deep' } },
      $defs: {
        loop: { anyOf: [{ $ref: '#/$defs/loop' }, { type: 'string' }] },
        deep: { type: 'object', properties: { next: { $ref: '#/$defs/deep' } }, required: ['next'] },
      },
    };
    let calls = 0;
    const search = new ToolSearch({
      inputSchema,
      call: async () => (calls++, measured('ok')),
      accepts: () => true,
      mined: new MinedValues(),
      bounds: BOUNDS,
    });
    const soon = Date.now() + 2_000;
    for (const phase of ['boundary', 'mined', 'generated', 'shrink'] as const) await search[phase](soon);
    expect(calls).toBeGreaterThan(0);
  });
});
