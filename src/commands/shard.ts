import { nodeCrypto } from '../shell/node-crypto.js';
import { UsageError } from '../errors.js';

export interface Shard {
  index: number;
  count: number;
}

export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new UsageError(`--shard takes i/n with 1 <= i <= n, got ${JSON.stringify(text)}`);
  return { index, count };
}

/**
 * Whether a server belongs to a shard: by a hash of its name, so adding or removing a server moves no other
 * server between shards (a matrix job keeps measuring the same servers).
 */
export function inShard(server: string, shard: Shard): boolean {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(server, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash % shard.count === shard.index - 1;
}

/** Identifies the budget a shard was measured against; merge refuses shards of different budgets. */
export function budgetDigest(text: string): string {
  return nodeCrypto().createHash('sha256').update(text).digest('hex');
}
