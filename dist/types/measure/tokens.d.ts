import type { TokenizerName } from '../budget/tokenizers.js';
export interface Tokenizer {
    name: TokenizerName;
    /** Exact count; past `deadline` (ms since the epoch) it throws CountingTimedOut instead of guessing. */
    count(text: string, deadline?: number): number;
    /** The count when it is at most `cap`; otherwise some number above `cap`, found without reading the whole text. */
    countUpTo?(text: string, cap: number): number;
    /**
     * countUpTo (or the count, without a cap) that yields to the event loop as it goes: for a running server, and for
     * a run that must act on a signal while it counts a large result. Past `deadline` it throws, as `count` does.
     */
    countYielding?(text: string, cap?: number, deadline?: number): Promise<number>;
}
/**
 * Loads a tokenizer once per process. Loading parses megabytes of BPE ranks (~300 ms), so callers start it
 * while servers boot and await it only when they first count.
 */
export declare function loadTokenizer(name: TokenizerName): Promise<Tokenizer>;
/**
 * The tokenizer with `texts` counted first, yielding to the event loop as it counts (countYielding): a large text
 * takes the tokenizer seconds, and meanwhile a signal (a cancelled job's SIGTERM) must be acted on and the server's
 * bounds run. Later counts of those texts are read; any other text is counted as before. Without `cap` the counts
 * are exact, and past a bound countYielding throws as the synchronous count does.
 */
export declare function withCountsOf(tokenizer: Tokenizer, texts: Iterable<string>, cap?: number): Promise<Tokenizer>;
/**
 * `view` (a host's view of definitions or of a result, a proposal's figures: it builds texts and counts them with
 * `count`) computed with every count made first, yielding to the event loop as it counts: a large text takes the
 * tokenizer seconds, and a signal must not wait for it. The view is built with the counts known so far, the texts it
 * asked for that were not known are counted (countYielding), and it is built again, until it asks for none it lacks:
 * a cut that depends on a count asks for its cut text once the count is known. Exact counts, as `count` gives them.
 * `exact()`, given to the view, says whether every count it has asked for so far was known (what it built up to then
 * is exact). Past `deadline` countYielding throws MeasuringTimedOut, as the synchronous count does.
 */
export declare function countedView<T>(tokenizer: Tokenizer, view: (tokenizer: Tokenizer, exact: () => boolean) => T, deadline?: number): Promise<T>;
/**
 * The counting of a host's view, whose texts are known only as the view is built (countedView asks for each through
 * countYielding): each is counted through `one`, the run's counting, on its own, so a warm cache answers every one
 * and the tokenizer is never loaded; a text the cache lacks loads it once and is counted (and kept) as before.
 * `wire` counts the texts it was made with (the definitions as listed).
 */
export declare function textByText(one: (texts: string[]) => Promise<Tokenizer>, wire: Tokenizer): Tokenizer;
