import type { Report } from '../../judge/report.js';
type Startup = NonNullable<Report['servers'][number]['startup']>;
/** A server's start-up in words: one start, or the median and slowest of several; always this machine's timing. */
export declare function startupPhrase(startup: Startup): string;
/**
 * The summary's start-up table (issue 52, the first turn): each server's starts, median and slowest, and the hosts
 * whose first turn it misses (a STARTUP_* warning). Shown when asked for (--starts) or when a host's first turn misses
 * a server: one start of a quick server is in the JSON report and the text, not in every summary.
 */
export declare function startupMarkdown(report: Report): string[];
export {};
