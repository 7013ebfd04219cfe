/** The reporters --reporter may name: a list the command line checks without loading any reporter. */
export const REPORTER_NAMES = ['text', 'json', 'markdown', 'github', 'sarif', 'badge'] as const;

export type ReporterName = (typeof REPORTER_NAMES)[number];
