// What the CLI says of a run (how many servers it measured, a partial verdict, an uncounted result, a base outside
// git), each with the real CLI on real servers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project, specServer } from '../helpers.js';

const spec = {
  tools: [{ name: 'a', description: 'A.', inputSchema: { type: 'object' } }],
  results: { a: { content: [{ type: 'text', text: 'done' }] } },
};

describe('what the CLI says of a run', () => {
  it('--base outside a git repository says so, not fetch-depth', async () => {
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await cli(dir, ['check', '--base', 'main'], { GIT_CEILING_DIRECTORIES: path.dirname(dir) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--base main: this folder is not in a git repository');
    expect(run.stderr).not.toContain('fetch-depth');
  });

  it('"Measured N server(s)" counts the servers measured, and says how many failed', async () => {
    const dir = project({ 'spec.json': spec, 'dead.mjs': 'process.exit(1);\n' });
    const run = await cli(dir, [
      'measure',
      '--server',
      `ok=${process.execPath} ${specServer('spec.json').args.join(' ')}`,
      '--server',
      `dead=${process.execPath} dead.mjs`,
    ]);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(
      'Measured 1 of 2 server(s) (1 failed): 1 tools · 63 bytes · 16 tokens (o200k_base) · ✖ 1 error(s)',
    );
  });

  it('a shard says its verdict is partial, not "within budget"', async () => {
    const dir = project({
      'spec.json': spec,
      'budget.json': { servers: { s: specServer('spec.json'), t: specServer('spec.json') } },
    });
    const run = await cli(dir, ['check', '--shard', '1/2', '--output', 'shard-1.json']);
    expect(run.code).toBe(0);
    const last = run.stdout.trimEnd().split('\n').at(-1)!;
    expect(last).not.toContain('within budget');
    expect(last).toMatch(
      /^shard 1\/2: no errors in this shard \(1 server\(s\)\); the verdict is `mcp-budget merge` of every shard's report: 1 tools · 63 bytes · 16 tokens \(o200k_base\)$/,
    );
  });

  it('update that removes the last oversized entry removes "oversized", not leaving it empty', async () => {
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 4000 },
        oversized: { 's/a': { bytes: 5000 } },
      },
    });
    const run = await cli(dir, ['update']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const text = readFileSync(path.join(dir, 'budget.json'), 'utf8');
    expect(text).not.toContain('oversized');
    expect(JSON.parse(text)).toEqual({ servers: { s: specServer('spec.json') }, limits: { toolBytes: 4000 } });
  });

  it('a result over the message cap shows that its tokens were not counted, and why, not 0', async () => {
    const big = { ...spec, results: { a: { content: [{ type: 'text', text: 'x'.repeat(3000) }] } } };
    const dir = project({
      'spec.json': big,
      'budget.json': { servers: { s: specServer('spec.json') }, fixtures: [{ name: 'huge', server: 's', tool: 'a' }] },
    });
    const run = await cli(dir, ['check', '--max-message-bytes', '1024']);
    const row = run.stdout.split('\n').find((line) => line.trimStart().startsWith('huge'))!;
    expect(row).toContain('not counted');
    expect(row).not.toMatch(/\s0\s/);
    expect(run.stdout).toContain('huge: tokens not counted: a message of 3,');
    expect(run.stdout).toContain(
      'bytes, over the message cap (--max-message-bytes, 64 MiB by default), is measured in bytes only',
    );
  });
});
