import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MeasuringTimedOut,
  SLICE_MS,
  nextTurn
} from "./chunk-4WBB3T6B.js";
import {
  mark
} from "./chunk-4FMI7NQJ.js";

// src/measure/bpe-count.ts
var SHORT_PIECE = 256;
var encoder = new TextEncoder();
function countTokensExactly(core, text, deadline, cap = Infinity) {
  let count = 0;
  let pieces = 0;
  for (const [piece] of text.matchAll(core.tokenSplitRegex)) {
    if (count > cap) return count;
    if (deadline !== void 0 && (++pieces & 1023) === 0 && Date.now() > deadline) throw new MeasuringTimedOut();
    count += pieceCount(core, piece, deadline);
  }
  return count;
}
function pieceCount(core, piece, deadline) {
  if (core.getBpeRankFromString(piece) !== void 0) return 1;
  if (piece.length <= SHORT_PIECE) return core.bytePairEncode(piece).length;
  return finish(mergeCount(core, encoder.encode(piece), deadline));
}
async function countTokensYielding(core, text, cap = Infinity, deadline) {
  let count = 0;
  let pieces = 0;
  let since = performance.now();
  const turn = async () => {
    if (performance.now() - since <= SLICE_MS) return;
    await nextTurn();
    if (deadline !== void 0 && Date.now() > deadline) throw new MeasuringTimedOut();
    since = performance.now();
  };
  for (const [piece] of text.matchAll(core.tokenSplitRegex)) {
    if (count > cap) return count;
    if ((++pieces & 63) === 0) await turn();
    if (piece.length <= SHORT_PIECE || core.getBpeRankFromString(piece) !== void 0) {
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
function finish(merging) {
  for (let step = merging.next(); ; step = merging.next()) if (step.done) return step.value;
}
var NONE = -1;
function* mergeCount(core, bytes, deadline) {
  const n = bytes.length;
  if (n <= 1) return n;
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    next[i] = i + 1 < n ? i + 1 : NONE;
    prev[i] = i - 1;
  }
  const heap = rankHeap(n);
  const endOf = (part) => next[part] === NONE ? n : next[part];
  const update = (part) => {
    const found = next[part] === NONE ? void 0 : core.getBpeRankFromBytes(bytes.subarray(part, endOf(next[part])));
    if (found === void 0) heap.remove(part);
    else heap.set(part, found);
  };
  for (let i = 0; i < n - 1; i++) {
    update(i);
    if ((i & 4095) === 4095) yield;
  }
  let parts = n;
  let merges = 0;
  while (heap.size() > 0) {
    if ((++merges & 4095) === 0) {
      if (deadline !== void 0 && Date.now() > deadline) throw new MeasuringTimedOut();
      yield;
    }
    const part = heap.first();
    const absorbed = next[part];
    heap.remove(absorbed);
    next[part] = next[absorbed];
    if (next[absorbed] !== NONE) prev[next[absorbed]] = part;
    parts -= 1;
    update(part);
    if (prev[part] !== NONE) update(prev[part]);
  }
  return parts;
}
function rankHeap(n) {
  const rank = new Int32Array(n);
  const heap = new Int32Array(n);
  const position = new Int32Array(n).fill(NONE);
  let size = 0;
  const before = (a, b) => rank[a] < rank[b] || rank[a] === rank[b] && a < b;
  const place = (slot, part) => {
    heap[slot] = part;
    position[part] = slot;
  };
  const siftUp = (slot) => {
    const part = heap[slot];
    while (slot > 0) {
      const parent = slot - 1 >> 1;
      if (!before(part, heap[parent])) break;
      place(slot, heap[parent]);
      slot = parent;
    }
    place(slot, part);
  };
  const siftDown = (slot) => {
    const part = heap[slot];
    for (; ; ) {
      const left = 2 * slot + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && before(heap[right], heap[left]) ? right : left;
      if (!before(heap[child], part)) break;
      place(slot, heap[child]);
      slot = child;
    }
    place(slot, part);
  };
  return {
    size: () => size,
    /** The part to merge next. */
    first: () => heap[0],
    remove: (part) => {
      const slot = position[part];
      if (slot === NONE) return;
      position[part] = NONE;
      const last = heap[--size];
      if (slot === size) return;
      place(slot, last);
      siftUp(slot);
      siftDown(position[last]);
    },
    /** The part's rank, set or changed. */
    set: (part, value) => {
      rank[part] = value;
      if (position[part] === NONE) {
        place(size, part);
        size += 1;
        siftUp(size - 1);
      } else {
        siftUp(position[part]);
        siftDown(position[part]);
      }
    }
  };
}

// src/measure/tokens.ts
var loading = /* @__PURE__ */ new Map();
function loadTokenizer(name) {
  let pending = loading.get(name);
  if (!pending) {
    mark("tokenizer loading");
    pending = importEncoding(name).then((encoding) => {
      const core = encoding.default.bytePairEncodingCoreProcessor;
      return {
        name,
        count: (text, deadline) => text.length === 0 ? 0 : countTokensExactly(core, text, deadline),
        countUpTo: (text, cap) => text.length === 0 ? 0 : countTokensExactly(core, text, void 0, cap),
        countYielding: async (text, cap, deadline) => text.length === 0 ? 0 : countTokensYielding(core, text, cap, deadline)
      };
    });
    loading.set(name, pending);
  }
  return pending;
}
function importEncoding(name) {
  switch (name) {
    case "o200k_base":
      return import("./o200k_base-V6GAC5QH.js");
    case "cl100k_base":
      return import("./cl100k_base-BKAXY7XZ.js");
  }
}
async function withCountsOf(tokenizer, texts, cap) {
  const countYielding = tokenizer.countYielding;
  if (!countYielding) return tokenizer;
  const counts = /* @__PURE__ */ new Map();
  for (const text of texts) if (text.length > 0 && !counts.has(text)) counts.set(text, await countYielding(text, cap));
  return {
    name: tokenizer.name,
    count: (text, deadline) => counts.get(text) ?? tokenizer.count(text, deadline),
    countUpTo: (text, cap2) => counts.get(text) ?? (tokenizer.countUpTo ? tokenizer.countUpTo(text, cap2) : tokenizer.count(text)),
    countYielding
  };
}
async function countedView(tokenizer, view, deadline) {
  const countYielding = tokenizer.countYielding;
  if (!countYielding) return view(tokenizer, () => true);
  const counts = /* @__PURE__ */ new Map();
  for (; ; ) {
    const missing = /* @__PURE__ */ new Set();
    const known = (text) => {
      if (text.length === 0) return 0;
      const count = counts.get(text);
      if (count === void 0) missing.add(text);
      return count ?? 0;
    };
    const built = view(
      { name: tokenizer.name, count: known, countUpTo: known, countYielding },
      () => missing.size === 0
    );
    if (missing.size === 0) return built;
    let since = performance.now();
    for (const text of missing) {
      counts.set(text, await countYielding(text, void 0, deadline));
      if (performance.now() - since > SLICE_MS) {
        await nextTurn();
        since = performance.now();
      }
    }
  }
}
function textByText(one, wire) {
  return {
    name: wire.name,
    count: (text, deadline) => wire.count(text, deadline),
    countYielding: async (text, cap) => {
      const counting = await one([text]);
      return counting.countYielding ? counting.countYielding(text, cap) : counting.count(text);
    }
  };
}

export {
  loadTokenizer,
  withCountsOf,
  countedView,
  textByText
};
