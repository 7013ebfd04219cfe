import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  getPointer
} from "./chunk-TOTTZ5MB.js";

// src/measure/cursor-walk.ts
var DEFAULT_MAX_WALK_PAGES = 100;
async function walkCursor(paginate, firstArguments, call) {
  const report = {
    flagMismatches: [],
    repeatedRecords: [],
    repeatedCount: 0,
    distinctRecords: 0,
    completed: false
  };
  const walk = { pages: [], cursors: [], itemsPerPage: [], report };
  const maxPages = paginate.maxPages ?? DEFAULT_MAX_WALK_PAGES;
  const seenKeys = /* @__PURE__ */ new Map();
  const seenCursors = /* @__PURE__ */ new Set();
  let args = firstArguments;
  for (let page = 1; ; page++) {
    const result = await call(args, page);
    walk.pages.push(result);
    if (result.isError || result.tooLarge) break;
    const payload = result.payload;
    const next = getPointer(payload, paginate.nextCursor);
    const cursor = next === void 0 || next === null || next === "" ? void 0 : typeof next === "string" ? next : JSON.stringify(next);
    const items = paginate.items === void 0 ? void 0 : getPointer(payload, paginate.items);
    const count = Array.isArray(items) ? items.length : void 0;
    walk.itemsPerPage.push(count);
    if (paginate.total !== void 0) {
      const stated = getPointer(payload, paginate.total);
      if (typeof stated === "number") report.statedTotal = stated;
    }
    if (Array.isArray(items) && paginate.key !== void 0) {
      for (const item of items) {
        const key = JSON.stringify(getPointer(item, paginate.key));
        if (key === void 0) continue;
        if (!seenKeys.has(key)) seenKeys.set(key, page);
        else if (report.repeatedCount++ < 5)
          report.repeatedRecords.push(`${key} (pages ${seenKeys.get(key)} and ${page})`);
      }
    }
    if (paginate.hasMore !== void 0) {
      const flag = getPointer(payload, paginate.hasMore);
      if (flag !== void 0 && Boolean(flag) !== (cursor !== void 0))
        report.flagMismatches.push({ page, flag, cursor: cursor !== void 0 });
    }
    if (cursor === void 0) {
      if (page > 1 && count === 0 && walk.cursors.length > 0) report.emptyLastPage = page;
      report.completed = true;
      break;
    }
    if (count === 0) {
      report.stopped = { page, reason: "empty-page-with-cursor" };
      break;
    }
    if (seenCursors.has(cursor)) {
      report.stopped = { page, reason: "cursor-repeated", cursor: cursor.slice(0, 80) };
      break;
    }
    if (page >= maxPages) {
      report.stopped = { page, reason: "max-pages" };
      break;
    }
    seenCursors.add(cursor);
    walk.cursors.push(cursor);
    args = { ...firstArguments, [paginate.cursorArgument]: cursor };
  }
  report.distinctRecords = seenKeys.size;
  return walk;
}

export {
  walkCursor
};
