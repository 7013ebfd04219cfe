type TimeoutName = 'startupMs' | 'requestMs' | 'totalMs';
/**
 * The most any budget may set: a run bounded by a pull request's own `"totalMs": 2e9` is no bound. A server that
 * needs more than ten minutes to start or answer once is not one an agent can use.
 */
export declare const MAX_TIMEOUTS: Record<TimeoutName, number>;
/** "$.timeouts.totalMs: 2,000,000,000 ms is above the ceiling of 3,600,000 ms (1 hour) for totalMs". */
export declare function timeoutCeilingProblems(timeouts: Partial<Record<TimeoutName, number>> | undefined, at: string): string[];
export {};
