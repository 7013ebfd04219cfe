import { reportedFinding } from '../../src/judge/finding-render.js';
import type { Finding, ReportedFinding } from '../../src/judge/findings.js';

/** Findings with their words, as a report carries them: judging emits data, the words module says it. */
export function said(findings: Finding[]): ReportedFinding[] {
  return findings.map((finding) => reportedFinding(finding));
}
