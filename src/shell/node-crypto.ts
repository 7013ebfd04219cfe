import { createRequire } from 'node:module';

let loaded: typeof import('node:crypto') | undefined;

/**
 * node:crypto, loaded on first use. Loading it costs ~8 ms (Node 24) and nothing needs it before the first server
 * is started, so it stays off that path; measuring loads it while the servers boot (hashes come after tools/list).
 */
export function nodeCrypto(): typeof import('node:crypto') {
  return (loaded ??= createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto'));
}
