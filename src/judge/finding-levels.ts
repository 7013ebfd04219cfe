import { defaultLevel, FINDING_CATALOG } from './finding-catalog.js';
import type { FindingCode, Severity } from './findings.js';

/**
 * What each code is when no budget key or flag changes it: the catalog's structured severity (its `level`, or the
 * level of the code it is `like`).
 */
export function defaultSeverity(code: FindingCode): Severity {
  return defaultLevel(FINDING_CATALOG[code].severity);
}
