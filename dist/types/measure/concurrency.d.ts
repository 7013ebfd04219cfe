/**
 * Servers measured at once when --concurrency does not say: at least eight, or one per CPU where there are more.
 * A host starts every configured server when a session begins, and so does the parallel floor of `npm run bench`;
 * two at a time on a two-core runner left the CPU idle between one pair's answers and the next pair's spawn (eight
 * public servers, Node 24: 1.20x the floor two at a time, 1.11x eight at once). Eight bounds what a large budget
 * starts together: each server's start-up time stays its own, not that of thirty processes sharing two cores.
 */
export declare function defaultConcurrency(): number;
/** Runs `task` over `items` with at most `limit` at once; results keep the order of `items`. */
export declare function mapConcurrent<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]>;
