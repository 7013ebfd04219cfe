import type { TokenizerName } from './tokens.js';
/**
 * Token counts remembered between runs, so a run whose definitions did not change never loads the tokenizer
 * (its ranks are most of mcp-budget's start-up). A wrong count from here would be the worst bug this tool could
 * have, so an entry is keyed by a hash of everything a count depends on: the exact text, the encoding, the
 * tokenizer package's version and this counter's own version. Change any of them and it is a miss.
 */
export declare const COUNTER_VERSION: string;
export interface CacheStats {
    file: string;
    warm: boolean;
    hits: number;
    misses: number;
}
export declare class TokenCountCache {
    private readonly file;
    private readonly encoding;
    private readonly counterVersion;
    private readonly entries;
    private added;
    hits: number;
    misses: number;
    private constructor();
    /** The cache next to the project's node_modules (node_modules/.cache/mcp-budget), else the user's cache dir. */
    static open(projectDir: string, encoding: TokenizerName, env: Record<string, string | undefined>, counterVersion?: string): TokenCountCache;
    get isEmpty(): boolean;
    key(text: string): string;
    get(text: string): number | undefined;
    /** The count and the key it is kept under: a miss is then stored without hashing a large text twice. */
    lookup(text: string): {
        key: string;
        count: number | undefined;
    };
    has(text: string): boolean;
    set(text: string, count: number): void;
    store(key: string, count: number): void;
    stats(): CacheStats;
    /** Written whole through a temporary file: a reader sees the old cache or the new one. The newest entries stay. */
    save(): void;
}
