import { mkdirSync, writeFileSync } from 'node:fs';
import { removeRunFolder } from '../../servers/server-environment.js';
import path from 'node:path';
import { hostCommand, hostInstallDir, scratchHome, type HostProgram, type ProcessResult } from './host-programs.js';
import { hostSandbox, openHostGate, openModelSocket, runHostInSandbox } from './host-sandbox.js';
import { startModelStandIn, type RecordedRequest, type StandInScript } from './model-stand-in.js';

/** One call the scripted model makes: a server's tool with a fixture's arguments. */
interface RecordCall {
  server: string;
  tool: string;
  arguments?: Record<string, unknown>;
}

export interface RecordOptions {
  /** The budget.json whose servers the host starts, each through `mcp-budget hosts proxy`. */
  configFile: string;
  servers: string[];
  calls: RecordCall[];
  /** Where pinned hosts are installed (kept between runs). */
  cacheDir: string;
  /** The mcp-budget CLI the proxy command runs (dist/cli.js). */
  cli: string;
  deferral?: boolean;
  model?: string;
  timeoutMs?: number;
  /** The stand-in's answer to count_tokens (Claude Code decides its spill form by it). */
  countTokens?: (text: string) => number;
  /** How the scripted model searches deferred tools (model-stand-in.ts). */
  script?: StandInScript;
  /** How long the host waits for the servers at start (host-module.ts, HostRunSetup.startupWait). */
  startupWait?: 'default' | number;
}

export interface HostRecording {
  host: string;
  pkg: string;
  version: string;
  requests: RecordedRequest[];
  run: ProcessResult;
  /** The scratch HOME the host ran in: saved results (spills) are below it. */
  home: string;
}

/**
 * Runs one real host program once, offline: installed from the npm registry at its pinned version (checked against
 * the registry's integrity), inside the sandbox with a scratch HOME, an environment of only what it needs and no
 * network but its own loopback, where a stand-in for its model API (scripted to call each tool) answers through the
 * gate; the project's servers are started through mcp-budget's sandboxed proxy. Every request the host sent is returned.
 */
export async function recordHost(program: HostProgram, options: RecordOptions): Promise<HostRecording> {
  await hostSandbox();
  const host = await hostCommand(options.cacheDir, program);
  const calls = options.calls.map((call) => ({
    name: program.callName(call.server, call.tool),
    args: call.arguments ?? {},
  }));
  const home = await scratchHome();
  const cwd = path.join(home, 'work');
  mkdirSync(path.join(home, 'tmp'), { recursive: true });
  mkdirSync(cwd, { recursive: true });
  const configFile = path.resolve(options.configFile);
  let env: Record<string, string> = {};
  const gate = await openHostGate(
    Object.fromEntries(
      options.servers.map((name) => [
        name,
        { command: process.execPath, args: [options.cli, 'hosts', 'proxy', name, '--config', configFile] },
      ]),
    ),
    // The proxy gets the environment the host would have handed the server it starts (model keys it drops itself).
    { cwd, proxyEnv: () => env },
  );
  try {
    const standIn = await startModelStandIn(calls, options.countTokens, options.script, {
      socket: gate.modelSocket,
      url: gate.modelUrl,
    });
    openModelSocket(gate);
    try {
      const invocation = program.invocation({
        modelUrl: standIn.url,
        home,
        cwd,
        prompt: `Call ${calls.map((c) => c.name).join(', ')} and report what it returned.`,
        servers: gate.servers,
        allowed: calls.map((c) => c.name),
        deferral: options.deferral,
        model: options.model,
        ...(options.startupWait === undefined ? {} : { startupWait: options.startupWait }),
      });
      for (const [file, text] of Object.entries(invocation.files)) {
        mkdirSync(path.dirname(path.join(home, file)), { recursive: true });
        writeFileSync(path.join(home, file), text);
      }
      env = hostEnvironment(home, invocation.env);
      const run = await runHostInSandbox(
        {
          command: host.command,
          args: [...host.args, ...invocation.args],
          env,
          installs: hostInstalls(options.cacheDir, program),
          home,
          cwd,
          timeoutMs: options.timeoutMs ?? 180_000,
        },
        gate,
      );
      return {
        host: program.profile,
        pkg: program.pkg,
        version: program.version,
        requests: standIn.requests,
        run,
        home,
      };
    } finally {
      await standIn.close();
    }
  } catch (error) {
    removeRunFolder(home);
    throw error;
  } finally {
    await gate.close();
  }
}

/** Only what a host needs to run: no token, key or proxy setting of the caller's reaches it. */
function hostEnvironment(home: string, own: Record<string, string>): Record<string, string> {
  return {
    PATH: `${path.dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
    HOME: home,
    TMPDIR: path.join(home, 'tmp'),
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    NO_COLOR: '1',
    CI: '1',
    ...own,
  };
}

/** The cache entries a host runs from: its own, and its runtime's. */
function hostInstalls(cacheDir: string, program: HostProgram): string[] {
  return [hostInstallDir(cacheDir, program), ...(program.runtime ? [hostInstallDir(cacheDir, program.runtime)] : [])];
}

/** Removes a recording's scratch HOME once what was saved below it has been read. */
export function disposeRecording(recording: HostRecording): void {
  removeRunFolder(recording.home);
}
