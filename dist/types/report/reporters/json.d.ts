import type { Report } from '../../judge/report.js';
/** One JSON document (schemaVersion 1); finding paths as `limits.toolBytes`, and as segments for programs. */
export declare function renderJson(report: Report): string;
