// Shards of one project's six servers: dealt evenly without figures, and balanced by the previous report's measured
// time per server when it is given; merge takes them back as one run, and refuses a server measured twice.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, git, project, sizedTool, specServer, tempDir } from '../helpers.js';

// By a hash of their names (the old rule) all six were in shard 3 of 4.
const SIX = ['acme-api', 'acme-search', 'acme-jobs', 'acme-git', 'acme-wiki', 'acme-ci'];

function sixServers(): string {
  const files: Record<string, unknown> = {
    'budget.json': { servers: Object.fromEntries(SIX.map((name) => [name, specServer(`${name}.json`)])) },
  };
  for (const [i, name] of SIX.entries()) files[`${name}.json`] = { tools: [sizedTool(`${name}-tool`, 200 + 10 * i)] };
  const dir = project(files);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'six servers');
  return dir;
}

async function shards(dir: string, out: string, extra: string[] = []): Promise<string[][]> {
  const measured: string[][] = [];
  for (let i = 1; i <= 4; i++) {
    const file = path.join(out, `shard-${i}.json`);
    const run = await cli(dir, ['check', '--shard', `${i}/4`, '--output', file, ...extra]);
    expect(run.code, run.stderr).toBe(0);
    measured.push(
      JSON.parse(readFileSync(file, 'utf8'))
        .servers.map((s: { name: string }) => s.name)
        .sort(),
    );
  }
  return measured;
}

describe('shard balance', () => {
  it("six servers on four shards: 2, 2, 1, 1 without figures; by the previous report's times with one; merge is one run", async () => {
    const dir = sixServers();
    const out = tempDir('shards-');
    expect(await shards(dir, out)).toEqual([
      ['acme-api', 'acme-search'],
      ['acme-ci', 'acme-wiki'],
      ['acme-git'],
      ['acme-jobs'],
    ]);

    // The previous run's report, its measured times set to figures that make the even deal a poor one.
    const previous = path.join(tempDir('previous-'), 'report.json');
    expect((await cli(dir, ['check', '--output', previous])).code).toBe(0);
    const ms: Record<string, number> = {
      'acme-api': 40_000,
      'acme-search': 35_000,
      'acme-jobs': 30_000,
      'acme-git': 10_000,
      'acme-wiki': 5_000,
      'acme-ci': 5_000,
    };
    const report = JSON.parse(readFileSync(previous, 'utf8'));
    for (const server of report.servers) server.durationMs = ms[server.name];
    writeFileSync(previous, JSON.stringify(report));
    const timed = await shards(dir, out, ['--base-report', previous]);
    expect(timed).toEqual([['acme-api'], ['acme-search'], ['acme-jobs'], ['acme-ci', 'acme-git', 'acme-wiki']]);
    // The slowest shard had 75 s of the previous run's time dealt by name; 40 s balanced.
    expect(timed.map((names) => names.reduce((sum, n) => sum + ms[n]!, 0))).toEqual([40_000, 35_000, 30_000, 20_000]);

    const merged = await cliJson(dir, ['merge', ...[1, 2, 3, 4].map((i) => path.join(out, `shard-${i}.json`))]);
    expect(merged.code).toBe(0);
    expect(merged.report.servers.map((s: { name: string }) => s.name)).toEqual(SIX);
    expect(merged.report.totals.tools).toBe(6);
  });

  it('merge refuses shards planned from different previous reports that measured a server twice', async () => {
    const dir = sixServers();
    const out = tempDir('shards-');
    await shards(dir, out);
    const previous = path.join(tempDir('previous-'), 'report.json');
    await cli(dir, ['check', '--output', previous]);
    const report = JSON.parse(readFileSync(previous, 'utf8'));
    for (const server of report.servers) server.durationMs = server.name === 'acme-wiki' ? 90_000 : 1_000;
    writeFileSync(previous, JSON.stringify(report));
    // Shard 1 again, with times: acme-wiki alone, while shard 2 (without times) measured it too.
    expect(
      (
        await cli(dir, [
          'check',
          '--shard',
          '1/4',
          '--output',
          path.join(out, 'shard-1.json'),
          '--base-report',
          previous,
        ])
      ).code,
    ).toBe(0);
    const merged = await cli(dir, ['merge', ...[1, 2, 3, 4].map((i) => path.join(out, `shard-${i}.json`))]);
    expect(merged.code).toBe(2);
    expect(merged.stderr).toContain('merge refused: "acme-wiki" measured by two shards');
  });
});
