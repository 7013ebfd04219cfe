import type { ChangeTable } from './base/change-table.js';
import type { HostSession } from './host-sessions.js';
import type { Bump, ContractChange } from './contracts/contract-changes.js';
import type { PackageVersions } from '../budget/package-version.js';
import type { Proposal } from '../measure/proposals/proposals.js';
import type { ReportedFinding } from './findings.js';
import type { TokenizerName } from '../budget/tokenizers.js';
import type { ServerReport, FixtureReport, SkippedServer } from '../measure/measurement.js';
import type { SessionReport } from '../measure/sessions/session-turns.js';
export interface Report {
    schemaVersion: 1;
    ok: boolean;
    tokenizer: TokenizerName;
    config?: string;
    servers: ServerReport[];
    fixtures: FixtureReport[];
    totals: {
        servers: number;
        tools: number;
        bytes: number;
        tokens: number;
    };
    /** Each session of budget.json on each host in `hosts`, turn by turn: what its model requests carry of the servers. */
    sessions?: SessionReport[];
    findings: ReportedFinding[];
    /** Where the token counts came from: warm when all of them came from the cache (the tokenizer never loaded). */
    cache?: {
        file: string;
        warm: boolean;
        hits: number;
        misses: number;
    };
    /** The commit this run measured (HEAD), when it ran in a git checkout: a saved report names the commit it stands for. */
    commit?: string;
    /** With --base or --base-report: where the base figures came from, per server, or why there are none. */
    base?: BaseProvenance;
    /** Every tool and fixture result against the base. */
    changes?: ChangeTable;
    /** What changed for the tools' callers against the base, and the version bump that needs. */
    contracts?: ContractReport;
    /** For each failing size finding, the measured change that saves the most (`suggest`). */
    fixes?: Array<{
        subject: string;
        proposal: Proposal;
    }>;
    /** Servers declared in an imported file that mcp-budget cannot start as written. */
    skippedServers?: SkippedServer[];
    /** Each host's session per way of running the servers: the side of its deferral threshold and its session start. */
    hostSessions?: HostSession[];
    /** Present on a shard's report: which part of the servers it measured, and against which budget file. */
    shard?: {
        index: number;
        count: number;
        budgetSha256: string;
        baseCommit?: string;
    };
}
export interface ContractReport {
    suggestedBump: Bump;
    versions: PackageVersions;
    changes: ContractChange[];
    /** Tools whose contract one side did not report (a server that failed, a report from an older version). */
    unknown?: string[];
}
/** Where one server's base figures came from: measured at the merge base, read from a saved report, or neither. */
interface BaseServerSource {
    name: string;
    source: 'measured' | 'report' | 'unmeasured';
    /** Why it is unmeasured: the failure at the base, in words. */
    reason?: string;
}
export interface BaseProvenance {
    /** The ref asked for (a branch, or the saved report's file). */
    ref: string;
    /** The base commit: the merge base measured, or the commit the saved report was made on. */
    commit?: string;
    /** "unmeasured" when no server of the base has figures. */
    source: 'measured' | 'report' | 'unmeasured';
    /** Why the base has no figures at all (no checkout, a failed --base-setup, no budget at the merge base). */
    error?: string;
    /** Why the saved base report given was not used (none of the merge base, or of another commit). */
    reportNotUsed?: string;
    /** A saved report used as given although it names another commit than the merge base. */
    note?: string;
    servers?: BaseServerSource[];
    cache?: {
        warm: boolean;
        hits: number;
        misses: number;
    };
}
export {};
