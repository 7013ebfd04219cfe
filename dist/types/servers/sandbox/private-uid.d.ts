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
