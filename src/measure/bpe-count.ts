import { MeasuringTimedOut } from '../servers/interruptible.js';
import { nextTurn, SLICE_MS } from '../shell/turns.js';

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

/** Pieces up to this many characters go through gpt-tokenizer's own merge (quadratic, but tiny here). */
const SHORT_PIECE = 256;

const encoder = new TextEncoder();

/**
 * With `cap`, counting stops once the count passes it: the text splits into pieces counted independently, so the
 * pieces up to there prove the text is over, and the rest is never read. The result is then more than `cap`,
 * not the text's count.
 */
export function countTokensExactly(core: BpeCore, text: string, deadline?: number, cap = Infinity): number {
  let count = 0;
  let pieces = 0;
  for (const [piece] of text.matchAll(core.tokenSplitRegex)) {
    if (count > cap) return count;
    if (deadline !== undefined && (++pieces & 0x3ff) === 0 && Date.now() > deadline) throw new MeasuringTimedOut();
    count += pieceCount(core, piece, deadline);
  }
  return count;
}

function pieceCount(core: BpeCore, piece: string, deadline?: number): number {
  if (core.getBpeRankFromString(piece) !== undefined) return 1;
  if (piece.length <= SHORT_PIECE) return core.bytePairEncode(piece).length;
  return finish(mergeCount(core, encoder.encode(piece), deadline));
}

/**
 * countTokensExactly's count, yielding to the event loop between slices of about 10 ms: a server's timers and other
 * calls go on, and mcp-budget acts on a signal (a cancelled job's SIGTERM) while a large result is counted. A long
 * piece (a megabyte of letters is one) is merged in slices too. Past `deadline` it throws MeasuringTimedOut, as the
 * synchronous count does.
 */
export async function countTokensYielding(
  core: BpeCore,
  text: string,
  cap = Infinity,
  deadline?: number,
): Promise<number> {
  let count = 0;
  let pieces = 0;
  let since = performance.now();
  const turn = async () => {
    if (performance.now() - since <= SLICE_MS) return;
    await nextTurn();
    if (deadline !== undefined && Date.now() > deadline) throw new MeasuringTimedOut();
    since = performance.now();
  };
  for (const [piece] of text.matchAll(core.tokenSplitRegex)) {
    if (count > cap) return count;
    // Every 64 pieces: a short piece takes up to about a millisecond (gpt-tokenizer's merge is quadratic in it).
    if ((++pieces & 0x3f) === 0) await turn();
    if (piece.length <= SHORT_PIECE || core.getBpeRankFromString(piece) !== undefined) {
      count += pieceCount(core, piece);
      continue;
    }
    const merging = mergeCount(core, encoder.encode(piece));
    for (let step = merging.next(); ; step = merging.next()) {
      if (step.done) {
        count += step.value;
        break;
      }
      await turn();
    }
  }
  return count;
}

/** Runs a merge to its end without yielding. */
function finish(merging: Generator<void, number>): number {
  for (let step = merging.next(); ; step = merging.next()) if (step.done) return step.value;
}

/** No part: the end of the list, or a part that is not in the heap. */
const NONE = -1;

/**
 * Parts left after merging `bytes` the BPE way; each part is one token. Parts form a linked list over byte
 * offsets (a part starting at i ends where the next one starts); an indexed heap (rankHeap) holds, for every part,
 * the rank of merging it with the next one. Typed arrays throughout: 20 bytes per input byte, whatever the input. A
 * generator that pauses every 4,096 steps, so a caller may yield to the event loop there (countTokensYielding);
 * `finish` runs it straight through.
 */
function* mergeCount(core: BpeCore, bytes: Uint8Array, deadline?: number): Generator<void, number> {
  const n = bytes.length;
  if (n <= 1) return n;
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    next[i] = i + 1 < n ? i + 1 : NONE;
    prev[i] = i - 1;
  }
  const heap = rankHeap(n);
  const endOf = (part: number) => (next[part] === NONE ? n : next[part]!);
  // The rank of merging a part with the next one, or none (the last part, or a pair the encoding has no rank for).
  const update = (part: number) => {
    const found = next[part] === NONE ? undefined : core.getBpeRankFromBytes(bytes.subarray(part, endOf(next[part]!)));
    if (found === undefined) heap.remove(part);
    else heap.set(part, found);
  };
  for (let i = 0; i < n - 1; i++) {
    update(i);
    if ((i & 0xfff) === 0xfff) yield;
  }
  let parts = n;
  let merges = 0;
  while (heap.size() > 0) {
    if ((++merges & 0xfff) === 0) {
      if (deadline !== undefined && Date.now() > deadline) throw new MeasuringTimedOut();
      yield;
    }
    const part = heap.first();
    const absorbed = next[part]!;
    heap.remove(absorbed);
    next[part] = next[absorbed]!;
    if (next[absorbed] !== NONE) prev[next[absorbed]!] = part;
    parts -= 1;
    update(part);
    if (prev[part] !== NONE) update(prev[part]!);
  }
  return parts;
}

/**
 * An indexed binary heap of the parts 0..n-1 by the rank of merging each with the next: the lowest rank first and,
 * of equal ranks, the leftmost part (the one gpt-tokenizer's scan would find first). `position` finds a part's slot,
 * so a part's rank can change and a part can leave in O(log n).
 */
function rankHeap(n: number) {
  const rank = new Int32Array(n);
  const heap = new Int32Array(n);
  const position = new Int32Array(n).fill(NONE);
  let size = 0;
  const before = (a: number, b: number) => rank[a]! < rank[b]! || (rank[a] === rank[b] && a < b);
  const place = (slot: number, part: number) => {
    heap[slot] = part;
    position[part] = slot;
  };
  const siftUp = (slot: number) => {
    const part = heap[slot]!;
    while (slot > 0) {
      const parent = (slot - 1) >> 1;
      if (!before(part, heap[parent]!)) break;
      place(slot, heap[parent]!);
      slot = parent;
    }
    place(slot, part);
  };
  const siftDown = (slot: number) => {
    const part = heap[slot]!;
    for (;;) {
      const left = 2 * slot + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && before(heap[right]!, heap[left]!) ? right : left;
      if (!before(heap[child]!, part)) break;
      place(slot, heap[child]!);
      slot = child;
    }
    place(slot, part);
  };
  return {
    size: () => size,
    /** The part to merge next. */
    first: () => heap[0]!,
    remove: (part: number) => {
      const slot = position[part]!;
      if (slot === NONE) return;
      position[part] = NONE;
      const last = heap[--size]!;
      if (slot === size) return;
      place(slot, last);
      siftUp(slot);
      siftDown(position[last]!);
    },
    /** The part's rank, set or changed. */
    set: (part: number, value: number) => {
      rank[part] = value;
      if (position[part] === NONE) {
        place(size, part);
        size += 1;
        siftUp(size - 1);
      } else {
        siftUp(position[part]!);
        siftDown(position[part]!);
      }
    },
  };
}
