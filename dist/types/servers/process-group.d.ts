import { type ChildProcess } from 'node:child_process';
export interface SpawnedGroup {
    child: ChildProcess;
    pgid: number;
    exit: Promise<{
        code: number | null;
        signal: NodeJS.Signals | null;
    }>;
    /** The process exited and its stdout and stderr are read to the end: everything it said is in. */
    closed: Promise<void>;
}
export declare function spawnGroup(command: string, args: string[], options: {
    env: Record<string, string>;
    cwd: string;
    fd3?: number;
    fd4Input?: Buffer;
}): SpawnedGroup;
/**
 * Ends the whole group: stdin closed, SIGTERM, then SIGKILL after `graceMs`. Returns once no process of the group
 * is left (or after a bounded wait), so callers can promise no orphans.
 */
export declare function terminateGroup(group: SpawnedGroup, graceMs?: number): Promise<void>;
/** For exit and signal handlers, where nothing asynchronous runs any more. */
export declare function killAllGroupsSync(): void;
/**
 * The processes that can be in a group led by `pgid`: the kernel hands pids out in increasing order, so every process
 * started since the leader has a larger pid, unless allocation has wrapped past pid_max since (the last pid handed
 * out is then below the leader's): then every process. Reading each process's stat costs a few microseconds, and a
 * shared machine has hundreds of processes older than the server: they were read at every look, ~70 ms of CPU per
 * server ended on a busy 2-core machine. (Every member was sent SIGKILL before anyone looks: one missed after a
 * second full wrap can no longer run code of its own.)
 */
export declare function candidatePids(pids: readonly number[], pgid: number, lastPid: number | undefined): readonly number[];
/** Whether `promise` settled within `ms`; the timer is cleared either way so it never holds the process open. */
export declare function within(promise: Promise<unknown>, ms: number): Promise<boolean>;
export declare function delay(ms: number): Promise<void>;
