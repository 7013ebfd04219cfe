/** Runs `work` with `deadline` (ms since the epoch) as the current one; undefined keeps the enclosing one. */
export declare function underDeadline<T>(deadline: number | undefined, work: () => T): T;
/** One step of work: every 1,024 steps the clock is read, and past the deadline MeasuringTimedOut is thrown. */
export declare function workStep(): void;
