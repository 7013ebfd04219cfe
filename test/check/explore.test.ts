// `mcp-budget explore`, the worst-case result search, end to end with the built dist/cli.js: against a held-out server
// whose result sizes depend on its arguments in ways a fixture misses (test/fixtures/servers/explore-server.mjs, where
// each tool's true maximum within its bounds is known), and against the filesystem server from npm. Each worst case is
// found within 10% in the default time; a tool not marked read-only is never called; after --write, check holds it.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, project, ROOT, runNode } from '../helpers.js';

const EXPLORE_SERVER = path.join(ROOT, '.tmp', 'test-servers', 'explore-server.mjs');
const FILESYSTEM = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');

/** The true worst case of each read-only tool of explore-server.mjs, as its author knows it. */
const TRUE_WORST: Record<string, Record<string, unknown>> = {
  list_items: { limit: 200 },
  report: { format: 'full' },
  list_docs: {},
  get_doc: { id: 'doc-7f3a' },
  search: { include_bodies: true },
  list_pages: { cursor: 'c-7Qx2' },
  export_all: { pages: 50 },
};

type Entry = {
  server: string;
  tool: string;
  calls?: number;
  skipped?: string;
  worst?: { arguments: Record<string, unknown>; tokens: number; wireBytes: number };
  growth?: { property: string; bytesPerUnit: number; to: number };
  phases?: Record<string, string>;
};

/** Each fixture's tokens as check measures them: the reference the search is held to. */
async function fixtureTokens(dir: string, servers: unknown, fixtures: unknown[]): Promise<Record<string, number>> {
  writeFileSync(path.join(dir, 'truth.json'), JSON.stringify({ servers, fixtures }, null, 2));
  const run = await runNode(BUILT_CLI, ['check', '--config', 'truth.json', '--json'], { cwd: dir });
  expect(run.stderr).toBe('');
  const report = JSON.parse(run.stdout) as { fixtures: Array<{ name: string; tokens: number }> };
  return Object.fromEntries(report.fixtures.map((fixture) => [fixture.name, fixture.tokens]));
}

describe('explore: the worst-case result search', () => {
  it('finds each read-only tool’s true maximum within 10% in its default time, never calls another, and --write makes check fail on it', async () => {
    const dir = project({ 'data/calls.log': '' });
    // Servers run as nobody when the tests run as root: the log is theirs to write.
    chmodSync(path.join(dir, 'data'), 0o777);
    chmodSync(path.join(dir, 'data', 'calls.log'), 0o666);
    const servers = {
      held: { command: process.execPath, args: [EXPLORE_SERVER, 'data/calls.log'], sandbox: { writable: ['data'] } },
    };
    const truth = await fixtureTokens(
      dir,
      servers,
      Object.entries(TRUE_WORST).map(([tool, args]) => ({ name: tool, server: 'held', tool, arguments: args })),
    );
    writeFileSync(path.join(dir, 'data', 'calls.log'), '');
    for (const [tool, tokens] of Object.entries(truth))
      expect(tokens, tool).toBeGreaterThan(tool === 'list_docs' ? 50 : 1000);
    const budget = { servers, limits: { resultTokens: 1000 } };
    writeFileSync(path.join(dir, 'budget.json'), `${JSON.stringify(budget, null, 2)}\n`);

    const run = await runNode(BUILT_CLI, ['explore', '--json', '--write'], { cwd: dir });
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as { tools: Entry[]; wrote: { fixtures: string[] } };
    const byTool = Object.fromEntries(report.tools.map((entry) => [entry.tool, entry]));
    for (const [tool, args] of Object.entries(TRUE_WORST)) {
      const found = byTool[tool]!.worst!;
      expect(
        found.tokens,
        `${tool}: ${JSON.stringify(found.arguments)} against ${JSON.stringify(args)}`,
      ).toBeGreaterThanOrEqual(truth[tool]! * 0.9);
    }
    // Shrunk to the smallest arguments with as large a result.
    expect(byTool.get_doc!.worst!.arguments).toEqual({ id: 'doc-7f3a' });
    expect(byTool.report!.worst!.arguments).toEqual({ format: 'full' });
    expect(byTool.search!.worst!.arguments).toEqual({ include_bodies: true });
    expect(byTool.list_items!.worst!.arguments).toEqual({ limit: 200 });
    expect(byTool.list_items!.growth).toMatchObject({ property: 'limit', to: 200 });
    expect(byTool.export_all!.worst!.arguments).toEqual({ pages: 50 });
    // The second page, reached by the cursor the first returned.
    expect(byTool.list_pages!.worst!.arguments).toEqual({ cursor: 'c-7Qx2' });
    expect(
      report.tools.filter((entry) => entry.skipped).map((entry) => [entry.tool, entry.skipped!.split(' (')[0]]),
    ).toEqual([
      ['delete_all', 'marked destructive'],
      ['purge_cache', 'marked destructive'],
      ['write_note', 'not marked read-only'],
    ]);
    // The server's own record of every call it got: none to a tool not marked read-only.
    const called = readFileSync(path.join(dir, 'data', 'calls.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { name: string }).name);
    expect(new Set(called)).toEqual(new Set(Object.keys(TRUE_WORST)));
    expect(called.length).toBe(report.tools.reduce((sum, entry) => sum + (entry.calls ?? 0), 0));
    expect(run.code).toBe(1);

    // --write: each worst case is a fixture; the next check calls it and fails where it is over resultTokens.
    expect(report.wrote.fixtures).toEqual(Object.keys(TRUE_WORST).map((tool) => `explore.held.${tool}`));
    const check = await runNode(BUILT_CLI, ['check', '--json'], { cwd: dir });
    const verdict = JSON.parse(check.stdout) as { findings: Array<{ code: string; subject: string; actual: number }> };
    const over = verdict.findings.filter((finding) => finding.code === 'RESULT_OVER_BUDGET');
    expect(over.map((finding) => finding.subject).sort()).toEqual(
      [
        'explore.held.export_all',
        'explore.held.get_doc',
        'explore.held.list_items',
        'explore.held.list_pages',
        'explore.held.report',
        'explore.held.search',
      ].map((name) => `fixture:${name}`),
    );
    expect(check.code).toBe(1);
  });

  it('on the filesystem server from npm: the largest file is read whole, found through paths other tools return; no tool that writes is called', async () => {
    const big = 'a line of the largest file in the folder\n'.repeat(1500);
    const dir = project({ 'notes/big.txt': big, 'small.txt': 'small\n', 'notes/other.md': '# other\n' });
    const servers = { fs: { command: process.execPath, args: [FILESYSTEM, dir] } };
    const truth = await fixtureTokens(dir, servers, [
      { name: 'big', server: 'fs', tool: 'read_text_file', arguments: { path: path.join(dir, 'notes', 'big.txt') } },
    ]);
    expect(truth.big).toBeGreaterThan(10_000);
    writeFileSync(path.join(dir, 'budget.json'), `${JSON.stringify({ servers }, null, 2)}\n`);
    const before = readFileSync(path.join(dir, 'notes', 'big.txt'), 'utf8');

    const run = await runNode(BUILT_CLI, ['explore', '--json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { tools: Entry[] };
    const byTool = Object.fromEntries(report.tools.map((entry) => [entry.tool, entry]));
    expect(byTool.read_text_file!.worst!.tokens).toBeGreaterThanOrEqual(truth.big! * 0.9);
    expect(report.tools.filter((entry) => entry.skipped).map((entry) => entry.tool)).toEqual([
      'write_file',
      'edit_file',
      'create_directory',
      'move_file',
    ]);
    expect(readFileSync(path.join(dir, 'notes', 'big.txt'), 'utf8')).toBe(before);
  });

  it('on the memory server from npm: the whole graph through an empty query, and every entity through names read_graph returns', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `entity_${i}`);
    const lines = [
      ...names.map((name, i) => ({
        type: 'entity',
        name,
        entityType: i % 2 ? 'person' : 'place',
        observations: [`${name} was observed doing something worth remembering, at length`, `note ${i}`],
      })),
      ...names.slice(1).map((name, i) => ({ type: 'relation', from: names[i], to: name, relationType: 'knows' })),
    ];
    const dir = project({ 'memory.jsonl': `${lines.map((line) => JSON.stringify(line)).join('\n')}\n` });
    const MEMORY = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js');
    const servers = {
      memory: { command: process.execPath, args: [MEMORY], env: { MEMORY_FILE_PATH: path.join(dir, 'memory.jsonl') } },
    };
    const truth = await fixtureTokens(dir, servers, [
      { name: 'read_graph', server: 'memory', tool: 'read_graph' },
      { name: 'search_nodes', server: 'memory', tool: 'search_nodes', arguments: { query: '' } },
      { name: 'open_nodes', server: 'memory', tool: 'open_nodes', arguments: { names } },
    ]);
    writeFileSync(path.join(dir, 'budget.json'), `${JSON.stringify({ servers }, null, 2)}\n`);
    const graph = readFileSync(path.join(dir, 'memory.jsonl'), 'utf8');

    const run = await runNode(BUILT_CLI, ['explore', '--json'], { cwd: dir });
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as { tools: Entry[] };
    const byTool = Object.fromEntries(report.tools.map((entry) => [entry.tool, entry]));
    for (const tool of ['read_graph', 'search_nodes', 'open_nodes'])
      expect(byTool[tool]!.worst!.tokens, tool).toBeGreaterThanOrEqual(truth[tool]! * 0.9);
    expect(report.tools.filter((entry) => entry.skipped).map((entry) => entry.tool)).toEqual([
      'create_entities',
      'create_relations',
      'add_observations',
      'delete_entities',
      'delete_observations',
      'delete_relations',
    ]);
    // Nothing written: the tools that change the graph were never called.
    expect(readFileSync(path.join(dir, 'memory.jsonl'), 'utf8')).toBe(graph);
  });

  it('calls a destructive tool only when explore.allow names it; text shows each host’s view, the growth, hostile names inert; --write again replaces arguments', async () => {
    const dir = project({ 'data/calls.log': '' });
    chmodSync(path.join(dir, 'data'), 0o777);
    chmodSync(path.join(dir, 'data', 'calls.log'), 0o666);
    const budget = {
      servers: {
        held: {
          command: process.execPath,
          args: [EXPLORE_SERVER, 'data/calls.log'],
          env: { EXPLORE_HOSTILE: '1' },
          sandbox: { writable: ['data'] },
        },
      },
      hosts: ['claude-code', 'codex'],
      hostLimits: { codex: { resultTokens: 8000 } },
      explore: { allow: ['held/delete_all'] },
    };
    // As a reviewer writes it: one object on one line; --write must leave it so.
    const original = JSON.stringify(budget, null, 2).replace(
      /"explore": \{[^}]*\}/,
      '"explore": { "allow": ["held/delete_all"] }',
    );
    writeFileSync(path.join(dir, 'budget.json'), `${original}\n`);
    const run = await runNode(
      BUILT_CLI,
      ['explore', 'held/export_all', 'held/delete_all', 'held/purge_cache', 'held'],
      {
        cwd: dir,
      },
    );
    expect(run.stderr).toBe('');
    // What codex's model reads of export_all is over its hostLimits entry: exit 1, and the text says so.
    expect(run.code).toBe(1);
    // No raw escape reaches the terminal: the hostile name is shown, not obeyed.
    expect(run.stdout).not.toContain('\u001b');
    expect(run.stdout).toContain('held/peek\\x1b]0;pwned\\x07\\x1b[2J: largest result');
    expect(run.stdout).toContain('held/delete_all: largest result');
    expect(run.stdout).toMatch(/held\/export_all: largest result [\d,]+ tokens, [\d,]+ bytes \(read-only; /);
    expect(run.stdout).toMatch(
      /hosts: claude-code spilled to a file \([\d,]+ tokens read\); codex cut to [\d,]+ tokens, over hostLimits\.codex\.resultTokens 8,000/,
    );
    expect(run.stdout).toMatch(/grows ~[\d,]+ B per unit of `pages`; at its maximum 50 it is \d+ KB/);
    expect(run.stdout).toContain(
      'held/purge_cache: marked destructive (destructiveHint: true); name it in explore.allow',
    );
    const called = new Set(
      readFileSync(path.join(dir, 'data', 'calls.log'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { name: string }).name),
    );
    expect(called.has('delete_all')).toBe(true);
    expect(called.has('purge_cache')).toBe(false);
    expect(called.has('write_note')).toBe(false);

    // Written twice: the second run replaces the first one's arguments, it adds no second fixture.
    const once = await runNode(BUILT_CLI, ['explore', 'held/export_all', '--write', '--time', '5'], { cwd: dir });
    expect(once.stdout).toContain('Wrote 1 fixture to budget.json: explore.held.export_all');
    const first = readFileSync(path.join(dir, 'budget.json'), 'utf8');
    expect(first).toContain('"explore": { "allow": ["held/delete_all"] }');
    expect(first.startsWith(original.slice(0, -2))).toBe(true);
    const again = await runNode(BUILT_CLI, ['explore', 'held/export_all', 'held/broken', '--write', '--time', '5'], {
      cwd: dir,
    });
    // A worst case that is an error result is no fixture to hold: it is named, not written.
    expect(again.stdout).toContain('Not written: held/broken (its largest result is an error result).');
    const fixtures = JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8')).fixtures;
    expect(fixtures).toEqual([
      { name: 'explore.held.export_all', server: 'held', tool: 'export_all', arguments: { pages: 50 } },
    ]);
  });

  it('refuses a --time that is not a whole number of seconds, and --write under --ci, before starting anything', async () => {
    const dir = project({ 'budget.json': { servers: {} } });
    const time = await runNode(BUILT_CLI, ['explore', '--time', '0'], { cwd: dir });
    expect(time.code).toBe(2);
    expect(time.stderr).toContain('--time must be a whole number of at least 1');
    const ci = await runNode(BUILT_CLI, ['explore', '--write', '--ci'], { cwd: dir });
    expect(ci.code).toBe(2);
    expect(ci.stderr).toContain('explore --write writes budget.json and is not for CI');
    // Flags explore would ignore are refused: it searches one server at a time and counts without the cache.
    for (const flag of ['--concurrency=2', '--no-cache', '--anthropic-count']) {
      const ignored = await runNode(BUILT_CLI, ['explore', flag], { cwd: dir });
      expect(ignored.code, flag).toBe(2);
      expect(ignored.stderr).toContain(`${flag.split('=')[0]} is not an option of explore`);
    }
  });

  it('named one tool, it still reads the ids the server’s other read-only tools reveal, and says it called them', async () => {
    const dir = project({});
    const budget = { servers: { held: { command: process.execPath, args: [EXPLORE_SERVER] } } };
    writeFileSync(path.join(dir, 'budget.json'), `${JSON.stringify(budget, null, 2)}\n`);
    const run = await runNode(BUILT_CLI, ['explore', 'held/get_doc', '--json'], { cwd: dir });
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as {
      tools: Entry[];
      minedFrom: Array<{ server: string; tool: string; calls: number }>;
    };
    expect(report.tools.map((entry) => entry.tool)).toEqual(['get_doc']);
    expect(report.tools[0]!.worst!.arguments).toEqual({ id: 'doc-7f3a' });
    expect(report.minedFrom.map((entry) => entry.tool)).toEqual([
      'list_items',
      'report',
      'list_docs',
      'search',
      'list_pages',
      'export_all',
    ]);
    expect(report.minedFrom.every((entry) => entry.calls >= 1 && entry.calls <= 3)).toBe(true);
    const text = await runNode(BUILT_CLI, ['explore', 'held/get_doc', '--time', '5'], { cwd: dir });
    expect(text.stdout).toContain('Called only for the values their answers reveal: held/list_items (');
  });

  it('a server that does not start is named, not searched, and the exit code is 3', async () => {
    const dir = project({});
    const budget = { servers: { dead: { command: process.execPath, args: ['-e', 'process.exit(1)'] } } };
    writeFileSync(path.join(dir, 'budget.json'), `${JSON.stringify(budget, null, 2)}\n`);
    const run = await runNode(BUILT_CLI, ['explore', '--json'], { cwd: dir });
    expect(run.code).toBe(3);
    const report = JSON.parse(run.stdout) as { tools: Entry[]; failures: Array<{ server: string; code: string }> };
    expect(report.tools).toEqual([]);
    expect(report.failures.map((failure) => `${failure.server} ${failure.code}`)).toEqual(['dead SERVER_START_FAILED']);
  });

  it('on the everything server from npm: every link and the widest message found, and a slow tool cut off by the time budget', async () => {
    const dir = project({});
    const EVERYTHING = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
    const servers = { every: { command: process.execPath, args: [EVERYTHING, 'stdio'] } };
    const worst = {
      'get-resource-links': { count: 10 },
      'get-annotated-message': { messageType: 'debug', includeImage: true },
    };
    writeFileSync(
      path.join(dir, 'truth.json'),
      JSON.stringify({
        servers,
        fixtures: Object.entries(worst).map(([tool, args]) => ({ name: tool, server: 'every', tool, arguments: args })),
      }),
    );
    const reference = JSON.parse(
      (await runNode(BUILT_CLI, ['check', '--config', 'truth.json', '--json'], { cwd: dir })).stdout,
    ).fixtures as Array<{ name: string; tokens: number; wireBytes: number }>;
    writeFileSync(path.join(dir, 'budget.json'), `${JSON.stringify({ servers }, null, 2)}\n`);

    const run = await runNode(BUILT_CLI, ['explore', '--json'], { cwd: dir });
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as { tools: Array<Entry & { stopped?: string }> };
    const byTool = Object.fromEntries(report.tools.map((entry) => [entry.tool, entry]));
    for (const { name, tokens, wireBytes } of reference) {
      expect(byTool[name]!.worst!.wireBytes, name).toBeGreaterThanOrEqual(wireBytes * 0.9);
      expect(byTool[name]!.worst!.tokens, name).toBeGreaterThanOrEqual(tokens * 0.9);
    }
    // Its plain call lasts 10 s: no call outlives the tool's share of the search, and the report says where it stopped.
    expect(byTool['trigger-long-running-operation']!.stopped).toMatch(
      /^SERVER_TIMEOUT: no answer within the \d+ ms the search's time budget had left/,
    );
    expect(byTool['trigger-long-running-operation']!.phases!.boundary).toBe('cut');
    expect(report.tools.filter((entry) => entry.skipped).map((entry) => entry.tool)).toEqual([
      'gzip-file-as-resource',
      'toggle-simulated-logging',
      'toggle-subscriber-updates',
      'simulate-research-query',
    ]);
  });

  it('a worst case already held by its fixture’s oversized entry is judged as check judges that fixture', async () => {
    const dir = project({});
    const budget = {
      servers: { held: { command: process.execPath, args: [EXPLORE_SERVER] } },
      limits: { resultTokens: 1000 },
      oversized: { 'fixture:explore.held.export_all': { tokens: 50_000 } },
      ratchet: { stale: 'warning' },
      fixtures: [{ name: 'explore.held.export_all', server: 'held', tool: 'export_all', arguments: { pages: 50 } }],
    };
    writeFileSync(path.join(dir, 'budget.json'), `${JSON.stringify(budget, null, 2)}\n`);
    const run = await runNode(BUILT_CLI, ['explore', 'held/export_all', '--json', '--time', '5'], { cwd: dir });
    const entry = (JSON.parse(run.stdout) as { tools: Array<Entry & { limits?: unknown; over?: unknown }> }).tools[0]!;
    expect(entry.limits).toEqual([
      { unit: 'tokens', value: 50_000, at: 'oversized["fixture:explore.held.export_all"].tokens' },
    ]);
    expect(entry.over).toBeUndefined();
    expect(run.code).toBe(0);
    expect((await runNode(BUILT_CLI, ['check'], { cwd: dir })).code).toBe(0);
  });

  it('a server whose timeouts.totalMs ends before --time: the search of it ends with its session, and says so', async () => {
    const dir = project({});
    const EVERYTHING = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
    const budget = {
      servers: { every: { command: process.execPath, args: [EVERYTHING, 'stdio'], timeouts: { totalMs: 8000 } } },
    };
    writeFileSync(path.join(dir, 'budget.json'), `${JSON.stringify(budget, null, 2)}\n`);
    const run = await runNode(BUILT_CLI, ['explore', '--time', '30'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('every: its timeouts.totalMs (8,000 ms) ended the search before --time did');
    expect(run.stdout).toMatch(/every\/get-resource-links: largest result/);
  });

  it('a tool the server does not list is a usage error before any call, naming the tools it lists', async () => {
    const dir = project({ 'data/calls.log': '' });
    chmodSync(path.join(dir, 'data'), 0o777);
    chmodSync(path.join(dir, 'data', 'calls.log'), 0o666);
    const budget = {
      servers: {
        held: { command: process.execPath, args: [EXPLORE_SERVER, 'data/calls.log'], sandbox: { writable: ['data'] } },
      },
    };
    writeFileSync(path.join(dir, 'budget.json'), `${JSON.stringify(budget, null, 2)}\n`);
    const run = await runNode(BUILT_CLI, ['explore', 'held/get_dox'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('server "held" lists no tool "get_dox"; the closest: "get_doc"');
    expect(readFileSync(path.join(dir, 'data', 'calls.log'), 'utf8')).toBe('');
  });
});
