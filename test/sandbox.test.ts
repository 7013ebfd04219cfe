import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_CLI, cli, cliJson, FIXTURES, project, runNode, tempDir } from './helpers.js';

const HOSTILE = path.join(FIXTURES, 'servers', 'hostile.mjs');
const hostile = (behaviour: string, ...extra: string[]) => ({ command: process.execPath, args: [HOSTILE, behaviour, 'seen.json', ...extra] });

/** Alive and not a zombie: a zombie has ended and only waits to be reaped. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function seen(dir: string) {
  return JSON.parse(readFileSync(path.join(dir, 'seen.json'), 'utf8'));
}

/** After a run: the server's process is gone and so is its temporary HOME. */
function cleanedUp(dir: string): void {
  const { pid, home } = seen(dir);
  expect(alive(pid)).toBe(false);
  expect(existsSync(home)).toBe(false);
}

type Finding = { code: string; subject: string; severity: string; message: string };

describe('environment', () => {
  it('a secret in the caller\'s environment never reaches the server or the report', async () => {
    const secrets = { GITHUB_TOKEN: 'ghp_secret_1', NPM_TOKEN: 'npm_secret_2', AWS_SECRET_ACCESS_KEY: 'aws_secret_3', ACTIONS_RUNTIME_TOKEN: 'rt_secret_4' };
    const dir = project({
      'budget.json': {
        servers: { spy: { ...hostile('spy', '1'), env: { API_URL: 'https://${API_HOST:-example.com}/v1', MODE: 'test' } } },
        sandbox: { passEnv: ['ALLOWED_VAR'] },
      },
    });
    const run = await cli(dir, ['check', '--json'], { ...secrets, ALLOWED_VAR: 'passed', LANG: 'C.UTF-8', API_HOST: 'api.internal' });
    expect(run.code).toBe(0);
    const { env } = seen(dir);
    // PWD is set by the /bin/sh that brings loopback up inside the namespace: the server's own cwd, nothing of the caller's.
    const names = Object.keys(env).filter((name) => !(name === 'PWD' && env.PWD === dir));
    expect(names.sort()).toEqual(['ALLOWED_VAR', 'API_URL', 'HOME', 'LANG', 'MODE', 'PATH', 'TMPDIR']);
    expect(env.API_URL).toBe('https://api.internal/v1');
    expect(env.HOME).toMatch(/mcp-budget-home-/);
    expect(existsSync(env.HOME)).toBe(false);
    for (const secret of Object.values(secrets)) {
      expect(JSON.stringify(env)).not.toContain(secret);
      expect(run.stdout).not.toContain(secret);
    }
    expect(JSON.parse(run.stdout).servers[0].sandbox).toMatchObject({ envFromCaller: ['ALLOWED_VAR', 'API_HOST'] });
  });
});

describe('network', () => {
  let listener: net.Server;
  let port: number;
  beforeAll(async () => {
    listener = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as net.AddressInfo).port;
  });
  afterAll(() => listener.close());

  it('a sandboxed server cannot reach a listener on the host\'s loopback; network "host" can', async () => {
    const dir = project({ 'budget.json': { servers: { spy: hostile('spy', String(port)) } } });
    const isolated = await cliJson(dir, ['check']);
    expect(isolated.code).toBe(0);
    expect(isolated.report.servers[0].sandbox.network).toBe('none');
    expect(seen(dir).network).toBe('ECONNREFUSED');

    const open = project({ 'budget.json': { servers: { spy: { ...hostile('spy', String(port)), sandbox: { network: 'host' } } } } });
    await cliJson(open, ['check']);
    expect(seen(open).network).toBe('connected');
  });
});

describe('where no network namespace can be made', () => {
  // A PATH with node but neither unshare nor bwrap stands in for macOS or a restricted runner.
  const bin = tempDir('mcp-budget-path-');
  symlinkSync(process.execPath, path.join(bin, 'node'));
  const noIsolation = { PATH: bin };

  it('the run continues with a SANDBOX_UNAVAILABLE warning that says why; sandbox.require refuses to start the server', async () => {
    const dir = project({ 'budget.json': { servers: { spy: hostile('spy', '1') } } });
    const warned = await runNode(BUILT_CLI, ['check', '--json'], { cwd: dir, env: noIsolation });
    expect(warned.code).toBe(0);
    const report = JSON.parse(warned.stdout);
    expect(report.servers[0].sandbox).toMatchObject({ network: 'unavailable', reason: expect.stringContaining('unshare: not installed; bwrap: not installed') });
    expect(report.findings).toEqual([expect.objectContaining({ code: 'SANDBOX_UNAVAILABLE', severity: 'warning', subject: 'spy' })]);

    const strict = project({ 'budget.json': { servers: { spy: hostile('spy', '1') }, sandbox: { require: true } } });
    const refused = await runNode(BUILT_CLI, ['check', '--json'], { cwd: strict, env: noIsolation });
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stdout).findings).toEqual([expect.objectContaining({ code: 'SANDBOX_UNAVAILABLE', severity: 'error', path: 'sandbox.require' })]);
    expect(existsSync(path.join(strict, 'seen.json'))).toBe(false);
  });
});

describe('failures end in their code, in time, with nothing left running', () => {
  it('a server that ignores SIGTERM and leaves grandchildren is ended with its whole group', async () => {
    const dir = project({ 'budget.json': { servers: { stubborn: hostile('grandchild-ignores-sigterm') } } });
    const started = Date.now();
    const { code } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(8000);
    const { pid, children } = seen(dir);
    expect(children).toHaveLength(2);
    for (const p of [pid, ...children]) expect(alive(p)).toBe(false);
  });

  it('hangs before the handshake: SERVER_TIMEOUT within startupMs, exit 3', async () => {
    const dir = project({ 'budget.json': { servers: { mute: hostile('hang-before-handshake') }, timeouts: { startupMs: 1500 } } });
    const started = Date.now();
    const { code, report } = await cliJson(dir, ['check']);
    const elapsed = Date.now() - started;
    expect(code).toBe(3);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'SERVER_TIMEOUT', subject: 'mute' })]);
    expect(report.findings[0].message).toContain('start: no answer within timeouts.startupMs (1500 ms)');
    expect(elapsed).toBeGreaterThanOrEqual(1500);
    expect(elapsed).toBeLessThan(1500 + 4000);
    expect(alive(seen(dir).pid)).toBe(false);
  });

  it('hangs on a call: SERVER_TIMEOUT naming the fixture, within requestMs', async () => {
    const dir = project({
      'budget.json': { servers: { slow: hostile('hang-on-call') }, timeouts: { requestMs: 1000 }, fixtures: [{ name: 'stuck', server: 'slow', tool: 'hang' }] },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0]).toMatchObject({ code: 'SERVER_TIMEOUT', subject: 'slow' });
    expect(report.findings[0].message).toContain('call stuck: no answer within timeouts.requestMs (1000 ms)');
    expect(report.servers[0].tools.map((t: { name: string }) => t.name)).toEqual(['ping', 'hang']);
    cleanedUp(dir);
  });

  it('the whole-server bound (totalMs) ends a server that never finishes', async () => {
    const dir = project({
      'budget.json': { servers: { slow: hostile('hang-on-call') }, timeouts: { requestMs: 60000, totalMs: 1500 }, fixtures: [{ name: 'stuck', server: 'slow', tool: 'hang' }] },
    });
    const started = Date.now();
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0].message).toContain('exceeded timeouts.totalMs (1500 ms)');
    expect(Date.now() - started).toBeLessThan(6000);
    cleanedUp(dir);
  });

  it('a banner on stdout is skipped with a warning naming the server and showing the line', async () => {
    const dir = project({ 'budget.json': { servers: { chatty: hostile('stdout-banner') } } });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(report.servers[0].tools).toHaveLength(1);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'STDOUT_NOISE', severity: 'warning', subject: 'chatty' })]);
    expect(report.findings[0].message).toContain('"Server v1.2 starting on stdio..."');
    expect(report.findings[0].message).toContain('printed 2 line(s)');
    cleanedUp(dir);
  });

  it('exits before the handshake: SERVER_START_FAILED with the exit code and its stderr', async () => {
    const dir = project({ 'budget.json': { servers: { broken: hostile('exit-before-handshake') } } });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0]).toMatchObject({ code: 'SERVER_START_FAILED', subject: 'broken' });
    expect(report.findings[0].message).toContain('start: exited with code 4 before completing the handshake');
    expect(report.findings[0].message).toContain('config file /etc/hostile.json not found');
    cleanedUp(dir);
  });

  it('crashes during a call: SERVER_CRASHED in phase "call <fixture>"; other servers are still measured', async () => {
    const dir = project({
      'budget.json': {
        servers: { crashy: hostile('crash-on-call'), fine: { command: process.execPath, args: [HOSTILE, 'stdout-banner', 'fine.json'] } },
        fixtures: [{ name: 'boom', server: 'crashy', tool: 'crash' }],
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    const crash = report.findings.find((f: Finding) => f.code === 'SERVER_CRASHED');
    expect(crash.subject).toBe('crashy');
    expect(crash.message).toContain('call boom: exited with code 7');
    expect(crash.message).toContain('panic: index out of range');
    expect(report.servers[1]).toMatchObject({ name: 'fine', ok: true });
    expect(report.servers[1].tools).toHaveLength(1);
    cleanedUp(dir);
  });

  it('breaks JSON-RPC: PROTOCOL_ERROR saying what was wrong', async () => {
    const dir = project({ 'budget.json': { servers: { garbled: hostile('broken-json-rpc') }, timeouts: { startupMs: 5000 } } });
    const started = Date.now();
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0]).toMatchObject({ code: 'PROTOCOL_ERROR', subject: 'garbled' });
    expect(report.findings[0].message).toContain('a response must carry exactly one of result and error');
    expect(Date.now() - started).toBeLessThan(4000);
    cleanedUp(dir);
  });

  it('a 50 MB result is measured and reported as RESULT_OVER_BUDGET with its real size', async () => {
    const dir = project({
      'budget.json': { servers: { big: hostile('huge-result', '50') }, limits: { resultTokens: 20000 }, fixtures: [{ name: 'everything', server: 'big', tool: 'huge' }] },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const text = 'word '.repeat((50 * 1024 * 1024) / 5);
    expect(report.fixtures[0].wireBytes).toBeGreaterThan(text.length);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'RESULT_OVER_BUDGET', limit: 20000, actual: report.fixtures[0].tokens })]);
    expect(report.fixtures[0].tokens).toBeGreaterThan(10_000_000);
    cleanedUp(dir);
  });

  it('past --max-message-bytes the result is reported by its size without being kept', async () => {
    const dir = project({
      'budget.json': { servers: { big: hostile('huge-result', '4') }, limits: { resultTokens: 20000 }, fixtures: [{ name: 'everything', server: 'big', tool: 'huge' }] },
    });
    const { code, report } = await cliJson(dir, ['check', '--max-message-bytes', String(1024 * 1024)]);
    expect(code).toBe(1);
    expect(report.findings[0]).toMatchObject({ code: 'RESULT_OVER_BUDGET', unit: 'bytes' });
    expect(report.findings[0].actual).toBeGreaterThan(4 * 1024 * 1024);
    expect(report.findings[0].message).toContain('over mcp-budget\'s message cap');
    cleanedUp(dir);
  });

  it('SIGTERM to mcp-budget itself ends every server group it started', async () => {
    const dir = project({
      'budget.json': { servers: { stubborn: hostile('grandchild-ignores-sigterm') }, fixtures: [{ name: 'x', server: 'stubborn', tool: 'ping' }] },
    });
    // Hold the run open with a second server that never answers, then kill mcp-budget mid-run.
    const budget = JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));
    budget.servers.mute = { ...hostile('hang-before-handshake'), args: [HOSTILE, 'hang-before-handshake', 'mute.json'] };
    budget.timeouts = { startupMs: 30000 };
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(dir, 'budget.json'), JSON.stringify(budget));
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [BUILT_CLI, 'check'], { cwd: dir, stdio: 'ignore' });
    for (let i = 0; i < 100 && !(existsSync(path.join(dir, 'seen.json')) && existsSync(path.join(dir, 'mute.json'))); i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(143);
    await new Promise((r) => setTimeout(r, 200));
    const { pid, children, home } = seen(dir);
    const mute = JSON.parse(readFileSync(path.join(dir, 'mute.json'), 'utf8'));
    for (const p of [pid, ...children, mute.pid]) expect(alive(p)).toBe(false);
    // Their temporary HOMEs went with them.
    expect(home).toMatch(/mcp-budget-home-/);
    expect(existsSync(home)).toBe(false);
    expect(existsSync(mute.home)).toBe(false);
  });
});

describe('the built CLI', () => {
  it('prints no stack trace for a known failure', async () => {
    const dir = project({ 'budget.json': { servers: { broken: hostile('exit-before-handshake') } } });
    const run = await runNode(BUILT_CLI, ['check'], { cwd: dir });
    expect(run.code).toBe(3);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });
});
