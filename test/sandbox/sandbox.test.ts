import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_CLI,
  CHECKOUT_REACHABLE_BY_OTHERS,
  cli,
  cliJson,
  HOSTILE_SERVER,
  project,
  runCommand,
  runNode,
  tempDir,
} from '../helpers.js';
import { processesWithHome as survivors } from '../processes.js';

const HOSTILE = HOSTILE_SERVER;
/** The server may write only `out/` of the project: that is where it leaves its report. */
const hostile = (behaviour: string, ...extra: string[]) => ({
  command: process.execPath,
  args: [HOSTILE, behaviour, 'out/seen.json', ...extra],
  sandbox: { writable: ['out'] },
});

function hostileProject(files: Record<string, unknown>): string {
  const dir = project(files);
  mkdirSync(path.join(dir, 'out'), { mode: 0o777 });
  chmodSync(path.join(dir, 'out'), 0o777);
  return dir;
}

function seen(dir: string, file = 'seen.json') {
  return JSON.parse(readFileSync(path.join(dir, 'out', file), 'utf8'));
}

/** Whether a process of this server (by its HOME) has installed a handler that ignores SIGTERM: SigIgn bit 15. */
function ignoresSigterm(home: string): boolean {
  return survivors(home).some((pid) => {
    try {
      const ignored = /SigIgn:\s+([0-9a-f]+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      // The shell, or the sleep it may exec into (an ignored signal stays ignored across exec).
      return (
        ['sh', 'sleep'].includes(readFileSync(`/proc/${pid}/comm`, 'utf8').trim()) &&
        ignored !== undefined &&
        (BigInt(`0x${ignored}`) & (1n << 14n)) !== 0n
      );
    } catch {
      return false;
    }
  });
}

/** After a run: no process of the server is left and its temporary HOME is gone. */
function cleanedUp(dir: string, file = 'seen.json'): void {
  const { home } = seen(dir, file);
  expect(home).toMatch(/mcp-budget-home-/);
  expect(survivors(home)).toEqual([]);
  expect(existsSync(home)).toBe(false);
}

type Finding = { code: string; subject: string; severity: string; message: string };

describe('environment', () => {
  it("a secret in the caller's environment never reaches the server or the report", async () => {
    const secrets = {
      GITHUB_TOKEN: 'ghp_secret_1',
      NPM_TOKEN: 'npm_secret_2',
      AWS_SECRET_ACCESS_KEY: 'aws_secret_3',
      ACTIONS_RUNTIME_TOKEN: 'rt_secret_4',
    };
    const dir = hostileProject({
      'budget.json': {
        servers: {
          spy: { ...hostile('spy', '1'), env: { API_URL: 'https://${API_HOST:-example.com}/v1', MODE: 'test' } },
        },
        sandbox: { passEnv: ['ALLOWED_VAR'] },
      },
    });
    const run = await cli(dir, ['check', '--json'], {
      ...secrets,
      ALLOWED_VAR: 'passed',
      LANG: 'C.UTF-8',
      API_HOST: 'api.internal',
    });
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

const IS_ROOT = process.getuid?.() === 0;
const HAS_BWRAP = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => dir && existsSync(path.join(dir, 'bwrap')));
const SECRET = 'ghs_thief_can_see_this_0123456789';

/**
 * A project as actions/checkout leaves it (a token in .git/config, hooks), a caller HOME with ~/.npmrc, a runner
 * GITHUB_ENV file, a unix socket and a TCP listener outside the sandbox; all of them world-writable or -readable,
 * so that only the sandbox stands between the thief and each of them.
 */
function thiefScene(port: number, socket: string) {
  const callerHome = tempDir('mcp-budget-caller-home-');
  chmodSync(callerHome, 0o755);
  writeFileSync(path.join(callerHome, '.npmrc'), `//registry.npmjs.org/:_authToken=${SECRET}\n`, { mode: 0o644 });
  const runnerTemp = tempDir('mcp-budget-runner-temp-');
  chmodSync(runnerTemp, 0o777);
  const githubEnv = path.join(runnerTemp, 'set_env_1');
  writeFileSync(githubEnv, '', { mode: 0o666 });
  chmodSync(githubEnv, 0o666);
  const target = { secret: SECRET, npmrc: path.join(callerHome, '.npmrc'), githubEnv, port, socket };
  const dir = hostileProject({
    'budget.json': { servers: { thief: hostile('thief', JSON.stringify(target)) } },
    '.git/config': `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${SECRET}\n`,
    '.git/hooks/README': 'hooks\n',
  });
  chmodSync(path.join(dir, '.git', 'hooks'), 0o777);
  // The scene lies in this run's TMPDIR (the socket too): the CLI is told it, as a runner's steps share theirs.
  const env = {
    HOME: callerHome,
    GITHUB_TOKEN: SECRET,
    NPM_TOKEN: SECRET,
    GITHUB_ENV: githubEnv,
    RUNNER_TEMP: runnerTemp,
    PATH: process.env.PATH,
    TMPDIR: os.tmpdir(),
  };
  return { dir, githubEnv, env };
}

describe.skipIf(process.platform !== 'linux')('a thief server gets nothing out of the sandbox', () => {
  let listener: net.Server;
  let unixServer: net.Server;
  let port: number;
  let socket: string;
  beforeAll(async () => {
    listener = net.createServer((s) => s.end());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as net.AddressInfo).port;
    const socketDir = tempDir('mcp-budget-socket-');
    chmodSync(socketDir, 0o777);
    socket = path.join(socketDir, 'docker.sock');
    unixServer = net.createServer((s) => s.end());
    await new Promise<void>((resolve) => unixServer.listen(socket, resolve));
    chmodSync(socket, 0o777);
  });
  afterAll(() => {
    listener.close();
    unixServer.close();
  });

  const users = [
    { who: 'as root', prefix: [] as string[], skip: false },
    // An unprivileged runner user: bubblewrap then makes a user namespace of its own. It must reach the checkout.
    {
      who: 'as an unprivileged user',
      prefix: ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--'],
      skip: !CHECKOUT_REACHABLE_BY_OTHERS,
    },
  ];
  // Needs bubblewrap (.ci/run installs it) and root (to be root, and to become nobody).
  for (const { who, prefix, skip } of users) {
    it.skipIf(!HAS_BWRAP || !IS_ROOT || skip)(
      `${who}: environ, .git, ~/.npmrc, hooks, GITHUB_ENV, daemons, sockets, loopback and nsenter all fail`,
      async () => {
        const { dir, githubEnv, env } = thiefScene(port, socket);
        const [command, ...args] = [...prefix, process.execPath, BUILT_CLI, 'check', '--json'];
        const run = await runCommand(command!, args, { cwd: dir, env });
        expect(run.stderr).toBe('');
        const report = JSON.parse(run.stdout);
        expect(report.servers[0].sandbox).toMatchObject({
          method: 'bwrap',
          layers: ['pid', 'mount', 'user', 'network'],
          missing: [],
        });
        expect(run.code).toBe(0);
        const stolen = seen(dir);
        expect(stolen.uid).not.toBe(0);
        expect(stolen.environLeak).toBe(false);
        // Its own namespace: bubblewrap's init, the server, and what it started.
        expect(stolen.visiblePids).toBeLessThanOrEqual(4);
        expect(stolen.gitConfig).toBe('ENOENT');
        expect(stolen.npmrc).toBe('ENOENT');
        expect(stolen.hook).toMatch(/^(EROFS|ENOENT)$/);
        expect(existsSync(path.join(dir, '.git', 'hooks', 'pre-commit'))).toBe(false);
        expect(stolen.githubEnv).toBe('ENOENT');
        expect(readFileSync(githubEnv, 'utf8')).toBe('');
        expect(stolen.socket).toBe('ENOENT');
        expect(stolen.network).toBe('ECONNREFUSED');
        expect(stolen.nsenter).toEqual([]);
        expect(run.stdout).not.toContain(SECRET);
        // The setsid daemon died with the sandbox's PID namespace.
        cleanedUp(dir);
      },
    );
  }

  it.skipIf(!HAS_BWRAP)(
    'SIGKILL of mcp-budget takes a self-started url server with it; the next run reclaims its HOME',
    async () => {
      const port = 1 + Math.floor(Math.random() * 1000) + 40000;
      const dir = hostileProject({
        'budget.json': {
          servers: {
            web: { ...hostile('hang-before-handshake'), url: `http://127.0.0.1:${port}/mcp`, ready: 'never printed' },
          },
          timeouts: { startupMs: 30000 },
        },
      });
      const { spawn } = await import('node:child_process');
      const child = spawn(process.execPath, [BUILT_CLI, 'check'], { cwd: dir, stdio: 'ignore' });
      // Waits are for a condition, with room for a loaded machine (a sandboxed start can take seconds there).
      for (let i = 0; i < 800 && !existsSync(path.join(dir, 'out', 'seen.json')); i++)
        await new Promise((r) => setTimeout(r, 50));
      const { home } = seen(dir);
      expect(survivors(home).length).toBeGreaterThan(0);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('exit', resolve));
      for (let i = 0; i < 400 && survivors(home).length > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(survivors(home)).toEqual([]);
      // No exit handler ran, so the HOME is still there until the next run reclaims it.
      expect(existsSync(home)).toBe(true);
      const next = hostileProject({ 'budget.json': { servers: { spy: hostile('spy', '1') } } });
      expect((await runNode(BUILT_CLI, ['check'], { cwd: next })).code).toBe(0);
      expect(existsSync(home)).toBe(false);
    },
  );

  it('a HOME left behind by a killed mcp-budget is reclaimed by the next run', async () => {
    const orphan = mkdtempSync(path.join(os.tmpdir(), 'mcp-budget-home-999999999-'));
    const dir = hostileProject({ 'budget.json': { servers: { spy: hostile('spy', '1') } } });
    const run = await runNode(BUILT_CLI, ['check'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(existsSync(orphan)).toBe(false);
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
    const dir = hostileProject({ 'budget.json': { servers: { spy: hostile('spy', String(port)) } } });
    const isolated = await cliJson(dir, ['check']);
    expect(isolated.code).toBe(0);
    expect(isolated.report.servers[0].sandbox.network).toBe('none');
    expect(seen(dir).network).toBe('ECONNREFUSED');

    const open = hostileProject({
      'budget.json': {
        servers: { spy: { ...hostile('spy', String(port)), sandbox: { network: 'host', writable: ['out'] } } },
      },
    });
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
    const dir = hostileProject({ 'budget.json': { servers: { spy: hostile('spy', '1') } } });
    const warned = await runNode(BUILT_CLI, ['check', '--json'], { cwd: dir, env: noIsolation });
    expect(warned.code).toBe(0);
    const report = JSON.parse(warned.stdout);
    expect(report.servers[0].sandbox).toMatchObject({
      network: 'unavailable',
      method: 'none',
      missing: ['pid', 'mount', 'user', 'network'],
      reason: expect.stringContaining('bubblewrap: not installed (apt-get install bubblewrap); unshare: not installed'),
    });
    // The warning says what that leaves open, in words a reviewer can act on.
    expect(report.findings[0].message).toContain('/proc/<pid>/environ holds GITHUB_TOKEN');
    const summary = await runNode(BUILT_CLI, ['check', '--reporter', 'markdown'], { cwd: dir, env: noIsolation });
    expect(summary.stdout).toContain('### ⚠️ Servers ran without their full sandbox');
    expect(summary.stdout).toContain("servers can read and write this job's files");
    const text = await runNode(BUILT_CLI, ['check'], { cwd: dir, env: noIsolation });
    expect(text.stdout).toContain('UNSANDBOXED: no pid, mount, user, network isolation');
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'SANDBOX_UNAVAILABLE', severity: 'warning', subject: 'spy' }),
    ]);

    const strict = hostileProject({
      'budget.json': { servers: { spy: hostile('spy', '1') }, sandbox: { require: true } },
    });
    const refused = await runNode(BUILT_CLI, ['check', '--json'], { cwd: strict, env: noIsolation });
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stdout).findings).toEqual([
      expect.objectContaining({ code: 'SANDBOX_UNAVAILABLE', severity: 'error', path: 'sandbox.require' }),
    ]);
    expect(existsSync(path.join(strict, 'out', 'seen.json'))).toBe(false);
  });
});

describe('failures end in their code, in time, with nothing left running', () => {
  it('a server that ignores SIGTERM and leaves grandchildren is ended with its whole group', async () => {
    const dir = hostileProject({ 'budget.json': { servers: { stubborn: hostile('grandchild-ignores-sigterm') } } });
    // The grandchild sleeps 1000 s: that the run ends at all (within the test's timeout) shows nothing waited for it.
    const { code } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(seen(dir).children).toHaveLength(2);
    cleanedUp(dir);
  });

  it('hangs before the handshake: SERVER_TIMEOUT within startupMs, exit 3', async () => {
    // startupMs leaves a loaded machine time to start the process, so it has written its report when the bound fires.
    const dir = hostileProject({
      'budget.json': { servers: { mute: hostile('hang-before-handshake') }, timeouts: { startupMs: 10_000 } },
    });
    const started = Date.now();
    const { code, report } = await cliJson(dir, ['check']);
    const elapsed = Date.now() - started;
    expect(code).toBe(3);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'SERVER_TIMEOUT', subject: 'mute' })]);
    expect(report.findings[0].message).toContain('start: no answer within timeouts.startupMs (10000 ms)');
    // A lower bound holds on any machine; how soon after it the run ended is not a test's business.
    expect(elapsed).toBeGreaterThanOrEqual(10_000);
    cleanedUp(dir);
  });

  it('hangs on a call: SERVER_TIMEOUT naming the fixture, within requestMs', async () => {
    const dir = hostileProject({
      'budget.json': {
        servers: { slow: hostile('hang-on-call') },
        timeouts: { requestMs: 8000 },
        fixtures: [{ name: 'stuck', server: 'slow', tool: 'hang' }],
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0]).toMatchObject({ code: 'SERVER_TIMEOUT', subject: 'slow' });
    expect(report.findings[0].message).toContain('call stuck: no answer within timeouts.requestMs (8000 ms)');
    expect(report.servers[0].tools.map((t: { name: string }) => t.name)).toEqual(['ping', 'hang']);
    cleanedUp(dir);
  });

  it('the whole-server bound (totalMs) ends a server that never finishes', async () => {
    // totalMs leaves a loaded machine time to start the server, so the bound fires where the server hangs: in the
    // call, long before requestMs would.
    const dir = hostileProject({
      'budget.json': {
        servers: { slow: hostile('hang-on-call') },
        timeouts: { requestMs: 120_000, totalMs: 10_000 },
        fixtures: [{ name: 'stuck', server: 'slow', tool: 'hang' }],
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.servers[0].failure).toMatchObject({ code: 'SERVER_TIMEOUT', phase: 'call stuck' });
    expect(report.findings[0].message).toContain(
      'call stuck: the whole run for this server exceeded timeouts.totalMs (10000 ms)',
    );
    cleanedUp(dir);
  });

  it('a banner on stdout is skipped with a warning naming the server and showing the line', async () => {
    const dir = hostileProject({ 'budget.json': { servers: { chatty: hostile('stdout-banner') } } });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(report.servers[0].tools).toHaveLength(1);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'STDOUT_NOISE', severity: 'warning', subject: 'chatty' }),
    ]);
    expect(report.findings[0].message).toContain('"Server v1.2 starting on stdio..."');
    expect(report.findings[0].message).toContain('printed 2 line(s)');
    cleanedUp(dir);
  });

  it('exits before the handshake: SERVER_START_FAILED with the exit code and its stderr', async () => {
    const dir = hostileProject({ 'budget.json': { servers: { broken: hostile('exit-before-handshake') } } });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0]).toMatchObject({ code: 'SERVER_START_FAILED', subject: 'broken' });
    expect(report.findings[0].message).toContain('start: exited with code 4 before answering initialize');
    expect(report.findings[0].message).toContain('config file /etc/hostile.json not found');
    cleanedUp(dir);
  });

  it('crashes during a call: SERVER_CRASHED in phase "call <fixture>"; other servers are still measured', async () => {
    const dir = hostileProject({
      'budget.json': {
        servers: {
          crashy: hostile('crash-on-call'),
          fine: { ...hostile('stdout-banner'), args: [HOSTILE, 'stdout-banner', 'out/fine.json'] },
        },
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
    // At once: had the bad answer been dropped, the run would wait for startupMs and end in SERVER_TIMEOUT instead.
    const dir = hostileProject({
      'budget.json': { servers: { garbled: hostile('broken-json-rpc') }, timeouts: { startupMs: 50_000 } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(3);
    expect(report.findings[0]).toMatchObject({ code: 'PROTOCOL_ERROR', subject: 'garbled' });
    expect(report.findings[0].message).toContain('a response must carry exactly one of result and error');
    cleanedUp(dir);
  });

  it('a 50 MB result is measured and reported as RESULT_OVER_BUDGET with its real size', async () => {
    const dir = hostileProject({
      // Counting 10 million tokens is work: bounds with room for a loaded machine, so the limit is what is judged.
      'budget.json': {
        servers: { big: hostile('huge-result', '50') },
        limits: { resultTokens: 20000 },
        fixtures: [{ name: 'everything', server: 'big', tool: 'huge' }],
        timeouts: { requestMs: 250_000, totalMs: 280_000 },
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    const text = 'word '.repeat((50 * 1024 * 1024) / 5);
    expect(report.fixtures[0].wireBytes).toBeGreaterThan(text.length);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'RESULT_OVER_BUDGET', limit: 20000, actual: report.fixtures[0].tokens }),
    ]);
    expect(report.fixtures[0].tokens).toBeGreaterThan(10_000_000);
    cleanedUp(dir);
  });

  it('past --max-message-bytes the result is reported by its size without being kept', async () => {
    const dir = hostileProject({
      'budget.json': {
        servers: { big: hostile('huge-result', '4') },
        limits: { resultTokens: 20000 },
        fixtures: [{ name: 'everything', server: 'big', tool: 'huge' }],
      },
    });
    const { code, report } = await cliJson(dir, ['check', '--max-message-bytes', String(1024 * 1024)]);
    expect(code).toBe(1);
    expect(report.findings[0]).toMatchObject({ code: 'RESULT_OVER_BUDGET', unit: 'bytes' });
    expect(report.findings[0].actual).toBeGreaterThan(4 * 1024 * 1024);
    expect(report.findings[0].message).toContain("over mcp-budget's message cap");
    cleanedUp(dir);
  });

  it('SIGTERM to mcp-budget itself ends every server group it started', async () => {
    const dir = hostileProject({
      'budget.json': {
        servers: { stubborn: hostile('grandchild-ignores-sigterm') },
        fixtures: [{ name: 'x', server: 'stubborn', tool: 'ping' }],
      },
    });
    // Hold the run open with a second server that never answers, then kill mcp-budget mid-run.
    const budget = JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));
    budget.servers.mute = {
      ...hostile('hang-before-handshake'),
      args: [HOSTILE, 'hang-before-handshake', 'out/mute.json'],
    };
    budget.timeouts = { startupMs: 30000 };
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(dir, 'budget.json'), JSON.stringify(budget));
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [BUILT_CLI, 'check'], { cwd: dir, stdio: 'ignore' });
    // Waits are for a condition, with room for a loaded machine (servers can take seconds to start there).
    for (
      let i = 0;
      i < 800 && !(existsSync(path.join(dir, 'out', 'seen.json')) && existsSync(path.join(dir, 'out', 'mute.json')));
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    // The signal must find the grandchild shell already ignoring SIGTERM, or this would not test the SIGKILL that follows.
    for (let i = 0; i < 1000 && !ignoresSigterm(seen(dir).home); i++) await new Promise((r) => setTimeout(r, 20));
    expect(ignoresSigterm(seen(dir).home)).toBe(true);
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(143);
    for (
      let i = 0;
      i < 400 && (survivors(seen(dir).home).length > 0 || survivors(seen(dir, 'mute.json').home).length > 0);
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    // Every process of both servers, grandchildren included, and their temporary HOMEs went with them.
    cleanedUp(dir);
    cleanedUp(dir, 'mute.json');
  });
});

describe('the built CLI', () => {
  it('prints no stack trace for a known failure', async () => {
    const dir = hostileProject({ 'budget.json': { servers: { broken: hostile('exit-before-handshake') } } });
    const run = await runNode(BUILT_CLI, ['check'], { cwd: dir });
    expect(run.code).toBe(3);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });
});
