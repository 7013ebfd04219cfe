import type { TokenizerName } from '../budget/tokenizers.js';
export interface Tokenizer {
    name: TokenizerName;
    /** Exact count; past `deadline` (ms since the epoch) it throws CountingTimedOut instead of guessing. */
    count(text: string, deadline?: number): number;
}
/**
 * Loads a tokenizer once per process. Loading parses megabytes of BPE ranks (~300 ms), so callers start it
 * while servers boot and await it only when they first count.
 */
export declare function loadTokenizer(name: TokenizerName): Promise<Tokenizer>;
