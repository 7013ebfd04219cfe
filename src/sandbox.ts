import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SandboxConfig } from './config.js';

export type NetworkIsolation =
  | { available: true; method: 'unshare' | 'bwrap'; wrap(command: string, args: string[]): { command: string; args: string[] } }
  | { available: false; reason: string };

const LOCALE_NAMES = /^(LANG|LANGUAGE|LC_[A-Z]+|TZ)$/;

/** Temporary HOMEs of servers still running, removed at exit even when mcp-budget is interrupted. */
const liveHomes = new Set<string>();

export function removeServerHomesSync(): void {
  for (const home of liveHomes) rmSync(home, { recursive: true, force: true });
  liveHomes.clear();
}

export interface ServerEnvironment {
  env: Record<string, string>;
  /** Names of caller variables that reached the server, through `${VAR}` in its env or `sandbox.passEnv`. */
  fromCaller: string[];
  /** `${VAR}` references with no value in the caller's environment. */
  unresolved: string[];
  dispose(): Promise<void>;
}

/**
 * The environment a server sees: PATH, a fresh HOME and TMPDIR, locale, its declared env and the names it may pass.
 * Nothing else of the caller's, so tokens in CI (GITHUB_TOKEN, NPM_TOKEN, cloud keys) never reach it.
 */
export async function buildServerEnvironment(
  declared: Record<string, string> | undefined,
  sandbox: SandboxConfig,
  callerEnv: Record<string, string | undefined>,
): Promise<ServerEnvironment> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'mcp-budget-home-'));
  liveHomes.add(home);
  const tmp = path.join(home, 'tmp');
  await mkdir(tmp);
  const env: Record<string, string> = { PATH: callerEnv.PATH ?? '/usr/local/bin:/usr/bin:/bin', HOME: home, TMPDIR: tmp };
  for (const [name, value] of Object.entries(callerEnv)) {
    if (LOCALE_NAMES.test(name) && value !== undefined) env[name] = value;
  }
  const fromCaller = new Set<string>();
  const unresolved = new Set<string>();
  for (const name of sandbox.passEnv ?? []) {
    const value = callerEnv[name];
    if (value !== undefined) {
      env[name] = value;
      fromCaller.add(name);
    }
  }
  for (const [name, raw] of Object.entries(declared ?? {})) {
    env[name] = expandVariables(raw, callerEnv, fromCaller, unresolved);
  }
  return {
    env,
    fromCaller: [...fromCaller].sort(),
    unresolved: [...unresolved].sort(),
    dispose: async () => {
      await rm(home, { recursive: true, force: true });
      liveHomes.delete(home);
    },
  };
}

/** `${VAR}` and `${VAR:-default}`, the syntax of Claude Code's .mcp.json. */
export function expandVariables(
  text: string,
  callerEnv: Record<string, string | undefined>,
  used: Set<string>,
  unresolved: Set<string>,
): string {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g, (_match, name: string, fallback?: string) => {
    const value = callerEnv[name];
    if (value !== undefined && value !== '') {
      used.add(name);
      return value;
    }
    if (fallback !== undefined) return fallback;
    unresolved.add(name);
    return '';
  });
}

let probed: Promise<NetworkIsolation> | undefined;

/** Finds out once per process whether servers can get a network namespace of their own here. */
export function probeNetworkIsolation(): Promise<NetworkIsolation> {
  probed ??= probe();
  return probed;
}

async function probe(): Promise<NetworkIsolation> {
  if (process.platform !== 'linux') {
    return { available: false, reason: `network namespaces are a Linux feature; this is ${process.platform}` };
  }
  const asRoot = process.getuid?.() === 0;
  const unshareArgs = asRoot ? ['--net'] : ['--user', '--map-root-user', '--net'];
  const unshare = await tryRun('unshare', [...unshareArgs, 'true']);
  if (unshare.ok) {
    const ip = ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip', '/bin/ip'].find((candidate) => existsSync(candidate));
    return {
      available: true,
      method: 'unshare',
      wrap(command, args) {
        // A new namespace has loopback down; servers may use loopback among their own processes.
        const script = ip ? `${ip} link set lo up 2>/dev/null; exec "$0" "$@"` : 'exec "$0" "$@"';
        return { command: 'unshare', args: [...unshareArgs, '--', '/bin/sh', '-c', script, command, ...args] };
      },
    };
  }
  const bwrap = await tryRun('bwrap', ['--dev-bind', '/', '/', '--unshare-net', 'true']);
  if (bwrap.ok) {
    return {
      available: true,
      method: 'bwrap',
      wrap: (command, args) => ({ command: 'bwrap', args: ['--dev-bind', '/', '/', '--unshare-net', '--', command, ...args] }),
    };
  }
  return {
    available: false,
    reason: `no network namespace could be made (unshare: ${unshare.detail}; bwrap: ${bwrap.detail})`,
  };
}

function tryRun(command: string, args: string[]): Promise<{ ok: boolean; detail: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 5000 }, (error, _stdout, stderr) => {
      if (!error) return resolve({ ok: true, detail: 'ok' });
      const detail = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not installed' : stderr.trim() || error.message;
      resolve({ ok: false, detail });
    });
  });
}

/** Resolves a command the way execvp would, so a missing command is reported before any wrapper runs. */
export function resolveCommand(command: string, pathVariable: string, cwd: string): string | undefined {
  if (command.includes('/') || command.includes('\\')) {
    const absolute = path.resolve(cwd, command);
    return existsSync(absolute) ? absolute : undefined;
  }
  for (const dir of pathVariable.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (existsSync(candidate)) return candidate;
    if (process.platform === 'win32') {
      for (const extension of ['.cmd', '.exe', '.bat']) if (existsSync(candidate + extension)) return candidate + extension;
    }
  }
  return undefined;
}
