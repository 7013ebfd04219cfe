// Mutation test: real tool schemas (test/unit/data/real-tool-schemas.json, listed from the servers the suite runs),
// each kind of change applied at each depth where it fits, and the class the diff gives it checked against the class
// the change has for callers. Equivalent rewrites (key order, $ref for inlined, zod 3 spellings) must find nothing.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaDiff } from '../../src/judge/contracts/schema-diff.js';
import { annotationChanges } from '../../src/judge/contracts/annotation-changes.js';
import type { ChangeClass, Side } from '../../src/judge/contracts/schema-place.js';

type Node = Record<string, unknown>;
type Tool = { name: string; inputSchema: Node; outputSchema?: Node; annotations?: Node };
const DATA = JSON.parse(readFileSync(new URL('./data/real-tool-schemas.json', import.meta.url), 'utf8')) as {
  servers: Record<string, Tool[]>;
};
const TOOLS = Object.entries(DATA.servers).flatMap(([server, tools]) => tools.map((tool) => ({ server, tool })));

/** Every schema node of a schema, by its path of keys, without following $ref (a $defs target is reached where used). */
function sites(schema: Node, path: Array<string | number> = []): Array<Array<string | number>> {
  const out = [path];
  const at = (value: unknown, ...keys: Array<string | number>) =>
    isNode(value) && !('$ref' in value) ? out.push(...sites(value, [...path, ...keys])) : 0;
  if (isNode(schema.properties))
    for (const [name, value] of Object.entries(schema.properties)) at(value, 'properties', name);
  at(schema.items, 'items');
  at(schema.additionalProperties, 'additionalProperties');
  // A union option with an identical sibling is masked by it: changing one copy changes nothing the union accepts.
  for (const key of ['anyOf', 'oneOf', 'prefixItems']) {
    if (!Array.isArray(schema[key])) continue;
    const texts = (schema[key] as unknown[]).map((value) => JSON.stringify(value));
    (schema[key] as unknown[]).forEach((value, i) =>
      key !== 'prefixItems' && texts.indexOf(texts[i]!) !== texts.lastIndexOf(texts[i]!) ? 0 : at(value, key, i),
    );
  }
  return out;
}
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const get = (schema: Node, path: Array<string | number>): Node =>
  path.reduce<Node>((node, key) => (node as Record<string | number, Node>)[key]!, schema);
const SAFE = Number.MAX_SAFE_INTEGER;
const typeIs = (node: Node, type: string) => node.type === type;
const isObjectNode = (node: Node) =>
  typeIs(node, 'object') && !('anyOf' in node) && !('oneOf' in node) && !('allOf' in node);
const requiredOf = (node: Node) => (Array.isArray(node.required) ? (node.required as string[]) : []);
const propertyNames = (node: Node) => (isNode(node.properties) ? Object.keys(node.properties) : []);
const hasEnd = (node: Node, end: 'lower' | 'upper') =>
  (end === 'lower' ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum']).some((key) => key in node);
const realBound = (node: Node, key: string) => typeof node[key] === 'number' && Math.abs(node[key] as number) !== SAFE;

/** A kind of change: where it fits, what it does to the node, and its class for inputs and for outputs. */
interface Mutation {
  name: string;
  fits: (node: Node) => boolean;
  apply: (node: Node) => void;
  input: ChangeClass | 'none';
  output: ChangeClass | 'none';
}

const MUTATIONS: Mutation[] = [
  {
    name: 'required property added',
    fits: isObjectNode,
    apply: (n) => {
      n.properties = { ...(n.properties as Node), mutant: { type: 'string' } };
      n.required = [...requiredOf(n), 'mutant'];
    },
    input: 'breaking',
    output: 'compatible',
  },
  {
    name: 'optional property added',
    fits: isObjectNode,
    apply: (n) => {
      n.properties = { ...(n.properties as Node), mutant: { type: 'string' } };
    },
    input: 'compatible',
    output: 'compatible',
  },
  {
    name: 'property removed',
    fits: (n) => isObjectNode(n) && propertyNames(n).length > 0,
    apply: (n) => {
      const name = propertyNames(n)[0]!;
      delete (n.properties as Node)[name];
      n.required = requiredOf(n).filter((r) => r !== name);
    },
    input: 'breaking',
    output: 'breaking',
  },
  {
    name: 'optional made required',
    fits: (n) => isObjectNode(n) && propertyNames(n).some((p) => !requiredOf(n).includes(p)),
    apply: (n) => {
      n.required = [...requiredOf(n), propertyNames(n).find((p) => !requiredOf(n).includes(p))!];
    },
    input: 'breaking',
    output: 'compatible',
  },
  {
    name: 'required made optional',
    fits: (n) => isObjectNode(n) && requiredOf(n).some((r) => propertyNames(n).includes(r)),
    apply: (n) => {
      const name = requiredOf(n).find((r) => propertyNames(n).includes(r));
      n.required = requiredOf(n).filter((r) => r !== name);
    },
    input: 'compatible',
    output: 'breaking',
  },
  {
    name: 'closed to additional properties',
    fits: (n) => isObjectNode(n) && (n.additionalProperties === undefined || n.additionalProperties === true),
    apply: (n) => {
      n.additionalProperties = false;
    },
    input: 'breaking',
    output: 'none',
  },
  {
    name: 'number narrowed to integer',
    fits: (n) => typeIs(n, 'number'),
    apply: (n) => {
      n.type = 'integer';
    },
    input: 'breaking',
    output: 'compatible',
  },
  {
    name: 'integer widened to number',
    fits: (n) => typeIs(n, 'integer'),
    apply: (n) => {
      n.type = 'number';
      for (const key of ['minimum', 'maximum']) if (Math.abs(n[key] as number) === SAFE) delete n[key];
    },
    input: 'compatible',
    output: 'breaking',
  },
  {
    name: 'string retyped to number',
    fits: (n) => typeIs(n, 'string') && !('enum' in n) && !('const' in n),
    apply: (n) => {
      n.type = 'number';
      for (const key of ['minLength', 'maxLength', 'pattern', 'format', 'default']) delete n[key];
    },
    input: 'breaking',
    output: 'breaking',
  },
  {
    name: 'maximum added',
    fits: (n) => (typeIs(n, 'number') || typeIs(n, 'integer')) && !hasEnd(n, 'upper'),
    apply: (n) => {
      n.maximum = 50;
    },
    input: 'breaking',
    output: 'compatible',
  },
  {
    name: 'exclusiveMinimum added',
    fits: (n) => (typeIs(n, 'number') || typeIs(n, 'integer')) && !hasEnd(n, 'lower'),
    apply: (n) => {
      n.exclusiveMinimum = 0;
    },
    input: 'breaking',
    output: 'compatible',
  },
  {
    name: 'real bound removed',
    fits: (n) => realBound(n, 'minimum') && !('exclusiveMinimum' in n),
    apply: (n) => {
      delete n.minimum;
    },
    input: 'compatible',
    output: 'breaking',
  },
  {
    name: 'maxLength added',
    fits: (n) => typeIs(n, 'string') && !('maxLength' in n),
    apply: (n) => {
      n.maxLength = 3;
    },
    input: 'breaking',
    output: 'compatible',
  },
  {
    name: 'minLength raised',
    fits: (n) => typeIs(n, 'string'),
    apply: (n) => {
      n.minLength = (typeof n.minLength === 'number' ? n.minLength : 0) + 1;
    },
    input: 'breaking',
    output: 'compatible',
  },
  // Beside a format, a pattern is read as the format's spelling (zod 4 writes one for each): see schema-keywords.ts.
  {
    name: 'pattern added',
    fits: (n) => typeIs(n, 'string') && !('pattern' in n) && !('format' in n),
    apply: (n) => {
      n.pattern = '^m';
    },
    input: 'breaking',
    output: 'compatible',
  },
  {
    name: 'format added',
    fits: (n) => typeIs(n, 'string') && !('format' in n) && !('enum' in n) && !('const' in n),
    apply: (n) => {
      n.format = 'uri';
    },
    input: 'breaking',
    output: 'compatible',
  },
  {
    name: 'minItems added',
    fits: (n) => typeIs(n, 'array') && !('minItems' in n),
    apply: (n) => {
      n.minItems = 1;
    },
    input: 'breaking',
    output: 'compatible',
  },
  {
    name: 'maxItems added',
    fits: (n) => typeIs(n, 'array') && !('maxItems' in n),
    apply: (n) => {
      n.maxItems = 2;
    },
    input: 'breaking',
    output: 'compatible',
  },
  {
    name: 'enum value added',
    fits: (n) => Array.isArray(n.enum),
    apply: (n) => {
      n.enum = [...(n.enum as unknown[]), 'mutant'];
    },
    input: 'compatible',
    output: 'breaking',
  },
  {
    name: 'enum value removed',
    fits: (n) => Array.isArray(n.enum) && (n.enum as unknown[]).length > 1,
    apply: (n) => {
      n.enum = (n.enum as unknown[]).slice(1);
    },
    input: 'breaking',
    output: 'compatible',
  },
  {
    name: 'default changed',
    fits: (n) => !('anyOf' in n) && !('oneOf' in n),
    apply: (n) => {
      n.default = 'mutant-default';
    },
    input: 'compatible',
    output: 'cosmetic',
  },
  {
    name: 'description edited',
    fits: (n) => !('anyOf' in n) && !('oneOf' in n),
    apply: (n) => {
      n.description = `${String(n.description ?? '')} (edited)`;
    },
    input: 'cosmetic',
    output: 'cosmetic',
  },
  {
    name: 'union option added',
    fits: (n) => Array.isArray(n.anyOf ?? n.oneOf),
    apply: (n) => {
      (n.anyOf ? (n.anyOf as unknown[]) : (n.oneOf as unknown[])).push({ type: 'boolean', description: 'mutant' });
    },
    input: 'compatible',
    output: 'breaking',
  },
];

/** Rewrites that change nothing a caller can tell. */
const EQUIVALENTS: Array<{
  name: string;
  fits: (node: Node, path: Array<string | number>) => boolean;
  apply: (schema: Node, path: Array<string | number>) => Node;
}> = [
  { name: 'keys in reverse order', fits: () => true, apply: (schema) => reversed(schema) as Node },
  {
    name: 'the node moved to $defs and referenced',
    fits: (_node, path) => path.length > 0,
    apply: (schema, path) => {
      const copy = structuredClone(schema);
      const parent = get(copy, path.slice(0, -1)) as Record<string | number, unknown>;
      copy.$defs = { ...(isNode(copy.$defs) ? copy.$defs : {}), Mutant: parent[path.at(-1)!] };
      parent[path.at(-1)!] = { $ref: '#/$defs/Mutant' };
      return copy;
    },
  },
  {
    name: 'const as a one-value enum',
    fits: (node) => 'const' in node,
    apply: (schema, path) =>
      edit(schema, path, (n) => {
        n.enum = [n.const];
        delete n.const;
      }),
  },
  {
    name: 'zod 3 boolean exclusiveMinimum',
    fits: (node) => typeof node.exclusiveMinimum === 'number' && !('minimum' in node),
    apply: (schema, path) =>
      edit(schema, path, (n) => {
        n.minimum = n.exclusiveMinimum;
        n.exclusiveMinimum = true;
      }),
  },
  {
    name: 'type as a one-type list',
    fits: (node) => typeof node.type === 'string',
    apply: (schema, path) =>
      edit(schema, path, (n) => {
        n.type = [n.type];
      }),
  },
];

function edit(schema: Node, path: Array<string | number>, change: (node: Node) => void): Node {
  const copy = structuredClone(schema);
  change(get(copy, path));
  return copy;
}
const reversed = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(reversed)
    : isNode(value)
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([k, v]) => [k, reversed(v)]),
        )
      : value;
const RANK: Record<ChangeClass | 'none', number> = { none: 0, cosmetic: 1, compatible: 2, breaking: 3 };
const strongest = (classes: ChangeClass[]) =>
  classes.reduce<ChangeClass | 'none'>((a, b) => (RANK[b] > RANK[a] ? b : a), 'none');

/** Every (tool, side, site, mutation) where the mutation fits: the cases fast-check draws from. */
const CASES = TOOLS.flatMap(({ server, tool }) =>
  (['input', 'output'] as Side[]).flatMap((side) => {
    const schema = side === 'input' ? tool.inputSchema : tool.outputSchema;
    if (!schema) return [];
    return sites(schema).flatMap((path) =>
      MUTATIONS.filter((m) => m.fits(get(schema, path))).map((mutation) => ({
        server,
        tool: tool.name,
        side,
        schema,
        path,
        mutation,
      })),
    );
  }),
);
const EQUIVALENT_CASES = TOOLS.flatMap(({ tool }) =>
  sites(tool.inputSchema).flatMap((path) =>
    EQUIVALENTS.filter((e) => e.fits(get(tool.inputSchema, path), path)).map((equivalent) => ({
      tool: tool.name,
      schema: tool.inputSchema,
      path,
      equivalent,
    })),
  ),
);

describe('contract mutations on real schemas: each kind of change at each depth gets its class', () => {
  it('the real schemas hold every kind of change at several depths (the test is not vacuous)', () => {
    expect(TOOLS.length).toBe(73);
    for (const mutation of MUTATIONS)
      expect(CASES.filter((c) => c.mutation === mutation).length, mutation.name).toBeGreaterThan(0);
    expect(CASES.filter((c) => c.path.length >= 4).length).toBeGreaterThan(200);
    expect(CASES.length).toBeGreaterThan(2500);
  });

  it("a mutation drawn from thousands: the strongest class the diff finds is the change's class for that side", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CASES), ({ side, schema, path, mutation }) => {
        const mutated = edit(schema, path, mutation.apply);
        const found = schemaDiff(schema, mutated, side, side === 'input' ? 'inputSchema' : 'outputSchema');
        expect({ at: path.join('.'), class: strongest(found.map((c) => c.class)) }).toEqual({
          at: path.join('.'),
          class: mutation[side],
        });
        // Each change says where it is, in the schema it was found in.
        for (const change of found)
          expect(change.path.startsWith(side === 'input' ? 'inputSchema' : 'outputSchema')).toBe(true);
      }),
      { numRuns: 3000, seed: 37 },
    );
  });

  it('equivalent rewrites at every depth are no change', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EQUIVALENT_CASES), ({ schema, path, equivalent }) => {
        expect(schemaDiff(schema, equivalent.apply(schema, path), 'input', 'inputSchema')).toEqual([]);
      }),
      { numRuns: 1000, seed: 37 },
    );
  });

  it('hints: every tool that is read-only turning it off is breaking, turning it on where it was not is compatible', () => {
    for (const { tool } of TOOLS) {
      const hints = tool.annotations ?? {};
      const flipped = { ...hints, readOnlyHint: hints.readOnlyHint !== true };
      expect(strongest(annotationChanges(hints, flipped).map((c) => c.class)), tool.name).toBe(
        hints.readOnlyHint === true ? 'breaking' : 'compatible',
      );
    }
  });
});
