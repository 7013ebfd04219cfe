import os from 'node:os';

/**
 * Servers starting at once when --concurrency does not say: one per CPU. Eight at once on two cores was measured
 * against it (eight public servers, Node 24, 11 alternated rounds: 1.17x the parallel floor at eight, 1.13x at two,
 * 1.18x at four): the servers' boots then starve mcp-budget's own work (the SDK loaded ~250 ms after the first spawn
 * instead of ~40), and the last server is answered no sooner.
 */
export function defaultConcurrency(): number {
  return os.availableParallelism();
}

/** What a task admitted by mapAdmitted is given. */
export interface Admission {
  /** Its start is over (its server has answered its listings): the slot goes to the next item. Idempotent. */
  started: () => void;
  /** Runs `work` (another start of the same server) in a slot of its own, taken in turn like the items'. */
  holding: <U>(work: () => Promise<U>) => Promise<U>;
}

/**
 * `limit` start slots, given in the order they are asked for. A slot is held while a server starts, not while it is
 * measured: what follows its start (its fixtures, counting, judging) runs beside the next servers' starts.
 */
function startSlots(limit: number) {
  let free = Math.max(1, limit);
  const waiting: Array<() => void> = [];
  const take = async (): Promise<() => void> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const next = waiting.shift();
      if (next) next();
      else free++;
    };
  };
  const holding = async <U>(work: () => Promise<U>): Promise<U> => {
    const release = await take();
    try {
      return await work();
    } finally {
      release();
    }
  };
  return { take, holding };
}

/**
 * Servers measured at once, per start slot: a server whose start is over still holds its processes while its fixtures
 * run, so without a bound slow fixtures would keep every server of a large budget alive at once. Twice the start
 * slots keeps the peak at most twice what one slot per whole measurement allowed.
 */
const MEASURED_PER_START_SLOT = 2;

/**
 * Runs `task` over `items`, each once a start slot is free (at most `limit` starting at once, begun in input order,
 * and at most twice that many begun and not yet ended); a task frees its start slot by calling `started()`, or by
 * ending. Results keep the order of `items`.
 */
export async function mapAdmitted<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number, admission: Admission) => Promise<R>,
): Promise<R[]> {
  const slots = startSlots(limit);
  const measured = startSlots(MEASURED_PER_START_SLOT * Math.max(1, limit));
  return Promise.all(
    items.map(async (item, index) => {
      const done = await measured.take();
      try {
        const release = await slots.take();
        try {
          return await task(item, index, { started: release, holding: slots.holding });
        } finally {
          release();
        }
      } finally {
        done();
      }
    }),
  );
}

/** Runs `task` over `items` with at most `limit` at once; results keep the order of `items`. */
export function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  return mapAdmitted(items, limit, (item, index) => task(item, index));
}
