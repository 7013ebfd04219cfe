import type { LoadedBudget } from '../budget/config.js';
import type { BaseBudget } from '../budget/git-base.js';
import type { Finding } from '../report/findings.js';
import type { ContractReport, Report } from '../report/report.js';
/** Tool contracts against the base: what changed for callers, the bump it needs, and the findings on it. */
export declare function contractVerdict(loaded: LoadedBudget, base: BaseBudget | undefined, baseReport: Report, headReport: Report, unmeasured?: string[]): Promise<{
    findings: Finding[];
    contracts: ContractReport;
}>;
