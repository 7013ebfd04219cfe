import type { FindingCode, Severity } from './findings.js';

/**
 * What each code is when no budget key or flag changes it, as data: the catalog says it in words for the README
 * ("warning (error with `raises: fail`)"), and words are not for programs to parse. Every code not named here is
 * an error by default (OVERSIZED_OBSOLETE is "like stale", and stale is an error by default).
 */
const NOT_ERRORS: Partial<Record<FindingCode, Severity>> = {
  TOOLS_LIST_UNSTABLE: 'warning',
  TOOLS_CHANGED_MID_SESSION: 'warning',
  BREAKING_CHANGE: 'warning',
  BUDGET_RAISED: 'warning',
  PRETTY_PRINTED_TEXT: 'warning',
  STRING_WRAPPED_STRUCTURED: 'warning',
  RESULT_UNSTABLE: 'warning',
  BINARY_CONTENT: 'notice',
  HOST_NAME_SHORTENED: 'warning',
  HOST_RESULT_SPILLED: 'warning',
  HOST_RESULT_CUT: 'warning',
  HOST_SCHEMA_STRIPPED: 'warning',
  HOST_CUT_CROSSED: 'warning',
  CACHE_TTL_ZERO: 'warning',
  CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS: 'warning',
  ERA_PARITY: 'warning',
  SANDBOX_UNAVAILABLE: 'warning',
  CAPABILITY_HIDDEN_TOOLS: 'warning',
  STDOUT_NOISE: 'warning',
};

export function defaultSeverity(code: FindingCode): Severity {
  return NOT_ERRORS[code] ?? 'error';
}
