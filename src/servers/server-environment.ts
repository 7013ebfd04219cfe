import { existsSync, rmSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SandboxConfig } from '../budget/budget-config.js';
import { lockFile, ownerAlive, releaseRunLockSync, runLock } from './run-lock.js';
import { runTempDir } from './temp-dir.js';

const LOCALE_NAMES = /^(LANG|LANGUAGE|LC_[A-Z]+|TZ)$/;

/** `mcp-budget-home-<tag of the run that made it>-<random>`: the tag names the run's lock (run-lock.ts). */
const HOME_PREFIX = 'mcp-budget-home-';

/** Temporary HOMEs of servers still running, removed at exit even when mcp-budget is interrupted. */
const liveHomes = new Set<string>();

export function removeServerHomesSync(): void {
  for (const home of liveHomes) rmSync(home, { recursive: true, force: true });
  liveHomes.clear();
  releaseRunLockSync();
}

let reclaimed: Promise<string[]> | undefined;

/**
 * Removes HOMEs that an earlier mcp-budget left behind when it was killed (SIGKILL runs no exit handler). A HOME is
 * stale when the run named in it no longer holds its lock; one of another live run is left alone, whatever pid
 * namespace it runs in.
 */
async function reclaimStaleHomes(tmp: string): Promise<string[]> {
  const removed: string[] = [];
  let entries: string[];
  try {
    // Read off the main thread: a shared /tmp holds thousands of entries, and the first server waits for no scan.
    entries = await readdir(tmp);
  } catch {
    return removed;
  }
  const own = (await runLock(tmp)).tag;
  for (const entry of entries) {
    // A lock a killed run left behind, with or without HOMEs of its own.
    const lock = /^mcp-budget-run-(\d+-[0-9a-z]+)\.sock$/.exec(entry);
    if (lock && lock[1] !== own && !(await ownerAlive(tmp, lock[1]!))) removeQuietly(path.join(tmp, entry));
    const match = /^mcp-budget-home-(\d+-[0-9a-z]+)-/.exec(entry) ?? /^mcp-budget-home-(\d+)-/.exec(entry);
    if (!match || match[1] === own || (await ownerAlive(tmp, match[1]!))) continue;
    if (removeQuietly(path.join(tmp, entry))) removed.push(entry);
    if (match[1]!.includes('-')) removeQuietly(lockFile(tmp, match[1]!));
  }
  return removed;
}

/** Another user's leftovers in a shared /tmp may not be ours to remove: that costs only space. */
function removeQuietly(file: string): boolean {
  try {
    rmSync(file, { recursive: true, force: true });
    return true;
  } catch {
    return false;
  }
}

export interface ServerEnvironment {
  env: Record<string, string>;
  home: string;
  /** Names of caller variables that reached the server, through `${VAR}` in its env or `sandbox.passEnv`. */
  fromCaller: string[];
  /** `${VAR}` references with no value in the caller's environment. */
  unresolved: string[];
  dispose(): Promise<void>;
}

/**
 * The environment a server sees: PATH, a fresh HOME and TMPDIR, locale, its declared env and the names it may pass.
 * Nothing else of the caller's, so tokens in CI (GITHUB_TOKEN, NPM_TOKEN, cloud keys) never reach it.
 * `owner` is the uid the server will run as, when that is not mcp-budget's own: its HOME must be its to write.
 */
export async function buildServerEnvironment(
  declared: Record<string, string> | undefined,
  alreadyExpanded: boolean,
  sandbox: SandboxConfig,
  callerEnv: Record<string, string | undefined>,
  owner?: number,
): Promise<ServerEnvironment> {
  // What killed runs left behind is reclaimed while this server starts (no server waits for it); its end waits for it.
  const tmpRoot = runTempDir();
  reclaimed ??= reclaimStaleHomes(tmpRoot);
  const home = await mkdtemp(path.join(tmpRoot, `${HOME_PREFIX}${(await runLock(tmpRoot)).tag}-`));
  liveHomes.add(home);
  const tmp = path.join(home, 'tmp');
  await mkdir(tmp);
  if (owner !== undefined && process.getuid?.() === 0) {
    await chown(home, owner, owner);
    await chown(tmp, owner, owner);
  } else if (owner !== undefined) {
    // Through sudo (not root here, so no chown): the server's own folders are open to it instead.
    await chmod(home, 0o777);
    await chmod(tmp, 0o777);
  }
  const env: Record<string, string> = {
    PATH: callerEnv.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: home,
    TMPDIR: tmp,
  };
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
    env[name] = alreadyExpanded ? raw : expandVariables(raw, callerEnv, fromCaller, unresolved);
  }
  return {
    env,
    home,
    fromCaller: [...fromCaller].sort(),
    unresolved: [...unresolved].sort(),
    dispose: async () => {
      await reclaimed;
      // Through sudo, what the server (nobody) made in its HOME may not be ours to remove: it is left, not fatal.
      await rm(home, { recursive: true, force: true }).catch(() => undefined);
      liveHomes.delete(home);
    },
  };
}

/**
 * A folder only mcp-budget may enter (0700), removed with the servers' HOMEs at exit and reclaimed like them after a
 * killed run: it holds a server's environment for the moment its launcher opens it.
 */
export async function privateFolder(): Promise<{ dir: string; dispose(): Promise<void> }> {
  const dir = await mkdtemp(path.join(runTempDir(), `${HOME_PREFIX}${(await runLock(runTempDir())).tag}-`));
  liveHomes.add(dir);
  await chmod(dir, 0o700);
  return {
    dir,
    dispose: async () => {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
      liveHomes.delete(dir);
    },
  };
}

/**
 * A folder of this run's for what is not a server (a host program's scratch HOME, its gate): named like a server's
 * HOME, so it is removed at exit with them (an interrupted exit too) and, after a SIGKILL, reclaimed by the next run
 * that starts a server, as a dead run's HOMEs are. removeRunFolder takes it away sooner.
 */
export async function runFolder(): Promise<string> {
  const tmp = runTempDir();
  const dir = await mkdtemp(path.join(tmp, `${HOME_PREFIX}${(await runLock(tmp)).tag}-`));
  liveHomes.add(dir);
  return dir;
}

/** Removes a folder of runFolder's now. */
export function removeRunFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  liveHomes.delete(dir);
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
      for (const extension of ['.cmd', '.exe', '.bat'])
        if (existsSync(candidate + extension)) return candidate + extension;
    }
  }
  return undefined;
}
