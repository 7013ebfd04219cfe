import path from 'node:path';
import type { ServerConfig } from './config.js';
import { delay, spawnGroup, type SpawnedGroup } from './process-group.js';
import { buildServerEnvironment, probeNetworkIsolation, resolveCommand } from './sandbox.js';
import { ServerFailure, type StderrTail } from './server-failure.js';
import type { SandboxReport, SessionOptions } from './server-session.js';

export interface Launched {
  group: SpawnedGroup;
  sandbox: SandboxReport;
  dispose(): Promise<void>;
}

/** Starts a server's command in its own process group, with the sandbox's environment and network. */
export async function launch(options: SessionOptions, stderr: StderrTail): Promise<Launched> {
  const { name, server } = options;
  const cwd = path.resolve(options.baseDir, server.cwd ?? '.');
  const environment = await buildServerEnvironment(server.env, options.sandbox, options.callerEnv);
  // A server mcp-budget reaches by url must share the host's network: a namespace would hide its port.
  const network = options.sandbox.network === 'host' || server.url ? 'host' : 'none';
  const isolation = network === 'host' ? undefined : await probeNetworkIsolation();
  const sandbox: SandboxReport = {
    network: !isolation ? 'host' : isolation.available ? 'none' : 'unavailable',
    ...(isolation?.available ? { method: isolation.method } : {}),
    ...(isolation && !isolation.available ? { reason: isolation.reason } : {}),
    ...(server.url ? { reason: 'started to be reached by url, so it shares the host network' } : {}),
    envFromCaller: environment.fromCaller,
    envUnresolved: environment.unresolved,
  };
  const resolved = resolveCommand(server.command!, environment.env.PATH!, cwd);
  if (!resolved) {
    await environment.dispose();
    throw new ServerFailure('SERVER_START_FAILED', name, 'start', `command not found: ${server.command} (looked in PATH and ${cwd})`);
  }
  const args = server.args ?? [];
  const command = isolation?.available ? isolation.wrap(resolved, args) : { command: resolved, args };
  const group = spawnGroup(command.command, command.args, { env: environment.env, cwd });
  group.child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
  return { group, sandbox, dispose: environment.dispose };
}

/** Until a stdout/stderr line matches `ready`, or else the url answers at all; bounded by startupMs. */
export async function waitUntilReady(name: string, server: ServerConfig, group: SpawnedGroup, stderr: StderrTail, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const pattern = server.ready === undefined ? undefined : new RegExp(server.ready);
  let matched = false;
  if (pattern) {
    const watch = (stream: NodeJS.ReadableStream | null) => {
      let pending = '';
      stream?.on('data', (chunk: Buffer) => {
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop()!;
        if (lines.some((line) => pattern.test(line)) || pattern.test(pending)) matched = true;
      });
    };
    watch(group.child.stdout);
    watch(group.child.stderr);
  } else {
    group.child.stdout?.resume();
  }
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void group.exit.then((info) => (exited = info));
  while (Date.now() < deadline) {
    if (exited) {
      const how = exited.signal ? `was killed by ${exited.signal}` : `exited with code ${exited.code}`;
      throw new ServerFailure('SERVER_START_FAILED', name, 'start', `${how} before it was ready`, stderr.lines());
    }
    if (pattern ? matched : await answers(server.url!)) return;
    await delay(50);
  }
  const what = pattern ? `printed no line matching ready ${JSON.stringify(server.ready)}` : `${server.url} did not answer`;
  throw new ServerFailure('SERVER_TIMEOUT', name, 'start', `${what} within timeouts.startupMs (${timeoutMs} ms)`, stderr.lines());
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}
