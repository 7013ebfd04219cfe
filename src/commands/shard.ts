import { nodeCrypto } from '../shell/node-crypto.js';
import { userError } from '../user-error-words.js';

export interface Shard {
  index: number;
  count: number;
}

export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw userError('SHARD_FORM', { given: text });
  return { index, count };
}

/**
 * Which shard measures each server: every shard computes the same plan from the same inputs (the budget's servers,
 * and the previous report's measured time per server when one is given), so each server is in exactly one shard.
 * Longest first, each to the shard with the least time so far: the slowest shard, which the verdict waits for, is
 * as short as this simple rule makes it. A server the previous report did not time counts as the average of those
 * it did; without times every server counts the same, which deals them out by name like cards (six servers on four
 * shards: 2, 2, 1, 1), never all into one shard as a hash of their names could.
 */
export function shardPlan(
  servers: string[],
  count: number,
  seconds?: ReadonlyMap<string, number>,
): Map<string, number> {
  const timed = servers
    .map((name) => seconds?.get(name))
    .filter((t): t is number => t !== undefined && Number.isFinite(t) && t >= 0);
  const average = timed.length > 0 ? timed.reduce((a, b) => a + b, 0) / timed.length : 1;
  const weight = (name: string) => {
    const t = seconds?.get(name);
    return t !== undefined && Number.isFinite(t) && t >= 0 ? t : average;
  };
  const order = [...new Set(servers)].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : a > b ? 1 : 0));
  const loads = Array.from({ length: count }, () => 0);
  const plan = new Map<string, number>();
  for (const name of order) {
    let least = 0;
    for (let i = 1; i < count; i++) if (loads[i]! < loads[least]!) least = i;
    loads[least]! += weight(name);
    plan.set(name, least + 1);
  }
  return plan;
}

/** Identifies the budget a shard was measured against; merge refuses shards of different budgets. */
export function budgetDigest(text: string): string {
  return nodeCrypto().createHash('sha256').update(text).digest('hex');
}
