import { EXIT } from '../exit-codes.js';
import { SERVER_FAILURE_CODES, type FindingFacts } from './findings.js';

export { EXIT } from '../exit-codes.js';

/** 3 when a server could not be measured, else 1 when any finding is an error, else 0. */
export function exitCodeFor(report: { findings: ReadonlyArray<Pick<FindingFacts, 'code' | 'severity'>> }): number {
  const errors = report.findings.filter((finding) => finding.severity === 'error');
  if (errors.some((finding) => SERVER_FAILURE_CODES.has(finding.code))) return EXIT.server;
  return errors.length > 0 ? EXIT.overBudget : EXIT.ok;
}
