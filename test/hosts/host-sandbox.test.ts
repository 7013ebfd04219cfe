// A host program runs inside the sandbox: no secret of mcp-budget's (its environment, HOME, the runner's files), no
// network but its own loopback, where its model stand-in is reached; the servers it starts still reach mcp-budget's
// sandboxed proxy.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeInstallProof } from '../../src/commands/hosts/host-install.js';
import { HOST_PROGRAMS, hostInstallDir, type HostProgram } from '../../src/commands/hosts/host-programs.js';
import { disposeRecording, recordHost } from '../../src/commands/hosts/host-recording.js';
import { openHostGate, openModelSocket } from '../../src/commands/hosts/host-sandbox.js';
import { startModelStandIn } from '../../src/commands/hosts/model-stand-in.js';
import { BUILT_CLI, project, runNode, SPEC_SERVER, tempDir } from '../helpers.js';
import { processesWithHome } from '../processes.js';

const ENV_CANARY = 'canary-of-mcp-budgets-environment-5b1e';
const HOME_CANARY = 'canary-in-the-callers-home-77c2';

/**
 * The "host": what a compromised host release would try (mcp-budget's environment through /proc, a file of the
 * caller's HOME, the runner's GITHUB_ENV, a socket of the machine's loopback), then what a host does: one request to
 * its model, one tool call through the MCP server its config names. It prints what it got.
 */
const HOST_SOURCE = (paths: { homeCanary: string; githubEnv: string; outsidePort: number }) => `#!/usr/bin/env node
const fs = require('node:fs');
const net = require('node:net');
const { spawn } = require('node:child_process');
const seen = { env: process.env };
const attempt = (name, fn) => { try { seen[name] = fn(); } catch (error) { seen[name] = 'refused: ' + error.code; } };
for (let pid = process.ppid, i = 0; pid > 1 && i < 6; i++) {
  attempt('environ' + i, () => fs.readFileSync('/proc/' + pid + '/environ', 'utf8'));
  try { pid = Number(fs.readFileSync('/proc/' + pid + '/stat', 'utf8').split(') ')[1].split(' ')[1]); } catch { break; }
}
attempt('homeCanary', () => fs.readFileSync(${JSON.stringify(paths.homeCanary)}, 'utf8'));
attempt('githubEnv', () => (fs.appendFileSync(${JSON.stringify(paths.githubEnv)}, 'NODE_OPTIONS=--require=/x\\n'), 'appended'));
const outside = () => new Promise((resolve) => {
  const socket = net.connect(${paths.outsidePort}, '127.0.0.1');
  socket.on('connect', () => { socket.destroy(); resolve('connected'); });
  socket.on('error', (error) => resolve('refused: ' + error.code));
});
const model = async () => {
  const response = await fetch(process.env.MODEL_URL + '/v1/messages', { method: 'POST', body: JSON.stringify({ hello: 'model' }) });
  return response.status;
};
const tool = () => new Promise((resolve) => {
  const config = JSON.parse(fs.readFileSync(process.env.HOME + '/mcp.json', 'utf8'));
  const server = Object.values(config)[0];
  const child = spawn(server.command, server.args, { stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = '';
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    for (const line of buffer.split('\\n').slice(0, -1)) {
      const message = JSON.parse(line);
      if (message.id === 2) { child.stdin.end(); resolve(message.result.content[0].text); }
    }
    buffer = buffer.slice(buffer.lastIndexOf('\\n') + 1);
  });
  const send = (message) => child.stdin.write(JSON.stringify({ jsonrpc: '2.0', ...message }) + '\\n');
  send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'fake-host', version: '1' } } });
  send({ method: 'notifications/initialized' });
  send({ id: 2, method: 'tools/call', params: { name: 'ping', arguments: {} } });
  setTimeout(() => resolve('no answer'), 60000).unref();
});
(async () => {
  seen.outside = await outside();
  seen.model = await model().catch((error) => 'failed: ' + error.message);
  seen.tool = await tool();
  process.stdout.write(JSON.stringify(seen));
})();
`;

/** A host installed in a cache of the test's own, with mcp-budget's proof (as after a checked install). */
function fakeHost(source: string): { cache: string; program: HostProgram } {
  const cache = tempDir('mcp-budget-hosts-cache-');
  const program: HostProgram = {
    profile: 'claude-code',
    pkg: 'fake-host',
    version: '1.0.0',
    bin: 'fake-host',
    api: 'anthropic',
    callName: (server, tool) => `${server}__${tool}`,
    invocation: (run) => ({
      args: [],
      env: { MODEL_URL: run.modelUrl, ANTHROPIC_API_KEY: 'stand-in-key-not-a-secret' },
      files: { 'mcp.json': JSON.stringify(run.servers) },
    }),
  };
  const dir = hostInstallDir(cache, program);
  mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(path.join(dir, 'node_modules', '.bin', 'fake-host'), source);
  chmodSync(path.join(dir, 'node_modules', '.bin', 'fake-host'), 0o755);
  chmodSync(cache, 0o755);
  writeInstallProof(dir, program.pkg, program.version, 'sha512-test');
  return { cache, program };
}

describe('a host program runs inside the sandbox', () => {
  it("reads no secret of mcp-budget's, reaches only its own loopback (its model stand-in there), and its server through the proxy", async () => {
    const homeCanary = path.join(os.homedir(), `.mcp-budget-host-canary-${process.pid}`);
    const runner = tempDir('mcp-budget-runner-');
    const githubEnv = path.join(runner, 'github_env');
    writeFileSync(githubEnv, '');
    writeFileSync(homeCanary, HOME_CANARY);
    const outside = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    const saved = { canary: process.env.MCP_BUDGET_TEST_CANARY, githubEnv: process.env.GITHUB_ENV };
    process.env.MCP_BUDGET_TEST_CANARY = ENV_CANARY;
    process.env.GITHUB_ENV = githubEnv;
    try {
      const { cache, program } = fakeHost(
        HOST_SOURCE({ homeCanary, githubEnv, outsidePort: (outside.address() as net.AddressInfo).port }),
      );
      const dir = project({
        'spec.json': {
          tools: [{ name: 'ping', description: 'Answers pong.', inputSchema: { type: 'object', properties: {} } }],
          results: { ping: { content: [{ type: 'text', text: 'pong' }] } },
        },
        'budget.json': { servers: { s: { command: process.execPath, args: ['server.mjs', 'spec.json'] } } },
      });
      copyFileSync(SPEC_SERVER, path.join(dir, 'server.mjs'));
      const recording = await recordHost(program, {
        configFile: path.join(dir, 'budget.json'),
        servers: ['s'],
        calls: [{ server: 's', tool: 'ping' }],
        cacheDir: cache,
        cli: BUILT_CLI,
        timeoutMs: 120_000,
      });
      try {
        expect({ code: recording.run.code, stderr: recording.run.stderr }).toEqual({ code: 0, stderr: '' });
        const seen = JSON.parse(recording.run.stdout) as Record<string, unknown>;
        const text = recording.run.stdout;
        // What /proc shows of this process's environment (as it was started, as mcp-budget's is on a runner).
        const started = readFileSync('/proc/self/environ', 'utf8')
          .split('\0')
          .filter((pair) => pair.length > 12 && !/^(PATH|HOME|LANG|TERM|TMPDIR|CI|NO_COLOR)=/.test(pair));
        expect(started.length).toBeGreaterThan(0);
        expect(started.filter((pair) => text.includes(pair))).toEqual([]);
        expect({
          envCanary: text.includes(ENV_CANARY),
          homeCanary: text.includes(HOME_CANARY),
          githubEnv: readFileSync(githubEnv, 'utf8'),
          outside: seen.outside,
          model: seen.model,
          tool: seen.tool,
        }).toEqual({
          envCanary: false,
          homeCanary: false,
          githubEnv: '',
          outside: 'refused: ECONNREFUSED',
          model: 200,
          tool: 'pong',
        });
        // Its environment is what a host needs, nothing of the caller's: HOME and TMPDIR its own, the stand-in's key.
        expect(Object.keys(seen.env as object).sort()).toEqual(
          ['ANTHROPIC_API_KEY', 'CI', 'HOME', 'LANG', 'MODEL_URL', 'NO_COLOR', 'PATH', 'TERM', 'TMPDIR'].sort(),
        );
        expect(recording.requests.map((request) => request.body)).toContainEqual({ hello: 'model' });
      } finally {
        disposeRecording(recording);
      }
    } finally {
      rmSync(homeCanary, { force: true });
      outside.close();
      if (saved.canary === undefined) delete process.env.MCP_BUDGET_TEST_CANARY;
      else process.env.MCP_BUDGET_TEST_CANARY = saved.canary;
      if (saved.githubEnv === undefined) delete process.env.GITHUB_ENV;
      else process.env.GITHUB_ENV = saved.githubEnv;
    }
  });
});

describe("the host's gate", () => {
  it('is the host’s and mcp-budget’s only: no other user of the machine can reach its sockets (its folder and sockets have no bits for others)', async () => {
    const gate = await openHostGate(
      { s: { command: process.execPath, args: ['-e', ''] } },
      { cwd: os.tmpdir(), proxyEnv: () => ({}) },
    );
    const standIn = await startModelStandIn([], undefined, {}, { socket: gate.modelSocket, url: gate.modelUrl });
    openModelSocket(gate);
    try {
      const modes = [gate.dir, gate.modelSocket, gate.servers.s!.args[2]!].map((file) => statSync(file).mode & 0o007);
      expect(modes).toEqual([0, 0, 0]);
    } finally {
      await standIn.close();
      await gate.close();
    }
  });
});

/**
 * A "claude-code" in a cache of the test's own (with mcp-budget's proof) whose program is `source`, a project whose
 * fixture it is run on, and the runs' temporary folder, the test's own: what is in it is what they left.
 */
function hostRunSetup(source: string): { dir: string; tmp: string; env: Record<string, string | undefined> } {
  const program = HOST_PROGRAMS['claude-code']!;
  const cache = tempDir('mcp-budget-hosts-cache-');
  chmodSync(cache, 0o755);
  const install = hostInstallDir(cache, program);
  mkdirSync(path.join(install, 'node_modules', '.bin'), { recursive: true });
  const bin = path.join(install, 'node_modules', '.bin', program.bin);
  writeFileSync(bin, source);
  chmodSync(bin, 0o755);
  writeInstallProof(install, program.pkg, program.version, 'sha512-test');
  const dir = project({
    'spec.json': {
      tools: [{ name: 'ping', description: 'Answers pong.', inputSchema: { type: 'object', properties: {} } }],
      results: { ping: { content: [{ type: 'text', text: 'pong' }] } },
    },
    'budget.json': {
      servers: { s: { command: process.execPath, args: ['server.mjs', 'spec.json'] } },
      fixtures: [{ name: 'ping', server: 's', tool: 'ping' }],
    },
  });
  copyFileSync(SPEC_SERVER, path.join(dir, 'server.mjs'));
  const tmp = tempDir('mcp-budget-run-tmp-');
  chmodSync(tmp, 0o777);
  return { dir, tmp, env: { ...process.env, TMPDIR: tmp, MCP_BUDGET_HOSTS_CACHE: cache } };
}

describe('a host run killed with SIGKILL', () => {
  it("leaves no scratch HOME or gate behind: the next run reclaims them, as it reclaims a dead run's server HOMEs", async () => {
    // A host that marks its start in its HOME and waits.
    const { dir, tmp, env } = hostRunSetup(
      "#!/usr/bin/env node\nrequire('node:fs').writeFileSync(process.env.HOME + '/started', 'yes');\nsetInterval(() => {}, 1000);\n",
    );
    const child = spawn(process.execPath, [BUILT_CLI, 'hosts', 'record', 'claude-code'], {
      cwd: dir,
      env,
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const started = () => readdirSync(tmp).some((entry) => existsSync(path.join(tmp, entry, 'started')));
    for (let i = 0; i < 3000 && !started(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(started()).toBe(true);
    const left = readdirSync(tmp);
    // Its scratch HOME and its gate (the bridge, the sockets), at least.
    expect(left.length).toBeGreaterThanOrEqual(2);
    const home = path.join(tmp, left.find((entry) => existsSync(path.join(tmp, entry, 'started')))!);
    expect(processesWithHome(home).length).toBeGreaterThan(0);
    child.kill('SIGKILL');
    await exited;
    expect(readdirSync(tmp)).toEqual(expect.arrayContaining(left));
    // The host dies with it (bubblewrap's --die-with-parent).
    for (let i = 0; i < 250 && processesWithHome(home).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(processesWithHome(home)).toEqual([]);
    // The next run (any that starts a server) reclaims them.
    const next = await runNode(BUILT_CLI, ['measure'], { cwd: dir, env: { TMPDIR: tmp } });
    expect(next.code, next.stderr).toBe(0);
    expect(readdirSync(tmp).filter((entry) => left.includes(entry))).toEqual([]);
  }, 120_000);

  it('a host run that ends leaves nothing in TMPDIR: its HOME, its gate and the run lock go with it', async () => {
    const { dir, tmp, env } = hostRunSetup('#!/usr/bin/env node\n');
    const run = await runNode(BUILT_CLI, ['hosts', 'record', 'claude-code'], { cwd: dir, env });
    expect(run.stdout).toContain('claude-code');
    expect(readdirSync(tmp)).toEqual([]);
  }, 120_000);
});
