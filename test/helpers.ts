import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../src/cli/cli-run.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FIXTURES = path.join(ROOT, 'test', 'fixtures');
/** The test servers, bundled by test/global-setup.ts (sources in test/fixtures/servers). */
const TEST_SERVERS = path.join(ROOT, '.tmp', 'test-servers');
export const SPEC_SERVER = path.join(TEST_SERVERS, 'spec-server.mjs');
export const SPEC_HTTP_SERVER = path.join(TEST_SERVERS, 'spec-http-server.mjs');
export const HOSTILE_SERVER = path.join(TEST_SERVERS, 'hostile.mjs');
export const BUILT_CLI = path.join(ROOT, 'dist', 'cli.js');

/**
 * Whether another user can reach this checkout (every folder above it lets others pass). A clone in a `mktemp -d`
 * folder (0700) cannot be run by an unprivileged user, so the tests that run the CLI as one are skipped there.
 */
export const CHECKOUT_REACHABLE_BY_OTHERS = ((): boolean => {
  for (let dir = path.dirname(ROOT); ; dir = path.dirname(dir)) {
    try {
      if ((statSync(dir).mode & 0o001) === 0) return false;
    } catch {
      return false;
    }
    if (path.dirname(dir) === dir) return true;
  }
})();

const made = new Set<string>();

export function tempDir(prefix = 'mcp-budget-test-', parent = os.tmpdir()): string {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, prefix));
  made.add(dir);
  return dir;
}

/** Called after each test file (test/setup.ts): the suite leaves no directories behind. */
export function removeTempDirs(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
}

/** Gives a tree to another user (whom a test runs the CLI or a server as), as `chown -R` does: links are not followed. */
export function chownTree(dir: string, uid: number): void {
  lchownSync(dir, uid, uid);
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (lstatSync(file).isDirectory()) chownTree(file, uid);
    else lchownSync(file, uid, uid);
  }
}

/** Writes files (objects are written as 2-space JSON) into a fresh directory and returns it. */
export function project(files: Record<string, unknown>): string {
  const dir = tempDir();
  // Servers run as nobody when the tests run as root: the project must be readable like a checkout is.
  chmodSync(dir, 0o755);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
  return dir;
}

/** A server entry that runs the spec server on `specFile` (relative to the project). */
export function specServer(specFile: string) {
  return { command: process.execPath, args: [SPEC_SERVER, specFile] };
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process (same code as dist/cli.js, no build needed). */
export async function cli(cwd: string, args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli({
    argv: args,
    cwd,
    env: { PATH: process.env.PATH, XDG_CACHE_HOME: process.env.XDG_CACHE_HOME, ...env },
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

export async function cliJson(cwd: string, args: string[], env: Record<string, string | undefined> = {}) {
  const run = await cli(cwd, [...args, '--json'], env);
  return { ...run, report: JSON.parse(run.stdout) };
}

/** Runs a built script as a separate process, as a user or a runner would. */
export function runNode(
  script: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined>; timeoutMs?: number },
): Promise<CliRun & { signal: NodeJS.Signals | null }> {
  return runCommand(process.execPath, [script, ...args], { ...options, env: { ...process.env, ...options.env } });
}

/** Runs any command with exactly the environment given. */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined>; timeoutMs?: number },
): Promise<CliRun & { signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env as NodeJS.ProcessEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 280_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, signal, stdout, stderr });
    });
  });
}

/** git in `dir` as a fixed author, quiet: for the real repositories base comparisons run in. Returns its stdout. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });
}

/** A tool definition of exactly `bytes` bytes as JSON (its description fills what the rest leaves). */
export function sizedTool(name: string, bytes: number, extra: Record<string, unknown> = {}) {
  const empty = { name, description: '', inputSchema: { type: 'object' }, ...extra };
  return { ...empty, description: 'x'.repeat(bytes - Buffer.byteLength(JSON.stringify(empty))) };
}

/**
 * The source of a raw JSON-RPC server over stdio, no SDK: `prelude` runs first (top-level await allowed), then it
 * answers `initialize` as `name` and `tools/list` with `tools` (a JavaScript expression), and any other request with
 * -32601, or with no answer at all when `others` is 'silence' (a 2025 server that never heard of server/discover).
 */
export function rawServerSource(options: {
  name: string;
  tools: string;
  prelude?: string;
  others?: 'method-not-found' | 'silence';
}): string {
  const others =
    options.others === 'silence'
      ? ''
      : `
    else if (message.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } }) + '\\n');`;
  return `${options.prelude ?? ''}
let buffer = '';
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let i = buffer.indexOf('\\n'); i !== -1; i = buffer.indexOf('\\n')) {
    const message = JSON.parse(buffer.slice(0, i));
    buffer = buffer.slice(i + 1);
    const answer = (result) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }) + '\\n');
    if (message.method === 'initialize') answer({ protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: ${JSON.stringify(options.name)}, version: '1' } });
    else if (message.method === 'tools/list') answer({ tools: ${options.tools} });${others}
  }
});
`;
}
