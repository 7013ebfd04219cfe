import type { Finding, ReportedFinding } from './findings.js';
/**
 * One finding as the report carries it: its words rendered. A command a fix names (`npx mcp-budget explain s/t`)
 * runs against the budget this run used: with `--config` when that is not the default file, or it would read
 * another budget, or none.
 */
export declare function reportedFinding(finding: Finding, configFile?: string): ReportedFinding;
