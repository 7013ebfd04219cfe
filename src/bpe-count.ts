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

/** Counting (or normalizing) ran past the server's time bound; thrown rather than returning a wrong figure. */
export class MeasuringTimedOut extends Error {
  override name = 'MeasuringTimedOut';
}

/** Pieces up to this many characters go through gpt-tokenizer's own merge (quadratic, but tiny here). */
const SHORT_PIECE = 256;
const encoder = new TextEncoder();

export function countTokensExactly(core: BpeCore, text: string, deadline?: number): number {
  let count = 0;
  let pieces = 0;
  for (const [piece] of text.matchAll(core.tokenSplitRegex)) {
    if (deadline !== undefined && (++pieces & 0x3ff) === 0 && Date.now() > deadline) throw new MeasuringTimedOut();
    if (core.getBpeRankFromString(piece) !== undefined) count += 1;
    else if (piece.length <= SHORT_PIECE) count += core.bytePairEncode(piece).length;
    else count += mergeCount(core, encoder.encode(piece), deadline);
  }
  return count;
}

/** Parts left after merging `bytes` the BPE way; each part is one token. */
export function mergeCount(core: BpeCore, bytes: Uint8Array, deadline?: number): number {
  const n = bytes.length;
  if (n <= 1) return n;
  // Parts as a linked list over byte offsets: part i spans [i, end[i]); next[i] is the following part's start.
  const end = new Int32Array(n);
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  const alive = new Uint8Array(n).fill(1);
  for (let i = 0; i < n; i++) {
    end[i] = i + 1;
    next[i] = i + 1 < n ? i + 1 : -1;
    prev[i] = i - 1;
  }
  // Heap of candidate merges (rank, start of the left part); a stale candidate is skipped when popped.
  const heapRank: number[] = [];
  const heapStart: number[] = [];
  const heapEnd: number[] = [];
  const less = (a: number, b: number) => heapRank[a]! < heapRank[b]! || (heapRank[a] === heapRank[b] && heapStart[a]! < heapStart[b]!);
  const swap = (a: number, b: number) => {
    [heapRank[a], heapRank[b]] = [heapRank[b]!, heapRank[a]!];
    [heapStart[a], heapStart[b]] = [heapStart[b]!, heapStart[a]!];
    [heapEnd[a], heapEnd[b]] = [heapEnd[b]!, heapEnd[a]!];
  };
  const push = (start: number) => {
    const right = next[start]!;
    if (right === -1) return;
    const rank = core.getBpeRankFromBytes(bytes.subarray(start, end[right]!));
    if (rank === undefined) return;
    let at = heapRank.length;
    heapRank.push(rank);
    heapStart.push(start);
    heapEnd.push(end[right]!);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!less(at, parent)) break;
      swap(at, parent);
      at = parent;
    }
  };
  const pop = () => {
    const last = heapRank.length - 1;
    swap(0, last);
    const start = heapStart.pop()!;
    const spanEnd = heapEnd.pop()!;
    heapRank.pop();
    for (let at = 0; ; ) {
      const left = 2 * at + 1;
      const right = left + 1;
      let smallest = at;
      if (left < heapRank.length && less(left, smallest)) smallest = left;
      if (right < heapRank.length && less(right, smallest)) smallest = right;
      if (smallest === at) break;
      swap(at, smallest);
      at = smallest;
    }
    return { start, spanEnd };
  };
  for (let i = 0; i < n - 1; i++) push(i);
  let parts = n;
  let merges = 0;
  while (heapRank.length > 0) {
    if (deadline !== undefined && (++merges & 0xfff) === 0 && Date.now() > deadline) throw new MeasuringTimedOut();
    const { start, spanEnd } = pop();
    const right = next[start]!;
    // Stale: the left part was merged away, or either side changed since this candidate was made.
    if (!alive[start] || right === -1 || end[right] !== spanEnd) continue;
    end[start] = end[right]!;
    alive[right] = 0;
    next[start] = next[right]!;
    if (next[right]! !== -1) prev[next[right]!] = start;
    parts -= 1;
    push(start);
    if (prev[start]! !== -1) push(prev[start]!);
  }
  return parts;
}
