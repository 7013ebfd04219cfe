import { type LoadedBudget, type OversizedEntry, type ServerConfig } from '../budget/config.js';
import type { BudgetPath, Finding } from '../report/findings.js';
import { type RevealedTools } from './init-capabilities.js';
import type { UnmeasuredPolicy } from '../judge/base-provenance.js';
import { tightenedTotals, type InitialBudget } from '../judge/init-budget.js';
import { type Report } from '../report/report.js';
import { type Measurement, type RunOptions } from '../measure/measure-all.js';
import { type RaisePolicy } from '../judge/budget-raises.js';
import { type BaseBudget } from '../budget/git-base.js';
import { type Shard } from './shard.js';
import { type TrustedReach } from '../servers/reach-policy.js';
export interface CommandContext extends RunOptions {
    cwd: string;
    /** Git ref whose budget.json (at the merge base) raises are judged against. */
    base?: string;
    raises?: RaisePolicy;
    /** Overrides budget.json's ratchet.stale (the Action's fail-on-stale). */
    stale?: 'error' | 'warning';
    /** Measure only this part of the servers; the verdict comes from `merge`. */
    shard?: Shard;
    /** Base figures from a saved report instead of measuring the merge base; a setup command for that measuring. */
    baseReport?: string;
    baseSetup?: string;
    /** Growth past the budget's gates was accepted in review (the Action: a pull request label). */
    acceptGrowth?: boolean;
    /** Overrides growth.unmeasuredBase: what an unmeasured base server does to the verdict. */
    unmeasuredBase?: UnmeasuredPolicy;
    /** explain: show what this host sends (hosts/*.json), not the raw wire. */
    host?: string;
}
export interface CommandResult {
    report: Report;
    exitCode: number;
    /** Path and text of the budget file the result refers to, for line numbers in reporters. */
    budget?: {
        file: string;
        text: string;
    };
    /** Sizes the base branch's budget recorded per `subject|unit`, for Δ columns. */
    baseFigures?: Map<string, number>;
    /** What update or init wrote. */
    changes?: BudgetChange[];
    relaxed?: InitialBudget['relaxed'];
    /** init: servers that list more tools to the richest client, whose capabilities budget.json now declares. */
    revealed?: RevealedTools[];
    /** Totals update lowered toward today's figure plus the headroom. */
    totals?: ReturnType<typeof tightenedTotals>;
    wrote?: string;
    /** What init --dry-run would have written. */
    proposed?: string;
}
export interface BudgetChange {
    key: string;
    from: OversizedEntry;
    to: OversizedEntry | undefined;
}
export declare function checkCommand(configFile: string, given: CommandContext): Promise<CommandResult>;
/** What this change does to the budget against the merge base: every loosening, and the base's figures for Δ. */
export interface BaseJudgment {
    findings: Finding[];
    figures?: Map<string, number>;
    /** What servers may reach in this run: the base's budget, not the one under review. */
    trusted: TrustedReach;
}
export declare function judgeAgainstBase(configFile: string, loaded: LoadedBudget, base: BaseBudget, context: CommandContext): Promise<BaseJudgment>;
/** Judges a measurement against the budget, and against the base branch's budget when there is one. */
export declare function verdict(configFile: string, loaded: LoadedBudget, measurement: Measurement, againstBase: BaseJudgment | undefined): CommandResult;
/** The cost table, budget or not: servers from budget.json if there is one, else from --server or .mcp.json files. */
export declare function measureCommand(configFile: string, serverSpecs: string[], context: CommandContext & {
    configGiven?: boolean;
}): Promise<CommandResult>;
/** Lowers stale oversized entries and removes obsolete ones; never raises a number, never adds an entry. */
export declare function updateCommand(configFile: string, context: CommandContext & {
    dryRun?: boolean;
    headroom?: number;
}): Promise<CommandResult>;
/** Writes a first budget.json that today's servers pass, with today's oversized tools at today's size. */
export declare function initCommand(configFile: string, serverSpecs: string[], context: CommandContext & {
    force?: boolean;
    dryRun?: boolean;
    headroom?: number;
    passEnv?: string[];
}): Promise<CommandResult>;
/** Number by number, so a one-line entry stays on one line and nothing else in the file moves. */
export declare function budgetEdits(changes: BudgetChange[]): Array<{
    path: BudgetPath;
    value: unknown;
}>;
/** `--server "node dist/index.js"`, `--server "files=npx server-filesystem ."` or `--server https://host/mcp`. */
export declare function serversFromSpecs(specs: string[], cwd?: string): Record<string, ServerConfig>;
export declare function lineFinder(budget: CommandResult['budget']): ((path: BudgetPath) => number | undefined) | undefined;
