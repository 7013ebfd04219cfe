import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Server processes run as leaders of their own process group so that everything they start (npx, sh -c,
 * helpers) is ended with them: a signal to -pid reaches the whole group.
 */
const liveGroups = new Set<number>();

export interface SpawnedGroup {
  child: ChildProcess;
  pgid: number;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The process exited and its stdout and stderr are read to the end: everything it said is in. */
  closed: Promise<void>;
}

export function spawnGroup(
  command: string,
  args: string[],
  options: { env: Record<string, string>; cwd: string; fd3?: number; fd4Input?: Buffer },
): SpawnedGroup {
  const stdio: Array<'pipe' | 'ignore' | number> = ['pipe', 'pipe', 'pipe'];
  if (options.fd3 !== undefined || options.fd4Input) stdio.push(options.fd3 ?? 'ignore');
  if (options.fd4Input) stdio.push('pipe');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio,
    detached: process.platform !== 'win32',
    windowsHide: true,
  });
  // What the child reads whole from fd 4 (bubblewrap's seccomp filter) before it goes on.
  if (options.fd4Input) {
    const input = child.stdio[4] as NodeJS.WritableStream | null;
    input?.on('error', () => undefined);
    input?.end(options.fd4Input);
  }
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: null, signal: null }));
  });
  const closed = new Promise<void>((resolve) => {
    child.once('close', () => resolve());
    child.once('error', () => resolve());
  });
  const pgid = child.pid ?? -1;
  if (pgid > 0) liveGroups.add(pgid);
  return { child, pgid, exit, closed };
}

/**
 * Ends the whole group: stdin closed, SIGTERM, then SIGKILL after `graceMs`. Returns once no process of the group
 * is left (or after a bounded wait), so callers can promise no orphans.
 */
export async function terminateGroup(group: SpawnedGroup, graceMs = 1000): Promise<void> {
  const { child, pgid } = group;
  child.stdin?.end();
  if (pgid <= 0) return;
  signalGroup(pgid, 'SIGTERM');
  const exitedInTime = await within(group.exit, graceMs);
  // Grandchildren can ignore SIGTERM or outlive a leader that did exit: the group gets SIGKILL either way, even
  // when it looks empty (a leader that is a zombie can still have running threads).
  if (!exitedInTime) await delay(0);
  signalGroup(pgid, 'SIGKILL');
  // Most groups are gone within a few milliseconds of the signal: look again soon, then less often.
  for (let waited = 0, step = 1; groupAlive(pgid) && waited < 2000; waited += step, step = Math.min(step * 2, 20))
    await delay(step);
  await within(group.exit, 500);
  liveGroups.delete(pgid);
  child.stdout?.destroy();
  child.stderr?.destroy();
}

/** For exit and signal handlers, where nothing asynchronous runs any more. */
export function killAllGroupsSync(): void {
  for (const pgid of liveGroups) signalGroup(pgid, 'SIGKILL');
  liveGroups.clear();
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(process.platform === 'win32' ? pgid : -pgid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/** The kernel's PF_EXITING: the process is inside exit() and will never run its own code again. */
const PF_EXITING = 0x4;

/**
 * Living members of a process group: not zombies, which wait for a reaper that may never come in a container, and
 * not processes already inside exit(). The last process of a sandbox stays there ~10 ms while the kernel takes its
 * namespaces down; it can no longer act, and waiting for it would only delay every run.
 */
function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  const pids = readdirSync('/proc').flatMap((entry) => (/^\d+$/.test(entry) ? [Number(entry)] : []));
  for (const entry of candidatePids(pids, pgid, lastAllocatedPid())) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z' && (Number(fields[6]) & PF_EXITING) === 0)
        members.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return members;
}

/**
 * The processes that can be in a group led by `pgid`: the kernel hands pids out in increasing order, so every process
 * started since the leader has a larger pid, unless allocation has wrapped past pid_max since (the last pid handed
 * out is then below the leader's): then every process. Reading each process's stat costs a few microseconds, and a
 * shared machine has hundreds of processes older than the server: they were read at every look, ~70 ms of CPU per
 * server ended on a busy 2-core machine. (Every member was sent SIGKILL before anyone looks: one missed after a
 * second full wrap can no longer run code of its own.)
 */
export function candidatePids(pids: readonly number[], pgid: number, lastPid: number | undefined): readonly number[] {
  return lastPid !== undefined && lastPid >= pgid ? pids.filter((pid) => pid >= pgid) : pids;
}

/** The last pid the kernel handed out in this pid namespace (/proc/loadavg, fifth field). */
function lastAllocatedPid(): number | undefined {
  try {
    const last = Number(readFileSync('/proc/loadavg', 'utf8').trim().split(/\s+/)[4]);
    return Number.isSafeInteger(last) && last > 0 ? last : undefined;
  } catch {
    return undefined;
  }
}

function groupAlive(pgid: number): boolean {
  if (process.platform === 'win32') return false;
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    // ESRCH: no process at all. EPERM (a member runs as another user) is still a member.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // Signal 0 also reaches zombies; on Linux, /proc tells the living from them (a scan reads every process).
  return process.platform !== 'linux' || groupMembers(pgid).length > 0;
}

/** Whether `promise` settled within `ms`; the timer is cleared either way so it never holds the process open. */
export async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
