// Admission (issue 51): a server starts as soon as a start slot is free, and a slot is held only while its server
// starts and answers its listings; its fixtures, counting and the rest run beside the next servers' starts. Read from
// the order of MCP_BUDGET_TRACE's marks (src/shell/trace.ts), never from how long anything took.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, project, runNode, specServer, tempDir } from '../helpers.js';

interface Mark {
  phase: string;
  server?: string;
}

const tool = (name: string) => ({ name, description: `${name} a thing`, inputSchema: { type: 'object' } });

describe('admission: start slots, not whole measurements', () => {
  it('with --concurrency 1, the next server is spawned once the first has listed, before its slow fixture ends', async () => {
    const dir = project({
      'a.json': {
        name: 'a',
        tools: [tool('slow')],
        // The call takes seconds: the second server's start fits in it on any machine.
        results: { slow: { $delayMs: 4000, content: [{ type: 'text', text: 'done' }] } },
      },
      'b.json': { name: 'b', tools: [tool('quick')] },
      'budget.json': {
        servers: { a: specServer('a.json'), b: specServer('b.json') },
        fixtures: [{ name: 'slow', server: 'a', tool: 'slow' }],
      },
    });
    const file = path.join(tempDir(), 'trace.jsonl');
    const run = await runNode(BUILT_CLI, ['check', '--json', '--concurrency', '1'], {
      cwd: dir,
      env: { MCP_BUDGET_TRACE: file },
    });
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout);
    expect(report.servers.map((server: { name: string; ok: boolean }) => [server.name, server.ok])).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(report.fixtures.map((fixture: { name: string }) => fixture.name)).toEqual(['slow']);
    const marks = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Mark);
    const at = (phase: string, server: string) => marks.findIndex((m) => m.phase === phase && m.server === server);
    // One start at a time: b waits for a's listings...
    expect(at('other listings', 'a')).toBeGreaterThan(-1);
    expect(at('spawned', 'b')).toBeGreaterThan(at('other listings', 'a'));
    // ...but not for a's fixture, its counting or its end.
    expect(at('fixtures', 'a')).toBeGreaterThan(-1);
    expect(at('spawned', 'b')).toBeLessThan(at('fixtures', 'a'));
  });
});

describe('admission: a server that fails before its listings frees its slot', () => {
  it('with --concurrency 1, a first server that dies at start and a second that never answers tools/list: the third is measured, the run ends', async () => {
    // b answers initialize and nothing more; its requestMs ends it. Neither holds the one slot past its own failure.
    const initOnly = [
      "import readline from 'node:readline';",
      "readline.createInterface({ input: process.stdin }).on('line', (line) => {",
      '  const m = JSON.parse(line);',
      "  if (m.method === 'initialize') process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'b', version: '1' } } }) + '\\n');",
      '});',
    ].join('\n');
    const dir = project({
      'init-only.mjs': initOnly,
      'c.json': { name: 'c', tools: [tool('quick')] },
      'budget.json': {
        servers: {
          a: { command: process.execPath, args: ['-e', 'process.exit(1)'] },
          b: { command: process.execPath, args: ['init-only.mjs'], timeouts: { requestMs: 1500 } },
          c: specServer('c.json'),
        },
      },
    });
    const run = await runNode(BUILT_CLI, ['check', '--concurrency', '1', '--json'], { cwd: dir, timeoutMs: 60_000 });
    expect(run.signal).toBeNull();
    const report = JSON.parse(run.stdout);
    expect(
      report.servers.map((s: { name: string; ok: boolean; failure?: { code: string } }) => [
        s.name,
        s.ok,
        s.failure?.code,
      ]),
    ).toEqual([
      ['a', false, 'SERVER_START_FAILED'],
      ['b', false, 'SERVER_TIMEOUT'],
      ['c', true, undefined],
    ]);
  });
});

describe('admission: the next start before the counting', () => {
  it('on a cold run with --concurrency 1, the second server is spawned before the first one is counted', async () => {
    // A launch awaits the disk between its steps; counting and compiling schemas give the event loop a turn only
    // every ~10 ms. The second server's spawn comes first (shell/turns.ts), so its boot does not wait for that work.
    const tools = Array.from({ length: 12 }, (_, i) => ({
      ...tool(`t${i}`),
      inputSchema: { type: 'object', properties: { [`p${i}`]: { type: 'string', pattern: `^v${i}` } } },
    }));
    const dir = project({
      'a.json': { name: 'a', tools },
      'b.json': { name: 'b', tools: [tool('quick')] },
      'budget.json': { servers: { a: specServer('a.json'), b: specServer('b.json') } },
    });
    const file = path.join(tempDir(), 'trace.jsonl');
    const run = await runNode(BUILT_CLI, ['check', '--json', '--no-cache', '--concurrency', '1'], {
      cwd: dir,
      env: { MCP_BUDGET_TRACE: file },
    });
    expect(run.code, run.stdout.slice(0, 2000)).toBe(0);
    const marks = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Mark);
    const at = (phase: string, server: string) => marks.findIndex((m) => m.phase === phase && m.server === server);
    expect(at('other listings', 'a')).toBeLessThan(at('spawned', 'b'));
    expect(at('spawned', 'b')).toBeLessThan(at('counted', 'a'));
  });
});
