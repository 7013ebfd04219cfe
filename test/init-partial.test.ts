// init on a real project: one server that cannot start must not cost the others their budget, and --force starts
// the figures over without throwing away what was written by hand.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project, specServer } from './helpers.js';

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
