import type { Paginate } from '../budget/config.js';
import type { Finding } from '../report/findings.js';
import { getPointer } from './json-pointer.js';
import type { MeasuredResult } from './measure-result.js';

export const DEFAULT_MAX_WALK_PAGES = 100;

export interface Walk {
  pages: MeasuredResult[];
  /** cursors[i] is the next cursor page i+1 returned. */
  cursors: string[];
  itemsPerPage: Array<number | undefined>;
  findings: Finding[];
}

/**
 * Follows a tool's own cursor to the end and checks the contract teams otherwise test by hand: every record once,
 * none missing where a total is stated, truncation said in band, and a walk that ends.
 */
export async function walkCursor(
  subject: string,
  paginate: Paginate,
  firstArguments: Record<string, unknown>,
  call: (args: Record<string, unknown>, page: number) => Promise<MeasuredResult>,
): Promise<Walk> {
  const walk: Walk = { pages: [], cursors: [], itemsPerPage: [], findings: [] };
  const maxPages = paginate.maxPages ?? DEFAULT_MAX_WALK_PAGES;
  const seenKeys = new Map<string, number>();
  const duplicates: string[] = [];
  const seenCursors = new Set<string>();
  let total: number | undefined;
  let args = firstArguments;
  // Records missing after a walk that was cut short are the cut's fault, not a gap in the data.
  let completed = false;
  const fail = (code: Finding['code'], message: string, fix: string) => walk.findings.push({ code, severity: 'error', subject, message, fix });

  for (let page = 1; ; page++) {
    const result = await call(args, page);
    walk.pages.push(result);
    if (result.isError || result.tooLarge) break;
    const payload = result.payload;
    const next = getPointer(payload, paginate.nextCursor);
    const cursor = next === undefined || next === null || next === '' ? undefined : typeof next === 'string' ? next : JSON.stringify(next);
    const items = paginate.items === undefined ? undefined : getPointer(payload, paginate.items);
    const count = Array.isArray(items) ? items.length : undefined;
    walk.itemsPerPage.push(count);
    if (paginate.total !== undefined) {
      const stated = getPointer(payload, paginate.total);
      if (typeof stated === 'number') total = stated;
    }
    if (Array.isArray(items) && paginate.key !== undefined) {
      for (const item of items) {
        const key = JSON.stringify(getPointer(item, paginate.key));
        if (key === undefined) continue;
        if (seenKeys.has(key)) duplicates.push(`${key} (pages ${seenKeys.get(key)} and ${page})`);
        else seenKeys.set(key, page);
      }
    }
    if (paginate.hasMore !== undefined) {
      const flag = getPointer(payload, paginate.hasMore);
      if (flag !== undefined && Boolean(flag) !== (cursor !== undefined)) {
        fail(
          'TRUNCATION_NOT_IN_BAND',
          `page ${page}: ${paginate.hasMore} is ${JSON.stringify(flag)} but the next cursor is ${cursor === undefined ? 'absent' : 'present'}`,
          'set the truncation flag exactly when a next cursor is returned',
        );
      }
    }
    if (cursor === undefined) {
      if (page > 1 && count === 0 && walk.cursors.length > 0) {
        fail(
          'TRUNCATION_NOT_IN_BAND',
          `page ${page - 1} returned a next cursor, but page ${page} was empty and last: the cursor promised records that did not exist`,
          'return no next cursor on the page that holds the last record',
        );
      }
      completed = true;
      break;
    }
    if (count === 0) {
      fail('PAGINATION_LOOP', `page ${page} is empty yet returns a next cursor; stopped (a client would walk forever)`, 'never return a next cursor with an empty page');
      break;
    }
    if (seenCursors.has(cursor)) {
      fail('PAGINATION_LOOP', `page ${page} returned cursor ${JSON.stringify(cursor.slice(0, 80))} a second time; stopped`, 'make every cursor advance');
      break;
    }
    if (page >= maxPages) {
      fail('PAGINATION_LOOP', `still returning a next cursor after ${maxPages} pages (paginate.maxPages); stopped`, 'end the walk, or raise paginate.maxPages if the data really is that long');
      break;
    }
    seenCursors.add(cursor);
    walk.cursors.push(cursor);
    args = { ...firstArguments, [paginate.cursorArgument]: cursor };
  }
  if (duplicates.length > 0) {
    fail(
      'PAGINATION_DUPLICATE',
      `${duplicates.length} record(s) came back more than once: ${duplicates.slice(0, 5).join(', ')}${duplicates.length > 5 ? ', …' : ''}`,
      'make the cursor encode the position after the last record returned (keyset), not an offset that shifts',
    );
  }
  if (completed && total !== undefined && paginate.key !== undefined && seenKeys.size < total) {
    fail(
      'PAGINATION_GAP',
      `the result states ${total} records but the walk returned ${seenKeys.size} distinct ones`,
      'make every record reachable through the cursor; a page cut by a token budget must resume where it stopped',
    );
  }
  return walk;
}
