/**
 * The layers a server can be confined by. Each one closes a way a hostile server reaches the job that runs it;
 * a missing layer is reported with what it leaves open.
 */
export declare const SANDBOX_LAYERS: readonly ['pid', 'mount', 'user', 'network'];
export type SandboxLayer = (typeof SANDBOX_LAYERS)[number];
export declare const WHAT_A_MISSING_LAYER_LEAVES_OPEN: Record<SandboxLayer, string>;
/** The nobody user: the identity of bubblewrap's trial run at probe time. */
export declare const UNPRIVILEGED_UID = 65534;
/**
 * As root (or through sudo) each server runs as a uid/gid of its own, from a range no distribution gives out
 * (1,593,835,520 and up, no passwd entry): RLIMIT_NPROC counts every process of a uid on the machine, so as nobody a
 * neighbour holding nobody's processes made a sound server fail to start its threads (exit 134, uv_thread_create).
 */
export declare const PRIVATE_UID_RANGE: {
    readonly first: 1593835520;
    readonly size: 16777216;
};
export declare function privateUid(): number;
export type Confinement = {
    method: 'bwrap';
    layers: SandboxLayer[];
    bwrap: string;
    setpriv?: string;
    reason?: string;
    sudo?: string;
    route?: string;
} | {
    method: 'unshare';
    layers: SandboxLayer[];
    unshareArgs: string[];
    ip?: string;
    reason: string;
} | {
    method: 'none';
    layers: [];
    reason: string;
};
/** Finds out once per process which sandbox layers can be had here. */
export declare function probeConfinement(): Promise<Confinement>;
/** What one server's sandbox hides, shows and lets it write; all paths absolute. */
export interface SandboxPlan {
    network: 'none' | 'host';
    /** Directories replaced by an empty one: the caller's HOME, /tmp, /run, the runner's temporary files. */
    hidden: string[];
    /** Shown again, read-only, inside hidden directories: the project, the server's cwd, its toolchain. */
    exposed: string[];
    /** Hidden again inside what is shown: the repository's .git. */
    concealedDirs: string[];
    concealedFiles: string[];
    /** What the budget asks to show (after concealing) and to make writable; the server's HOME is writable. */
    readable: string[];
    writable: string[];
    cwd: string;
    /** The server's own HOME: a tmpfs of bounded size (with TMPDIR inside), instead of a folder of the caller's disk. */
    home?: string;
    /** The uid and gid setpriv drops to (as root or through sudo); nobody when unset. */
    uid?: number;
}
/** bubblewrap's arguments up to the command. Mount order matters: each later mount lies on top of the earlier. */
export declare function bwrapArguments(plan: SandboxPlan, tools: {
    bwrap: string;
    setpriv?: string;
}): string[];
/**
 * What a server sees of the host's own folders, read-only: programs, libraries and their configuration. The rest of
 * `/` (HOME, /home, /var, /srv, /mnt, /run, /tmp, runner folders) is not there; the plan adds the project and toolchain.
 */
export declare const SYSTEM_FOLDERS: string[];
/**
 * The plan for one server: what a server may read is the system, the project and its toolchain; what it may
 * write is its own HOME (and what the budget declares). Credentials live in the caller's HOME, the repository's
 * .git, /run's sockets and the runner's temporary directory, so those are hidden.
 */
export declare function planSandbox(options: {
    network: 'none' | 'host';
    projectDir: string;
    cwd: string;
    home: string;
    command: string;
    args: string[];
    readable: string[];
    writable: string[];
    callerEnv: Record<string, string | undefined>;
    uid?: number;
}): SandboxPlan;
