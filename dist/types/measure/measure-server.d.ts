import type { BudgetConfig, Fixture } from '../budget/budget-config.js';
import { type WireTool } from '../servers/list-tools.js';
import { type FixtureReport, type ServerReport } from './measurement.js';
import type { ResolvedServer } from '../servers/server-sources.js';
import type { WireResponse } from '../servers/wire-ledger.js';
import type { SessionOptions } from '../servers/session-options.js';
import { type Tokenizer } from './tokens.js';
import type { CountCache } from './count-cache.js';
import type { AnthropicCounting } from './anthropic-count.js';
import type { RememberedCounts } from './host-definitions.js';
import type { Admission } from './concurrency.js';
export interface MeasureContext {
    config: BudgetConfig;
    baseDir: string;
    callerEnv: Record<string, string | undefined>;
    /**
     * A tokenizer for counting these texts: answered from the token-count cache when every one of them is there
     * (the tokenizer is then never loaded), else the real one, whose counts the cache keeps. No texts: the real one.
     */
    tokenizer: (texts?: string[]) => Promise<Tokenizer>;
    maxMessageBytes: number;
    /** Starts of each server for its start-up figures (--starts): the run's own, then the rest one after another. */
    starts?: number;
    clientVersion: string;
    /** Declared to every server instead of what budget.json says (the --capabilities preset). */
    capabilitiesOverride?: Record<string, unknown>;
    /** List once more as the richest client when the declared capabilities are narrower (hidden tools). */
    probeCapabilities?: boolean;
    /** Servers listed as the richest client whatever probeCapabilities says (see measure-all.ts). */
    probeCapabilitiesOf?: ReadonlySet<string>;
    onSpawned?: () => void;
    /** Input schemas known to compile (by their exact JSON): a run whose schemas did not change never loads ajv. */
    compilingSchemas?: Pick<CountCache, 'lookup' | 'store'>;
    /** --anthropic-count: exact Claude counts of the Anthropic-format host payloads, and where to cache them. */
    anthropic?: AnthropicCounting;
    remembered?: RememberedCounts;
}
export interface ServerOutcome {
    report: ServerReport;
    fixtures: FixtureReport[];
    /** What the server sent, for proposals measured on it; never part of the report. */
    wire?: ServerWire;
}
/** A server's tools and instructions as listed, and each fixture's first answer up to RETAINED_RESULT_BYTES. */
export interface ServerWire {
    tools: WireTool[];
    instructions: string | undefined;
    results: Map<string, WireResponse>;
}
/** How one server is started: budget-wide settings, overridden by the server's own. */
export declare function sessionOptionsFor(server: ResolvedServer, context: MeasureContext): SessionOptions;
/**
 * One server, start to end: its session lists what it offers and calls its fixtures; once it has shut down, its
 * definitions are counted and its schemas checked; then what only a second look shows (a restart, the other era's
 * face, what a richer client is listed). Each phase below fills the one report.
 */
export declare function measureServer(server: ResolvedServer, fixtures: Fixture[], context: MeasureContext, admission?: Admission): Promise<ServerOutcome>;
/** Codex's enabled_tools / disabled_tools: the host only ever sends the tools it keeps. */
export declare function filterTools(tools: WireTool[], server: ResolvedServer): WireTool[];
