/** Runs `task` over `items` with at most `limit` at once; results keep the order of `items`. */
export declare function mapConcurrent<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]>;
