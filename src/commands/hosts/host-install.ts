import { userError } from '../../user-error-words.js';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HostNotRun } from '../../errors.js';
import { isInside } from '../../budget/resolved-paths.js';
import { workTreeOf } from '../../budget/repository-path.js';
import { runSetup } from '../../servers/setup-launch.js';
import { showControls } from '../../text/untrusted.js';

/**
 * Written by mcp-budget into a cache entry once what npm installed there was checked against the registry: the
 * package, its version, the tarball's integrity as the registry states it, and a digest of every file installed.
 * An entry without it, or whose files no longer match its digest, is installed again; it is never run.
 */
export const INSTALL_PROOF = '.mcp-budget-verified.json';

interface InstallProof {
  pkg: string;
  version: string;
  integrity: string;
  digest: string;
}

/**
 * Where host programs are installed: MCP_BUDGET_HOSTS_CACHE, else `$XDG_CACHE_HOME/mcp-budget/hosts`, else
 * `~/.cache/mcp-budget/hosts`. Never a folder of the project (`projectDir`'s work tree): a pull request could commit
 * an "installed" host there, and what it holds would run with mcp-budget's rights.
 */
export function hostsCacheDir(env: Record<string, string | undefined>, projectDir: string): string {
  const named = env.MCP_BUDGET_HOSTS_CACHE;
  const cacheHome = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache');
  const dir = path.resolve(projectDir, named || path.join(cacheHome, 'mcp-budget', 'hosts'));
  const project = workTreeOf(projectDir) ?? path.resolve(projectDir);
  const inside = [dir, realOrSelf(dir)].some((candidate) =>
    [project, realOrSelf(project)].some((area) => isInside(candidate, area)),
  );
  if (inside) throw userError('HOSTS_CACHE_IN_PROJECT', { dir, project, named: Boolean(named) });
  return dir;
}

/** The path with every link on the way followed, as far as it exists. */
function realOrSelf(target: string): string {
  const rest: string[] = [];
  for (let current = path.resolve(target); ; current = path.dirname(current)) {
    try {
      return path.join(realpathSync(current), ...rest);
    } catch {
      if (path.dirname(current) === current) return path.resolve(target);
      rest.unshift(path.basename(current));
    }
  }
}

/** Where `pkg@version` is installed in the cache: one folder per package and version. */
export function installDir(cacheDir: string, pkg: string, version: string): string {
  return path.join(cacheDir, `${pkg.replace('/', '+')}@${version}`);
}

/**
 * `pkg@version` from the npm registry, installed once into the cache and proven: the registry's integrity for the
 * tarball is asked first, npm installs inside the sandbox (network on, only this entry and npm's cache writable, a
 * HOME of its own), the installed package must carry that integrity (npm verified the tarball against it) and every
 * package it brought one from the registry; then the proof is written. Later runs reuse a proven entry; anything
 * else there is removed and installed again. The binary's path.
 */
export async function installPackage(
  cacheDir: string,
  pkg: string,
  version: string,
  binName: string,
  registry: RegistryIntegrity = npmIntegrity,
): Promise<string> {
  const dir = installDir(cacheDir, pkg, version);
  const bin = path.join(dir, 'node_modules', '.bin', binName);
  if (provenEntry(dir, pkg, version) && existsSync(bin)) return bin;
  mkdirSync(cacheDir, { recursive: true });
  const release = await lockEntry(dir);
  try {
    // Another run may have installed it while this one waited.
    if (provenEntry(dir, pkg, version) && existsSync(bin)) return bin;
    return await installEntry(cacheDir, dir, bin, pkg, version, registry);
  } finally {
    release();
  }
}

/** Installs into an entry this run holds the lock of: whatever is there goes first. */
async function installEntry(
  cacheDir: string,
  dir: string,
  bin: string,
  pkg: string,
  version: string,
  registry: RegistryIntegrity,
): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const integrity = await registry(pkg, version, cacheDir);
  const npmCache = path.join(cacheDir, '.npm');
  mkdirSync(npmCache, { recursive: true });
  const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const outcome = await runSetup({
    command: `npm install --prefix . --no-save --no-audit --no-fund --loglevel=error --cache ${quoted(npmCache)} ${quoted(`${pkg}@${version}`)}`,
    cwd: dir,
    workTree: dir,
    where: `the hosts cache (${pkg}@${version})`,
    callerEnv: process.env,
    label: 'host-install',
    writable: [npmCache],
    timeoutMs: 600_000,
  });
  if (outcome.code !== 0 || !existsSync(bin))
    throw new HostNotRun(`npm install ${pkg}@${version} failed (exit ${outcome.code}): ${showControls(outcome.tail)}`);
  checkInstalled(dir, pkg, version, integrity);
  writeInstallProof(dir, pkg, version, integrity);
  return bin;
}

const LOCK_WAIT_MS = 20 * 60_000;

/**
 * One install of an entry at a time, across processes: `<entry>.lock` made with mkdir (atomic), holding the pid of the
 * run that made it. A lock whose run is gone is taken over; otherwise this run waits (an install takes minutes).
 */
async function lockEntry(dir: string): Promise<() => void> {
  const lock = `${dir}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!lockHolderAlive(lock)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new HostNotRun(`${showControls(lock)}: another run has been installing for 20 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function lockHolderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Made a moment ago, its pid not written yet: alive unless it stays so (a crash between the two steps).
    try {
      return Date.now() - lstatSync(lock).mtimeMs < 10_000;
    } catch {
      return false;
    }
  }
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The proof of a checked install: written last, over what is there now. */
export function writeInstallProof(dir: string, pkg: string, version: string, integrity: string): void {
  const proof: InstallProof = { pkg, version, integrity, digest: treeDigest(dir) };
  writeFileSync(path.join(dir, INSTALL_PROOF), `${JSON.stringify(proof, null, 1)}\n`);
  proven.set(dir, { stamp: treeStamp(dir), digest: proof.digest });
}

/** The registry's integrity (`sha512-…`) for a package version's tarball. */
export type RegistryIntegrity = (pkg: string, version: string, cwd: string) => Promise<string>;

/** npm's own client asks the registry (`npm view <pkg>@<version> dist.integrity`), outside any project folder. */
async function npmIntegrity(pkg: string, version: string, cwd: string): Promise<string> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    execFile(
      npm,
      ['view', `${pkg}@${version}`, 'dist.integrity', '--json'],
      { cwd, env: process.env, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    ),
  );
  let integrity: unknown;
  try {
    integrity = JSON.parse(result.stdout);
  } catch {
    integrity = undefined;
  }
  if (result.code !== 0 || typeof integrity !== 'string' || !/^sha512-[A-Za-z0-9+/]+=*$/.test(integrity))
    throw new HostNotRun(
      `npm view ${pkg}@${version} dist.integrity failed (exit ${result.code}): ${showControls(result.stderr.slice(-500))}`,
    );
  return integrity;
}

/**
 * What npm installed, as its lockfile (node_modules/.package-lock.json) records it: the package at the version asked
 * with the registry's integrity, and every other package with a sha512 integrity (none from a folder, link or git).
 */
function checkInstalled(dir: string, pkg: string, version: string, integrity: string): void {
  const lockFile = path.join(dir, 'node_modules', '.package-lock.json');
  let lock: { packages?: Record<string, { version?: string; integrity?: string; link?: boolean }> } = {};
  try {
    lock = JSON.parse(readFileSync(lockFile, 'utf8')) as typeof lock;
  } catch {
    throw new HostNotRun(`npm install ${pkg}@${version} left no lockfile to check it against the registry`);
  }
  const entries = Object.entries(lock.packages ?? {}).filter(([key]) => key !== '');
  const own = lock.packages?.[`node_modules/${pkg}`];
  if (own?.version !== version || own.integrity !== integrity)
    throw new HostNotRun(
      `${pkg}@${version} as installed (${showControls(String(own?.version))}, ${showControls(String(own?.integrity))}) is not what the registry states (${integrity})`,
    );
  const unproven = entries.filter(([, entry]) => entry.link || !/^sha512-/.test(entry.integrity ?? ''));
  if (unproven.length > 0)
    throw new HostNotRun(
      `${pkg}@${version} installed packages with no registry integrity: ${unproven.map(([key]) => showControls(key)).join(', ')}`,
    );
}

/**
 * Entries proven in this process: their digest is read again only when a file's size, mode or time changed (a run
 * per host, seven runs of one host, hash 1.7 GB once).
 */
const proven = new Map<string, { stamp: string; digest: string }>();

/** Whether `dir` holds what mcp-budget installed and checked: its proof names it, and every file is as it was. */
export function provenEntry(dir: string, pkg: string, version: string): boolean {
  let proof: Partial<InstallProof>;
  try {
    proof = JSON.parse(readFileSync(path.join(dir, INSTALL_PROOF), 'utf8')) as Partial<InstallProof>;
  } catch {
    return false;
  }
  if (proof.pkg !== pkg || proof.version !== version || typeof proof.digest !== 'string') return false;
  const stamp = treeStamp(dir);
  const known = proven.get(dir);
  if (known?.stamp === stamp && known.digest === proof.digest) return true;
  const digest = treeDigest(dir);
  if (digest !== proof.digest) return false;
  proven.set(dir, { stamp, digest });
  return true;
}

/** What changes when any entry below `dir` (the proof aside) is added, removed, resized, re-moded or rewritten. */
function treeStamp(dir: string): string {
  const parts: string[] = [];
  const walk = (folder: string, relative: string): void => {
    for (const name of readdirSync(folder).sort()) {
      if (relative === '' && name === INSTALL_PROOF) continue;
      const rel = relative ? `${relative}/${name}` : name;
      const stat = lstatSync(path.join(folder, name), { bigint: true });
      parts.push(`${rel}\0${stat.mode}\0${stat.size}\0${stat.mtimeNs}\0${stat.ctimeNs}\0${stat.ino}`);
      if (stat.isDirectory()) walk(path.join(folder, name), rel);
    }
  };
  walk(dir, '');
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** sha256 over every entry below `dir` but the proof, in name order: its path, kind, mode and contents (or target). */
export function treeDigest(dir: string): string {
  const hash = createHash('sha256');
  const buffer = Buffer.alloc(1 << 20);
  const walk = (folder: string, relative: string): void => {
    for (const name of readdirSync(folder).sort()) {
      if (relative === '' && name === INSTALL_PROOF) continue;
      const file = path.join(folder, name);
      const rel = relative ? `${relative}/${name}` : name;
      const stat = lstatSync(file);
      const mode = (stat.mode & 0o7777).toString(8);
      if (stat.isSymbolicLink()) hash.update(`L\0${rel}\0${readlinkSync(file)}\0`);
      else if (stat.isDirectory()) {
        hash.update(`D\0${rel}\0${mode}\0`);
        walk(file, rel);
      } else if (stat.isFile()) {
        hash.update(`F\0${rel}\0${mode}\0${stat.size}\0`);
        const fd = openSync(file, 'r');
        try {
          for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer))
            hash.update(buffer.subarray(0, read));
        } finally {
          closeSync(fd);
        }
      } else hash.update(`O\0${rel}\0${mode}\0`);
    }
  };
  walk(dir, '');
  return hash.digest('hex');
}
