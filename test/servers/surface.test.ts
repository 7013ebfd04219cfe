import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cli, cliJson, project, ROOT, SPEC_SERVER, specServer } from '../helpers.js';
import { independentTokens, rawLists } from '../independent-client.js';

// What a host loads besides tools/list: prompts/list, resources/list, resources/templates/list, measured from a real
// server over stdio and recounted by the tests' own client (hand-written JSON-RPC, js-tiktoken).
const tinyTool = (name: string) => ({ name, inputSchema: { type: 'object' } });
const prompts = Array.from({ length: 20 }, (_, i) => ({
  name: `prompt_${i}`,
  description: `Prompt ${i}: ${'Walk the user through the steps, one at a time, and ask before each change. '.repeat(38)}`,
  arguments: [{ name: 'topic', description: 'what to talk about', required: true }],
}));
const resources = Array.from({ length: 200 }, (_, i) => ({
  uri: `file:///project/docs/section-${i}.md`,
  name: `section-${i}`,
  description: `Section ${i} of the project documentation: ${'background, usage and caveats. '.repeat(10)}`,
  mimeType: 'text/markdown',
}));
const templates = [
  {
    uriTemplate: 'file:///project/docs/{section}.md',
    name: 'doc-section',
    description: 'any section of the docs',
    mimeType: 'text/markdown',
  },
];
const SPEC = {
  name: 'surface',
  tools: [tinyTool('a'), tinyTool('b')],
  prompts,
  resources,
  resourceTemplates: templates,
  listPageSize: 64,
};
const LISTS = [
  { method: 'prompts/list', key: 'prompts', report: 'prompts' },
  { method: 'resources/list', key: 'resources', report: 'resources' },
  { method: 'resources/templates/list', key: 'resourceTemplates', report: 'resourceTemplates' },
] as const;

interface ListReport {
  method: string;
  pages: number;
  wireBytes: number;
  bytes: number;
  tokens: number;
  items: Array<{ name: string; bytes: number; tokens: number }>;
}

describe('prompts, resources and resource templates are measured like tools', () => {
  it('two tiny tools with 20 prompts and 200 resources fail totalBytes: 2000, naming prompts/list and resources/list', async () => {
    const dir = project({
      'spec.json': SPEC,
      'budget.json': { servers: { surface: specServer('spec.json') }, limits: { totalBytes: 2000 } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const total = report.findings.find(
      (f: { code: string; subject: string }) => f.code === 'TOTAL_OVER_BUDGET' && f.subject === 'total',
    );
    expect(total).toBeDefined();
    expect(total.message).toContain('prompts/list');
    expect(total.message).toContain('resources/list');
    const server = report.servers[0];

    // The tests' own client: every page of every list, raw.
    const raw = await rawLists(
      process.execPath,
      [SPEC_SERVER, 'spec.json'],
      dir,
      LISTS.map(({ method, key }) => ({ method, key })),
    );
    let expected = server.tools.reduce((sum: number, tool: { bytes: number }) => sum + tool.bytes, 0);
    for (const { method, report: field } of LISTS) {
      const list = server[field] as ListReport;
      const items = raw.items[method]!;
      expect(list.method).toBe(method);
      expect(list.pages).toBe(raw.lines[method]!.length);
      expect(list.wireBytes).toBe(raw.lines[method]!.reduce((sum, line) => sum + Buffer.byteLength(line), 0));
      expect(list.items.length).toBe(items.length);
      items.forEach((item, i) => {
        const json = JSON.stringify(item);
        expect(list.items[i]!.bytes).toBe(Buffer.byteLength(json));
        expect(list.items[i]!.tokens).toBe(independentTokens(json));
      });
      expect(list.bytes).toBe(items.reduce((sum, item) => sum + Buffer.byteLength(JSON.stringify(item)), 0));
      expected += list.bytes;
    }
    expect(server.prompts.items.length).toBe(20);
    expect(server.resources.items.length).toBe(200);
    expect(server.prompts.pages).toBe(1);
    expect(server.resources.pages).toBe(4);
    expect(server.totals.bytes).toBe(expected);
    expect(total.actual).toBe(expected);
  });

  it('per-item ceilings: a prompt over promptBytes fails, and an oversized entry holds it like a tool', async () => {
    const dir = project({
      'spec.json': SPEC,
      'budget.json': {
        servers: { surface: specServer('spec.json') },
        limits: { promptBytes: 2000, resourceBytes: 300 },
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const codes = report.findings.map((f: { code: string; subject: string }) => `${f.code} ${f.subject}`);
    expect(codes).toContain('PROMPT_OVER_BUDGET prompt:surface/prompt_0');
    expect(codes).toContain('RESOURCE_OVER_BUDGET resource:surface/file:///project/docs/section-0.md');
    expect(codes.filter((c: string) => c.startsWith('PROMPT_OVER_BUDGET')).length).toBe(20);
    const prompt0 = report.servers[0].prompts.items[0];

    // The ratchet holds a prompt like a tool: an entry below today's size grew; one for a prompt no longer listed is obsolete.
    const held = {
      servers: { surface: specServer('spec.json') },
      limits: { promptBytes: 2000 },
      oversized: { 'prompt:surface/prompt_0': { bytes: prompt0.bytes - 100 }, 'prompt:surface/gone': { bytes: 5000 } },
    };
    const again = project({ 'spec.json': SPEC, 'budget.json': held });
    const ratchet = (await cliJson(again, ['check'])).report.findings.map(
      (f: { code: string; subject: string; message: string }) => `${f.code} ${f.subject}`,
    );
    expect(ratchet).toContain('OVERSIZED_GREW prompt:surface/prompt_0');
    expect(ratchet).toContain('OVERSIZED_OBSOLETE prompt:surface/gone');
    expect(ratchet).not.toContain('PROMPT_OVER_BUDGET prompt:surface/prompt_0');
  });

  it('explain prompt:server/name and resource:server/uri break the item down as its list sent it', async () => {
    const dir = project({ 'spec.json': SPEC, 'budget.json': { servers: { surface: specServer('spec.json') } } });
    const raw = await rawLists(
      process.execPath,
      [SPEC_SERVER, 'spec.json'],
      dir,
      LISTS.map(({ method, key }) => ({ method, key })),
    );
    const prompt = JSON.stringify(raw.items['prompts/list']![3]);
    const { code, report } = await cliJson(dir, ['explain', 'prompt:surface/prompt_3']);
    expect(code).toBe(0);
    expect({ bytes: report.bytes, tokens: report.tokens }).toEqual({
      bytes: Buffer.byteLength(prompt),
      tokens: independentTokens(prompt),
    });
    const resource = JSON.stringify(raw.items['resources/list']![150]);
    const second = await cliJson(dir, ['explain', 'resource:surface/file:///project/docs/section-150.md']);
    expect({ bytes: second.report.bytes, tokens: second.report.tokens }).toEqual({
      bytes: Buffer.byteLength(resource),
      tokens: independentTokens(resource),
    });
    const missing = await cli(dir, ['explain', 'prompt:surface/nope']);
    expect(missing.code).toBe(2);
  });

  it('init counts prompts and resources in totalBytes, and the budget it writes passes', async () => {
    const dir = project({ 'spec.json': SPEC });
    const init = await cli(dir, ['init', '--server', `surface=${process.execPath} ${SPEC_SERVER} spec.json`]);
    expect(init.code).toBe(0);
    const budget = JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));
    const { report } = await cliJson(dir, ['check']);
    expect(report.ok).toBe(true);
    const server = report.servers[0];
    expect(budget.limits.totalBytes).toBe(Math.ceil(server.totals.bytes * 1.1));
    expect(server.totals.bytes).toBeGreaterThan(150_000);
  });
});

// A real server from npm: @modelcontextprotocol/server-everything lists tools, prompts, resources and templates.
const EVERYTHING = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');

describe('server-everything from npm: prompts and resources measured, equal to an independent count', () => {
  it("measure --json: every list, every page, each item's bytes and tokens as the tests' own client counts them", async () => {
    const dir = project({});
    const { code, report } = await cliJson(dir, [
      'measure',
      '--server',
      `everything=${process.execPath} ${EVERYTHING} stdio`,
    ]);
    expect(code).toBe(0);
    const server = report.servers[0];
    const raw = await rawLists(
      process.execPath,
      [EVERYTHING, 'stdio'],
      dir,
      LISTS.map(({ method, key }) => ({ method, key })),
    );
    let listed = 0;
    for (const { method, report: field } of LISTS) {
      const list = server[field] as ListReport;
      const items = raw.items[method]!;
      const id = field === 'prompts' ? 'name' : field === 'resources' ? 'uri' : 'uriTemplate';
      expect(list.items.map((item) => item.name)).toEqual(items.map((item) => item[id]));
      items.forEach((item, i) => {
        const json = JSON.stringify(item);
        expect(list.items[i]!.bytes).toBe(Buffer.byteLength(json));
        expect(list.items[i]!.tokens).toBe(independentTokens(json));
      });
      expect(list.pages).toBe(raw.lines[method]!.length);
      expect(list.wireBytes).toBe(raw.lines[method]!.reduce((sum, line) => sum + Buffer.byteLength(line), 0));
      listed += list.bytes;
    }
    expect(server.prompts.items.length).toBeGreaterThan(0);
    expect(server.resources.items.length).toBeGreaterThan(0);
    expect(server.resourceTemplates.items.length).toBeGreaterThan(0);
    const tools =
      server.tools.reduce((sum: number, tool: { bytes: number }) => sum + tool.bytes, 0) +
      (server.instructions?.bytes ?? 0);
    expect(server.totals.bytes).toBe(tools + listed);
    // The reference figures of server-everything 2026.8.31 (pinned in package.json).
    const figures = (list: ListReport) => [list.items.length, list.bytes, list.tokens];
    expect({
      prompts: figures(server.prompts),
      resources: figures(server.resources),
      templates: figures(server.resourceTemplates).slice(0, 2),
    }).toEqual({ prompts: [4, 955, 200], resources: [7, 1229, 266], templates: [2, 472] });
    expect(server.totals).toEqual({ tools: 13, bytes: 11_874, tokens: 2_586 });
  });
});
