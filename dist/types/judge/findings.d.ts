import { FINDING_CATALOG } from './finding-catalog.js';
import type { BudgetPath } from '../budget/budget-path.js';
/** Every code, in the catalog's order (definitions, ratchet, results, servers). */
export declare const FINDING_CODES: FindingCode[];
export type FindingCode = keyof typeof FINDING_CATALOG;
export type Severity = 'error' | 'warning' | 'notice';
export interface Finding {
    code: FindingCode;
    severity: Severity;
    /** `server/tool`, `server`, `fixture:name` or `total`. */
    subject: string;
    /** The host profile a host finding is about (`claude-code`): what the model of that host receives. */
    host?: string;
    limit?: number;
    actual?: number;
    unit?: 'bytes' | 'tokens' | 'chars' | 'tools';
    message: string;
    /** What to do about it, as one imperative sentence or a command. */
    fix?: string;
    /** Where in budget.json the number to edit lives. */
    path?: BudgetPath;
}
/** Server failures: as errors, these make the run exit 3 rather than 1. */
/** Typed as finding codes, so a server failure code the catalog lacks fails the build. */
export declare const SERVER_FAILURE_CODES: ReadonlySet<FindingCode>;
