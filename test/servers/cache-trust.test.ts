// Caches are not inputs: a token count is a figure, and a figure comes from mcp-budget's own counting. The cache
// lives in the user's cache folder, never the work tree: a cache anywhere in the work tree (node_modules, committed
// or not, XDG_CACHE_HOME pointed there) is never read, and on a pull request no cache on disk is. Runs are separate processes, as on a runner.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, git, project, runNode, specServer, tempDir } from '../helpers.js';
import { probeConfinement } from '../../src/servers/sandbox/confinement-probe.js';

const bwrap = (await probeConfinement()).method === 'bwrap';

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
  it('a cache in the work tree, committed or not, is not read: the tool is counted afresh', async () => {
    const dir = repository();
    const cache = tempDir('mcp-budget-cache-');
    const truth = (await tokens(dir, [], { XDG_CACHE_HOME: cache })).total;
    expect(truth).toBeGreaterThan(200);
    expect(forge(path.join(cache, 'mcp-budget')).length).toBeGreaterThan(0);
    // Forged in the user's own cache folder, on this machine, the forgery works: it is the one place counts are read.
    expect((await tokens(dir, [], { XDG_CACHE_HOME: cache })).total).toBe(1);
    // The same forged files where the cache used to live (node_modules/.cache), untracked, then committed: not read.
    mkdirSync(path.join(dir, 'node_modules', '.cache'), { recursive: true });
    execFileSync('cp', ['-r', path.join(cache, 'mcp-budget'), path.join(dir, 'node_modules', '.cache')]);
    expect((await tokens(dir)).total).toBe(truth);
    expect((await tokens(dir, [], { XDG_CACHE_HOME: path.join(dir, 'node_modules', '.cache') })).total).toBe(truth);
    git(dir, 'add', '-f', 'node_modules/.cache');
    git(dir, 'commit', '-q', '-m', 'a cache with the counts I would like');
    const { total, report } = await tokens(dir, [], { XDG_CACHE_HOME: path.join(dir, 'node_modules', '.cache') });
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
    const cache = tempDir('mcp-budget-cache-');
    const truth = (await tokens(dir, [], { XDG_CACHE_HOME: cache })).total;
    // Forged where the cache lives: on a pull request only counts computed in this process are used.
    forge(path.join(cache, 'mcp-budget'));
    const { total, report } = await tokens(dir, ['--base', 'main'], { XDG_CACHE_HOME: cache });
    expect(total).toBe(truth);
    expect(report.changes.total).toMatchObject({ before: { tokens: truth }, after: { tokens: truth } });
    expect(report.findings).toEqual([]);
  });
});

describe.skipIf(!bwrap)('the count cache lives where no setup reaches it (issue 46)', () => {
  it('a setup that writes forged entries into the old and the new places changes no figure', async () => {
    const dir = repository();
    const cache = tempDir('mcp-budget-cache-');
    const home = tempDir('mcp-budget-home-');
    const env = { XDG_CACHE_HOME: cache, HOME: home };
    const truth = (await tokens(dir, [], env)).total;
    // Genuine files of this run's counts, forged (every count 1): what a setup that knows the keys would write.
    const genuine = [path.join(dir, 'node_modules', '.cache', 'mcp-budget'), path.join(cache, 'mcp-budget')].find(
      (folder) => existsSync(folder) && readdirSync(folder).some((name) => name.startsWith('token-counts')),
    )!;
    const scratch = tempDir('mcp-budget-forged-');
    execFileSync('cp', ['-r', genuine, scratch]);
    const forged = forge(path.join(scratch, 'mcp-budget'));
    mkdirSync(path.join(dir, 'forged'));
    for (const file of forged) execFileSync('cp', [file, path.join(dir, 'forged')]);
    // Every place a count cache was or is: the work tree's node_modules, the setup's HOME, the job's cache folder.
    const places = [
      'node_modules/.cache/mcp-budget',
      '"$HOME/.cache/mcp-budget"',
      path.join(cache, 'mcp-budget'),
      path.join(home, '.cache', 'mcp-budget'),
    ];
    writeFileSync(
      path.join(dir, 'setup.sh'),
      [
        // What the setup can see of the job's cache, it writes down.
        `cat ${path.join(cache, 'mcp-budget')}/* ${path.join(home, '.cache', 'mcp-budget')}/* > seen-cache.txt 2>&1\n`,
        ...places.map((place) => `mkdir -p ${place} 2>/dev/null && cp forged/* ${place}/ 2>/dev/null\n`),
      ].join(''),
    );
    git(dir, 'add', 'forged', 'setup.sh');
    git(dir, 'commit', '-q', '-m', 'a setup that forges counts');
    for (const run of [[], ['--no-cache']]) {
      const after = await tokens(dir, ['--setup', 'sh setup.sh', ...run], env);
      expect(after.total).toBe(truth);
    }
    // The setup saw none of it (HOME and the temporary folders are hidden from it), and wrote none of it.
    expect(readFileSync(path.join(dir, 'seen-cache.txt'), 'utf8')).not.toContain('entries');
    expect(readFileSync(path.join(dir, 'seen-cache.txt'), 'utf8')).toContain('No such file');
    // Every count kept in the job's cache is a real one.
    for (const name of readdirSync(path.join(cache, 'mcp-budget')).filter((n) => n.startsWith('token-counts'))) {
      const stored = JSON.parse(readFileSync(path.join(cache, 'mcp-budget', name), 'utf8'));
      expect(Object.values(stored.entries).filter((count) => count === 1)).toEqual([]);
    }
    // And the work tree's node_modules is no cache: a run with it forged still counts the truth.
    expect((await tokens(dir, [], env)).total).toBe(truth);
  });
});
