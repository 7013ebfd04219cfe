import { spawn } from 'node:child_process';
import { runFolder } from '../../servers/server-environment.js';
import { installDir, installPackage } from './host-install.js';

/** Each host's program entry lives in its folder (`src/hosts/<name>/`); the registry gathers them. */
export type { HostProgram } from '../../hosts/host-module.js';
export { HOST_PROGRAMS } from '../../hosts/registry.js';
import type { HostProgram } from '../../hosts/host-module.js';

/** Where a pinned host is installed: one folder per package and version, reused by every run after the first. */
export function hostInstallDir(cacheDir: string, program: Pick<HostProgram, 'pkg' | 'version'>): string {
  return installDir(cacheDir, program.pkg, program.version);
}

/** Installs the pinned host version from the npm registry, unless a proven install is there; the binary's path. */
function installHost(cacheDir: string, program: HostProgram): Promise<string> {
  return installPackage(cacheDir, program.pkg, program.version, program.bin);
}

/** The command line that starts an installed host: its binary, or its runtime (installed too) running it. */
export async function hostCommand(
  cacheDir: string,
  program: HostProgram,
): Promise<{ command: string; args: string[] }> {
  const bin = await installHost(cacheDir, program);
  if (!program.runtime) return { command: bin, args: [] };
  const runtime = await installPackage(cacheDir, program.runtime.pkg, program.runtime.version, program.runtime.bin);
  return { command: runtime, args: [bin] };
}

/**
 * A scratch HOME for one run: the host reads and writes its settings there, never the user's. A folder of the run's
 * (runFolder): gone at exit, and reclaimed by the next run after a SIGKILL.
 */
export function scratchHome(): Promise<string> {
  return runFolder();
}

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Runs a host to its end with exactly `env` (no secret of the caller's passes), stdin closed, bounded in time. */
export function runProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: `${stderr}${error.message}`, timedOut });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}
