import type { Report } from './judge/report.js';
export type { BudgetConfig, Fixture, Limits, ServerConfig } from './budget/budget-config.js';
export type { Finding, FindingCode, Severity } from './judge/findings.js';
export { FINDING_CATALOG } from './judge/finding-catalog.js';
export type { FixtureReport, PageReport, ServerReport, ToolReport } from './measure/measurement.js';
export type { Report } from './judge/report.js';
export { ConfigError, UsageError } from './errors.js';
export interface RunInput {
    /** budget.json, relative to `cwd` (default "budget.json"). */
    config?: string;
    /** Where the budget and relative paths are resolved (default: process.cwd()). */
    cwd?: string;
    /** The environment `${VAR}` and `passEnv` read from (default: process.env). Servers never get the rest of it. */
    env?: Record<string, string | undefined>;
    /** Servers starting at once (default: the number of CPUs); a server's slot frees once it has answered its listings. */
    concurrency?: number;
    /** Starts of each server for its start-up figures (default 1, the run's own; at most 20). */
    starts?: number;
}
/** The options of `check`, as the CLI's flags and the Action's inputs (src/options/option-table.ts), in camelCase. */
export interface CheckInput extends RunInput {
    /** A git ref: budget.json at its merge base with HEAD is what loosening is judged against. */
    base?: string;
    raises?: 'allow' | 'fail';
    baseReport?: string;
    baseSetup?: string;
    /** Run in the work tree inside the sandbox before measuring ("npm ci && npm run build"). */
    setup?: string;
    unmeasuredBase?: 'error' | 'warning';
    acceptGrowth?: boolean;
    /** `i/n`: measure only that shard of the servers; `merge` judges the shards. */
    shard?: string;
    capabilities?: 'none' | 'all';
    maxMessageBytes?: number;
    noCache?: boolean;
    anthropicCount?: boolean;
    anthropicModel?: string;
}
export interface Outcome {
    report: Report;
    /** 0 within budget, 1 over budget, 3 a server could not be measured (2 is thrown as ConfigError/UsageError). */
    exitCode: number;
}
/** `mcp-budget check`: measures every server in the budget and judges it. */
export declare function check(input?: CheckInput): Promise<Outcome>;
/** `mcp-budget measure`: the figures, from budget.json or from server command lines (`--server` values). */
export declare function measure(input?: RunInput & {
    servers?: string[];
}): Promise<Outcome>;
