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
}): SpawnedGroup;
/**
 * Ends the whole group: stdin closed, SIGTERM, then SIGKILL after `graceMs`. Returns once no process of the group
 * is left (or after a bounded wait), so callers can promise no orphans.
 */
export declare function terminateGroup(group: SpawnedGroup, graceMs?: number): Promise<void>;
/** For exit and signal handlers, where nothing asynchronous runs any more. */
export declare function killAllGroupsSync(): void;
/**
 * Living members of a process group: not zombies, which wait for a reaper that may never come in a container, and
 * not processes already inside exit(). The last process of a sandbox stays there ~10 ms while the kernel takes its
 * namespaces down; it can no longer act, and waiting for it would only delay every run.
 */
export declare function groupMembers(pgid: number): number[];
/** Whether `promise` settled within `ms`; the timer is cleared either way so it never holds the process open. */
export declare function within(promise: Promise<unknown>, ms: number): Promise<boolean>;
export declare function delay(ms: number): Promise<void>;
