import os from 'node:os';

/**
 * Servers measured at once when --concurrency does not say: one per CPU. Eight at once on two cores was measured
 * against it (eight public servers, Node 24, 11 alternated rounds: 1.17x the parallel floor at eight, 1.13x at two,
 * 1.18x at four): the servers' boots then starve mcp-budget's own work (the SDK loaded ~250 ms after the first spawn
 * instead of ~40), and the last server is answered no sooner.
 */
export function defaultConcurrency(): number {
  return os.availableParallelism();
}

/** Runs `task` over `items` with at most `limit` at once; results keep the order of `items`. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
