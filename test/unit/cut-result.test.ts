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
