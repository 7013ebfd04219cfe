import type { Report } from '../../judge/report.js';
import type { ReporterOptions } from './reporter-options.js';
/** The report for a person at a terminal: what failed first, each with limit, actual, the line to edit and the fix. */
export declare function renderText(untrusted: Report, options: ReporterOptions): string;
