import type { TokenizerName } from '../budget/tokenizers.js';
import type { Tokenizer } from './tokens.js';
export interface CacheStats {
    file: string;
    warm: boolean;
    hits: number;
    misses: number;
}
export declare class CountCache {
    private readonly file;
    private readonly encoding;
    private readonly counterVersion;
    /** How this run writes the file: whole, merged under what it holds (it was not read), or not at all. */
    private readonly write;
    private readonly entries;
    private added;
    hits: number;
    misses: number;
    private constructor();
    /** The cache in the user's cache folder (cacheDirectory), used only outside the work tree (cache-trust.ts). */
    static open(projectDir: string, encoding: TokenizerName | 'schema-compiles', env: Record<string, string | undefined>, counterVersion?: string, fromDisk?: boolean): CountCache;
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
/**
 * The user's cache folder (`$XDG_CACHE_HOME/mcp-budget`, else `~/.cache/mcp-budget`), never the project's
 * node_modules: a setup (`npm ci`, inside the sandbox) writes the work tree, and a count it wrote there would be a
 * figure. HOME is hidden from every setup and server (sandbox-plan.ts), so nothing the project runs reaches it.
 */
export declare function cacheDirectory(env: Record<string, string | undefined>): string;
/** Counts from the cache alone: every text asked for was checked to be there first. */
export declare function cachedOnly(cache: CountCache, name: TokenizerName): Tokenizer;
/** The real tokenizer, remembering what it counts: exact counts only, never one stopped at a cap. */
export declare function caching(cache: CountCache, tokenizer: Tokenizer): Tokenizer;
