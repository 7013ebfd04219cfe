import type { TokenizerName } from '../budget/tokenizers.js';
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
    /** The cache next to the project's node_modules (node_modules/.cache/mcp-budget), else the user's cache dir. */
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
