import { describe, expect, it } from 'vitest';
import { resultProposals } from '../../src/measure/proposals/result-proposals.js';
import { PROJECT_SOURCE, project, type Shape } from '../../src/measure/proposals/projection-proposals.js';
import type { Fixture } from '../../src/budget/budget-config.js';
import type { WireTool } from '../../src/servers/list-tools.js';
import { bytesOf, jsonTokens, o200k } from './tokenizer.js';

const fixture: Fixture = { name: 'list', server: 's', tool: 'list_issues' };
const tools: WireTool[] = [
  { name: 'list_issues', inputSchema: { type: 'object' } },
  {
    name: 'get_issue',
    inputSchema: { type: 'object', properties: { number: { type: 'number' } }, required: ['number'] },
  },
];
const person = (login: string, id: number) => ({
  login,
  id,
  node_id: `U_${id}`,
  avatar_url: `https://a.example/${id}`,
  url: `https://api.example/users/${login}`,
  type: 'User',
  site_admin: false,
});
const records = Array.from({ length: 5 }, (_, i) => ({
  number: i + 1,
  title: `Issue ${i + 1}`,
  author: person(['ann', 'bo', 'cy'][i % 3]!, 10 + (i % 3)),
  body: `Steps to reproduce ${i}. `.repeat(i === 2 ? 40 : 2),
  url: `https://api.example/issues/${i + 1}`,
  repo: {
    full_name: 'acme/tracker',
    id: 7,
    owner: person('acme', 1),
    private: false,
    description: 'The tracker of acme',
    size: 40,
  },
}));
const wire = (result: Record<string, unknown>) => {
  const message = { jsonrpc: '2.0', id: 3, result };
  return { bytes: bytesOf(message), message };
};

describe('projection-proposals: a list of records projected, each change measured on what the server sent', () => {
  it('entities to their identifier, URLs dropped, long text previewed, the repeated object named, and the allowlist', () => {
    const result = {
      content: [{ type: 'text', text: JSON.stringify(records) }],
      structuredContent: { items: records },
    };
    const proposals = resultProposals(fixture, wire(result), o200k, undefined, [], tools[0], tools);
    const of = (kind: string) => proposals.find((p) => p.kind === kind);
    expect(of('entity-to-identifier')!.change).toBe(
      'reduce each nested entity to its identifier: "author" to its "login", "repo" to its "full_name"',
    );
    expect(of('repeated-nested-objects')!.change).toMatch(
      /^replace the objects repeated across the 5 records by their identifying field: repo \(identical in 5 of 5 records, \d+ bytes each\) by its "full_name"/,
    );
    expect(of('text-preview')!.change).toBe(
      'cut "body" to a 200-char preview with "body_truncated" beside it (1 of 5 are longer, the longest 880 chars): get_issue ("number") gives the whole text',
    );
    expect(of('url-fields')!.change).toBe('drop the URL and link fields: "url" and 4 inside nested objects');
    const allowlist = of('field-allowlist')!;
    // The printed code, run as printed, makes the records the saving was measured on: both copies, text and structured.
    const { shape, project: printed } = new Function(`${allowlist.code}\nreturn { shape, project };`)() as {
      shape: Shape;
      project: (v: unknown, s: Shape) => unknown;
    };
    const after = printed(records, shape) as Array<Record<string, unknown>>;
    expect(after[2]).toEqual({
      number: 3,
      title: 'Issue 3',
      author: 'cy',
      body: records[2]!.body.slice(0, 200),
      body_truncated: true,
      repo: 'acme/tracker',
    });
    const changed = { content: [{ type: 'text', text: JSON.stringify(after) }], structuredContent: { items: after } };
    const tokens = (r: { content: Array<{ text: string }>; structuredContent: unknown }) =>
      Math.max(jsonTokens(r.structuredContent), o200k.count(r.content[0]!.text));
    expect(allowlist.saves).toEqual({
      bytes: wire(result).bytes - wire(changed).bytes,
      tokens: tokens(result) - tokens(changed),
    });
  });

  it('the printed function and the measured one agree, on missing keys, nulls, arrays and non-strings', () => {
    const printed = new Function(`${PROJECT_SOURCE}\nreturn project;`)() as (v: unknown, s: Shape) => unknown;
    const values = [
      { a: null, b: [{ login: 'x', n: 1 }, 3], c: 5, d: { e: 'long text here' } },
      { b: null },
      'text',
      [[{ a: 1 }]],
    ];
    const shape: Shape = { a: 'login', b: 'login', c: 2, d: { e: 4, f: true } };
    expect(JSON.stringify(project(values, shape))).toBe(JSON.stringify(printed(values, shape)));
  });

  it('fewer than 3 records, or a key that would set a prototype: nothing projected', () => {
    const two = records.slice(0, 2);
    expect(
      resultProposals(
        fixture,
        wire({ content: [{ type: 'text', text: JSON.stringify(two) }] }),
        o200k,
        undefined,
        [],
        tools[0],
        tools,
      ).filter((p) => p.kind === 'field-allowlist'),
    ).toEqual([]);
    const text = `[${records.map((r) => JSON.stringify(r).replace('{', '{"__proto__":{"polluted":true},')).join(',')}]`;
    expect(
      resultProposals(
        fixture,
        wire({ content: [{ type: 'text', text }] }),
        o200k,
        undefined,
        [],
        tools[0],
        tools,
      ).filter((p) => p.kind === 'field-allowlist'),
    ).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
