export const FINDING_CODES = [
  // definitions
  'TOOL_OVER_BUDGET',
  'TOTAL_OVER_BUDGET',
  'DESCRIPTION_TOO_LONG',
  'INSTRUCTIONS_TOO_LONG',
  'NAME_TOO_LONG',
  'DUPLICATE_TOOL_NAME',
  'TOO_MANY_TOOLS',
  'INVALID_INPUT_SCHEMA',
  // ratchet
  'OVERSIZED_GREW',
  'OVERSIZED_STALE',
  'OVERSIZED_OBSOLETE',
  'BUDGET_RAISED',
  // results
  'RESULT_OVER_BUDGET',
  'PAGE_OVER_BUDGET',
  'ARGUMENTS_INVALID',
  'OUTPUT_SCHEMA_MISMATCH',
  'MISSING_STRUCTURED_CONTENT',
  'PAGINATION_DUPLICATE',
  'PAGINATION_GAP',
  'PAGINATION_LOOP',
  'TRUNCATION_NOT_IN_BAND',
  'EXPECTATION_FAILED',
  'PRETTY_PRINTED_TEXT',
  'STRING_WRAPPED_STRUCTURED',
  'BINARY_CONTENT',
  'RESULT_UNSTABLE',
  'TOOL_NOT_FOUND',
  // servers
  'SERVER_START_FAILED',
  'SERVER_TIMEOUT',
  'SERVER_CRASHED',
  'PROTOCOL_ERROR',
  'SANDBOX_UNAVAILABLE',
  'STDOUT_NOISE',
] as const;

export type FindingCode = (typeof FINDING_CODES)[number];
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
