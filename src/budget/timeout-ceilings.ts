type TimeoutName = 'startupMs' | 'requestMs' | 'totalMs';

/**
 * The most any budget may set: a run bounded by a pull request's own `"totalMs": 2e9` is no bound. A server that
 * needs more than ten minutes to start or answer once is not one an agent can use.
 */
export const MAX_TIMEOUTS: Record<TimeoutName, number> = { startupMs: 600_000, requestMs: 600_000, totalMs: 3_600_000 };

const IN_WORDS: Record<number, string> = { 600000: '10 minutes', 3600000: '1 hour' };

/** "$.timeouts.totalMs: 2,000,000,000 ms is above the ceiling of 3,600,000 ms (1 hour) for totalMs". */
export function timeoutCeilingProblems(
  timeouts: Partial<Record<TimeoutName, number>> | undefined,
  at: string,
): string[] {
  const problems: string[] = [];
  for (const [key, ceiling] of Object.entries(MAX_TIMEOUTS) as Array<[TimeoutName, number]>) {
    const value = timeouts?.[key];
    if (value !== undefined && value > ceiling) {
      problems.push(
        `${at}.${key}: ${value.toLocaleString('en-US')} ms is above the ceiling of ${ceiling.toLocaleString('en-US')} ms (${IN_WORDS[ceiling]}) for ${key}`,
      );
    }
  }
  return problems;
}
