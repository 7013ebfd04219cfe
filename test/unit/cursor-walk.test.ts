import { describe, expect, it } from 'vitest';
import type { Paginate } from '../../src/budget/budget-config.js';
import { walkCursor } from '../../src/measure/cursor-walk.js';
import type { MeasuredResult } from '../../src/measure/measure-result.js';

const paginate: Paginate = {
  cursorArgument: 'cursor',
  nextCursor: '/next',
  items: '/items',
  key: '/id',
  total: '/total',
  hasMore: '/more',
};
const answer = (payload: unknown, extra: Partial<MeasuredResult> = {}): MeasuredResult => ({
  wireBytes: 100,
  textTokens: 10,
  structuredTokens: 10,
  tokens: 10,
  isError: false,
  tooLarge: false,
  content: { text: 1 },
  binaryBytes: 0,
  texts: [],
  structured: payload,
  payload,
  ...extra,
});
/** A tool whose pages are given in order; records every call's arguments. */
function pages(...payloads: unknown[]) {
  const calls: Array<Record<string, unknown>> = [];
  const call = async (args: Record<string, unknown>, page: number) => {
    calls.push(args);
    return answer(payloads[page - 1]);
  };
  return { calls, call };
}
const ids = (...values: number[]) => values.map((id) => ({ id }));

describe("cursor-walk: following a tool's own cursor, and what the contract is judged on", () => {
  it('a clean walk: each cursor passed on, every record once, the stated total met', async () => {
    const tool = pages(
      { items: ids(1, 2), next: 'c2', more: true, total: 3 },
      { items: ids(3), total: 3, more: false },
    );
    const walk = await walkCursor(paginate, { q: 'x' }, tool.call);
    expect(tool.calls).toEqual([{ q: 'x' }, { q: 'x', cursor: 'c2' }]);
    expect({ cursors: walk.cursors, itemsPerPage: walk.itemsPerPage, report: walk.report }).toEqual({
      cursors: ['c2'],
      itemsPerPage: [2, 1],
      report: {
        flagMismatches: [],
        repeatedRecords: [],
        repeatedCount: 0,
        distinctRecords: 3,
        statedTotal: 3,
        completed: true,
      },
    });
  });

  it('records repeated across pages, a flag that disagrees with the cursor, an empty last page', async () => {
    const walk = await walkCursor(
      paginate,
      {},
      pages({ items: ids(1, 2), next: 'c2', more: false }, { items: ids(2, 3), next: 'c3' }, { items: [] }).call,
    );
    expect(walk.report).toEqual({
      flagMismatches: [{ page: 1, flag: false, cursor: true }],
      repeatedRecords: ['2 (pages 1 and 2)'],
      repeatedCount: 1,
      distinctRecords: 3,
      emptyLastPage: 3,
      completed: true,
    });
  });

  it('stops where it would never end: an empty page with a cursor, a repeated cursor, maxPages', async () => {
    expect(
      (await walkCursor(paginate, {}, pages({ items: ids(1), next: 'a' }, { items: [], next: 'b' }).call)).report
        .stopped,
    ).toEqual({ page: 2, reason: 'empty-page-with-cursor' });
    expect(
      (await walkCursor(paginate, {}, pages({ items: ids(1), next: 'a' }, { items: ids(2), next: 'a' }).call)).report
        .stopped,
    ).toEqual({ page: 2, reason: 'cursor-repeated', cursor: 'a' });
    const endless = await walkCursor({ ...paginate, maxPages: 3 }, {}, async (_args, page) =>
      answer({ items: ids(page), next: `c${page}` }),
    );
    expect({
      pages: endless.pages.length,
      stopped: endless.report.stopped,
      completed: endless.report.completed,
    }).toEqual({ pages: 3, stopped: { page: 3, reason: 'max-pages' }, completed: false });
  });

  it('an error page ends the walk where it is; a cursor that is not a string is passed on as its JSON', async () => {
    const failing = await walkCursor(paginate, {}, async () => answer(undefined, { isError: true }));
    expect({ pages: failing.pages.length, completed: failing.report.completed }).toEqual({
      pages: 1,
      completed: false,
    });
    const numeric = pages({ items: ids(1), next: 2 }, { items: ids(2) });
    await walkCursor(paginate, {}, numeric.call);
    expect(numeric.calls[1]).toEqual({ cursor: '2' });
  });
});
