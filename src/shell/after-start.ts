/**
 * Modules a run needs only once its servers have answered (the judge, the reporters, fixtures' calls) load while the
 * first server boots, not before it is started: on two cores the loading runs beside the server's start-up, and the
 * first spawn comes 13–29 ms sooner (Node 24, measured 2026-12-02). Nothing here knows what is loaded: a module
 * registers its loader, a server start releases them all.
 */
const waiting: Array<() => unknown> = [];
let released = false;

/** The first server of the run has been started (and the client SDK loaded): the rest may load now. */
export function serversStarting(): void {
  if (released) return;
  released = true;
  for (const load of waiting.splice(0)) setImmediate(load);
}

/**
 * A loader that starts once a server has been started, and at once when asked before that (a run whose servers all
 * failed before spawning, or that starts none). The module loads once either way.
 */
export function loadAfterStart<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const get = () => (loading ??= load());
  // A failed load is the caller's to see when it asks for the module, not an unhandled rejection before that.
  const early = () => get().catch(() => undefined);
  if (released) setImmediate(early);
  else waiting.push(early);
  return get;
}
