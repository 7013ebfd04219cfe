import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, specServer } from '../helpers.js';
import { independentTokens, rawCall } from '../independent-client.js';
import { SPEC_SERVER } from '../helpers.js';
import path from 'node:path';

type Finding = { code: string; subject: string; severity: string; actual?: number; limit?: number; message: string };

const records = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `record ${i + 1}` }));
const pagedTool = {
  name: 'list',
  inputSchema: { type: 'object', properties: { cursor: { type: 'string' }, q: { type: 'string' } } },
};
const paginate = {
  cursorArgument: 'cursor',
  nextCursor: '/next_cursor',
  items: '/items',
  key: 'id',
  total: '/total',
  hasMore: '/has_more',
};
const outputSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
};

/** One server with one tool per behaviour, and one fixture per tool. */
function run(
  results: Record<string, unknown>,
  fixtures: Array<Record<string, unknown>>,
  extra: Record<string, unknown> = {},
  tools?: unknown[],
) {
  const dir = project({
    'spec.json': { tools: tools ?? Object.keys(results).map((name) => ({ ...pagedTool, name })), results },
    'budget.json': {
      servers: { s: specServer('spec.json') },
      fixtures: fixtures.map((f) => ({ server: 's', ...f })),
      ...extra,
    },
  });
  return cliJson(dir, ['check']);
}

const walk = (mode: string, extra: Record<string, unknown> = {}) => ({
  $pages: { records, pageSize: 3, mode, ...extra },
});
const codesOf = (findings: Finding[]) => findings.map((f) => f.code).sort();

describe('cursor walks', () => {
  it('a well-behaved paged tool passes every contract check, and the walk is measured page by page', async () => {
    const { code, report } = await run({ list: walk('ok') }, [{ name: 'all', tool: 'list', paginate, maxTokens: 500 }]);
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    const fixture = report.fixtures[0];
    expect(fixture.pages.map((p: { items: number }) => p.items)).toEqual([3, 3, 3, 1]);
    expect(fixture.tokens).toBe(fixture.pages.reduce((sum: number, p: { tokens: number }) => sum + p.tokens, 0));
  });

  for (const [mode, expected] of [
    ['duplicate', 'PAGINATION_DUPLICATE'],
    ['gap', 'PAGINATION_GAP'],
    ['loop', 'PAGINATION_LOOP'],
    ['emptyMore', 'PAGINATION_LOOP'],
    ['flagMismatch', 'TRUNCATION_NOT_IN_BAND'],
    ['cursorPromise', 'TRUNCATION_NOT_IN_BAND'],
  ] as const) {
    it(`a tool whose pages break the "${mode}" rule yields exactly ${expected}`, async () => {
      const { code, report } = await run({ list: walk(mode) }, [{ name: 'all', tool: 'list', paginate }]);
      expect(codesOf(report.findings)).toEqual([expected]);
      expect(report.findings[0].subject).toBe('fixture:all');
      expect(code).toBe(1);
    });
  }

  it('a walk past paginate.maxPages stops with PAGINATION_LOOP', async () => {
    const { report } = await run({ list: walk('ok') }, [
      { name: 'all', tool: 'list', paginate: { ...paginate, maxPages: 2 } },
    ]);
    expect(codesOf(report.findings)).toEqual(['PAGINATION_LOOP']);
    expect(report.fixtures[0].pages).toHaveLength(2);
  });

  it('every page within maxTokens, or PAGE_OVER_BUDGET names the page', async () => {
    const ok = await run({ list: walk('ok') }, [{ name: 'all', tool: 'list', paginate }]);
    const largest = Math.max(...ok.report.fixtures[0].pages.map((p: { tokens: number }) => p.tokens));
    const { report } = await run({ list: walk('ok') }, [
      { name: 'all', tool: 'list', paginate, maxTokens: largest - 1 },
    ]);
    expect(new Set(codesOf(report.findings))).toEqual(new Set(['PAGE_OVER_BUDGET']));
    expect(report.findings[0]).toMatchObject({ limit: largest - 1, actual: largest });
  });

  it('a cursor from another query is one fixture: passes when the server rejects it, fails when it does not', async () => {
    const fixtures = [
      { name: 'all', tool: 'list', arguments: { q: 'all' }, paginate },
      {
        name: 'foreign',
        tool: 'list',
        arguments: { q: 'open', cursor: { fromFixture: 'all', page: 1 } },
        expect: { isError: true, textIncludes: 'different query' },
      },
    ];
    const bound = await run({ list: walk('ok', { bindTo: 'q' }) }, fixtures);
    expect(bound.report.findings).toEqual([]);
    expect(bound.report.fixtures[1].isError).toBe(true);
    const unbound = await run({ list: walk('ok') }, fixtures);
    expect(codesOf(unbound.report.findings)).toEqual(['EXPECTATION_FAILED']);
    expect(unbound.report.findings[0].message).toContain('expected an error result, got success');
  });
});

describe('result contract', () => {
  const tool = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    inputSchema: { type: 'object' },
    ...extra,
  });

  it('OUTPUT_SCHEMA_MISMATCH and MISSING_STRUCTURED_CONTENT come from results that break the outputSchema', async () => {
    const { report } = await run(
      {
        good: { content: [{ type: 'text', text: '{"id":1,"name":"a"}' }], structuredContent: { id: 1, name: 'a' } },
        wrong: { content: [{ type: 'text', text: '{"id":"1"}' }], structuredContent: { id: '1' } },
        missing: { content: [{ type: 'text', text: '{"id":1,"name":"a"}' }] },
      },
      [
        { name: 'good', tool: 'good' },
        { name: 'wrong', tool: 'wrong' },
        { name: 'missing', tool: 'missing' },
      ],
      {},
      [tool('good', { outputSchema }), tool('wrong', { outputSchema }), tool('missing', { outputSchema })],
    );
    expect(report.findings.map((f: Finding) => `${f.code} ${f.subject}`).sort()).toEqual([
      'MISSING_STRUCTURED_CONTENT fixture:missing',
      'OUTPUT_SCHEMA_MISMATCH fixture:wrong',
    ]);
    expect(report.findings.find((f: Finding) => f.code === 'OUTPUT_SCHEMA_MISMATCH').message).toContain(
      '/id must be integer',
    );
  });

  it('a schema whose $ref returns to the value it checks is reported as unusable, never a crash', async () => {
    // ajv compiles it; checking any value with it recurses until the stack overflows. A hostile server can send one.
    const looping = { type: 'object', $id: 'loop', $ref: '#' };
    const { code, report } = await run(
      {
        loopOut: { content: [{ type: 'text', text: '{}' }], structuredContent: {} },
        loopIn: { content: [{ type: 'text', text: 'ok' }] },
      },
      [
        { name: 'out', tool: 'loopOut' },
        { name: 'in', tool: 'loopIn', arguments: { a: 1 } },
      ],
      {},
      [tool('loopOut', { outputSchema: looping }), { name: 'loopIn', inputSchema: looping }],
    );
    expect(code).toBe(1);
    expect(report.findings.map((f: Finding) => `${f.code} ${f.subject}`).sort()).toEqual([
      'INVALID_INPUT_SCHEMA fixture:in',
      'OUTPUT_SCHEMA_MISMATCH fixture:out',
    ]);
    for (const finding of report.findings) expect(finding.message).toContain('stack');
    // The looping inputSchema kept the call from being made; the other fixture was called and measured.
    expect(
      report.fixtures.map((f: { name: string; skippedBecause?: string; wireBytes: number }) => [
        f.name,
        f.skippedBecause ?? 'called',
        f.wireBytes > 0,
      ]),
    ).toEqual([
      ['out', 'called', true],
      ['in', 'input-schema-unusable', false],
    ]);
  });

  it('PRETTY_PRINTED_TEXT states the exact tokens a compact mirror would save', async () => {
    const payload = { items: records };
    const pretty = JSON.stringify(payload, null, 2);
    const { code, report } = await run(
      { pretty: { content: [{ type: 'text', text: pretty }], structuredContent: payload } },
      [{ name: 'pretty', tool: 'pretty' }],
      {},
      [tool('pretty')],
    );
    expect(code).toBe(0);
    expect(codesOf(report.findings)).toEqual(['PRETTY_PRINTED_TEXT']);
    expect(report.findings[0]).toMatchObject({
      severity: 'warning',
      actual: independentTokens(pretty) - independentTokens(JSON.stringify(payload)),
    });
  });

  it('STRING_WRAPPED_STRUCTURED flags {"result": "<json>"} with its cost', async () => {
    const json = JSON.stringify({ items: records });
    const { report } = await run(
      { wrapped: { content: [{ type: 'text', text: json }], structuredContent: { result: json } } },
      [{ name: 'wrapped', tool: 'wrapped' }],
      {},
      [tool('wrapped')],
    );
    expect(codesOf(report.findings)).toEqual(['STRING_WRAPPED_STRUCTURED']);
    expect(report.findings[0].actual).toBe(independentTokens(JSON.stringify({ result: json })));
  });

  it('content blocks are counted by type; base64 payloads are counted in bytes and flagged, not tokenized', async () => {
    const data = Buffer.alloc(3000, 7).toString('base64');
    const { code, report } = await run(
      {
        chart: {
          content: [
            { type: 'text', text: 'Chart:' },
            { type: 'image', data, mimeType: 'image/png' },
            { type: 'resource_link', uri: 'file:///a.png', name: 'a.png' },
          ],
        },
      },
      [{ name: 'chart', tool: 'chart' }],
      {},
      [tool('chart')],
    );
    expect(code).toBe(0);
    expect(report.fixtures[0].content).toEqual({ text: 1, image: 1, resource_link: 1 });
    // The link's own text is counted too (its JSON, as Codex shows it); the image's base64 is not tokenized.
    expect(report.fixtures[0].textTokens).toBe(
      independentTokens('Chart:') +
        independentTokens(JSON.stringify({ type: 'resource_link', uri: 'file:///a.png', name: 'a.png' })),
    );
    expect(codesOf(report.findings)).toEqual(['BINARY_CONTENT']);
    expect(report.findings[0]).toMatchObject({ severity: 'notice', actual: data.length });
  });

  it('ARGUMENTS_INVALID: fixture arguments checked against inputSchema, and the call is not made', async () => {
    const strict = {
      name: 'get',
      inputSchema: { type: 'object', properties: { number: { type: 'integer' } }, required: ['number'] },
    };
    const { report } = await run(
      { get: { content: [{ type: 'text', text: 'ok' }] } },
      [{ name: 'get', tool: 'get', arguments: { number: 'x' } }],
      {},
      [strict],
    );
    expect(codesOf(report.findings)).toEqual(['ARGUMENTS_INVALID']);
    expect(report.fixtures[0].skipped).toContain('/number must be integer');
    expect(report.fixtures[0].wireBytes).toBe(0);
  });

  it('EXPECTATION_FAILED shows what came back; a fixture without expect must succeed', async () => {
    const { report } = await run(
      {
        fails: { content: [{ type: 'text', text: 'boom: database is down' }], isError: true },
        text: { content: [{ type: 'text', text: 'hello' }] },
      },
      [
        { name: 'fails', tool: 'fails' },
        { name: 'text', tool: 'text', expect: { textIncludes: 'goodbye' } },
      ],
      {},
      [tool('fails'), tool('text')],
    );
    expect(report.findings.map((f: Finding) => `${f.code} ${f.subject}`).sort()).toEqual([
      'EXPECTATION_FAILED fixture:fails',
      'EXPECTATION_FAILED fixture:text',
    ]);
    expect(report.findings.find((f: Finding) => f.subject === 'fixture:fails').message).toContain(
      'boom: database is down',
    );
  });

  it('RESULT_OVER_BUDGET against resultTokens, and a fixture: oversized entry replaces the limit under the ratchet', async () => {
    const results = { big: { $textBytes: 40_000 } };
    const over = await run(results, [{ name: 'big', tool: 'big' }], { limits: { resultTokens: 1000 } }, [tool('big')]);
    const tokens = over.report.fixtures[0].tokens;
    expect(codesOf(over.report.findings)).toEqual(['RESULT_OVER_BUDGET']);
    expect(over.report.findings[0]).toMatchObject({ limit: 1000, actual: tokens, path: 'limits.resultTokens' });
    const ratcheted = await run(
      results,
      [{ name: 'big', tool: 'big' }],
      { limits: { resultTokens: 1000 }, oversized: { 'fixture:big': { tokens } } },
      [tool('big')],
    );
    expect(ratcheted.report.findings).toEqual([]);
    const grew = await run(
      results,
      [{ name: 'big', tool: 'big' }],
      { limits: { resultTokens: 1000 }, oversized: { 'fixture:big': { tokens: tokens - 100 } } },
      [tool('big')],
    );
    expect(codesOf(grew.report.findings)).toEqual(['OVERSIZED_GREW']);
    const stale = await run(
      results,
      [{ name: 'big', tool: 'big' }],
      { limits: { resultTokens: 1000 }, oversized: { 'fixture:big': { tokens: tokens + 100 } } },
      [tool('big')],
    );
    expect(codesOf(stale.report.findings)).toEqual(['OVERSIZED_STALE']);
  });

  it('normalize makes a timestamped result repeatable; runs flags one that is not', async () => {
    const stamped = await run({ now: { $now: true } }, [{ name: 'now', tool: 'now', runs: 3 }], {}, [tool('now')]);
    expect(stamped.report.fixtures[0].runs).toHaveLength(3);
    const normalized = await run(
      { now: { $now: true } },
      [
        {
          name: 'now',
          tool: 'now',
          runs: 3,
          normalize: [{ pattern: '\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z', replacement: '<time>' }],
        },
      ],
      {},
      [tool('now')],
    );
    expect(normalized.report.findings).toEqual([]);
    expect(normalized.report.fixtures[0].textTokens).toBe(independentTokens('generated at <time> for you'));
    const growing = await run({ grow: { $counter: true } }, [{ name: 'grow', tool: 'grow', runs: 3 }], {}, [
      tool('grow'),
    ]);
    expect(codesOf(growing.report.findings)).toEqual(['RESULT_UNSTABLE']);
    expect(growing.report.fixtures[0].runs).toEqual([
      independentTokens('n'.repeat(10)),
      independentTokens('n'.repeat(20)),
      independentTokens('n'.repeat(30)),
    ]);
  });
});

describe('result figures agree with an independent count of the same wire bytes', () => {
  it('wireBytes, textTokens and structuredTokens', async () => {
    const payload = { items: records, note: 'Ünïcödé ✓ and "quotes"' };
    const spec = {
      tools: [{ name: 'both', inputSchema: { type: 'object' } }],
      results: {
        both: {
          content: [
            { type: 'text', text: JSON.stringify(payload) },
            { type: 'text', text: 'second block' },
          ],
          structuredContent: payload,
        },
      },
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: specServer('spec.json') },
        fixtures: [{ name: 'both', server: 's', tool: 'both' }],
      },
    });
    const { report } = await cliJson(dir, ['check']);
    const line = await rawCall(process.execPath, [SPEC_SERVER, path.join(dir, 'spec.json')], dir, 'both', {});
    const fixture = report.fixtures[0];
    expect(fixture.wireBytes).toBe(Buffer.byteLength(line));
    const result = JSON.parse(line).result;
    expect(fixture.textTokens).toBe(
      independentTokens(result.content[0].text) + independentTokens(result.content[1].text),
    );
    expect(fixture.structuredTokens).toBe(independentTokens(JSON.stringify(result.structuredContent)));
    expect(fixture.tokens).toBe(Math.max(fixture.textTokens, fixture.structuredTokens));
  });
});

describe('explain', () => {
  it("ranks a definition's parts and a result's fields, calling out repeated nested objects", async () => {
    const repo = { id: 1, name: 'widgets', urls: Array.from({ length: 20 }, (_, i) => `https://example.com/${i}`) };
    const rows = Array.from({ length: 5 }, (_, i) => ({ number: i, title: `t${i}`, repo }));
    const dir = project({
      'spec.json': {
        tools: [
          {
            name: 'list',
            description: 'List things.',
            inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'x'.repeat(300) } } },
          },
        ],
        results: { list: { content: [{ type: 'text', text: JSON.stringify(rows) }] } },
      },
      'budget.json': {
        servers: { s: specServer('spec.json') },
        fixtures: [{ name: 'rows', server: 's', tool: 'list' }],
      },
    });
    const definition = await cli(dir, ['explain', 's/list', '--json']);
    const parts = JSON.parse(definition.stdout).parts;
    expect(parts[0].label).toBe('inputSchema');
    expect(parts[0].children[0].label).toBe('inputSchema.properties.q');
    const result = await cli(dir, ['explain', 'fixture:rows']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^fixture:rows: [\d,]+ bytes, [\d,]+ tokens, summed over 5 records\nrepo \d+\.\d%, title/,
    );
    expect(result.stdout).toContain('repo: identical in 5 of 5 records');
    expect((await cli(dir, ['explain', 's/nope'])).code).toBe(2);
  });
});
