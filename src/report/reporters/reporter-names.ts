/** The reporters --reporter names, known before any of them is loaded (src/report/reporters/index.ts maps them). */
export const REPORTER_NAMES = ['text', 'json', 'markdown', 'github', 'sarif', 'badge'] as const;

export type ReporterName = (typeof REPORTER_NAMES)[number];
