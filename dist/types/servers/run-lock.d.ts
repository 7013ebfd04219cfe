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
export declare function runLock(tmp: string): Promise<RunLock>;
/** The lock socket this run holds, if it holds one yet. */
export declare function heldLockFile(): string | undefined;
/** At exit, even an interrupted one: the socket file goes with the run. */
export declare function releaseRunLockSync(): void;
export declare function lockFile(tmp: string, tag: string): string;
/** Whether the run that made a HOME tagged so is alive: its socket answers (or, without one, its pid exists). */
export declare function ownerAlive(tmp: string, tag: string): Promise<boolean>;
