// The guard's note says how to get the rest with what the tool takes: "a smaller page size" only for a tool whose
// input schema has such a parameter (named), never to one that has none.
import { describe, expect, it } from 'vitest';
import { cutResult, pageSizeParameter } from '../../src/guard/cut-result.js';

const records = Array.from({ length: 50 }, (_, i) => ({ id: i, title: `record ${i} ${'x'.repeat(80)}` }));
const result = { content: [{ type: 'text', text: JSON.stringify(records) }] };
const request = {
  fits: (candidate: Record<string, unknown>) => JSON.stringify(candidate).length <= 2000,
  limit: "this server's limit of 2,000 bytes",
  share: 0.2,
};
const noteOf = (cut: ReturnType<typeof cutResult>) =>
  (cut.result.content as Array<{ text: string }>).map((block) => block.text).join('\n');

describe('the guard suggests a page size only where the tool has one', () => {
  it('a tool without a page-size parameter is not told to ask for a smaller page size', () => {
    const cut = cutResult(result, request);
    expect(cut.how).toBe('records');
    expect(noteOf(cut)).not.toMatch(/page size|smaller page/);
    expect(noteOf(cut)).toContain('a narrower query or a filter');
  });

  it('a tool with one is told its name', () => {
    const cut = cutResult(result, { ...request, pageSize: 'per_page' });
    expect(noteOf(cut)).toContain('a smaller \\"per_page\\"');
  });

  it('the page-size parameter is read from the input schema', () => {
    const schema = (properties: Record<string, unknown>) => ({ type: 'object', properties });
    expect(pageSizeParameter(schema({ query: {}, per_page: { type: 'integer' } }))).toBe('per_page');
    expect(pageSizeParameter(schema({ query: {}, pageSize: { type: 'number' } }))).toBe('pageSize');
    expect(pageSizeParameter(schema({ q: {}, limit: { type: 'integer' } }))).toBe('limit');
    expect(pageSizeParameter(schema({ query: { type: 'string' }, id: { type: 'integer' } }))).toBeUndefined();
    expect(pageSizeParameter(undefined)).toBeUndefined();
  });
});

describe('records a fixture declares deeper in the result', () => {
  // "/da~1ta/items": RFC 6901's escape of a key holding "/"; every other field of the server's answer stays.
  const nested = { 'da/ta': { items: records, total: 50 }, kind: 'page' };
  const deep = { content: [{ type: 'text', text: JSON.stringify(nested) }], structuredContent: nested };
  const paginate = { cursorArgument: 'cursor', nextCursor: '/next', items: '/da~1ta/items' };

  it('are cut where the pointer says, in each copy, the rest of the answer unchanged', () => {
    const cut = cutResult(deep, { ...request, fits: (c) => JSON.stringify(c).length <= 4000, paginate });
    expect(cut.how).toBe('records');
    const structured = cut.result.structuredContent as typeof nested & { truncated?: boolean };
    const text = JSON.parse((cut.result.content as Array<{ text: string }>)[0]!.text) as typeof nested;
    for (const copy of [structured, text]) {
      expect(copy.kind).toBe('page');
      expect(copy['da/ta'].total).toBe(50);
      expect(copy['da/ta'].items.length).toBeGreaterThan(0);
      expect(copy['da/ta'].items.length).toBeLessThan(50);
      expect(copy['da/ta'].items).toEqual(records.slice(0, copy['da/ta'].items.length));
    }
    expect(nested['da/ta'].items).toHaveLength(50);
  });
});
