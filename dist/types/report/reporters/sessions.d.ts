import type { Report } from '../../judge/report.js';
import { type SessionReport } from '../../measure/sessions/session-turns.js';
/** The text summary's section: the sessions turn by turn, per host. */
export declare function sessionSection(report: Report): string[];
/** The job summary's section (markdown; every name through markdownText). */
export declare function sessionMarkdown(report: Report): string[];
/** `explain session:<name>`: a table per host, each turn with what it adds and the running total. */
export declare function renderSession(untrusted: SessionReport): string;
