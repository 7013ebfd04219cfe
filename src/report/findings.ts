import { FINDING_CATALOG } from './finding-catalog.js';

/** Every code, in the catalog's order (definitions, ratchet, results, servers). */
export const FINDING_CODES = Object.keys(FINDING_CATALOG) as FindingCode[];

export type FindingCode = keyof typeof FINDING_CATALOG;
export type Severity = 'error' | 'warning' | 'notice';

/** A path into budget.json, as segments: ["oversized", "prs/search_code", "bytes"]. */
export type BudgetPath = Array<string | number>;

export interface Finding {
  code: FindingCode;
  severity: Severity;
  /** `server/tool`, `server`, `fixture:name` or `total`. */
  subject: string;
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
export const SERVER_FAILURE_CODES: ReadonlySet<FindingCode> = new Set([
  'SANDBOX_UNAVAILABLE',
  'SERVER_START_FAILED',
  'SERVER_TIMEOUT',
  'SERVER_CRASHED',
  'PROTOCOL_ERROR',
  'SERVER_LIMIT_HIT',
]);

/** Renders a budget path the way a person reads it: `oversized["prs/search"].bytes`. */
export function formatPath(path: BudgetPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
