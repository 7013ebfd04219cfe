import type { ModelPrice, PromptCaching } from '../../budget/host-profiles.js';
/** A request's share of the servers by how its model's API bills it: read from the cache, written to it, new input. */
export interface CacheSplit {
    read: number;
    write: number;
    input: number;
}
/**
 * Each turn's tokens split by the host's caching (`caching`; undefined: unknown, no split). The previous request's
 * share is the prefix this one repeats: it is read, unless this turn `rewrites` (its definition set changed, and the
 * cache is written again from the definitions on, which come before every other part of the share). What the turn
 * adds is written where the host puts a breakpoint after it (Anthropic, `breakpoint-at-end`), or plain input where
 * the API caches by prefix on its own (`automatic-prefix`: no write premium). A share is never less than what it
 * repeats, but the split holds if it were: a read is at most the turn's tokens. Pure.
 */
export declare function cacheSplit(turns: ReadonlyArray<{
    tokens: number;
    rewrites?: boolean;
}>, caching: PromptCaching | undefined): CacheSplit[] | undefined;
/** Splits summed. */
export declare function cacheTotal(splits: readonly CacheSplit[]): CacheSplit;
/** The rates a session is priced at: US dollars per million tokens, where a source states them. */
export type PriceRates = ModelPrice;
/** A session's cost on one host in US dollars, each kind of token at its own rate, or why there is none. */
export type SessionPrice = {
    model: string;
    usd: {
        input: number;
        write: number;
        read: number;
        total: number;
    };
    source: string;
} | {
    model?: string;
    none: string;
};
/**
 * The dollars of a session's split (`total`) at `rates`: new input at the input rate, a write at the write rate of
 * the host's TTL, a read at the read rate. A kind of token the session has and no source prices leaves it unpriced
 * (never a zero rate); `rates` may say why there are none. Pure.
 */
export declare function sessionPrice(total: CacheSplit, caching: PromptCaching | undefined, model: string | undefined, rates: PriceRates | {
    none: string;
} | undefined): SessionPrice;
