/** The first server of the run has been started (and the client SDK loaded): the rest may load now. */
export declare function serversStarting(): void;
/**
 * A loader that starts once a server has been started, and at once when asked before that (a run whose servers all
 * failed before spawning, or that starts none). The module loads once either way.
 */
export declare function loadAfterStart<T>(load: () => Promise<T>): () => Promise<T>;
