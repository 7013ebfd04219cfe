// The same zod schema as each generator writes it, with the converters servers really use: the v1 SDK's
// (zod-to-json-schema for zod 3, zod/v4-mini's toJSONSchema at draft-07 for zod 4) and the v2 SDK's (zod 4's
// Standard Schema jsonSchema.input at 2020-12, what McpServer 2.4.0 lists). None of the differences is a change.
import { toJsonSchemaCompat } from '@modelcontextprotocol/sdk/server/zod-json-schema-compat.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as z3 from 'zod/v3';
import { schemaDiff } from '../../src/judge/contracts/schema-diff.js';

type Zod = typeof z;
/** One tool's input, written once for either zod (their builder APIs agree on all of this). */
const build = (zz: Zod, limitMax = 50) =>
  zz.object({
    limit: zz.number().int().min(1).max(limitMax).default(10),
    ratio: zz.number().gt(0).lt(1).optional(),
    when: zz.string().datetime().nullable(),
    state: zz.enum(['open', 'closed']),
    kind: zz.literal('x').optional(),
    tags: zz.array(zz.string().min(1)).max(5).optional(),
    q: zz.discriminatedUnion('kind', [
      zz.object({ kind: zz.literal('vector'), n: zz.number().int() }),
      zz.object({ kind: zz.literal('text'), text: zz.string().email() }),
    ]),
    meta: zz.record(zz.string(), zz.number()).optional(),
    url: zz.string().url().optional(),
  });

const spellings = (limitMax = 50) => {
  const zod3 = build(z3 as unknown as Zod, limitMax);
  const zod4 = build(z, limitMax);
  return {
    'v1 SDK, zod 3 (zod-to-json-schema)': toJsonSchemaCompat(zod3 as never),
    'v1 SDK, zod 4 (draft-07)': toJsonSchemaCompat(zod4 as never),
    'v2 SDK, zod 4 (2020-12)': (
      zod4['~standard'] as unknown as { jsonSchema: { input: (o: object) => unknown } }
    ).jsonSchema.input({ target: 'draft-2020-12' }),
  };
};

describe('zod spellings: zod 3 against zod 4, v1 SDK against v2, are no change', () => {
  it('each move to a newer spelling of one schema compares equal, though their JSON differs', () => {
    const all = Object.entries(spellings());
    for (const [i, [nameA, a]] of all.entries()) {
      for (const [nameB, b] of all.slice(i + 1)) {
        expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
        expect({ pair: `${nameA} → ${nameB}`, changes: schemaDiff(a, b, 'input', 'inputSchema') }).toEqual({
          pair: `${nameA} → ${nameB}`,
          changes: [],
        });
      }
    }
  });

  it('back from zod 4 to zod 3, the objects zod 3 closes are said as closed: zod 3 wrote additionalProperties: false', () => {
    const { 'v1 SDK, zod 3 (zod-to-json-schema)': zod3, 'v1 SDK, zod 4 (draft-07)': zod4 } = spellings();
    expect(schemaDiff(zod4, zod3, 'input', 'inputSchema').map((c) => c.change)).toEqual([
      'additional properties closed',
      'additional properties closed',
      'additional properties closed',
    ]);
  });

  it('a real change still shows through a change of generator: .max(50) → .max(20) from zod 3 to zod 4', () => {
    const before = spellings(50)['v1 SDK, zod 3 (zod-to-json-schema)'];
    const after = spellings(20)['v2 SDK, zod 4 (2020-12)'];
    expect(schemaDiff(before, after, 'input', 'inputSchema').map((c) => [c.change, c.class, c.detail])).toEqual([
      ['parameter bound tightened', 'breaking', 'limit: maximum 50 → 20'],
    ]);
  });
});
