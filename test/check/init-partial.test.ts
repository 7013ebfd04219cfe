// init on a real project: one server that cannot start must not cost the others their budget, and --force starts
// the figures over without throwing away what was written by hand.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { cli, cliJson, project, SPEC_SERVER, specServer } from '../helpers.js';

const spec = {
  tools: [{ name: 'a', description: 'A.', inputSchema: { type: 'object' } }],
  results: { a: { content: [{ type: 'text', text: 'done' }] } },
};
const uninstalled = { command: 'npx', args: ['-y', '@example/weather-mcp@1.2.3'] };
const read = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));

describe('init with one server that cannot start', () => {
  it('writes the budget for the servers it measured and names the one it left out, with why', async () => {
    const dir = project({
      'spec.json': spec,
      '.mcp.json': { mcpServers: { mine: specServer('spec.json'), weather: uninstalled } },
    });
    const run = await cli(dir, ['init']);
    expect(run.code).toBe(3);
    expect(existsSync(path.join(dir, 'budget.json'))).toBe(true);
    const budget = read(dir);
    expect(budget.mcpConfig).toBe('.mcp.json');
    // 63 bytes and 16 tokens: the one tool of "mine", plus the 10% headroom.
    expect(budget.limits.totalBytes).toBe(70);
    expect(budget.limits.totalTokens).toBe(18);
    expect(run.stdout).toContain('Wrote budget.json for 1 of 2 servers (mine).');
    expect(run.stdout).toContain(
      'left out weather (SERVER_START_FAILED): `npx -y @example/weather-mcp@1.2.3` would download @example/weather-mcp@1.2.3 at start, and the sandbox has no network',
    );
    expect(run.stdout).toContain(
      'once it starts, `mcp-budget init --force` measures it too and keeps what you added by hand',
    );
  });

  it('with no server measured writes nothing, says so, and says where the fix goes when budget.json does not exist', async () => {
    const dir = project({ '.mcp.json': { mcpServers: { weather: uninstalled } } });
    const run = await cli(dir, ['init']);
    expect(run.code).toBe(3);
    expect(existsSync(path.join(dir, 'budget.json'))).toBe(false);
    expect(run.stdout).toContain('Wrote nothing: no server could be measured (weather: SERVER_START_FAILED).');
    expect(run.stdout).toContain(
      'budget.json does not exist yet: to change how a server runs (its sandbox, env), write budget.json with those keys, e.g. {"mcpConfig": ".mcp.json", "sandbox": {"network": "host"}}, and run `mcp-budget init --force`: it keeps them',
    );
  });
});

describe('init --force over a budget written by hand', () => {
  it("keeps fixtures, hosts, growth, sandbox, a server's env and every other key it does not measure; recomputes limits and oversized", async () => {
    const server = { ...specServer('spec.json'), env: { TOOLSET: 'full' } };
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { mine: server },
        limits: { toolBytes: 1, totalBytes: 5 },
        oversized: { 'gone/tool': { bytes: 9999 } },
        fixtures: [{ name: 'call-a', server: 'mine', tool: 'a', arguments: {} }],
        hosts: ['claude-code'],
        growth: { toolPercent: 5 },
        breakingChanges: 'warning',
        ratchet: { stale: 'warning' },
      },
    });
    const run = await cli(dir, ['init', '--force']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const budget = read(dir);
    expect(budget.servers).toEqual({ mine: server });
    expect(budget.fixtures).toEqual([{ name: 'call-a', server: 'mine', tool: 'a', arguments: {} }]);
    expect(budget.hosts).toEqual(['claude-code']);
    expect(budget.growth).toEqual({ toolPercent: 5 });
    expect(budget.breakingChanges).toBe('warning');
    expect(budget.ratchet).toEqual({ stale: 'warning' });
    expect(budget.limits.toolBytes).toBe(4000);
    expect(budget.limits.totalBytes).toBe(70);
    expect(budget.oversized).toBeUndefined();
    expect(run.stdout).toContain(
      'kept from the old budget.json: servers, fixtures, hosts, growth, breakingChanges, ratchet',
    );
  });

  it('with --server keeps the hand-written keys of the servers it names again', async () => {
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { mine: { ...specServer('spec.json'), env: { TOOLSET: 'full' }, timeouts: { startupMs: 60000 } } },
        fixtures: [{ name: 'call-a', server: 'mine', tool: 'a' }],
      },
    });
    const [command, ...args] = [process.execPath, ...specServer('spec.json').args];
    const run = await cli(dir, [
      'init',
      '--force',
      '--server',
      `mine=${[command, ...args].map((part) => JSON.stringify(part)).join(' ')}`,
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const budget = read(dir);
    expect(budget.servers.mine).toEqual({
      ...specServer('spec.json'),
      env: { TOOLSET: 'full' },
      timeouts: { startupMs: 60000 },
    });
    expect(budget.fixtures).toEqual([{ name: 'call-a', server: 'mine', tool: 'a' }]);
  });
});

describe('init and results', () => {
  const words = Array.from({ length: 24_000 }, (_, i) => `w${i}`).join(' ');
  const large = {
    tools: [
      { name: 'dump', description: 'Everything.', inputSchema: { type: 'object' } },
      {
        name: 'find',
        description: 'Find.',
        inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
        annotations: { readOnlyHint: true },
      },
    ],
    results: { dump: { content: [{ type: 'text', text: words }] }, find: { content: [{ type: 'text', text: 'x' }] } },
  };

  it('--force keeps a fixture and holds its oversized result at today size: the next check passes', async () => {
    const dir = project({
      'spec.json': large,
      'budget.json': {
        servers: { mine: specServer('spec.json') },
        fixtures: [{ name: 'all', server: 'mine', tool: 'dump' }],
        oversized: { 'fixture:all': { tokens: 200_000 } },
      },
    });
    const init = await cli(dir, ['init', '--force']);
    expect(init.code, init.stdout + init.stderr).toBe(0);
    const entry = read(dir).oversized?.['fixture:all'];
    const check = await cliJson(dir, ['check']);
    expect(check.code, check.stdout).toBe(0);
    // Held at today's figure, over the default resultTokens (20,000); the bytes fit resultBytes (unset).
    const today = check.report.fixtures.find((fixture: { name: string }) => fixture.name === 'all').tokens;
    expect(today).toBeGreaterThan(20_000);
    expect(entry).toEqual({ tokens: today });
  });

  it('with no fixtures, says results are not measured and shows a fixture for a tool the server lists', async () => {
    const dir = project({ 'spec.json': large });
    const init = await cli(dir, [
      'init',
      '--server',
      `mine=${process.execPath} ${specServer('spec.json').args[0]} spec.json`,
    ]);
    expect(init.code, init.stdout + init.stderr).toBe(0);
    expect(init.stdout).toContain('no fixtures: what tools return is not measured');
    // The read-only tool is the one shown, with its required argument named.
    expect(init.stdout).toContain('{"name": "find", "server": "mine", "tool": "find", "arguments": {"q": ');
  });

  it('a server named after the folder says so and what the server calls itself', async () => {
    const dir = project({
      'spec.json': large,
      'dist/index.js': `import ${JSON.stringify(pathToFileURL(SPEC_SERVER).href)};\n`,
    });
    const init = await cli(dir, ['init', '--server', `${process.execPath} dist/index.js spec.json`]);
    expect(init.code, init.stdout + init.stderr).toBe(0);
    const [name] = Object.keys(read(dir).servers);
    expect(name).toBe(path.basename(dir).replace(/[^A-Za-z0-9_.-]/g, '-'));
    expect(init.stdout).toContain(
      `named the server "${name}" after the folder; it calls itself "spec-server": to choose, run init --force --server "<name>=<command>"`,
    );
  });
});

describe('check and init on an empty budget.json', () => {
  it('check says the file is empty and how to start; init writes it as if it were not there', async () => {
    const dir = project({ 'spec.json': spec, '.mcp.json': { mcpServers: { mine: specServer('spec.json') } } });
    writeFileSync(path.join(dir, 'budget.json'), '  \n');
    const check = await cli(dir, ['check']);
    expect(check.code).toBe(2);
    expect(check.stderr).toContain('budget.json: the file is empty');
    expect(check.stderr).not.toContain('trailing comma');
    const init = await cli(dir, ['init']);
    expect(init.stderr).not.toContain('already exists');
    expect(init.code).toBe(0);
    expect(read(dir).mcpConfig).toBe('.mcp.json');
  });
});
