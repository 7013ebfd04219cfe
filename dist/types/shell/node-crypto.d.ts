/**
 * node:crypto, loaded on first use. Loading it costs ~8 ms (Node 24) and nothing needs it before the first server
 * is started, so it stays off that path; measuring loads it while the servers boot (hashes come after tools/list).
 */
export declare function nodeCrypto(): typeof import('node:crypto');
