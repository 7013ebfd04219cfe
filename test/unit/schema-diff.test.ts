import { describe, expect, it } from 'vitest';
import { schemaDiff } from '../../src/judge/contracts/schema-diff.js';
import { annotationChanges } from '../../src/judge/contracts/annotation-changes.js';
import type { Side } from '../../src/judge/contracts/schema-place.js';

type S = Record<string, unknown>;
const obj = (properties: S, required: string[] = [], extra: S = {}): S => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
  ...extra,
});
const diff = (a: unknown, b: unknown, side: Side = 'input') =>
  schemaDiff(a, b, side, side === 'input' ? 'inputSchema' : 'outputSchema').map((c) => [
    c.change,
    c.class,
    c.detail,
    c.path,
  ]);
const classes = (a: unknown, b: unknown, side: Side = 'input') => schemaDiff(a, b, side, 'x').map((c) => c.class);

describe('schema-diff: two schemas of a tool compared at every depth', () => {
  it("nested object properties: removed, added required and optional, required changed, in the caller's words and the JSON path", () => {
    const a = obj({ filter: obj({ owner: { type: 'string' }, tag: { type: 'string' } }, ['owner']) });
    const b = obj({
      filter: obj({ owner: { type: 'string' }, tag: { type: 'string' }, org: { type: 'string' } }, [
        'owner',
        'tag',
        'org',
      ]),
    });
    expect(diff(a, b)).toEqual([
      ['required parameter added', 'breaking', 'filter.org', 'inputSchema.properties.filter.properties.org'],
      ['parameter now required', 'breaking', 'filter.tag', 'inputSchema.properties.filter.required'],
    ]);
    expect(diff(b, a)).toEqual([
      ['parameter removed', 'breaking', 'filter.org', 'inputSchema.properties.filter.properties.org'],
      ['parameter now optional', 'compatible', 'filter.tag', 'inputSchema.properties.filter.required'],
    ]);
  });

  it('array items and prefixItems (and draft-07 tuple items)', () => {
    const a = obj({
      ids: { type: 'array', items: { type: 'number' } },
      pair: { type: 'array', items: [{ type: 'string' }, { type: 'number' }] },
    });
    const b = obj({
      ids: { type: 'array', items: { type: 'integer' } },
      pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] },
    });
    expect(diff(a, b)).toEqual([
      ['parameter type narrowed', 'breaking', 'ids[]: number → integer', 'inputSchema.properties.ids.items.type'],
      [
        'parameter type narrowed',
        'breaking',
        'pair[1]: number → integer',
        'inputSchema.properties.pair.prefixItems[1].type',
      ],
    ]);
  });

  it('unions paired by discriminator, whatever the order of the options; an option removed or added', () => {
    const vector = (n: S) => obj({ kind: { type: 'string', const: 'vector' }, numCandidates: n }, ['kind']);
    const text = obj({ kind: { type: 'string', enum: ['text'] }, text: { type: 'string' } }, ['kind']);
    expect(
      diff(
        obj({ q: { anyOf: [vector({ type: 'number' }), text] } }),
        obj({ q: { anyOf: [text, vector({ type: 'integer' })] } }),
      ),
    ).toEqual([
      [
        'parameter type narrowed',
        'breaking',
        'q[kind="vector"].numCandidates: number → integer',
        'inputSchema.properties.q.anyOf[1].properties.numCandidates.type',
      ],
    ]);
    expect(
      diff(
        obj({ q: { oneOf: [vector({}), text] } }),
        obj({ q: { oneOf: [text, vector({}), obj({ kind: { const: 'hybrid' } }, ['kind'])] } }),
      ),
    ).toEqual([
      ['parameter union option added', 'compatible', 'q: option kind="hybrid"', 'inputSchema.properties.q.oneOf[2]'],
    ]);
    expect(
      classes(
        obj({ q: { anyOf: [vector({}), text] } }),
        obj({ q: { anyOf: [text, obj({ kind: { const: 'x' } }), obj({ kind: { const: 'y' } })] } }),
      ),
    ).toContain('breaking');
  });

  it('unions without a discriminator paired by shape; a plain schema against a union is a union of one', () => {
    const list = (n: number) => ({ type: 'array', items: { type: 'string' }, maxItems: n });
    expect(
      diff(
        obj({ id: { anyOf: [obj({ a: { type: 'string' } }), list(10)] } }),
        obj({ id: { anyOf: [list(5), obj({ a: { type: 'string' } })] } }),
      ),
    ).toEqual([
      [
        'parameter bound tightened',
        'breaking',
        'id(option 1): maxItems 10 → 5',
        'inputSchema.properties.id.anyOf[0].maxItems',
      ],
    ]);
    // A nullable written either way: S | null is S with null in its types, unless S holds for every type (an enum).
    expect(
      diff(
        obj({ s: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'null' }] } }),
        obj({ s: { type: ['null', 'string'], minLength: 1 } }),
      ),
    ).toEqual([]);
    expect(
      diff(
        obj({ s: { anyOf: [{ type: 'string', enum: ['a'] }, { type: 'null' }] } }),
        obj({ s: { type: ['null', 'string'], enum: ['a'] } }),
      ).map((c) => c[1]),
    ).toContain('breaking');
    expect(
      diff(
        obj({ id: { type: 'string', minLength: 1 } }),
        obj({ id: { anyOf: [{ type: 'string', minLength: 1 }, list(3)] } }),
      ),
    ).toEqual([
      ['parameter union option added', 'compatible', 'id: option of type array', 'inputSchema.properties.id.anyOf[1]'],
    ]);
    expect(
      diff(obj({ id: { type: 'string' } }), obj({ id: { anyOf: [{ type: 'string' }, { type: 'array' }] } })),
    ).toEqual([
      ['parameter type widened', 'compatible', 'id: string → array|string', 'inputSchema.properties.id.anyOf'],
    ]);
  });

  it('local $ref and $defs expanded, cycles guarded; $ref against inlined is no change', () => {
    const node = {
      $defs: { Node: obj({ name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } }) },
    };
    const viaRef = {
      ...obj({ root: { $ref: '#/$defs/Node' }, limit: { $ref: '#/definitions/Limit' } }),
      ...node,
      definitions: { Limit: { type: 'integer', maximum: 100 } },
    };
    const inlined = { ...obj({ root: { $ref: '#/$defs/Node' }, limit: { type: 'integer', maximum: 100 } }), ...node };
    expect(diff(viaRef, inlined)).toEqual([]);
    const tighter = { ...viaRef, definitions: { Limit: { type: 'integer', maximum: 50 } } };
    expect(diff(viaRef, tighter)).toEqual([
      ['parameter bound tightened', 'breaking', 'limit: maximum 100 → 50', 'inputSchema.properties.limit.maximum'],
    ]);
    const renamedNode = {
      ...viaRef,
      $defs: { Node: obj({ name: { type: 'integer' }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } }) },
    };
    expect(diff(viaRef, renamedNode)).toEqual([
      [
        'parameter type changed',
        'breaking',
        'root.name: string → integer',
        'inputSchema.properties.root.properties.name.type',
      ],
    ]);
  });

  it('additionalProperties: closing an input breaks; opening it is not listed; on outputs neither changes a field readers read', () => {
    expect(
      diff(obj({ a: { type: 'string' } }), obj({ a: { type: 'string' } }, [], { additionalProperties: false })),
    ).toEqual([
      [
        'additional properties closed',
        'breaking',
        'additionalProperties any → false',
        'inputSchema.additionalProperties',
      ],
    ]);
    expect(
      diff(
        obj({}, [], { additionalProperties: true }),
        obj({ m: obj({}, [], { additionalProperties: false }) }, [], { additionalProperties: false }),
      ).map((c) => c[0]),
    ).toEqual(['additional properties closed', 'optional parameter added']);
    // Opening breaks nobody, and is how every zod 3 → zod 4 move looks: not listed.
    expect(classes(obj({}, [], { additionalProperties: false }), obj({}))).toEqual([]);
    expect(
      diff(
        obj({ a: { type: 'string' } }),
        obj({ a: { type: 'string' } }, [], { additionalProperties: false }),
        'output',
      ),
    ).toEqual([]);
    expect(
      diff(
        obj({}, [], { additionalProperties: { type: 'number' } }),
        obj({}, [], { additionalProperties: { type: 'integer' } }),
      ),
    ).toEqual([
      ['parameter type narrowed', 'breaking', '*: number → integer', 'inputSchema.additionalProperties.type'],
    ]);
  });

  it.each([
    [
      'minimum raised',
      { type: 'number', minimum: 0 },
      { type: 'number', minimum: 1 },
      'parameter bound tightened',
      'n: minimum 0 → 1',
    ],
    [
      'maximum added',
      { type: 'number' },
      { type: 'number', maximum: 50 },
      'parameter bound added',
      'n: maximum none → 50',
    ],
    [
      'maximum removed',
      { type: 'number', maximum: 50 },
      { type: 'number' },
      'parameter bound removed',
      'n: maximum 50 → none',
    ],
    [
      'inclusive to exclusive at the same value',
      { type: 'number', minimum: 0 },
      { type: 'number', exclusiveMinimum: 0 },
      'parameter bound tightened',
      'n: exclusiveMinimum 0 → >0',
    ],
    [
      'exclusive maximum loosened',
      { type: 'number', exclusiveMaximum: 10 },
      { type: 'number', maximum: 10 },
      'parameter bound loosened',
      'n: maximum <10 → 10',
    ],
    [
      'minLength',
      { type: 'string', minLength: 1 },
      { type: 'string', minLength: 3 },
      'parameter bound tightened',
      'n: minLength 1 → 3',
    ],
    [
      'maxLength',
      { type: 'string', maxLength: 10 },
      { type: 'string', maxLength: 20 },
      'parameter bound loosened',
      'n: maxLength 10 → 20',
    ],
    ['minItems', { type: 'array' }, { type: 'array', minItems: 1 }, 'parameter bound added', 'n: minItems none → 1'],
    [
      'maxItems',
      { type: 'array', maxItems: 5 },
      { type: 'array', maxItems: 4 },
      'parameter bound tightened',
      'n: maxItems 5 → 4',
    ],
    [
      'pattern added',
      { type: 'string' },
      { type: 'string', pattern: '^a' },
      'parameter bound added',
      'n: pattern none → "^a"',
    ],
    [
      'pattern changed',
      { type: 'string', pattern: '^a' },
      { type: 'string', pattern: '^b' },
      'parameter bound changed',
      'n: pattern "^a" → "^b"',
    ],
    [
      'format added',
      { type: 'string' },
      { type: 'string', format: 'uri' },
      'parameter bound added',
      'n: format none → "uri"',
    ],
    [
      'multipleOf tightened',
      { type: 'number', multipleOf: 2 },
      { type: 'number', multipleOf: 4 },
      'parameter bound tightened',
      'n: multipleOf 2 → 4',
    ],
    [
      'multipleOf loosened',
      { type: 'number', multipleOf: 4 },
      { type: 'number', multipleOf: 2 },
      'parameter bound loosened',
      'n: multipleOf 4 → 2',
    ],
    [
      'uniqueItems',
      { type: 'array' },
      { type: 'array', uniqueItems: true },
      'parameter bound added',
      'n: uniqueItems false → true',
    ],
    ['const changed', { const: 'a' }, { const: 'b' }, 'enum value removed', 'n: "a"'],
    [
      'enum introduced',
      { type: 'string' },
      { type: 'string', enum: ['a', 'b'] },
      'parameter enum added',
      'n: any → "a", "b"',
    ],
    [
      'default changed',
      { type: 'number', default: 10 },
      { type: 'number', default: 20 },
      'parameter default changed',
      'n: 10 → 20',
    ],
    ['number to integer', { type: 'number' }, { type: 'integer' }, 'parameter type narrowed', 'n: number → integer'],
    [
      'nullable added',
      { type: 'string' },
      { type: ['string', 'null'] },
      'parameter type widened',
      'n: string → null|string',
    ],
  ])('a bound or value in a nested parameter: %s', (_name, a, b, change, detail) => {
    const [first] = schemaDiff(obj({ n: a }), obj({ n: b }), 'input', 'inputSchema');
    expect([first?.change, first?.detail]).toEqual([change, detail]);
  });

  it('outputs read the other way: narrowing is compatible, widening and removing break structured consumers', () => {
    const out = (items: S, extra: S = {}) =>
      obj({ items: { type: 'array', items: obj({ id: items }, ['id']) }, ...extra }, ['items']);
    expect(diff(out({ type: 'number' }), out({ type: 'integer' }), 'output')).toEqual([
      [
        'output field type narrowed',
        'compatible',
        'items[].id: number → integer',
        'outputSchema.properties.items.items.properties.id.type',
      ],
    ]);
    expect(diff(out({ type: 'integer' }), out({ type: 'number' }), 'output')).toEqual([
      [
        'output field type changed',
        'breaking',
        'items[].id: integer → number',
        'outputSchema.properties.items.items.properties.id.type',
      ],
    ]);
    expect(diff(out({ type: 'string' }, { total: { type: 'integer' } }), out({ type: 'string' }), 'output')).toEqual([
      ['output field removed', 'breaking', 'total', 'outputSchema.properties.total'],
    ]);
    expect(classes(out({ type: 'string', maxLength: 5 }), out({ type: 'string' }), 'output')).toEqual(['breaking']);
    expect(classes(out({ enum: ['a'] }), out({ enum: ['a', 'b'] }), 'output')).toEqual(['breaking']);
    expect(classes(obj({ a: { type: 'string' } }, ['a']), obj({ a: { type: 'string' } }), 'output')).toEqual([
      'breaking',
    ]);
  });

  it('descriptions and titles are cosmetic; an unknown constraint that changes is breaking (it may refuse values)', () => {
    expect(
      diff(
        obj({ q: { type: 'string', description: 'a' } }),
        obj({ q: { type: 'string', description: 'b', 'x-order': 1 } }),
      ).map((c) => [c[0], c[1]]),
    ).toEqual([
      ['parameter description edited', 'cosmetic'],
      ['parameter x-order edited', 'cosmetic'],
    ]);
    expect(
      diff(obj({ q: { type: 'string' } }), obj({ q: { type: 'string', not: { const: '' } } })).map((c) => [c[0], c[1]]),
    ).toEqual([['parameter constraint changed', 'breaking']]);
  });

  it('equivalent spellings are no change: zod 3 against zod 4 output, key order, type lists, safe-integer bounds', () => {
    // zod-to-json-schema 3.x for z.object({ n: z.number().int().gt(0), s: z.string().datetime().nullable() })
    const zod3 = {
      type: 'object',
      properties: { n: { type: 'integer', exclusiveMinimum: 0 }, s: { type: ['string', 'null'], format: 'date-time' } },
      required: ['n', 's'],
      additionalProperties: false,
      $schema: 'http://json-schema.org/draft-07/schema#',
    };
    // zod 4's z.toJSONSchema for the same schema
    const zod4 = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      required: ['s', 'n'],
      properties: {
        s: { anyOf: [{ type: 'string', format: 'date-time', pattern: '^\\d{4}-\\d\\d-\\d\\dT.*$' }, { type: 'null' }] },
        n: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      },
    };
    expect(diff(zod3, zod4)).toEqual([]);
    expect(
      diff(
        { ...zod3, properties: { ...zod3.properties, n: { type: 'integer', minimum: 0, exclusiveMinimum: true } } },
        zod3,
      ),
    ).toEqual([]);
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    expect(diff(zod4, reversed(zod4))).toEqual([]);
    // The same closing within one generator is a real change.
    expect(diff({ ...zod3, additionalProperties: true }, zod3).map((c) => c[0])).toEqual([
      'additional properties closed',
    ]);
  });
});

describe("annotation-changes: the hints hosts approve tools by, read with the specification's defaults", () => {
  const changes = (a: unknown, b: unknown) => annotationChanges(a, b).map((c) => [c.change, c.class, c.detail]);
  it.each([
    [
      'readOnlyHint true → false',
      { readOnlyHint: true },
      { readOnlyHint: false },
      [['readOnlyHint turned off', 'breaking', 'true → false']],
    ],
    [
      'readOnlyHint true → absent',
      { readOnlyHint: true },
      {},
      [['readOnlyHint turned off', 'breaking', 'true → false']],
    ],
    [
      'read-only turned on',
      undefined,
      { readOnlyHint: true },
      [['readOnlyHint turned on', 'compatible', 'false → true']],
    ],
    [
      'destructiveHint false → true',
      { destructiveHint: false },
      { destructiveHint: true },
      [['destructiveHint turned on', 'breaking', 'false → true']],
    ],
    [
      'destructiveHint false → absent (the default is true)',
      { destructiveHint: false },
      {},
      [['destructiveHint turned on', 'breaking', 'false → true']],
    ],
    ['destructiveHint absent → true is the default written out', {}, { destructiveHint: true }, []],
    [
      'idempotentHint off',
      { idempotentHint: true },
      { idempotentHint: false },
      [['idempotentHint turned off', 'breaking', 'true → false']],
    ],
    [
      // Saying the tool reaches outside systems describes it more truly; it takes nothing from a caller: at most minor.
      'openWorldHint on',
      { openWorldHint: false },
      { openWorldHint: true },
      [['openWorldHint turned on', 'compatible', 'false → true']],
    ],
    [
      'openWorldHint false → absent (the default is true)',
      { openWorldHint: false },
      {},
      [['openWorldHint turned on', 'compatible', 'false → true']],
    ],
    [
      'openWorldHint off',
      { openWorldHint: true },
      { openWorldHint: false },
      [['openWorldHint turned off', 'compatible', 'true → false']],
    ],
    [
      'destructiveHint of a read-only tool means nothing',
      { readOnlyHint: true, destructiveHint: false },
      { readOnlyHint: true, destructiveHint: true },
      [],
    ],
    ['title', { title: 'A' }, { title: 'B' }, [['title edited', 'cosmetic', undefined]]],
  ])('%s', (_name, a, b, expected) => {
    expect(changes(a, b)).toEqual(expected);
  });
});
