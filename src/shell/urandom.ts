import { closeSync, openSync, readSync } from 'node:fs';
import { nodeCrypto } from './node-crypto.js';

/**
 * Random bytes without loading node:crypto (~10-15 ms of CPU) on the way to the first server: /dev/urandom where
 * the system has it, node:crypto elsewhere.
 */
export function randomBytes(bytes: number): Buffer {
  try {
    const fd = openSync('/dev/urandom', 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      if (readSync(fd, buffer) === bytes) return buffer;
    } finally {
      closeSync(fd);
    }
  } catch {
    // not a Unix-like system
  }
  return nodeCrypto().randomBytes(bytes);
}
