export interface Shard {
    index: number;
    count: number;
}
export declare function parseShard(text: string): Shard;
/**
 * Whether a server belongs to a shard: by a hash of its name, so adding or removing a server moves no other
 * server between shards (a matrix job keeps measuring the same servers).
 */
export declare function inShard(server: string, shard: Shard): boolean;
/** Identifies the budget a shard was measured against; merge refuses shards of different budgets. */
export declare function budgetDigest(text: string): string;
