/**
 * Long work on the main thread (counting tokens, compiling schemas) gives the event loop a turn every SLICE_MS, and at
 * that turn waits for every server start already asked for to be spawned first. A launch awaits the disk between its
 * steps (the server's folder, its environment, the plan): on a cold run, with one turn per slice of another server's
 * counting, the next server was spawned 50–170 ms after it was asked for instead of ~15, its whole boot that much later.
 */
/** Longest stretch of work before the event loop gets a turn. */
export declare const SLICE_MS = 10;
/** A server's launch has begun; the function returned says it has ended (spawned or failed). Idempotent. */
export declare function launching(): () => void;
/** A turn of the event loop, then none of the caller's work until no launch is under way. */
export declare function nextTurn(): Promise<void>;
