import { nodeCrypto } from '../shell/node-crypto.js';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tokenizerPackage from 'gpt-tokenizer/package.json' with { type: 'json' };
import type { TokenizerName } from '../budget/tokenizers.js';
import { cacheMayBeUsed } from './cache-trust.js';
import type { Tokenizer } from './tokens.js';

/**
 * Numbers remembered between runs by the exact text they were computed from: token counts (so a run whose
 * definitions did not change never loads the tokenizer, whose ranks are most of mcp-budget's start-up) and
 * schemas known to compile (so it never loads ajv either). A wrong count from here would be the worst bug this
 * tool could have, so an entry is keyed by a hash of everything it depends on: the exact text, the encoding (or
 * what else was computed), and the version of the code that computed it. Change any of them and it is a miss.
 */
const COUNTER_VERSION = `gpt-tokenizer@${tokenizerPackage.version}+heap-merge-1`;
const FILE_STEM = 'token-counts';
const MAX_ENTRIES = 100_000;

export interface CacheStats {
  file: string;
  warm: boolean;
  hits: number;
  misses: number;
}

/** Counts this process computed, per cache file: the one source a figure is trusted from when the disk is not. */
const computedHere = new Map<string, Map<string, number>>();

export class CountCache {
  private readonly entries: Map<string, number>;
  private added = 0;
  hits = 0;
  misses = 0;

  private constructor(
    private readonly file: string,
    private readonly encoding: string,
    private readonly counterVersion: string,
    entries: Map<string, number>,
    /** How this run writes the file: whole, merged under what it holds (it was not read), or not at all. */
    private readonly write: 'replace' | 'merge' | 'never',
  ) {
    this.entries = entries;
  }

  /** The cache in the user's cache folder (cacheDirectory), used only outside the work tree (cache-trust.ts). */
  static open(
    projectDir: string,
    encoding: TokenizerName | 'schema-compiles',
    env: Record<string, string | undefined>,
    counterVersion = COUNTER_VERSION,
    fromDisk = true,
  ): CountCache {
    // One file per encoding: two caches of one run never write over each other's entries.
    const stem =
      encoding === 'schema-compiles' ? encoding : `${FILE_STEM}.${encoding.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
    const file = path.join(cacheDirectory(env), `${stem}.json`);
    // On a pull request the disk holds what the change's own scripts may have written (npm ci runs them): only
    // counts computed in this process are shared, between the head's measurement and the base's.
    const usable = cacheMayBeUsed(file, projectDir);
    if (!fromDisk || !usable)
      return new CountCache(
        file,
        encoding,
        counterVersion,
        new Map(computedHere.get(file)),
        usable ? 'merge' : 'never',
      );
    return new CountCache(file, encoding, counterVersion, readEntries(file), 'replace');
  }

  get isEmpty(): boolean {
    return this.entries.size === 0;
  }

  key(text: string): string {
    return nodeCrypto()
      .createHash('sha256')
      .update(`${this.counterVersion}\0${this.encoding}\0`)
      .update(text)
      .digest('base64url');
  }

  get(text: string): number | undefined {
    return this.lookup(text).count;
  }

  /** The count and the key it is kept under: a miss is then stored without hashing a large text twice. */
  lookup(text: string): { key: string; count: number | undefined } {
    const key = this.key(text);
    const count = this.entries.get(key);
    if (count === undefined) this.misses += 1;
    else this.hits += 1;
    return { key, count };
  }

  has(text: string): boolean {
    return this.entries.has(this.key(text));
  }

  set(text: string, count: number): void {
    this.store(this.key(text), count);
  }

  store(key: string, count: number): void {
    if (this.entries.get(key) === count) return;
    this.entries.delete(key);
    this.entries.set(key, count);
    this.added += 1;
    if (!computedHere.has(this.file)) computedHere.set(this.file, new Map());
    computedHere.get(this.file)!.set(key, count);
  }

  stats(): CacheStats {
    return { file: this.file, warm: this.hits > 0 && this.misses === 0, hits: this.hits, misses: this.misses };
  }

  /** Written whole through a temporary file: a reader sees the old cache or the new one. The newest entries stay. */
  save(): void {
    if (this.added === 0 || this.write === 'never') return;
    const entries = this.write === 'merge' ? new Map([...readEntries(this.file), ...this.entries]) : this.entries;
    const kept = [...entries].slice(-MAX_ENTRIES);
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify({ format: 1, entries: Object.fromEntries(kept) }));
      renameSync(temp, this.file);
    } catch {
      // a cache that cannot be written only costs speed
    }
  }
}

/** A corrupt file, or an entry that is not a count, is a miss: never a figure. */
function readEntries(file: string): Map<string, number> {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { format?: number; entries?: Record<string, unknown> };
    if (stored.format === 1 && stored.entries && typeof stored.entries === 'object') {
      return new Map(
        Object.entries(stored.entries).filter(
          (entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) >= 0,
        ),
      );
    }
  } catch {
    // no cache yet, or an unreadable one: counted afresh
  }
  return new Map();
}

/**
 * The user's cache folder (`$XDG_CACHE_HOME/mcp-budget`, else `~/.cache/mcp-budget`), never the project's
 * node_modules: a setup (`npm ci`, inside the sandbox) writes the work tree, and a count it wrote there would be a
 * figure. HOME is hidden from every setup and server (sandbox-plan.ts), so nothing the project runs reaches it.
 */
export function cacheDirectory(env: Record<string, string | undefined>): string {
  const base = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache');
  return path.join(base, 'mcp-budget');
}

/** Counts from the cache alone: every text asked for was checked to be there first. */
export function cachedOnly(cache: CountCache, name: TokenizerName): Tokenizer {
  return {
    name,
    count: (text) => {
      const count = cache.get(text);
      if (count === undefined) throw new Error('token-count cache: a text that was there is gone');
      return count;
    },
  };
}

/** The real tokenizer, remembering what it counts: exact counts only, never one stopped at a cap. */
export function caching(cache: CountCache, tokenizer: Tokenizer): Tokenizer {
  const yielding = tokenizer.countYielding;
  return {
    name: tokenizer.name,
    count: (text, deadline) => {
      const { key, count: known } = cache.lookup(text);
      if (known !== undefined) return known;
      const count = tokenizer.count(text, deadline);
      cache.store(key, count);
      return count;
    },
    ...(yielding
      ? {
          countYielding: async (text: string, cap?: number, deadline?: number) => {
            const { key, count: known } = cache.lookup(text);
            if (known !== undefined) return known;
            const count = await yielding(text, cap, deadline);
            // A count stopped at its cap is "more than cap", not the text's count.
            if (cap === undefined) cache.store(key, count);
            return count;
          },
        }
      : {}),
  };
}
