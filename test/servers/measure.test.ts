import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import { cliJson, project, specServer } from '../helpers.js';

const plain = { disallowedSpecial: new Set<string>() };

const tools = [
  {
    name: 'search_code',
    title: 'Search code',
    description: 'Searches code. Überall — with non-ASCII “quotes” and emoji 🚀 to make bytes ≠ chars.',
    inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'query' } }, required: ['q'] },
    annotations: { readOnlyHint: true },
    'x-vendor-extension': { note: 'unknown fields are on the wire and cost tokens', weight: [1, 2, 3] },
  },
  {
    name: 'get_pr',
    description: 'Get one pull request.',
    inputSchema: { type: 'object', properties: { number: { type: 'integer' } } },
    _meta: { 'acme/x': 1 },
  },
  { name: 'list_prs', inputSchema: { type: 'object' } },
  { name: 'close_pr', description: 'Close it.', inputSchema: { type: 'object' } },
  { name: 'reopen_pr', description: 'Reopen it.', inputSchema: { type: 'object' } },
];

describe('measure: exact figures from the wire', () => {
  it('counts every field of every tool, across pages, and matches an independent count', async () => {
    const dir = project({ 'spec.json': { name: 'prs', instructions: 'Use search_code first. ✓', tools, pageSize: 2 } });
    const { code, report } = await cliJson(dir, [
      'measure',
      '--server',
      `prs=${process.execPath} ${specServer('spec.json').args.join(' ')}`,
    ]);
    expect(code).toBe(0);
    const server = report.servers[0];
    expect(server.listPages).toBe(3);
    expect(server.tools.map((t: { name: string }) => t.name)).toEqual(tools.map((t) => t.name));
    for (const [i, tool] of tools.entries()) {
      const json = JSON.stringify(tool);
      expect(server.tools[i].bytes).toBe(Buffer.byteLength(json, 'utf8'));
      expect(server.tools[i].tokens).toBe(countTokens(json, plain));
    }
    // The unknown field is included: without it the first tool would be this much smaller.
    const { 'x-vendor-extension': _, ...stripped } = tools[0]!;
    expect(server.tools[0].bytes - Buffer.byteLength(JSON.stringify(stripped))).toBe(
      Buffer.byteLength(`,"x-vendor-extension":${JSON.stringify(tools[0]!['x-vendor-extension'])}`),
    );
    const instructions = 'Use search_code first. ✓';
    expect(server.instructions).toEqual({
      chars: instructions.length,
      bytes: Buffer.byteLength(instructions),
      tokens: countTokens(instructions),
      digest: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    const toolBytes = tools.reduce((sum, t) => sum + Buffer.byteLength(JSON.stringify(t)), 0);
    expect(server.totals).toEqual({
      tools: 5,
      bytes: toolBytes + Buffer.byteLength(instructions),
      tokens: tools.reduce((s, t) => s + countTokens(JSON.stringify(t)), 0) + countTokens(instructions),
    });
    expect(server.protocolVersion).toBe('2025-11-25');
    expect(server.serverInfo).toMatchObject({ name: 'prs' });
    expect(report.totals.bytes).toBe(server.totals.bytes);
  });

  it('counts with cl100k_base when the budget names it', async () => {
    const dir = project({
      'spec.json': { tools },
      'budget.json': { tokenizer: 'cl100k_base', servers: { prs: specServer('spec.json') } },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.tokenizer).toBe('cl100k_base');
    expect(report.servers[0].tools[0].tokens).toBe(countCl100k(JSON.stringify(tools[0]), plain));
    expect(report.servers[0].tools[0].tokens).not.toBe(countTokens(JSON.stringify(tools[0]), plain));
  });

  it('stops a tools/list cursor that cycles and reports PAGINATION_LOOP', async () => {
    const dir = project({
      'spec.json': { tools, pageSize: 2, cursorCycle: true },
      'budget.json': { servers: { cyc: specServer('spec.json') } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    expect(report.findings.map((f: { code: string }) => f.code)).toEqual(['PAGINATION_LOOP']);
    expect(report.findings[0].subject).toBe('cyc');
    // Pages 1-3 are fetched; page 3 points back at page 2's cursor, so the walk stops there.
    expect(report.servers[0].listPages).toBe(3);
    expect(report.servers[0].tools).toHaveLength(5);
  });

  it('--capabilities all shows the tools a server lists only to capable clients', async () => {
    const dir = project({
      'spec.json': {
        tools: tools.slice(0, 2),
        toolsForCapability: { sampling: [{ name: 'summarize', inputSchema: { type: 'object' } }] },
      },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    const plain = await cliJson(dir, ['check']);
    expect(plain.report.servers[0].tools).toHaveLength(2);
    const all = await cliJson(dir, ['check', '--capabilities', 'all']);
    expect(all.report.servers[0].tools.map((t: { name: string }) => t.name)).toEqual([
      'search_code',
      'get_pr',
      'summarize',
    ]);
    expect(all.report.servers[0].clientCapabilities).toMatchObject({ sampling: {}, roots: { listChanged: true } });
  });

  it('records the client capabilities it declared', async () => {
    const dir = project({
      'spec.json': { tools: tools.slice(0, 1) },
      'budget.json': {
        servers: { s: { ...specServer('spec.json'), clientCapabilities: { roots: { listChanged: true } } } },
      },
    });
    const { report } = await cliJson(dir, ['check']);
    expect(report.servers[0].clientCapabilities).toEqual({ roots: { listChanged: true } });
  });
});

describe('the SDK warm-up while servers boot', () => {
  it('completes a canned handshake and listing with the real SDK, on its own transport', async () => {
    const sdk = await import('@modelcontextprotocol/client');
    const { handshakeInMemory } = await import('../../src/servers/client-warm-up.js');
    // Rejects if the SDK refused the canned answers; never settles (and times out) if a request went unanswered.
    await expect(handshakeInMemory(sdk)).resolves.toBeUndefined();
  });
});
