// Caches are not inputs: a token count is a figure, and a figure comes from mcp-budget's own counting. A cache the
// repository tracks, one elsewhere in the work tree, and on a pull request any cache on disk (the change's own
// install scripts can write node_modules) are never read. Runs are separate processes, as on a runner.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, git, project, runNode, specServer, tempDir } from '../helpers.js';

const spec = {
  tools: [
    {
      name: 'search',
      description: 'Searches every record by words. '.repeat(40),
      inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
    },
  ],
};

function repository(): string {
  const dir = project({
    'spec.json': spec,
    'budget.json': { servers: { s: specServer('spec.json') }, limits: { toolTokens: 100_000 } },
    '.gitignore': 'node_modules\n',
  });
  mkdirSync(path.join(dir, 'node_modules'));
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  return dir;
}

async function tokens(dir: string, args: string[] = [], env: Record<string, string> = {}) {
  const run = await runNode(BUILT_CLI, ['check', '--json', ...args], {
    cwd: dir,
    env: { XDG_CACHE_HOME: tempDir('mcp-budget-cache-'), ...env },
  });
  const report = JSON.parse(run.stdout);
  return { total: report.servers[0].totals.tokens as number, report };
}

/** Every count in every cache file under `dir` set to 1, as a forger would. */
function forge(dir: string): string[] {
  const files = readdirSync(dir)
    .filter((name) => name.startsWith('token-counts'))
    .map((name) => path.join(dir, name));
  for (const file of files) {
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    for (const key of Object.keys(stored.entries)) stored.entries[key] = 1;
    writeFileSync(file, JSON.stringify(stored));
  }
  return files;
}

describe('count caches are never inputs', () => {
  it('a cache committed to the repository is not read: the tool is counted afresh', async () => {
    const dir = repository();
    const truth = (await tokens(dir)).total;
    expect(truth).toBeGreaterThan(200);
    const cacheDir = path.join(dir, 'node_modules', '.cache', 'mcp-budget');
    expect(forge(cacheDir).length).toBeGreaterThan(0);
    // Untracked and forged on this machine, the user's own cache is believed: the forgery works.
    expect((await tokens(dir)).total).toBe(1);
    git(dir, 'add', '-f', 'node_modules/.cache');
    git(dir, 'commit', '-q', '-m', 'a cache with the counts I would like');
    const { total, report } = await tokens(dir);
    expect(total).toBe(truth);
    expect(report.cache).toMatchObject({ warm: false, hits: 0 });
  });

  it('a cache elsewhere in the work tree (XDG_CACHE_HOME pointed into it) is not read', async () => {
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    git(dir, 'init', '-q', '-b', 'main');
    const inside = path.join(dir, '.cache');
    const truth = (await tokens(dir, [], { XDG_CACHE_HOME: tempDir('mcp-budget-cache-') })).total;
    // Written where an outside cache would be, then moved in: the counts are forged, the file is genuine.
    const outside = tempDir('mcp-budget-cache-');
    await tokens(dir, [], { XDG_CACHE_HOME: outside });
    forge(path.join(outside, 'mcp-budget'));
    expect((await tokens(dir, [], { XDG_CACHE_HOME: outside })).total).toBe(1);
    mkdirSync(inside);
    execFileSync('cp', ['-r', path.join(outside, 'mcp-budget'), inside]);
    expect((await tokens(dir, [], { XDG_CACHE_HOME: inside })).total).toBe(truth);
  });

  it('on a pull request, counts on disk are not read by the head or by the base measurement', async () => {
    const dir = repository();
    const truth = (await tokens(dir)).total;
    // What a postinstall script of the change could leave in node_modules before mcp-budget runs.
    forge(path.join(dir, 'node_modules', '.cache', 'mcp-budget'));
    const { total, report } = await tokens(dir, ['--base', 'main']);
    expect(total).toBe(truth);
    expect(report.changes.total).toMatchObject({ before: { tokens: truth }, after: { tokens: truth } });
    expect(report.findings).toEqual([]);
  });
});
