import type { Paginate } from '../budget/budget-config.js';
import type { WalkReport } from './measurement.js';
import { getPointer } from './json-pointer.js';
import type { MeasuredResult } from './measure-result.js';

const DEFAULT_MAX_WALK_PAGES = 100;

export interface Walk {
  pages: MeasuredResult[];
  /** cursors[i] is the next cursor page i+1 returned. */
  cursors: string[];
  itemsPerPage: Array<number | undefined>;
  /** What the judge holds to the contract teams otherwise test by hand (judge/contract-findings.ts). */
  report: WalkReport;
}

/**
 * Follows a tool's own cursor to the end, or to where following it further would never end, and records what the
 * pagination contract is judged on: records repeated and missing, the truncation flag against the cursor.
 */
export async function walkCursor(
  paginate: Paginate,
  firstArguments: Record<string, unknown>,
  call: (args: Record<string, unknown>, page: number) => Promise<MeasuredResult>,
): Promise<Walk> {
  const report: WalkReport = {
    flagMismatches: [],
    repeatedRecords: [],
    repeatedCount: 0,
    distinctRecords: 0,
    completed: false,
  };
  const walk: Walk = { pages: [], cursors: [], itemsPerPage: [], report };
  const maxPages = paginate.maxPages ?? DEFAULT_MAX_WALK_PAGES;
  const seenKeys = new Map<string, number>();
  const seenCursors = new Set<string>();
  let args = firstArguments;

  for (let page = 1; ; page++) {
    const result = await call(args, page);
    walk.pages.push(result);
    if (result.isError || result.tooLarge) break;
    const payload = result.payload;
    const next = getPointer(payload, paginate.nextCursor);
    const cursor =
      next === undefined || next === null || next === ''
        ? undefined
        : typeof next === 'string'
          ? next
          : JSON.stringify(next);
    const items = paginate.items === undefined ? undefined : getPointer(payload, paginate.items);
    const count = Array.isArray(items) ? items.length : undefined;
    walk.itemsPerPage.push(count);
    if (paginate.total !== undefined) {
      const stated = getPointer(payload, paginate.total);
      if (typeof stated === 'number') report.statedTotal = stated;
    }
    if (Array.isArray(items) && paginate.key !== undefined) {
      for (const item of items) {
        const key = JSON.stringify(getPointer(item, paginate.key));
        if (key === undefined) continue;
        if (!seenKeys.has(key)) seenKeys.set(key, page);
        else if (report.repeatedCount++ < 5)
          report.repeatedRecords.push(`${key} (pages ${seenKeys.get(key)} and ${page})`);
      }
    }
    if (paginate.hasMore !== undefined) {
      const flag = getPointer(payload, paginate.hasMore);
      if (flag !== undefined && Boolean(flag) !== (cursor !== undefined))
        report.flagMismatches.push({ page, flag, cursor: cursor !== undefined });
    }
    if (cursor === undefined) {
      if (page > 1 && count === 0 && walk.cursors.length > 0) report.emptyLastPage = page;
      report.completed = true;
      break;
    }
    if (count === 0) {
      report.stopped = { page, reason: 'empty-page-with-cursor' };
      break;
    }
    if (seenCursors.has(cursor)) {
      report.stopped = { page, reason: 'cursor-repeated', cursor: cursor.slice(0, 80) };
      break;
    }
    if (page >= maxPages) {
      report.stopped = { page, reason: 'max-pages' };
      break;
    }
    seenCursors.add(cursor);
    walk.cursors.push(cursor);
    args = { ...firstArguments, [paginate.cursorArgument]: cursor };
  }
  report.distinctRecords = seenKeys.size;
  return walk;
}
