// Bounds for hostile servers: what one server may take of the runner (memory, processes, disk) is bounded, and a
// bound that cuts is named (SERVER_LIMIT_HIT). A budget's `ready` pattern runs under the start-up deadline.
import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, chownTree, project, runCommand, runNode, specServer, tempDir } from '../helpers.js';

const IS_ROOT = process.getuid?.() === 0;
const HAS_BWRAP = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => dir && existsSync(path.join(dir, 'bwrap')));
const HAS_PRLIMIT = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => dir && existsSync(path.join(dir, 'prlimit')));

/** A server that does one hostile thing at start, and then says on stderr how it ended (as a runtime would). */
function hostileScript(body: string) {
  return `${body}\nsetInterval(() => {}, 1000);\n`;
}

async function checkWith(script: string, extra: Record<string, unknown> = {}, env: Record<string, string> = {}) {
  const dir = project({
    'server.mjs': hostileScript(script),
    'budget.json': {
      servers: { s: { command: process.execPath, args: ['server.mjs'], ...extra } },
      timeouts: { startupMs: 20_000, totalMs: 30_000 },
    },
  });
  const run = await runNode(BUILT_CLI, ['check', '--json'], { cwd: dir, env, timeoutMs: 90_000 });
  expect(run.signal).toBeNull();
  return { run, report: JSON.parse(run.stdout) };
}

describe.skipIf(process.platform !== 'linux' || !HAS_BWRAP || !HAS_PRLIMIT)('bounds on one server', () => {
  it('writing 1 GiB into its HOME stops at the disk bound, named in SERVER_LIMIT_HIT', async () => {
    const { run, report } = await checkWith(`
import { writeFileSync, appendFileSync } from 'node:fs';
import path from 'node:path';
const chunk = Buffer.alloc(16 << 20, 1);
const file = path.join(process.env.HOME, 'fill-' + Math.random());
writeFileSync(file, '');
for (let i = 0; i < 64; i++) appendFileSync(file + i % 8, chunk);`);
    expect(run.code).toBe(3);
    expect(report.servers[0].failure).toMatchObject({
      code: 'SERVER_LIMIT_HIT',
      detail: expect.stringContaining('disk (256 MiB'),
    });
  });

  it('one file past 256 MiB stops at the file-size bound; a sound server runs with every bound in its report', async () => {
    const { report } = await checkWith(`
import { appendFileSync } from 'node:fs';
const chunk = Buffer.alloc(16 << 20, 1);
for (let i = 0; i < 24; i++) appendFileSync(process.env.HOME + '/one-file', chunk);`);
    expect(report.servers[0].failure).toMatchObject({
      code: 'SERVER_LIMIT_HIT',
      detail: expect.stringContaining('file size (256 MiB'),
    });
    const sound = project({ 'spec.json': { tools: [] }, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await runNode(BUILT_CLI, ['check', '--json'], { cwd: sound });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).servers[0].sandbox.bounds).toEqual({
      memoryBytes: 2 * 1024 ** 3,
      processes: 1024,
      fileBytes: 256 * 1024 ** 2,
      tmpfsBytes: 256 * 1024 ** 2,
      tmpfs: true,
    });
  });

  // The launch chain (issue 51): the launcher that hands the server its environment sets the rlimits too, so no
  // prlimit runs per start (the tests above hold the bounds through bubblewrap that way), and a machine with perl but
  // no prlimit still bounds its servers. With this PATH the probe finds setpriv outside the system folders, which is
  // not there inside bubblewrap, so the server runs unconfined (method none, its HOME on disk): only the rlimits hold.
  // Before, that 384 MiB file was written whole and the server was ended at startupMs.
  it('with no prlimit on PATH, the file-size bound still holds and the report still lists every bound', async () => {
    const tools = tempDir();
    for (const name of ['bwrap', 'setpriv']) {
      const found = (process.env.PATH ?? '').split(path.delimiter).find((dir) => existsSync(path.join(dir, name)));
      if (found) symlinkSync(path.join(found, name), path.join(tools, name));
    }
    symlinkSync(process.execPath, path.join(tools, 'node'));
    const env = { PATH: tools };
    const { report } = await checkWith(
      `
import { appendFileSync } from 'node:fs';
const chunk = Buffer.alloc(16 << 20, 1);
for (let i = 0; i < 24; i++) appendFileSync(process.env.HOME + '/one-file', chunk);`,
      {},
      env,
    );
    expect(report.servers[0].failure).toMatchObject({
      code: 'SERVER_LIMIT_HIT',
      detail: expect.stringContaining('file size (256 MiB'),
    });
    const sound = project({ 'spec.json': { tools: [] }, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await runNode(BUILT_CLI, ['check', '--json'], { cwd: sound, env });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).servers[0].sandbox.bounds).toMatchObject({ fileBytes: 256 * 1024 ** 2 });
  });

  // A runner whose own hard limit is already below a bound (ulimit -Hu 500): the server starts under the tighter one.
  // setrlimit may not raise a hard limit, and the launcher asked for 1,024 processes: every server failed to start
  // ('cannot set the nproc bound: Operation not permitted'), even as root (inside bubblewrap it has no capability).
  it('a hard limit already tighter than a bound is kept: the server starts, under the tighter one', async () => {
    const sound = project({ 'spec.json': { tools: [] }, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const run = await runCommand(
      'prlimit',
      ['--nproc=500:500', '--fsize=200000000:200000000', '--', process.execPath, BUILT_CLI, 'check', '--json'],
      { cwd: sound, env: { PATH: process.env.PATH }, timeoutMs: 60_000 },
    );
    expect(run.code, run.stdout.slice(0, 1500)).toBe(0);
    expect(JSON.parse(run.stdout).servers[0].ok).toBe(true);
  });

  it('filling /dev/shm stops at the same bound', async () => {
    const { report } = await checkWith(`
import { appendFileSync } from 'node:fs';
const chunk = Buffer.alloc(16 << 20, 1);
for (let i = 0; i < 64; i++) appendFileSync('/dev/shm/fill' + (i % 8), chunk);`);
    expect(report.servers[0].failure).toMatchObject({
      code: 'SERVER_LIMIT_HIT',
      detail: expect.stringContaining('disk'),
    });
  });

  it('asking for 8 GiB of memory stops at the memory bound', async () => {
    // allocUnsafe maps without touching: the bound cuts the mapping, and the test machine never holds the memory.
    const { report } = await checkWith(`
const kept = [];
for (let i = 0; i < 128; i++) kept.push(Buffer.allocUnsafe(64 << 20));`);
    expect(report.servers[0].failure).toMatchObject({
      code: 'SERVER_LIMIT_HIT',
      detail: expect.stringContaining('memory (2,048 MiB'),
    });
  });

  // A fork bomb counts against the user it runs as: one of its own here, so no other run on this machine shares it.
  it.skipIf(!IS_ROOT)('forking 3,000 processes stops at the process bound', async () => {
    const uid = 47213;
    const dir = project({
      'server.mjs': hostileScript(`
import { spawn } from 'node:child_process';
const bomb = spawn('sh', ['-c', 'i=0; while [ $i -lt 3000 ]; do sleep 60 & i=$((i+1)); done; wait'], { stdio: ['ignore', 'ignore', 'pipe'] });
let err = '';
bomb.stderr.on('data', (d) => (err += d));
const end = () => { process.stderr.write(err.split('\\n').slice(0, 3).join('\\n') + '\\n'); process.exit(1); };
setInterval(() => err && end(), 200);
setTimeout(end, 40000);`),
      'budget.json': {
        servers: { s: { command: process.execPath, args: ['server.mjs'] } },
        timeouts: { startupMs: 60_000, totalMs: 60_000 },
      },
    });
    chownTree(dir, uid);
    const run = await runCommand(
      'setpriv',
      [`--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--', process.execPath, BUILT_CLI, 'check', '--json'],
      { cwd: dir, env: { PATH: process.env.PATH, HOME: dir }, timeoutMs: 90_000 },
    );
    const report = JSON.parse(run.stdout);
    expect(report.servers[0].failure).toMatchObject({
      code: 'SERVER_LIMIT_HIT',
      detail: expect.stringContaining('processes (1,024'),
    });
  });

  it('a ready pattern that backtracks without end is stopped at startupMs: SERVER_TIMEOUT, and the run ends', async () => {
    const port = 40000 + Math.floor(Math.random() * 2000);
    const { run, report } = await checkWith(`process.stderr.write('a'.repeat(40) + '!\\n');`, {
      url: `http://127.0.0.1:${port}/mcp`,
      ready: '^(a+)+$',
      timeouts: { startupMs: 3000, totalMs: 5000 },
    });
    expect(run.code).toBe(3);
    expect(report.servers[0].failure).toMatchObject({
      code: 'SERVER_TIMEOUT',
      detail: expect.stringContaining('did not finish'),
    });
  });
});
