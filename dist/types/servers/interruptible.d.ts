/**
 * Wraps a synchronous call so that it runs where V8 can interrupt it: past `deadline` (ms since the epoch) it throws
 * MeasuringTimedOut. For code that runs a regular expression on a server's text, or a server's own pattern from a
 * schema: a catastrophic one (`(a+)+$`) backtracks for minutes, and a blocked main thread cannot even answer SIGTERM.
 * Each call gets a watchdog from node:vm's timeout; the context is made once per wrapper.
 */
export declare function interruptible<A extends unknown[], R>(call: (...args: A) => R): (deadline: number | undefined, ...args: A) => R;
/** Counting (or normalizing) ran past the server's time bound; thrown rather than returning a wrong figure. */
export declare class MeasuringTimedOut extends Error {
    name: string;
}
