// `explain fixture:<name>` on a cursor walk: every page the walk reads, each with the figures `check` measures for
// it, and the walk's sum; the fields ranked over the records of every page, not only page 1's.
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, specServer } from '../helpers.js';

const records = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `record ${i + 1}` }));
const pagedTool = {
  name: 'list',
  description: 'List.',
  inputSchema: { type: 'object', properties: { cursor: { type: 'string' } } },
};
const paginate = { cursorArgument: 'cursor', nextCursor: '/next_cursor', items: '/items', key: 'id' };

function walked() {
  return project({
    'spec.json': { tools: [pagedTool], results: { list: { $pages: { records, pageSize: 3, mode: 'ok' } } } },
    'budget.json': {
      servers: { s: specServer('spec.json') },
      fixtures: [{ name: 'all', server: 's', tool: 'list', paginate }],
    },
  });
}

describe('explain fixture: over every page of a cursor walk', () => {
  it('names each page with the bytes and tokens check measures, and the sum; the fields are summed over all 10 records', async () => {
    const dir = walked();
    const { report } = await cliJson(dir, ['check']);
    const fixture = report.fixtures[0];
    expect(fixture.pages.map((p: { items: number }) => p.items)).toEqual([3, 3, 3, 1]);
    const json = await cli(dir, ['explain', 'fixture:all', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const explanation = JSON.parse(json.stdout);
    expect(explanation.pages).toEqual(
      fixture.pages.map((p: { wireBytes: number; tokens: number; items: number }, i: number) => ({
        page: i + 1,
        wireBytes: p.wireBytes,
        tokens: p.tokens,
        items: p.items,
      })),
    );
    expect(explanation.walk).toMatchObject({ pages: 4, wireBytes: fixture.wireBytes, tokens: fixture.tokens });
    expect(explanation.records).toBe(10);
    // Each page's records from paginate.items: the short last page is 1 record, not a record of its own shape.
    expect(explanation.parts.map((part: { label: string }) => part.label).sort()).toEqual([
      'items[].id',
      'items[].title',
    ]);
    const text = await cli(dir, ['explain', 'fixture:all']);
    expect(text.stdout).toContain(
      `walked 4 pages (as check measures them): ${fixture.wireBytes.toLocaleString('en-US')} bytes, ${fixture.tokens.toLocaleString('en-US')} tokens in all`,
    );
    for (const [i, page] of fixture.pages.entries())
      expect(text.stdout).toContain(
        `  page ${i + 1}: ${page.wireBytes.toLocaleString('en-US')} bytes, ${page.tokens.toLocaleString('en-US')} tokens, ${page.items} record${page.items === 1 ? '' : 's'}`,
      );
    expect(text.stdout).toMatch(/, summed over 10 records\n/);
  });
});

describe('explain fixture: --host on a cursor walk', () => {
  it("the host view is of page 1, and says so; every page's figures are still there", async () => {
    const dir = walked();
    const { report } = await cliJson(dir, ['check']);
    const run = await cli(dir, ['explain', 'fixture:all', '--host', 'claude-code']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('page 1 of 4: Claude Code receives');
    expect(run.stdout).toContain(
      `walked 4 pages (as check measures them): ${report.fixtures[0].wireBytes.toLocaleString('en-US')} bytes`,
    );
  });
});
