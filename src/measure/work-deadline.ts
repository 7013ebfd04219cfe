import { MeasuringTimedOut } from '../servers/interruptible.js';

/**
 * The deadline of the synchronous work under way (a host's view of a schema, a proposal), for loops deep inside it
 * that take no deadline argument: `$ref` doubling makes a host's inlined schema 2^n nodes, and building it ran
 * minutes past totalMs. Synchronous only, so one module-level value is the current work's.
 */
let current: number | undefined;
let steps = 0;

/** Runs `work` with `deadline` (ms since the epoch) as the current one; undefined keeps the enclosing one. */
export function underDeadline<T>(deadline: number | undefined, work: () => T): T {
  const outer = current;
  current = deadline ?? outer;
  try {
    return work();
  } finally {
    current = outer;
  }
}

/** One step of work: every 1,024 steps the clock is read, and past the deadline MeasuringTimedOut is thrown. */
export function workStep(): void {
  if (current === undefined || (++steps & 1023) !== 0) return;
  if (Date.now() > current) throw new MeasuringTimedOut();
}
