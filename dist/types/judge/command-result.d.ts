import type { OversizedEntry } from '../budget/budget-config.js';
import type { InitialBudget, tightenedTotals } from './init-budget.js';
import type { Report } from './report.js';
/** What a command gives back for rendering: the one report of the run and its exit code. */
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
    /** update: servers this run did not measure (skipped, failed): their entries kept, the totals not lowered. */
    notMeasured?: string[];
    wrote?: string;
    /** What init --dry-run would have written. */
    proposed?: string;
    /** init --dry-run over an existing file: init itself would refuse without --force. */
    replaces?: boolean;
    /** init: the servers measured, when some were left out. */
    measured?: string[];
    /** init: servers that did not start, left out of the figures. */
    leftOut?: LeftOutServer[];
    /** init --force: the keys of the old budget kept as written. */
    kept?: string[];
    /** init: servers named after the project folder (no name given, none in the command), and what each calls itself. */
    namedAfterFolder?: Array<{
        server: string;
        calls?: string;
    }>;
    /** init with no fixtures: a tool to show one for (read-only first, fewest required arguments). */
    fixtureExample?: {
        server: string;
        tool: string;
        required: Array<{
            name: string;
            type?: string;
        }>;
    };
    /** init wrote nothing: what was measured and why not. */
    notWritten?: {
        measured: string[];
        leftOut: LeftOutServer[];
        exists: boolean;
        mcpConfig?: string;
        /** Variables a server's entry names that are not set here (ENV_VARIABLE_UNSET): nothing else to change. */
        unset?: UnsetVariable[];
        /** With `unset`: how many of the errors that kept the budget unwritten are something else. */
        otherErrors?: number;
    };
}
/** A variable init could not measure a server without, and where its entry names it. */
export interface UnsetVariable {
    server: string;
    variable: string;
    /** budget.json's `env` key naming it. */
    key?: string;
    /** An imported entry: its file, field, and how it writes the variable. */
    imported?: {
        origin: string;
        field: string;
        written?: string;
    };
}
/** A server init could not measure, and the first line of why. */
export interface LeftOutServer {
    server: string;
    code: string;
    why: string;
}
export interface BudgetChange {
    key: string;
    from: OversizedEntry;
    to: OversizedEntry | undefined;
}
/** A server whose tool list grew when listed as the richest client: init declares those capabilities for it. */
export interface RevealedTools {
    server: string;
    tools: string[];
    /** Where budget.json now declares the capabilities. */
    at: 'server' | 'top level';
}
