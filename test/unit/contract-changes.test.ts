import { describe, expect, it } from 'vitest';
import { contractChanges } from '../../src/judge/contracts/contract-changes.js';
import { toolContract } from '../../src/measure/tool-contract.js';
import type { Report } from '../../src/judge/report.js';
import { report, server, tool } from './measured.js';

type Wire = Record<string, unknown> & { name: string };

/** One server `s` listing these wire tools, each with its digests and contract as measuring records them. */
function reportOf(tools: Wire[], ok = true): Report {
  return report([
    server(
      's',
      tools.map((wire) =>
        tool(wire.name, {
          digest: JSON.stringify(wire),
          bodyDigest: JSON.stringify({ ...wire, name: '' }),
          contract: toolContract(wire),
        }),
      ),
      { ok },
    ),
  ]);
}

const search = (
  properties: Record<string, unknown>,
  required: string[] = [],
  extra: Record<string, unknown> = {},
): Wire => ({
  name: 'search',
  description: 'Search.',
  inputSchema: { type: 'object', properties, required },
  ...extra,
});
const changesOf = (before: Wire[], after: Wire[]) =>
  contractChanges(reportOf(before), reportOf(after)).changes.map(({ subject, change, bump, detail }) => [
    subject,
    change,
    bump,
    detail,
  ]);

describe('contract-changes: what callers of a tool rely on, against the base', () => {
  const query = { type: 'string' };
  it.each([
    ['a removed tool', [search({ query })], [], [['s/search', 'tool removed', 'major', undefined]]],
    ['an added tool', [], [search({ query })], [['s/search', 'tool added', 'minor', undefined]]],
    [
      'a removed parameter',
      [search({ query, limit: { type: 'integer' } })],
      [search({ query })],
      [['s/search', 'parameter removed', 'major', 'limit']],
    ],
    [
      'a new required parameter',
      [search({ query })],
      [search({ query, org: query }, ['org'])],
      [['s/search', 'required parameter added', 'major', 'org']],
    ],
    [
      'a new optional parameter',
      [search({ query })],
      [search({ query, org: query })],
      [['s/search', 'optional parameter added', 'minor', 'org']],
    ],
    [
      'an optional parameter made required',
      [search({ query })],
      [search({ query }, ['query'])],
      [['s/search', 'parameter now required', 'major', 'query']],
    ],
    [
      'a narrowed type',
      [search({ id: { type: ['string', 'integer'] } })],
      [search({ id: { type: 'string' } })],
      [['s/search', 'parameter type narrowed', 'major', 'id: integer|string → string']],
    ],
    [
      'integer to number widens',
      [search({ n: { type: 'integer' } })],
      [search({ n: { type: 'number' } })],
      [['s/search', 'parameter type widened', 'minor', 'n: integer → number']],
    ],
    [
      'a removed enum value',
      [search({ state: { type: 'string', enum: ['open', 'closed', 'all'] } })],
      [search({ state: { type: 'string', enum: ['open', 'closed'] } })],
      [['s/search', 'enum value removed', 'major', 'state: "all"']],
    ],
    [
      'an added enum value',
      [search({ state: { enum: ['open'] } })],
      [search({ state: { enum: ['open', 'draft'] } })],
      [['s/search', 'enum value added', 'minor', 'state: "draft"']],
    ],
    [
      'a removed output field',
      [
        search({ query }, [], {
          outputSchema: { type: 'object', properties: { items: { type: 'array' }, total: { type: 'integer' } } },
        }),
      ],
      [search({ query }, [], { outputSchema: { type: 'object', properties: { items: { type: 'array' } } } })],
      [['s/search', 'output field removed', 'major', 'total']],
    ],
    [
      'an added output field',
      [search({ query }, [], { outputSchema: { type: 'object', properties: {} } })],
      [search({ query }, [], { outputSchema: { type: 'object', properties: { next: { type: 'string' } } } })],
      [['s/search', 'output field added', 'minor', 'next']],
    ],
    [
      'a description edit',
      [search({ query })],
      [{ ...search({ query }), description: 'Search the index.' }],
      [['s/search', 'description or metadata edited', 'patch', undefined]],
    ],
    [
      'the same schema in another key order',
      [search({ query, n: { type: 'integer', minimum: 1 } })],
      [
        {
          inputSchema: { required: [], properties: { n: { minimum: 1, type: 'integer' }, query }, type: 'object' },
          description: 'Search.',
          name: 'search',
        },
      ],
      [],
    ],
    [
      'a bound inside a union option, paired by discriminator',
      [
        search({
          q: {
            anyOf: [
              { type: 'object', properties: { kind: { const: 'a' }, n: { type: 'number' } } },
              { type: 'object', properties: { kind: { const: 'b' } } },
            ],
          },
        }),
      ],
      [
        search({
          q: {
            anyOf: [
              { type: 'object', properties: { kind: { const: 'b' } } },
              { type: 'object', properties: { kind: { const: 'a' }, n: { type: 'number', maximum: 5 } } },
            ],
          },
        }),
      ],
      [['s/search', 'parameter bound added', 'major', 'q[kind="a"].n: maximum none → 5']],
    ],
    [
      'readOnlyHint true → false',
      [search({ query }, [], { annotations: { readOnlyHint: true } })],
      [search({ query }, [], { annotations: { readOnlyHint: false } })],
      [['s/search', 'readOnlyHint turned off', 'major', 'true → false']],
    ],
    ['nothing', [search({ query })], [search({ query })], []],
  ])('%s', (_name, before, after, expected) => {
    expect(changesOf(before as Wire[], after as Wire[])).toEqual(expected);
  });

  it('a parameter named __proto__ is a parameter like any other', () => {
    const before = [search(JSON.parse('{"__proto__": {"type": "string"}, "q": {"type": "string"}}'))];
    expect(changesOf(before, [search({ q: { type: 'string' } })])).toEqual([
      ['s/search', 'parameter removed', 'major', '__proto__'],
    ]);
  });

  it('against a report that kept only the top level, the top level is compared on both sides (never a bound read as new)', () => {
    const old = reportOf([search({ n: { type: 'integer' } })]);
    for (const server of old.servers) for (const t of server.tools) delete t.contract!.schemas;
    const now = reportOf([search({ n: { type: 'integer', maximum: 5 }, m: { type: 'string' } }, ['m'])]);
    expect(contractChanges(old, now).changes.map((c) => [c.change, c.class, c.detail])).toEqual([
      ['required parameter added', 'breaking', 'm'],
    ]);
  });

  it('a server that failed on one side makes its tools unknown, never removed or added', () => {
    const result = contractChanges(
      reportOf([search({})], false),
      reportOf([search({}), { ...search({}), name: 'other' }]),
    );
    expect(result).toEqual({ changes: [], unknown: ['s/search', 's/other'] });
  });

  it('the same body under a new name is a rename (major), listed once; changes sort by bump, then subject', () => {
    const find = { ...search({ q: { type: 'string' } }), name: 'find' };
    const result = contractChanges(
      reportOf([find, { name: 'zeta', inputSchema: { type: 'object' } }]),
      reportOf([
        { ...find, name: 'seek' },
        { name: 'zeta', inputSchema: { type: 'object' } },
        { name: 'alpha', inputSchema: { type: 'object' } },
      ]),
    );
    expect(result).toEqual({
      changes: [
        { subject: 's/find', change: 'tool renamed', class: 'breaking', bump: 'major', detail: 's/find → s/seek' },
        { subject: 's/alpha', change: 'tool added', class: 'compatible', bump: 'minor' },
      ],
      unknown: [],
    });
  });

  it('outputs: a field now optional or of another type breaks callers; a removed outputSchema too', () => {
    const out = (properties: Record<string, unknown>, required: string[] = []) =>
      search({}, [], { outputSchema: { type: 'object', properties, required } });
    expect(changesOf([out({ id: { type: 'string' } }, ['id'])], [out({ id: { type: 'string' } })])).toEqual([
      ['s/search', 'output field now optional', 'major', 'id'],
    ]);
    expect(changesOf([out({ n: { type: 'integer' } })], [out({ n: { type: 'number' } })])).toEqual([
      ['s/search', 'output field type changed', 'major', 'n: integer → number'],
    ]);
    expect(changesOf([out({})], [search({})])).toEqual([['s/search', 'outputSchema removed', 'major', undefined]]);
    expect(changesOf([search({})], [out({})])).toEqual([['s/search', 'outputSchema added', 'minor', undefined]]);
  });
});
