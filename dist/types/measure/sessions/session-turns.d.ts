import type { FixtureReport, ServerReport } from '../measurement.js';
import { type CacheSplit, type SessionPrice } from './session-cache.js';
/** A session of budget.json: fixtures called in this order in one conversation. */
export interface SessionSpec {
    name: string;
    steps: string[];
}
/**
 * One model request of a session on one host, and the servers' share of it: `definitions` (names announced, the
 * definitions sent, the instructions, the tool-search answer and the definitions it loaded) and `results` (every
 * earlier result as the host keeps it, replayed). The model's own calls are not in it.
 */
export interface SessionTurn {
    tokens: number;
    definitions: number;
    results: number;
    /** What this request adds: the session's start, the tool search's answer, or the result of step `step` (1-based). */
    after: 'start' | 'search' | {
        step: number;
        page?: number;
    };
    /** `tokens` by how the host's model API bills them under its caching (session-cache.ts); absent: unknown. */
    cache?: CacheSplit;
}
export interface SessionHost {
    host: string;
    turns: SessionTurn[];
    /** Every turn's tokens summed: what the session sends of the servers over all its requests. */
    total: number;
    /** A host that defers behind a search: the tools the session loaded with one search naming them, as the host names them. */
    loadedBySearch?: string[];
    /** Why there is no figure on this host: a server or a step without this host's view (failed, skipped). */
    unmeasured?: string;
    /** Every turn's cache split summed; absent where the host's caching is unknown. */
    cache?: CacheSplit;
    /** The session in US dollars at its model's price (input, cache write, cache read apart), or why there is none. */
    price?: SessionPrice;
}
export interface SessionReport {
    name: string;
    steps: string[];
    /** The servers whose fixtures the steps call: their definitions are the share of every turn. */
    servers: string[];
    hosts: SessionHost[];
    /** The ceiling it is held to on each host (its oversized entry, else sessionTokens), when a budget is checked. */
    ceiling?: {
        tokens: number;
    };
}
/**
 * A session's cost on each host, turn by turn, from the per-host figures a run already has: each server's view of
 * its definitions on that host (`sessionStartTokens`, each tool as sent) and each fixture's result as that host
 * keeps it (after its cut or spill). Turn 1 is the session's start; on a host that defers tools behind a search, the
 * session first loads the tools its steps call with one search naming them (as a model that knows its plan does);
 * then each call's result joins every later request. A fixture that walks pages is one call per page. Pure.
 */
export declare function sessionReport(session: SessionSpec, hosts: readonly string[], servers: readonly ServerReport[], fixtures: readonly FixtureReport[]): SessionReport;
/** The turn whose running total first passes `limit` (1-based), or undefined when the total stays within it. */
export declare function turnCrossing(turns: readonly SessionTurn[], limit: number): number | undefined;
