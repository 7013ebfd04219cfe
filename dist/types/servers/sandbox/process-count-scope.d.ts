import { type Confinement } from './confinement-probe.js';
/**
 * Whose processes the processes bound (RLIMIT_NPROC) counts besides the server's. It counts every process of a uid;
 * Linux counts a user namespace's apart since 5.14 (ucounts). So it is the server's own with a uid of its own (root,
 * sudo), or unprivileged in a user namespace on 5.14 and later; otherwise the caller's other processes use it up, and
 * a bound that cuts says so. undefined: the server's own.
 */
export declare function sharedProcessCount(confinement?: Confinement | undefined, release?: string, asRoot?: boolean): string | undefined;
