/** The reporters --reporter may name: a list the command line checks without loading any reporter. */
export declare const REPORTER_NAMES: readonly ['text', 'json', 'markdown', 'github', 'sarif', 'badge'];
export type ReporterName = (typeof REPORTER_NAMES)[number];
