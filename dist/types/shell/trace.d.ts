/** Records that `phase` was reached, for one server when `server` is given. */
export declare function mark(phase: string, server?: string): void;
/** Whether a trace is being written: for marks that need a little work to place (a listener on a stream). */
export declare const tracing: boolean;
