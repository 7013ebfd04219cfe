/**
 * Random bytes without loading node:crypto (~10-15 ms of CPU) on the way to the first server: /dev/urandom where
 * the system has it, node:crypto elsewhere.
 */
export declare function randomBytes(bytes: number): Buffer;
