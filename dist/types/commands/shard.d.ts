export interface Shard {
    index: number;
    count: number;
}
export declare function parseShard(text: string): Shard;
/**
 * Which shard measures each server: every shard computes the same plan from the same inputs (the budget's servers,
 * and the previous report's measured time per server when one is given), so each server is in exactly one shard.
 * Longest first, each to the shard with the least time so far: the slowest shard, which the verdict waits for, is
 * as short as this simple rule makes it. A server the previous report did not time counts as the average of those
 * it did; without times every server counts the same, which deals them out by name like cards (six servers on four
 * shards: 2, 2, 1, 1), never all into one shard as a hash of their names could.
 */
export declare function shardPlan(servers: string[], count: number, seconds?: ReadonlyMap<string, number>): Map<string, number>;
/** Identifies the budget a shard was measured against; merge refuses shards of different budgets. */
export declare function budgetDigest(text: string): string;
