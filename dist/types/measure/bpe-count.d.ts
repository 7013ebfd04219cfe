/**
 * Token counting that stays exact and near-linear on any input. gpt-tokenizer merges a piece (one match of the
 * encoding's split pattern) by rescanning every pair after each merge, which is quadratic: a 200 KB run of letters
 * is one piece and took 39 s. Long pieces are merged here with a heap instead: the same rule (the pair with the
 * lowest rank first, the leftmost of equals), so the same tokens, in O(n log n). Short pieces keep gpt-tokenizer's
 * own path and cache.
 */
/** The parts of gpt-tokenizer's BytePairEncodingCore this relies on (present in 3.x and 4.x). */
export interface BpeCore {
    tokenSplitRegex: RegExp;
    getBpeRankFromString(text: string): number | undefined;
    getBpeRankFromBytes(bytes: Uint8Array): number | undefined;
    bytePairEncode(text: string): number[];
}
/**
 * With `cap`, counting stops once the count passes it: the text splits into pieces counted independently, so the
 * pieces up to there prove the text is over, and the rest is never read. The result is then more than `cap`,
 * not the text's count.
 */
export declare function countTokensExactly(core: BpeCore, text: string, deadline?: number, cap?: number): number;
/**
 * countTokensExactly's count, yielding to the event loop between slices of about 10 ms: a server's timers and other
 * calls go on, and mcp-budget acts on a signal (a cancelled job's SIGTERM) while a large result is counted. A long
 * piece (a megabyte of letters is one) is merged in slices too. Past `deadline` it throws MeasuringTimedOut, as the
 * synchronous count does.
 */
export declare function countTokensYielding(core: BpeCore, text: string, cap?: number, deadline?: number): Promise<number>;
