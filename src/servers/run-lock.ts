import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from '../shell/urandom.js';

/**
 * A run's lock on the server HOMEs it makes: a unix socket it listens on while it lives. Another run asks the socket,
 * not the process table, whether the owner is alive: runs in containers that share /tmp have pid namespaces of their
 * own, and a pid check there deleted a live run's HOME. SIGKILL leaves the socket file without a listener: stale.
 */
export interface RunLock {
  /** Put into each HOME's name: `mcp-budget-home-<tag>-…`. */
  tag: string;
  /** The socket file, when one is held: what a watchdog that outlives a killed run removes (sudo-route.ts). */
  file?: string;
  release(): void;
}

let held: Promise<RunLock> | undefined;
let taken: RunLock | undefined;

export function runLock(tmp: string): Promise<RunLock> {
  held ??= take(tmp);
  return held;
}

/** The lock socket this run holds, if it holds one yet. */
export function heldLockFile(): string | undefined {
  return taken?.file;
}

/** At exit, even an interrupted one: the socket file goes with the run. */
export function releaseRunLockSync(): void {
  taken?.release();
  taken = undefined;
}

async function take(tmp: string): Promise<RunLock> {
  const tag = `${process.pid}-${randomHex(6)}`;
  const file = lockFile(tmp, tag);
  const server = net.createServer((socket) => socket.end());
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(file, () => resolve(true));
  });
  if (!listening) return { tag: `${process.pid}-nolock`, release: () => undefined };
  server.unref();
  // Runs of other users (root and nobody share /tmp) must be able to ask it too.
  try {
    chmodSync(file, 0o777);
  } catch {
    // then they leave this run's HOMEs alone, which is safe
  }
  taken = { tag, file, release: () => (server.close(), rmSync(file, { force: true })) };
  return taken;
}

/**
 * Random bytes from the kernel, as hex. The lock is taken before the first server starts, and node:crypto costs
 * ~10-15 ms of CPU to load there (it loads while the servers boot instead); where /dev/urandom is missing, it is used.
 */
function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export function lockFile(tmp: string, tag: string): string {
  return path.join(tmp, `mcp-budget-run-${tag}.sock`);
}

/** Whether the run that made a HOME tagged so is alive: its socket answers (or, without one, its pid exists). */
export function ownerAlive(tmp: string, tag: string): Promise<boolean> {
  const [pid, token] = tag.split('-');
  if (token === 'nolock' || token === undefined) return Promise.resolve(processExists(Number(pid)));
  return new Promise((resolve) => {
    const socket = net.connect(lockFile(tmp, tag));
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    // Refused or gone: its run is over. Anything else (a lock of another user's that this one may not open) is
    // left alone: a HOME is only ever removed when its run is known to be dead.
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT'),
    );
  });
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
