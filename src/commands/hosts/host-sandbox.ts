import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, chownSync, lstatSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { HostNotRun } from '../../errors.js';
import { spawnGroup, terminateGroup, within } from '../../servers/process-group.js';
import { probeConfinement, type Confinement } from '../../servers/sandbox/confinement-probe.js';
import { applyInside, LAUNCHER_ENV } from '../../servers/sandbox/launcher-environment.js';
import { UNPRIVILEGED_UID } from '../../servers/sandbox/private-uid.js';
import { isInside } from '../../budget/resolved-paths.js';
import { hiddenDirectories } from '../../servers/sandbox/project-area.js';
import { SYSTEM_FOLDERS, type SandboxPlan } from '../../servers/sandbox/sandbox-plan.js';
import { confine, environmentHandOver } from '../../servers/server-launch.js';
import { removeRunFolder, runFolder } from '../../servers/server-environment.js';
import type { ProcessResult } from './host-programs.js';

/** Where the host finds its model inside its own network namespace (empty but for it: any port is free). */
const MODEL_PORT = 48_100;

/**
 * The one program mcp-budget puts in the host's sandbox, run by the host's node: `host <socket> <port> <command…>`
 * listens on the sandbox's loopback and forwards each connection to the model stand-in's unix socket, then runs the
 * host; `connect <socket>` is the server command the host's MCP config names, its stdio passed to the socket where
 * mcp-budget's proxy (outside, as before) starts the server in its own sandbox. It loads nothing but node's own modules.
 */
const BRIDGE = `'use strict';
const net = require('node:net');
const { spawn } = require('node:child_process');
// The bridge's own codes (not mcp-budget's verdicts): ended cleanly, its socket failed, no such mode, no host to run.
const ENDED = 0, SOCKET_FAILED = 1, NO_MODE = 2, NOT_RUN = 127;
const [mode, socketPath, ...rest] = process.argv.slice(2);
if (mode === 'connect') {
  const socket = net.connect({ path: socketPath, allowHalfOpen: true });
  process.stdin.pipe(socket);
  socket.pipe(process.stdout);
  socket.on('error', () => process.exit(SOCKET_FAILED));
  socket.on('close', () => process.exit(ENDED));
} else if (mode === 'host') {
  const [port, command, ...args] = rest;
  const server = net.createServer((client) => {
    const upstream = net.connect({ path: socketPath });
    client.pipe(upstream).on('error', () => client.destroy());
    upstream.pipe(client).on('error', () => upstream.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  server.listen(Number(port), '127.0.0.1', () => {
    const child = spawn(command, args, { stdio: 'inherit' });
    for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
    child.on('error', (error) => { process.stderr.write('mcp-budget: cannot run the host: ' + error.message + '\\n'); process.exit(NOT_RUN); });
    child.on('exit', (code, signal) => process.exit(code === null ? 128 + (signal === 'SIGKILL' ? 9 : 15) : code));
  });
} else process.exit(NO_MODE);
`;

/** How a server's proxy is started outside the host's sandbox: mcp-budget's own `hosts proxy` command line. */
export interface ProxyCommand {
  command: string;
  args: string[];
}

/**
 * The way in and out of a host's sandbox, made before the host's configuration is written: a folder (shown to the
 * host read-only) with the bridge and a unix socket per server and one for the model stand-in. `servers` are the
 * command lines the host's MCP config names; `modelUrl` is where its model answers, inside.
 */
export interface HostGate {
  dir: string;
  access: GateAccess;
  modelSocket: string;
  modelUrl: string;
  servers: Record<string, ProxyCommand>;
  close(): Promise<void>;
}

/**
 * Opens the gate: each server's socket starts that server's proxy (outside, as mcp-budget, with `proxyEnv()` as its
 * environment, the host's own) for each connection and passes bytes both ways until either side ends.
 */
export async function openHostGate(
  proxies: Record<string, ProxyCommand>,
  options: { cwd: string; proxyEnv: () => Record<string, string> },
): Promise<HostGate> {
  const access = await gateAccess();
  // A folder of the run's: gone at exit, and reclaimed by the next run after a SIGKILL.
  const dir = await runFolder();
  admit(dir, access, true);
  const bridge = path.join(dir, 'bridge.cjs');
  writeFileSync(bridge, BRIDGE);
  admit(bridge, access, false);
  const children = new Set<ChildProcess>();
  const listeners: net.Server[] = [];
  const servers: Record<string, ProxyCommand> = {};
  for (const [index, [name, proxy]] of Object.entries(proxies).entries()) {
    const socket = path.join(dir, `server-${index}.sock`);
    const listener = net.createServer({ allowHalfOpen: true }, (connection) => {
      const child = spawn(proxy.command, proxy.args, {
        cwd: options.cwd,
        env: options.proxyEnv(),
        stdio: ['pipe', 'pipe', 'ignore'],
      });
      children.add(child);
      connection.pipe(child.stdin!);
      child.stdout!.pipe(connection);
      connection.on('error', () => child.stdin!.destroy());
      child.stdin!.on('error', () => connection.destroy());
      child.on('close', () => {
        children.delete(child);
        connection.end();
      });
    });
    await new Promise<void>((resolve) => listener.listen(socket, resolve));
    admit(socket, access, false);
    listeners.push(listener);
    servers[name] = { command: process.execPath, args: [bridge, 'connect', socket] };
  }
  return {
    dir,
    access,
    modelSocket: path.join(dir, 'model.sock'),
    modelUrl: `http://127.0.0.1:${MODEL_PORT}`,
    servers,
    close: async () => {
      for (const listener of listeners) listener.close();
      // A proxy whose host went away ends its server within its grace period; one that does not is ended.
      await Promise.all(
        [...children].map(async (child) => {
          child.stdin?.end();
          if (!(await within(new Promise((resolve) => child.once('close', resolve)), 8000))) child.kill('SIGKILL');
        }),
      );
      removeRunFolder(dir);
    },
  };
}

/** Makes the model stand-in's socket one the host (and no other user) can connect to. */
export function openModelSocket(gate: HostGate): void {
  admit(gate.modelSocket, gate.access, false);
}

/**
 * Who may use the gate besides mcp-budget: the host alone. As root the host runs as nobody, so the gate is root's with
 * nobody's group (0750, sockets 0660); through sudo it runs as a user mcp-budget cannot hand files to, so the gate is
 * open (0755, 0666: its folder's name is random); otherwise the host is mcp-budget's own user (0700, 0600).
 */
interface GateAccess {
  folder: number;
  file: number;
  gid?: number;
}

async function gateAccess(): Promise<GateAccess> {
  if (process.getuid?.() === 0) return { folder: 0o750, file: 0o660, gid: UNPRIVILEGED_UID };
  const confinement = await probeConfinement();
  if (confinement.method === 'bwrap' && confinement.sudo) return { folder: 0o755, file: 0o666 };
  return { folder: 0o700, file: 0o600 };
}

function admit(file: string, access: GateAccess, folder: boolean): void {
  if (access.gid !== undefined) chownSync(file, 0, access.gid);
  chmodSync(file, folder ? access.folder : access.file);
}

export interface HostRun {
  command: string;
  args: string[];
  /** The host's whole environment. */
  env: Record<string, string>;
  /** What the host may read: its install (and its runtime's), never a folder of the caller's beyond them. */
  installs: string[];
  /** Its scratch HOME (writable: its settings, its saved results) and the folder it runs in there. */
  home: string;
  cwd: string;
  timeoutMs: number;
}

/**
 * Runs a host program inside bubblewrap, as mcp-budget runs a server: the system's folders read-only, its install and
 * the gate read-only, its scratch HOME writable, the caller's HOME, /tmp, /run and the runner's files hidden, no
 * network but its own loopback (where the bridge answers for its model), as nobody when mcp-budget is root, its
 * environment exactly `env`. Without bubblewrap no host program is run.
 */
export async function runHostInSandbox(run: HostRun, gate: HostGate): Promise<ProcessResult> {
  const confinement = await hostSandbox();
  handHomeToHost(run.home, confinement);
  const plan: SandboxPlan = {
    network: 'none',
    hidden: hiddenDirectories(process.env),
    exposed: [gate.dir, ...run.installs, ...nodeFolder()],
    concealedDirs: [],
    concealedFiles: [],
    readable: [],
    writable: [run.home],
    cwd: run.cwd,
  };
  const inside = applyInside(run.env);
  const handOver = inside?.payload ? await environmentHandOver(inside.payload) : undefined;
  try {
    const bridge = path.join(gate.dir, 'bridge.cjs');
    const hostLine = [process.execPath, bridge, 'host', gate.modelSocket, String(MODEL_PORT), run.command, ...run.args];
    const [first, ...rest] = [...(inside?.prefix ?? []), ...hostLine];
    const confined = confine(confinement, 'none', first!, rest, handOver?.file, () => plan);
    const fd3 = handOver && !confinement.sudo ? handOver.fd : undefined;
    return await collect(
      spawnGroup(confined.command, confined.args, {
        env: inside ? { ...LAUNCHER_ENV } : run.env,
        cwd: run.cwd,
        ...(fd3 === undefined ? {} : { fd3 }),
        ...(confined.seccomp ? { fd4Input: confined.seccomp } : {}),
      }),
      run.timeoutMs,
    );
  } finally {
    await handOver?.dispose();
  }
}

/** bubblewrap, or an error saying no host program runs here (asked before anything is installed). */
export async function hostSandbox(): Promise<Extract<Confinement, { method: 'bwrap' }>> {
  const confinement = await probeConfinement();
  if (confinement.method !== 'bwrap')
    throw new HostNotRun(
      `host programs run only inside the sandbox (bubblewrap), which is not available here: ${confinement.reason}`,
    );
  return confinement;
}

/** The folder of the node that runs the bridge, where it is not among the system's folders every sandbox shows. */
function nodeFolder(): string[] {
  const dir = path.dirname(realpathSync(process.execPath));
  return SYSTEM_FOLDERS.some((system) => isInside(dir, system)) ? [] : [dir];
}

/** The scratch HOME, writable by the user the host runs as: nobody when mcp-budget is root or goes through sudo. */
function handHomeToHost(home: string, confinement: Confinement): void {
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !(confinement.method === 'bwrap' && confinement.sudo)) return;
  const walk = (file: string): void => {
    if (asRoot) chownSync(file, UNPRIVILEGED_UID, UNPRIVILEGED_UID);
    else chmodSync(file, lstatSync(file).isDirectory() ? 0o777 : 0o666);
    if (lstatSync(file).isDirectory()) for (const entry of readdirSync(file)) walk(path.join(file, entry));
  };
  walk(home);
}

/** The host's output to its end, bounded by `timeoutMs` (then its whole process group is ended). */
async function collect(group: ReturnType<typeof spawnGroup>, timeoutMs: number): Promise<ProcessResult> {
  group.child.stdin?.end();
  let stdout = '';
  let stderr = '';
  let timedOut = false;
  group.child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  group.child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => {
    timedOut = true;
    void terminateGroup(group);
  }, timeoutMs);
  const exit = await group.exit;
  clearTimeout(timer);
  await within(group.closed, 2000);
  await terminateGroup(group);
  return { code: exit.code, stdout, stderr, timedOut };
}
