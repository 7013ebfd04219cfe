/**
 * Servers starting at once when --concurrency does not say: one per CPU. Eight at once on two cores was measured
 * against it (eight public servers, Node 24, 11 alternated rounds: 1.17x the parallel floor at eight, 1.13x at two,
 * 1.18x at four): the servers' boots then starve mcp-budget's own work (the SDK loaded ~250 ms after the first spawn
 * instead of ~40), and the last server is answered no sooner.
 */
export declare function defaultConcurrency(): number;
/** What a task admitted by mapAdmitted is given. */
export interface Admission {
    /** Its start is over (its server has answered its listings): the slot goes to the next item. Idempotent. */
    started: () => void;
    /** Runs `work` (another start of the same server) in a slot of its own, taken in turn like the items'. */
    holding: <U>(work: () => Promise<U>) => Promise<U>;
}
/**
 * Runs `task` over `items`, each once a start slot is free (at most `limit` starting at once, begun in input order,
 * and at most twice that many begun and not yet ended); a task frees its start slot by calling `started()`, or by
 * ending. Results keep the order of `items`.
 */
export declare function mapAdmitted<T, R>(items: readonly T[], limit: number, task: (item: T, index: number, admission: Admission) => Promise<R>): Promise<R[]>;
/** Runs `task` over `items` with at most `limit` at once; results keep the order of `items`. */
export declare function mapConcurrent<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]>;
