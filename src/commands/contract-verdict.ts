import type { LoadedBudget } from '../budget/config.js';
import type { BaseBudget } from '../budget/git-base.js';
import { packageVersions } from '../budget/package-version.js';
import { contractChanges } from '../judge/contract-changes.js';
import { requiredBump, semverFindings } from '../judge/semver.js';
import type { Finding } from '../report/findings.js';
import type { ContractReport, Report } from '../report/report.js';

/** Tool contracts against the base: what changed for callers, the bump it needs, and the findings on it. */
export async function contractVerdict(loaded: LoadedBudget, base: BaseBudget | undefined, baseReport: Report, headReport: Report, unmeasured: string[] = []): Promise<{ findings: Finding[]; contracts: ContractReport }> {
  const { changes, unknown } = contractChanges(baseReport, headReport, unmeasured);
  const versions = await packageVersions(loaded.dir, base?.readText);
  const findings = semverFindings(changes, versions, loaded.config.breakingChanges ?? 'warning');
  return { findings, contracts: { suggestedBump: requiredBump(changes, versions.base), versions, changes, ...(unknown.length > 0 ? { unknown } : {}) } };
}
