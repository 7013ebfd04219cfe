import type { Report } from '../../judge/report.js';
import type { ReporterOptions } from './reporter-options.js';
/** GitHub shows 10 error and 10 warning annotations per step; the rest get one notice pointing at the summary. */
export declare const ANNOTATIONS_PER_LEVEL = 10;
/** Workflow commands: `::error file=budget.json,line=N::…` on the line to edit, so any `run:` step annotates the diff. */
export declare function renderGithub(report: Report, options: ReporterOptions): string;
