import { countTokensExactly, countTokensYielding, type BpeCore } from './bpe-count.js';
import type { TokenizerName } from '../budget/tokenizers.js';
import { mark } from '../shell/trace.js';
import { nextTurn, SLICE_MS } from '../shell/turns.js';

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

const loading = new Map<TokenizerName, Promise<Tokenizer>>();

/**
 * Loads a tokenizer once per process. Loading parses megabytes of BPE ranks (~300 ms), so callers start it
 * while servers boot and await it only when they first count.
 */
export function loadTokenizer(name: TokenizerName): Promise<Tokenizer> {
  let pending = loading.get(name);
  if (!pending) {
    // Text from servers is data: special-token strings such as "<|endoftext|>" count as the plain text they are,
    // which is what counting every split piece with no special tokens allowed does.
    mark('tokenizer loading');
    pending = importEncoding(name).then((encoding) => {
      const core = (encoding.default as unknown as { bytePairEncodingCoreProcessor: BpeCore })
        .bytePairEncodingCoreProcessor;
      return {
        name,
        count: (text: string, deadline?: number) => (text.length === 0 ? 0 : countTokensExactly(core, text, deadline)),
        countUpTo: (text: string, cap: number) =>
          text.length === 0 ? 0 : countTokensExactly(core, text, undefined, cap),
        countYielding: async (text: string, cap?: number, deadline?: number) =>
          text.length === 0 ? 0 : countTokensYielding(core, text, cap, deadline),
      };
    });
    loading.set(name, pending);
  }
  return pending;
}

function importEncoding(name: TokenizerName) {
  switch (name) {
    case 'o200k_base':
      return import('gpt-tokenizer/encoding/o200k_base');
    case 'cl100k_base':
      return import('gpt-tokenizer/encoding/cl100k_base');
  }
}

/**
 * The tokenizer with `texts` counted first, yielding to the event loop as it counts (countYielding): a large text
 * takes the tokenizer seconds, and meanwhile a signal (a cancelled job's SIGTERM) must be acted on and the server's
 * bounds run. Later counts of those texts are read; any other text is counted as before. Without `cap` the counts
 * are exact, and past a bound countYielding throws as the synchronous count does.
 */
export async function withCountsOf(tokenizer: Tokenizer, texts: Iterable<string>, cap?: number): Promise<Tokenizer> {
  const countYielding = tokenizer.countYielding;
  if (!countYielding) return tokenizer;
  const counts = new Map<string, number>();
  // With a cap (the guard asking only whether a result is over it): a count at or under it is exact, one over it is
  // over any smaller cap too.
  for (const text of texts) if (text.length > 0 && !counts.has(text)) counts.set(text, await countYielding(text, cap));
  return {
    name: tokenizer.name,
    count: (text, deadline) => counts.get(text) ?? tokenizer.count(text, deadline),
    countUpTo: (text, cap) =>
      counts.get(text) ?? (tokenizer.countUpTo ? tokenizer.countUpTo(text, cap) : tokenizer.count(text)),
    countYielding,
  };
}

/**
 * `view` (a host's view of definitions or of a result, a proposal's figures: it builds texts and counts them with
 * `count`) computed with every count made first, yielding to the event loop as it counts: a large text takes the
 * tokenizer seconds, and a signal must not wait for it. The view is built with the counts known so far, the texts it
 * asked for that were not known are counted (countYielding), and it is built again, until it asks for none it lacks:
 * a cut that depends on a count asks for its cut text once the count is known. Exact counts, as `count` gives them.
 * `exact()`, given to the view, says whether every count it has asked for so far was known (what it built up to then
 * is exact). Past `deadline` countYielding throws MeasuringTimedOut, as the synchronous count does.
 */
export async function countedView<T>(
  tokenizer: Tokenizer,
  view: (tokenizer: Tokenizer, exact: () => boolean) => T,
  deadline?: number,
): Promise<T> {
  const countYielding = tokenizer.countYielding;
  if (!countYielding) return view(tokenizer, () => true);
  const counts = new Map<string, number>();
  for (;;) {
    const missing = new Set<string>();
    const known = (text: string) => {
      if (text.length === 0) return 0;
      const count = counts.get(text);
      if (count === undefined) missing.add(text);
      return count ?? 0;
    };
    const built = view(
      { name: tokenizer.name, count: known, countUpTo: known, countYielding },
      () => missing.size === 0,
    );
    if (missing.size === 0) return built;
    let since = performance.now();
    for (const text of missing) {
      counts.set(text, await countYielding(text, undefined, deadline));
      if (performance.now() - since > SLICE_MS) {
        await nextTurn();
        since = performance.now();
      }
    }
  }
}

/**
 * The counting of a host's view, whose texts are known only as the view is built (countedView asks for each through
 * countYielding): each is counted through `one`, the run's counting, on its own, so a warm cache answers every one
 * and the tokenizer is never loaded; a text the cache lacks loads it once and is counted (and kept) as before.
 * `wire` counts the texts it was made with (the definitions as listed).
 */
export function textByText(one: (texts: string[]) => Promise<Tokenizer>, wire: Tokenizer): Tokenizer {
  return {
    name: wire.name,
    count: (text, deadline) => wire.count(text, deadline),
    countYielding: async (text, cap) => {
      const counting = await one([text]);
      return counting.countYielding ? counting.countYielding(text, cap) : counting.count(text);
    },
  };
}
