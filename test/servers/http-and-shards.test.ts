import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BUILT_CLI,
  cli,
  cliJson,
  git,
  project,
  runNode,
  SPEC_HTTP_SERVER,
  SPEC_SERVER,
  specServer,
} from '../helpers.js';

const HTTP_SERVER = SPEC_HTTP_SERVER;
const records = Array.from({ length: 7 }, (_, i) => ({ id: i, title: `record ${i} ✓` }));
const spec = {
  instructions: 'Use list first.',
  tools: [
    {
      name: 'list',
      description: 'List records, paged.',
      inputSchema: { type: 'object', properties: { cursor: { type: 'string' } } },
      'x-extra': [1, 2],
    },
    { name: 'echo', description: 'Echo.', inputSchema: { type: 'object' } },
  ],
  results: {
    list: { $pages: { records, pageSize: 3 } },
    echo: { content: [{ type: 'text', text: 'héllo' }], structuredContent: { said: 'héllo' } },
  },
};
const fixtures = [
  {
    name: 'walk',
    server: 'S',
    tool: 'list',
    paginate: { cursorArgument: 'cursor', nextCursor: '/next_cursor', items: '/items', key: 'id', total: '/total' },
  },
  { name: 'echo', server: 'S', tool: 'echo' },
];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const running: ChildProcess[] = [];
afterAll(() => running.forEach((child) => child.kill()));

function figures(report: {
  servers: Array<{ tools: unknown; instructions: unknown; totals: unknown }>;
  fixtures: Array<Record<string, unknown>>;
}) {
  return {
    tools: report.servers[0]!.tools,
    instructions: report.servers[0]!.instructions,
    totals: report.servers[0]!.totals,
    fixtures: report.fixtures.map(({ server: _server, ...rest }) => rest),
  };
}

describe('Streamable HTTP servers', () => {
  it('report the same tool and result figures as the same server over stdio (SSE and JSON responses)', async () => {
    const stdioDir = project({
      'spec.json': spec,
      'budget.json': { servers: { S: { command: process.execPath, args: [SPEC_SERVER, 'spec.json'] } }, fixtures },
    });
    const stdio = await cliJson(stdioDir, ['check']);
    expect(stdio.report.findings).toEqual([]);
    for (const mode of ['sse', 'json']) {
      const port = await freePort();
      const dir = project({
        'spec.json': spec,
        'budget.json': {
          servers: {
            S: {
              command: process.execPath,
              args: [HTTP_SERVER, 'spec.json', mode, String(port)],
              url: `http://127.0.0.1:${port}/mcp`,
              ready: 'listening on',
            },
          },
          fixtures,
        },
      });
      const http = await cliJson(dir, ['check']);
      expect(http.report.findings).toEqual([]);
      expect(http.report.servers[0].transport).toBe('http');
      expect(figures(http.report)).toEqual(figures(stdio.report));
      // The server mcp-budget started is gone: its port no longer answers.
      await expect(fetch(`http://127.0.0.1:${port}/mcp`)).rejects.toThrow();
    }
  });

  it('a server that is already running, with a header from the environment whose value never reaches the report', async () => {
    const port = await freePort();
    const dir = project({
      'spec.json': { ...spec, requireHeader: { name: 'Authorization', value: 'Bearer s3cret-value' } },
    });
    const child = spawn(process.execPath, [HTTP_SERVER, 'spec.json', 'json', String(port)], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    running.push(child);
    await new Promise((resolve) => child.stderr!.once('data', resolve));
    const budget = {
      servers: { remote: { url: `http://127.0.0.1:${port}/mcp`, headers: { Authorization: 'Bearer ${MCP_TOKEN}' } } },
    };
    const ok = await cli(project({ 'budget.json': budget }), ['check', '--json'], { MCP_TOKEN: 's3cret-value' });
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).servers[0].tools).toHaveLength(2);
    expect(ok.stdout).not.toContain('s3cret-value');
    const denied = await cli(project({ 'budget.json': budget }), ['check', '--json'], { MCP_TOKEN: 'wrong' });
    expect(denied.code).toBe(3);
    expect(denied.stdout).not.toContain('wrong');
  });

  it('an unreachable url is SERVER_START_FAILED naming the server; a ready line that never comes is SERVER_TIMEOUT', async () => {
    const port = await freePort();
    const down = await cliJson(
      project({ 'budget.json': { servers: { gone: { url: `http://127.0.0.1:${port}/mcp` } } } }),
      ['check'],
    );
    expect(down.code).toBe(3);
    expect(down.report.findings[0]).toMatchObject({ code: 'SERVER_START_FAILED', subject: 'gone' });
    expect(down.report.findings[0].message).toContain(`cannot connect to http://127.0.0.1:${port}/mcp`);
    const silent = project({
      'spec.json': spec,
      'budget.json': {
        servers: {
          mute: {
            command: process.execPath,
            args: [HTTP_SERVER, 'spec.json', 'json', String(port)],
            url: `http://127.0.0.1:${port}/mcp`,
            ready: 'never printed',
          },
        },
        timeouts: { startupMs: 1500 },
      },
    });
    const timedOut = await cliJson(silent, ['check']);
    expect(timedOut.code).toBe(3);
    expect(timedOut.report.findings[0].message).toContain(
      'printed no line matching ready "never printed" within timeouts.startupMs (1500 ms)',
    );
  });
});

describe('shards', () => {
  it('--shard 1/2 + --shard 2/2 + merge equals the unsharded verdict and figures', async () => {
    const servers = Object.fromEntries(
      ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map((name, i) => [
        name,
        { command: process.execPath, args: [SPEC_SERVER, `${name}.json`], ...(i === 0 ? {} : {}) },
      ]),
    );
    const files: Record<string, unknown> = {};
    for (const [i, name] of Object.keys(servers).entries()) {
      files[`${name}.json`] = {
        tools: [
          { name: `${name}_tool`, description: 'x'.repeat(100 * (i + 1)), inputSchema: { type: 'object' } },
          { name: 'shared_name', inputSchema: { type: 'object' } },
        ],
      };
    }
    const dir = project({
      ...files,
      'budget.json': {
        servers,
        limits: { toolBytes: 400, totalBytes: 1500 },
        oversized: { 'epsilon/epsilon_tool': { bytes: 10000 } },
        fixtures: [{ name: 'gone', server: 'beta', tool: 'no_such_tool' }],
      },
    });
    const whole = await cliJson(dir, ['check']);
    expect(whole.code).toBe(1);
    const one = await cli(dir, ['check', '--shard', '1/2', '--output', 'shard-1.json', '--json']);
    const two = await cli(dir, ['check', '--shard', '2/2', '--output', 'shard-2.json', '--json']);
    // A shard judges contracts (its own fixtures), never limits: only the shard holding "beta" fails, on the fixture.
    expect([one.code, two.code].sort()).toEqual([0, 1]);
    const shardServers = [JSON.parse(one.stdout), JSON.parse(two.stdout)].map((r) =>
      r.servers.map((s: { name: string }) => s.name),
    );
    expect(shardServers[0].length + shardServers[1].length).toBe(5);
    expect(shardServers[0].length).toBeGreaterThan(0);
    expect(shardServers[1].length).toBeGreaterThan(0);
    const merged = await cliJson(dir, ['merge', 'shard-1.json', 'shard-2.json']);
    expect(merged.code).toBe(whole.code);
    const strip = (report: {
      servers: Array<Record<string, unknown>>;
      fixtures: unknown;
      findings: unknown;
      totals: unknown;
      ok: boolean;
    }) => ({
      ok: report.ok,
      totals: report.totals,
      findings: report.findings,
      fixtures: report.fixtures,
      // Timings of this machine (how long each server took, and to start) are no figures: the starts counted are.
      servers: report.servers.map(
        ({
          durationMs: _d,
          sandbox: _s,
          startup,
          ...rest
        }: {
          durationMs?: number;
          sandbox?: unknown;
          startup?: { starts: number };
        }) => ({
          ...rest,
          starts: startup?.starts,
        }),
      ),
    });
    expect(strip(merged.report)).toEqual(strip(whole.report));
    expect(merged.report.findings.map((f: { code: string }) => f.code)).toEqual(
      expect.arrayContaining(['TOTAL_OVER_BUDGET', 'DUPLICATE_TOOL_NAME', 'OVERSIZED_STALE', 'TOOL_NOT_FOUND']),
    );
    // The bundle a user runs reads shard files too (a bundled ajv once broke only there).
    const built = await runNode(BUILT_CLI, ['merge', 'shard-1.json', 'shard-2.json', '--json'], { cwd: dir });
    expect(built.stderr).toBe('');
    expect(built.code).toBe(whole.code);
    expect(strip(JSON.parse(built.stdout))).toEqual(strip(whole.report));
  });

  it('refuses shards that disagree on the budget file or are missing', async () => {
    const dir = project({
      'a.json': { tools: [{ name: 't', inputSchema: { type: 'object' } }] },
      'budget.json': { servers: { a: { command: process.execPath, args: [SPEC_SERVER, 'a.json'] } } },
    });
    await cli(dir, ['check', '--shard', '1/2', '--output', 's1.json']);
    const missing = await cli(dir, ['merge', 's1.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('need shards 1, 2 once each, got 1');
    await cli(dir, ['check', '--shard', '2/2', '--output', 's2.json']);
    const budget = JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));
    writeFileSync(path.join(dir, 'budget.json'), JSON.stringify({ ...budget, limits: { toolBytes: 1 } }));
    const changed = await cli(dir, ['merge', 's1.json', 's2.json']);
    expect(changed.code).toBe(2);
    expect(changed.stderr).toContain('shards were measured against a different budget.json than this one');
  });
});

describe('merge takes shards of one commit and one base', () => {
  function twoCommits() {
    const dir = project({
      'a.json': { tools: [{ name: 't', inputSchema: { type: 'object' } }] },
      'budget.json': { servers: { a: { command: process.execPath, args: [SPEC_SERVER, 'a.json'] } } },
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    git(dir, 'checkout', '-q', '-b', 'pr');
    writeFileSync(
      path.join(dir, 'a.json'),
      JSON.stringify({
        tools: [
          { name: 't', inputSchema: { type: 'object' } },
          { name: 'u', inputSchema: { type: 'object' } },
        ],
      }),
    );
    git(dir, 'commit', '-q', '-am', 'one more tool');
    return dir;
  }

  it('refuses a shard of another commit, and shards of a commit other than the one checked out', async () => {
    const dir = twoCommits();
    await cli(dir, ['check', '--shard', '1/2', '--output', 's1.json']);
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'later');
    const later = git(dir, 'rev-parse', 'HEAD').trim();
    await cli(dir, ['check', '--shard', '2/2', '--output', 's2.json']);
    const mixed = await cli(dir, ['merge', 's1.json', 's2.json']);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('shards measured different commits (s1.json ');
    await cli(dir, ['check', '--shard', '1/2', '--output', 's1.json']);
    git(dir, 'checkout', '-q', 'main');
    const elsewhere = await cli(dir, ['merge', 's1.json', 's2.json']);
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toContain(`the shards measured ${later.slice(0, 12)}, but HEAD here is `);
  });

  it('refuses shards measured against another base than the one merge is given', async () => {
    const dir = twoCommits();
    await cli(dir, ['check', '--shard', '1/2', '--base', 'main', '--output', 's1.json']);
    await cli(dir, ['check', '--shard', '2/2', '--base', 'main', '--output', 's2.json']);
    const same = await cli(dir, ['merge', 's1.json', 's2.json', '--base', 'main']);
    expect(same.code, same.stderr).toBe(0);
    // A base one commit later than main, on the pull request's own branch: the merge base merge computes differs.
    git(dir, 'branch', 'other', 'pr');
    const other = await cli(dir, ['merge', 's1.json', 's2.json', '--base', 'other']);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('were measured against the base ');
  });
});

describe("merge --base and the shards' sandbox policy", () => {
  it("refuses shards that ran under the pull request's own budget; takes shards that ran with --base", async () => {
    const dir = project({
      'a.json': { tools: [{ name: 't', inputSchema: { type: 'object' } }] },
      'budget.json': { servers: { a: { command: process.execPath, args: [SPEC_SERVER, 'a.json'] } } },
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    git(dir, 'checkout', '-q', '-b', 'pr');
    const budget = JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));
    budget.servers.a.sandbox = { network: 'host' };
    writeFileSync(path.join(dir, 'budget.json'), JSON.stringify(budget));
    git(dir, 'commit', '-q', '-am', 'the pull request widens its own sandbox');
    // Shards without --base apply the budget under review: its network "host" was in force.
    await cli(dir, ['check', '--shard', '1/2', '--output', 's1.json']);
    await cli(dir, ['check', '--shard', '2/2', '--output', 's2.json']);
    const unpoliced = await cli(dir, ['merge', 's1.json', 's2.json', '--base', 'main']);
    expect(unpoliced.code).toBe(2);
    expect(unpoliced.stderr).toContain('merge refused: "a" was measured under the budget.json under review');
    // With --base, each shard ran with the base's reach: the widening is listed, and "not applied" is true.
    await cli(dir, ['check', '--shard', '1/2', '--base', 'main', '--output', 'b1.json']);
    await cli(dir, ['check', '--shard', '2/2', '--base', 'main', '--output', 'b2.json']);
    const merged = await cliJson(dir, ['merge', 'b1.json', 'b2.json', '--base', 'main']);
    expect(merged.code).toBe(0);
    expect(merged.report.servers.map((s: { policy?: { source: string } }) => s.policy?.source)).toEqual(['base']);
    const raised = merged.report.findings.filter((f: { code: string }) => f.code === 'BUDGET_RAISED');
    expect(raised.map((f: { message: string }) => f.message)).toEqual([
      expect.stringContaining('not applied in this run'),
    ]);
  });
});

describe('merge takes only real reports', () => {
  it('a file that is not an mcp-budget report is refused with the JSON path that is wrong', async () => {
    const dir = project({
      'spec.json': { tools: [] },
      'budget.json': { servers: { s: specServer('spec.json') } },
      'fake.json': {
        schemaVersion: 1,
        ok: true,
        tokenizer: 'o200k_base',
        servers: [{ name: 's' }],
        fixtures: [],
        totals: { servers: 1, tools: 0, bytes: 0, tokens: 0 },
        findings: [],
      },
    });
    const run = await cli(dir, ['merge', 'fake.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('fake.json is not an mcp-budget report (report.schema.json): /servers/0');
  });
});
