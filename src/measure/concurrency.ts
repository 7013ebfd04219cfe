import os from 'node:os';

/**
 * Servers measured at once when --concurrency does not say: at least eight, or one per CPU where there are more.
 * A host starts every configured server when a session begins, and so does the parallel floor of `npm run bench`;
 * two at a time on a two-core runner left the CPU idle between one pair's answers and the next pair's spawn (eight
 * public servers, Node 24: 1.20x the floor two at a time, 1.11x eight at once). Eight bounds what a large budget
 * starts together: each server's start-up time stays its own, not that of thirty processes sharing two cores.
 */
export function defaultConcurrency(): number {
  return Math.max(8, os.availableParallelism());
}

/** Runs `task` over `items` with at most `limit` at once; results keep the order of `items`. */
export async function mapConcurrent<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
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
