// Issue 52, the first turn: each server's start-up, spawn to its tools/list answered, over N starts (the run's own
// start and --starts more), in the JSON report through the built CLI. Figures of starts, never of milliseconds.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chmodSync, rmSync } from 'node:fs';
import { BUILT_CLI, git, project, runNode, SPEC_SERVER, specServer, tempDir } from '../helpers.js';

const spec = {
  name: 'starts',
  tools: [{ name: 'small', description: 'Greets.', inputSchema: { type: 'object', properties: {} } }],
  results: {},
};

/**
 * A project whose server counts its starts in a writable folder (state/count): the run's own start answers as the
 * spec says, and every later start runs `laterStart` first (the count of earlier starts is `n`). `files` and
 * `server` add to the project and to its one server's config.
 */
function countingStartsProject(laterStart: string, files: Record<string, unknown> = {}, server: object = {}): string {
  const wrapper = [
    "import { appendFileSync, existsSync, readFileSync } from 'node:fs';",
    'process.umask(0);',
    "const file = new URL('./state/count', import.meta.url).pathname;",
    "const n = existsSync(file) ? readFileSync(file, 'utf8').length : 0;",
    "appendFileSync(file, 'x');",
    `if (n >= 1) ${laterStart}`,
    // The spec server reads its spec from argv[2]: the wrapper's own argument goes first.
    'await import(process.argv.splice(2, 1)[0]);',
  ].join('\n');
  const dir = project({
    'spec.json': spec,
    ...files,
    'wrapper.mjs': wrapper,
    'state/.keep': '',
    'budget.json': {
      servers: {
        s: {
          command: process.execPath,
          args: ['wrapper.mjs', SPEC_SERVER, 'spec.json'],
          sandbox: { writable: ['state'] },
          ...server,
        },
      },
    },
  });
  chmodSync(path.join(dir, 'state'), 0o777);
  return dir;
}

describe('start-up figures: spawn to tools/list answered, per start', () => {
  it('--starts 3 on check: servers[].startup.starts is 3, with a median and a slowest no faster than it', async () => {
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await runNode(BUILT_CLI, ['check', '--starts', '3', '--json'], { cwd: dir });
    expect(run.code).toBe(0);
    const startup = JSON.parse(run.stdout).servers[0].startup;
    expect(startup.starts).toBe(3);
    expect(startup.slowestMs).toBeGreaterThanOrEqual(startup.medianMs);
    expect(startup.note).toMatch(/machine of this run/);
  });

  it("without --starts the run's own start is the one figure (an ordinary check starts each server no more)", async () => {
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await runNode(BUILT_CLI, ['measure', '--json'], { cwd: dir });
    expect(run.code).toBe(0);
    const startup = JSON.parse(run.stdout).servers[0].startup;
    expect(startup.starts).toBe(1);
    expect(startup.medianMs).toBe(startup.slowestMs);
  });

  it('--starts outside 1..20 is a usage error (exit 2)', async () => {
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    for (const given of ['21', '0', '1.5', 'abc', '--starts=-1']) {
      const args = given.startsWith('--') ? ['check', given] : ['check', '--starts', given];
      const run = await runNode(BUILT_CLI, args, { cwd: dir });
      expect([given, run.code]).toEqual([given, 2]);
      // Every value out of bounds names both bounds, and no stack trace follows.
      expect(run.stderr.trim()).toBe('mcp-budget: --starts must be a whole number from 1 to 20');
    }
  });

  it('a server that fails its later starts: the failed starts are counted and said, never dropped from the figures', async () => {
    // The server counts its starts in a writable folder: the run's own start answers, every later one exits at once. --starts 3 asks two more starts; both fail.
    const dir = countingStartsProject("{ process.stderr.write('dies on start ' + (n + 1) + '\\n'); process.exit(1); }");
    const run = await runNode(BUILT_CLI, ['check', '--starts', '3', '--json'], { cwd: dir });
    expect(run.code, run.stdout.slice(0, 2000)).toBe(0);
    const startup = JSON.parse(run.stdout).servers[0].startup;
    expect([startup.starts, startup.failedStarts]).toEqual([1, 2]);
    rmSync(path.join(dir, 'state', 'count'));
    const text = await runNode(BUILT_CLI, ['check', '--starts', '3'], { cwd: dir });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('(1 start, this machine); 2 of 3 starts failed');
  });

  it("--starts' extra starts stay within the server's timeouts.totalMs: a server slow on its later starts cannot stretch the run", async () => {
    // The run's own start answers at once; every later one answers tools/list after 60 s (below requestMs). totalMs
    // is 4 s for the whole server: 19 more starts each given a fresh 4 s took 76 s; held to the server's one deadline,
    // the run ends near 4 s and the starts it cut are said.
    const dir = countingStartsProject(
      "process.argv[3] = 'slow.json';",
      { 'slow.json': { ...spec, firstListDelayMs: 60_000 } },
      { timeouts: { startupMs: 60_000, requestMs: 120_000, totalMs: 4_000 } },
    );
    const run = await runNode(BUILT_CLI, ['check', '--starts', '20', '--json'], { cwd: dir, timeoutMs: 45_000 });
    expect(run.signal).toBeNull();
    expect(run.code).toBe(0);
    const startup = JSON.parse(run.stdout).servers[0].startup;
    expect([startup.starts, startup.failedStarts]).toEqual([1, 19]);
  });

  it("--starts' extra starts take a start slot in turn: with --concurrency 1, none runs while another server starts", async () => {
    // a is quick; b answers its first tools/list after 2,000 ms. a's two extra starts come after a is counted: in a
    // slot of their own, they wait for b's start to be over (b's 'other listings' mark), as a restart's start does.
    const slowB = {
      ...spec,
      name: 'b',
      tools: [{ ...spec.tools[0]!, name: 'other' }],
      firstListDelayMs: 2_000,
    };
    const dir = project({
      'a.json': { ...spec, name: 'a' },
      'b.json': slowB,
      'budget.json': { servers: { a: specServer('a.json'), b: specServer('b.json') } },
    });
    const file = path.join(tempDir(), 'trace.jsonl');
    const run = await runNode(BUILT_CLI, ['check', '--concurrency', '1', '--starts', '3', '--json'], {
      cwd: dir,
      env: { MCP_BUDGET_TRACE: file },
    });
    expect(run.code, run.stdout.slice(0, 3000)).toBe(0);
    expect(JSON.parse(run.stdout).servers.map((s: { startup: { starts: number } }) => s.startup.starts)).toEqual([
      3, 3,
    ]);
    const marks = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { phase: string; server?: string })
      .filter((mark) => mark.server !== undefined)
      .map((mark) => `${mark.server} ${mark.phase}`);
    const bStarts = marks.indexOf('b spawn requested');
    const bStarted = marks.indexOf('b other listings');
    expect(bStarts).toBeGreaterThan(-1);
    expect(marks.slice(bStarts, bStarted).filter((mark) => mark === 'a spawn requested')).toEqual([]);
  });

  it('a server delayed far past a small host wait gets STARTUP_PAST_HOST_WAIT, a warning; the exit code is unchanged', async () => {
    // The first tools/list of each start answers after 3,000 ms; the host's wait is set to 100 ms (30 times less).
    const budget = (startupWaitMs?: number) => ({
      servers: { slow: specServer('slow.json') },
      hosts: ['gemini-cli'],
      ...(startupWaitMs === undefined ? {} : { hostLimits: { 'gemini-cli': { startupWaitMs } } }),
    });
    const slow = { ...spec, name: 'slow', firstListDelayMs: 3_000 };
    const waited = project({ 'slow.json': slow, 'budget.json': budget(100) });
    const run = await runNode(BUILT_CLI, ['check', '--starts', '2', '--json'], { cwd: waited });
    const report = JSON.parse(run.stdout);
    expect(report.servers[0].startup.starts).toBe(2);
    const found = report.findings.filter((f: { code: string }) => f.code.startsWith('STARTUP_'));
    expect(
      found.map((f: { code: string; severity: string; host: string; subject: string }) => [
        f.code,
        f.severity,
        f.host,
        f.subject,
      ]),
    ).toEqual([['STARTUP_PAST_HOST_WAIT', 'warning', 'gemini-cli', 'slow']]);
    expect(found[0].message).toContain('Gemini CLI waits 100 ms');
    // Gemini CLI's own 600 s wait: the same server passes without the finding; both runs exit 0.
    const plain = await runNode(BUILT_CLI, ['check', '--json'], {
      cwd: project({ 'slow.json': slow, 'budget.json': budget() }),
    });
    expect(JSON.parse(plain.stdout).findings.filter((f: { code: string }) => f.code.startsWith('STARTUP_'))).toEqual(
      [],
    );
    expect([run.code, plain.code]).toEqual([0, 0]);
  });

  it("with --base, only the head is started N times: the base's figures are not judged on timing", async () => {
    // Each start's spawn is a trace mark: --starts 3 must add 2 spawns (the head's server), not 4 (the base's too).
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    git(dir, 'checkout', '-q', '-b', 'pr');
    writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ ...spec, name: 'starts-pr' }));
    git(dir, 'commit', '-q', '-am', 'rename the server');
    const spawns = async (starts: string) => {
      const file = path.join(tempDir(), 'trace.jsonl');
      const run = await runNode(BUILT_CLI, ['check', '--base', 'main', '--starts', starts, '--json'], {
        cwd: dir,
        env: { MCP_BUDGET_TRACE: file },
      });
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout).servers[0].startup.starts).toBe(Number(starts));
      return readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter((line) => (JSON.parse(line) as { phase: string }).phase === 'spawn requested').length;
    };
    const one = await spawns('1');
    expect((await spawns('3')) - one).toBe(2);
  });
});
