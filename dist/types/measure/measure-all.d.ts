import type { BudgetConfig } from '../budget/budget-config.js';
import { type ServerWire } from './measure-server.js';
import type { FixtureReport, ServerReport, SkippedServer } from './measurement.js';
import type { ResolvedServer } from '../servers/server-sources.js';
import type { AnthropicCounting } from './anthropic-count.js';
import { type CacheStats } from './count-cache.js';
import type { TokenizerName } from '../budget/tokenizers.js';
export type ProgressEvent = {
    kind: 'start';
    server: string;
} | {
    kind: 'done';
    server: string;
    ok: boolean;
    tools: number;
    durationMs: number;
};
export interface RunOptions {
    callerEnv: Record<string, string | undefined>;
    concurrency?: number;
    maxMessageBytes?: number;
    /** How many times each server is started for its start-up figures (--starts); the run's own start is the first. */
    starts?: number;
    /** Capabilities declared to every server, over what budget.json says (the --capabilities preset). */
    capabilities?: Record<string, unknown>;
    onProgress?: (event: ProgressEvent) => void;
    /** false: count every text and compile every schema afresh, and leave the cache alone (--no-cache). */
    cache?: boolean;
    /**
     * The project whose cache to use, when not the measured one: the merge base, measured in a scratch worktree,
     * shares the checkout's cache (entries are keyed by content, so whatever did not change is not counted twice).
     */
    cacheProject?: string;
    /** false (pull requests): counts on disk are not read; only those this process computes are shared. */
    cacheFromDisk?: boolean;
    /** --anthropic-count: exact Claude counts of Anthropic-format host payloads. */
    anthropic?: AnthropicCounting;
    /**
     * A second listing as the richest client where the declared capabilities are narrower: true on pull-request runs
     * and in init; false never (the merge base: its hidden tools are not judged). budget.json's stability.capabilities
     * decides when it is set.
     */
    probeCapabilities?: boolean;
    /**
     * These servers are listed as the richest client whatever probeCapabilities says: the merge base's servers whose
     * head showed a richer client more, so both sides are held to the same faces and an unchanged server shows no growth.
     */
    probeCapabilitiesOf?: ReadonlySet<string>;
}
export interface Measurement {
    tokenizer: TokenizerName;
    servers: ServerReport[];
    fixtures: FixtureReport[];
    /** The token-count cache: warm when every count came from it (the tokenizer was not loaded). */
    cache?: CacheStats;
    /** Every configured server's name: `servers` may be one shard of them. */
    configured: string[];
    /** Servers an imported file declares in a form mcp-budget cannot start. */
    skippedServers: SkippedServer[];
    /** What each measured server sent, by server name: for proposals measured on it (never in a report). */
    wire?: Map<string, ServerWire>;
}
/**
 * Measures every server concurrently (results in input order). At most `concurrency` servers start at once; a server
 * frees its start slot once it has answered its listings, so its fixtures and counting run beside the next servers'
 * starts (mapAdmitted). The tokenizer loads while the first servers start, so its ~300 ms of parsing overlaps their
 * boot instead of following it.
 */
export declare function measureAll(config: BudgetConfig, servers: ResolvedServer[], baseDir: string, options: RunOptions, 
/** Every configured server, when `servers` is only a shard of them. */
allServers?: ResolvedServer[]): Promise<Measurement>;
