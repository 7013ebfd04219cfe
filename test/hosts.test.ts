// Host profiles: what each host's model receives of definitions and results, and what survives its cut.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getEncoding } from 'js-tiktoken';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, cliJson, project, ROOT, runNode, specServer } from './helpers.js';

const o200k = getEncoding('o200k_base');
const count = (text: string) => o200k.encode(text, [], []).length;

describe('host profiles are data with sources', () => {
  it('every fact of every profile names its source and the date it was checked', () => {
    const files = readdirSync(path.join(ROOT, 'hosts')).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual(['anthropic-api', 'claude-code', 'claude-desktop', 'codex', 'copilot-cli', 'copilot-jetbrains', 'cursor', 'gemini-cli', 'openai-api', 'vscode-copilot']);
    for (const file of files) {
      const profile = JSON.parse(readFileSync(path.join(ROOT, 'hosts', file), 'utf8'));
      expect(profile.facts.definitionFormat).toBeDefined();
      for (const [name, fact] of Object.entries(profile.facts as Record<string, { value: unknown; source: string; checked: string }>)) {
        expect({ file, name, source: fact.source.length > 10, checked: /^\d{4}-\d{2}-\d{2}$/.test(fact.checked) }).toEqual({ file, name, source: true, checked: true });
      }
    }
  });
});

const tool = (name: string, description = 'Does a thing.') => ({ name, description, inputSchema: { type: 'object', properties: { q: { type: 'string' } } } });

describe('findings named by host', () => {
  it('a 3,000-character description gets a claude-code finding', async () => {
    const dir = project({ 'spec.json': { tools: [tool('long', 'd'.repeat(3000))] }, 'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['claude-code'] } });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'HOST_DESCRIPTION_CUT', subject: 's/long', limit: 2048, actual: 3000 })]);
    expect(report.findings[0].message).toContain('Claude Code cuts this description at 2,048 chars');
  });

  it('130 tools: a vscode-copilot finding, none for gemini-cli', async () => {
    const tools = Array.from({ length: 130 }, (_, i) => tool(`t${i}`));
    const dir = project({ 'spec.json': { tools }, 'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['vscode-copilot', 'gemini-cli'] } });
    const { report } = await cliJson(dir, ['check']);
    expect(report.findings.map((f: { code: string; message: string }) => [f.code, f.message.split(',')[0]])).toEqual([['HOST_TOO_MANY_TOOLS', '130 tools']]);
    expect(report.findings[0].message).toContain('VS Code Copilot accepts at most 128');
  });

  it('server-memory read_graph: claude-code counts its structured copy, copilot-jetbrains both copies', async () => {
    const dir = project({
      'budget.json': {
        servers: { memory: { command: process.execPath, args: [path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js')], env: { MEMORY_FILE_PATH: 'out/memory.jsonl' }, sandbox: { writable: ['out'] } } },
        hosts: ['claude-code', 'copilot-jetbrains'],
        fixtures: [{ name: 'graph', server: 'memory', tool: 'read_graph' }],
      },
      'out/.keep': '',
    });
    (await import('node:fs')).chmodSync(path.join(dir, 'out'), 0o777);
    const run = await runNode(BUILT_CLI, ['check', '--json', '--output', 'out/report.json'], { cwd: dir });
    const report = JSON.parse(run.stdout);
    const fixture = report.fixtures[0];
    expect(fixture.structuredTokens).toBeGreaterThan(0);
    const byHost = Object.fromEntries(fixture.hosts.map((h: { host: string; tokens: number }) => [h.host, h.tokens]));
    expect(byHost['claude-code']).toBe(fixture.structuredTokens);
    expect(byHost['copilot-jetbrains']).toBeGreaterThan(fixture.structuredTokens);
    expect(byHost['copilot-jetbrains']).toBeGreaterThanOrEqual(fixture.textTokens + fixture.structuredTokens - 1);
  });
});

describe('what survives a host cut', () => {
  /** A 20 KiB first page whose cursor sits at the end of the text, or in its middle. */
  function pagedProject(layout: 'end' | 'middle') {
    const records = Array.from({ length: 80 }, (_, i) => ({ number: i, body: `record ${i} `.repeat(30) }));
    return project({
      'spec.json': { tools: [tool('list')], results: { list: { $pages: { records, pageSize: 40, layout } } } },
      'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['codex'], fixtures: [{ name: 'all', server: 's', tool: 'list', paginate: { cursorArgument: 'cursor', nextCursor: '/next_cursor' } }] },
    });
  }

  it('a 20 KiB result with its cursor at the end survives codex\'s head-and-tail cut', async () => {
    const { code, report } = await cliJson(pagedProject('end'), ['check']);
    expect(report.fixtures[0].pages[0].wireBytes).toBeGreaterThan(20 * 1024);
    expect(report.fixtures[0].hosts[0]).toMatchObject({ host: 'codex', cut: true, lost: [] });
    expect(code).toBe(0);
  });

  it('the same with the cursor in the middle fails with TRUNCATED_BY_HOST', async () => {
    const { code, report } = await cliJson(pagedProject('middle'), ['check']);
    expect(code).toBe(1);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'TRUNCATED_BY_HOST', subject: 'fixture:all' })]);
    expect(report.findings[0].message).toContain("Codex CLI's cut of this result loses the cursor of page 1");
  });
});

describe('each host\'s definition figures equal an independent count of that host\'s payload', () => {
  const servers = {
    filesystem: ['node_modules/@modelcontextprotocol/server-filesystem/dist/index.js'],
    memory: ['node_modules/@modelcontextprotocol/server-memory/dist/index.js'],
  };
  for (const [name, [script]] of Object.entries(servers)) {
    it(`${name}: claude-code (Anthropic tools[]) and codex (OpenAI functions), tool by tool`, async () => {
      const dir = project({});
      const args = [path.join(ROOT, script!), ...(name === 'filesystem' ? [dir] : [])];
      const budget = { servers: { [name]: { command: process.execPath, args } }, hosts: ['claude-code', 'codex'] };
      const { writeFileSync } = await import('node:fs');
      writeFileSync(path.join(dir, 'budget.json'), JSON.stringify(budget));
      const { report } = await cliJson(dir, ['check'], { MEMORY_FILE_PATH: path.join(dir, 'm.jsonl') });
      const { rawToolsList } = await import('./independent-client.js');
      const raw = await rawToolsList(process.execPath, args, dir);
      const views = Object.fromEntries(report.servers[0].hosts.map((h: { host: string }) => [h.host, h]));
      (raw as Array<{ name: string; description?: string; inputSchema?: unknown }>).forEach((wire, i) => {
        const description = (wire.description ?? '').slice(0, 2048);
        const claude = JSON.stringify({ name: `mcp__${name}__${wire.name}`, description, input_schema: wire.inputSchema });
        const codex = JSON.stringify({ type: 'function', function: { name: `${name}__${wire.name}`, description: wire.description ?? '', parameters: wire.inputSchema } });
        expect(views['claude-code'].perTool[i].tokens).toBe(count(claude));
        expect(views.codex.perTool[i].tokens).toBe(count(codex));
      });
    });
  }
});

describe('per-host cost and limits', () => {
  it('session start: claude-code sends names only (tool search); codex the whole definitions; hostLimits holds it', async () => {
    const tools = Array.from({ length: 5 }, (_, i) => tool(`t${i}`, 'A long description. '.repeat(40)));
    const dir = project({ 'spec.json': { tools }, 'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['claude-code', 'codex'], hostLimits: { codex: { sessionStartTokens: 100 } } } });
    const { code, report } = await cliJson(dir, ['check']);
    const views = Object.fromEntries(report.servers[0].hosts.map((h: { host: string }) => [h.host, h]));
    expect(views['claude-code'].sessionStartTokens).toBeLessThan(views['claude-code'].tokens);
    expect(views.codex.sessionStartTokens).toBe(views.codex.tokens);
    expect(code).toBe(1);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'HOST_OVER_BUDGET', subject: 'total', limit: 100, actual: views.codex.tokens, path: 'hostLimits.codex.sessionStartTokens' })]);
  });
});

describe('explain --host', () => {
  it('shows a tool as that host sends it, and where it cuts', async () => {
    const { cli } = await import('./helpers.js');
    const dir = project({ 'spec.json': { tools: [tool('long', 'd'.repeat(3000))] }, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await cli(dir, ['explain', 's/long', '--host', 'claude-code']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Claude Code sends this as an Anthropic tools[] entry named "mcp__s__long"; it cuts the description at 2048 chars');
    expect(run.stdout).toContain('input_schema');
    const unknown = await cli(dir, ['explain', 's/long', '--host', 'netscape']);
    expect(unknown.code).toBe(2);
  });
});

describe('exact Claude counts (--anthropic-count), against a loopback stand-in of the documented endpoint', () => {
  it('counts the tools as a Claude model would, caches by content, and reports a failure instead of guessing', async () => {
    const { cli } = await import('./helpers.js');
    const requests: Array<{ headers: http.IncomingHttpHeaders; body: { model: string; tools?: unknown[]; system?: string } }> = [];
    let failing = false;
    // The stand-in answers like POST /v1/messages/count_tokens: { input_tokens }, here a deterministic function of the body.
    const server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const body = JSON.parse(raw);
        requests.push({ headers: request.headers, body });
        if (failing) return void response.writeHead(529, { 'content-type': 'application/json' }).end('{"type":"error","error":{"type":"overloaded_error"}}');
        if (request.url !== '/v1/messages/count_tokens' || request.headers['x-api-key'] !== 'sk-test' || !request.headers['anthropic-version']) return void response.writeHead(400).end('{}');
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ input_tokens: 10 + Math.ceil(JSON.stringify(body.tools ?? []).length / 4) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const tools = [tool('a'), tool('b', 'Bees.')];
      const dir = project({ 'spec.json': { tools }, 'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['claude-code', 'codex'] } });
      const env = { ANTHROPIC_API_KEY: 'sk-test', ANTHROPIC_BASE_URL: baseUrl };
      const run = await cli(dir, ['check', '--json', '--anthropic-count', '--anthropic-model', 'claude-test-1'], env);
      const views = Object.fromEntries(JSON.parse(run.stdout).servers[0].hosts.map((h: { host: string }) => [h.host, h]));
      const sent = tools.map((t) => ({ name: `mcp__s__${t.name}`, description: t.description, input_schema: t.inputSchema }));
      // With the tools minus without them (the stand-in counts an empty list as 1).
      expect(views['claude-code'].anthropicTokens).toBe(Math.ceil(JSON.stringify(sent).length / 4) - 1);
      expect(views.codex.anthropicTokens).toBeUndefined();
      expect(requests.every((r) => r.body.model === 'claude-test-1')).toBe(true);
      expect(requests).toHaveLength(2);
      // The same payload again: answered from the cache, nothing sent.
      await cli(dir, ['check', '--json', '--anthropic-count', '--anthropic-model', 'claude-test-1'], env);
      expect(requests).toHaveLength(2);
      failing = true;
      const other = await cli(dir, ['check', '--json', '--anthropic-count', '--anthropic-model', 'claude-test-2'], env);
      const failed = JSON.parse(other.stdout).servers[0].hosts.find((h: { host: string }) => h.host === 'claude-code');
      expect(failed.anthropicTokens).toBeUndefined();
      expect(failed.anthropicError).toContain('HTTP 529');
    } finally {
      server.close();
    }
  });
});

describe('schema keywords a host drops', () => {
  it('$defs is flagged for gemini-cli, a root anyOf for claude-code, a plain object for neither', async () => {
    const tools = [
      { name: 'withdefs', description: 'x', inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/A' } }, $defs: { A: { type: 'string' } } } },
      { name: 'rootany', description: 'x', inputSchema: { type: 'object', anyOf: [{ required: ['a'] }, { required: ['b'] }], properties: { a: { type: 'string' }, b: { type: 'string' } } } },
      tool('plain'),
    ];
    const dir = project({ 'spec.json': { tools }, 'budget.json': { servers: { s: specServer('spec.json') }, hosts: ['gemini-cli', 'claude-code'] } });
    const { report } = await cliJson(dir, ['check']);
    const stripped = report.findings.filter((f: { code: string }) => f.code === 'HOST_SCHEMA_STRIPPED').map((f: { subject: string; message: string }) => `${f.subject} ${f.message.split(' drops')[0]}`);
    expect(stripped.sort()).toEqual(['s/rootany Claude Code', 's/withdefs Gemini CLI']);
  });
});
