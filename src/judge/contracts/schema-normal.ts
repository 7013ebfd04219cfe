/** A JSON Schema object as the diff reads it; `true` and `{}` both accept anything. */
export type Schema = Record<string, unknown>;

const SAFE = Number.MAX_SAFE_INTEGER;
/** Keywords whose value is one schema, a list of them, or a map of them: where $refs are expanded. */
const ONE = [
  'additionalProperties',
  'items',
  'additionalItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
];
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', 'dependentSchemas'];
/** Said once in a document or only for tooling: never a change to what a value may be. */
const DROPPED = ['$schema', '$id', '$comment', '$defs', 'definitions', '$anchor'];

/**
 * One spelling per meaning, so that only what a caller can tell apart is compared: local `$ref`s expanded (a cycle
 * stays a `$ref`, compared by its target), `const` as a one-value `enum`, draft-04's boolean `exclusiveMinimum`,
 * zod 4's safe-integer bounds on every `.int()` and `propertyNames: {type: "string"}` on every record, a type list as the union of one option per type (how zod 4 writes a
 * nullable), single-option combiners, and `true`/`{}`/absent as one "anything".
 */
export function normalSchema(schema: unknown): Schema {
  return expand(schema, schema, []);
}

function expand(node: unknown, root: unknown, stack: string[]): Schema {
  if (node === true || node === undefined) return {};
  if (node === false) return { not: {} };
  if (!isObject(node)) return {};
  let out: Schema = {};
  const ref = typeof node.$ref === 'string' && node.$ref.startsWith('#') ? node.$ref : undefined;
  if (ref !== undefined) {
    const target = pointer(root, ref);
    if (stack.includes(ref) || target === undefined) out.$ref = ref;
    else out = expand(target, root, [...stack, ref]);
  }
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.includes(key) || (key === '$ref' && ref !== undefined)) continue;
    if (ONE.includes(key) && (isObject(value) || value === true)) out[key] = expand(value, root, stack);
    else if (LIST.includes(key) && Array.isArray(value)) out[key] = value.map((item) => expand(item, root, stack));
    else if (key === 'items' && Array.isArray(value)) out.prefixItems = value.map((item) => expand(item, root, stack));
    else if (MAP.includes(key) && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, expand(item, root, stack)]));
    else out[key] = value;
  }
  return respell(out);
}

function respell(input: Schema): Schema {
  let node = input;
  if ('const' in node) {
    node.enum = [node.const];
    delete node.const;
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (node[flag] === true && typeof node[bound] === 'number') [node[flag], node[bound]] = [node[bound], undefined];
    if (typeof node[flag] === 'boolean') delete node[flag];
    if (node[bound] === undefined) delete node[bound];
  }
  if (Array.isArray(node.type)) {
    const types = [...new Set(node.type.filter((type): type is string => typeof type === 'string'))].sort();
    node.type = types.length === 1 ? types[0] : types;
  }
  if (node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'))) {
    if (node.minimum === -SAFE) delete node.minimum;
    if (node.maximum === SAFE) delete node.maximum;
  }
  if (
    node.additionalProperties !== undefined &&
    isObject(node.additionalProperties) &&
    Object.keys(node.additionalProperties).length === 0
  )
    delete node.additionalProperties;
  if (isObject(node.items) && Object.keys(node.items).length === 0) delete node.items;
  // Property names are strings: zod 4 says so for every record, zod 3 never did.
  if (isObject(node.propertyNames) && canonical(node.propertyNames) === '{"type":"string"}') delete node.propertyNames;
  if (Array.isArray(node.required)) {
    if (node.required.length === 0) delete node.required;
    else node.required = [...new Set(node.required)].sort();
  }
  node = splitTypes(node);
  for (const combiner of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = node[combiner];
    if (!Array.isArray(options)) continue;
    const flat = combiner === 'anyOf' ? flattened(options as Schema[]) : (options as Schema[]);
    if (flat.length !== 1) {
      node[combiner] = flat;
      continue;
    }
    // One option left: the option is the schema (its own keywords over the outer ones').
    delete node[combiner];
    Object.assign(node, flat[0]);
  }
  return node;
}

/** The keywords that constrain values of one type only: a type list splits into one option per type with its own. */
const OWN: Record<string, string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: [
    'items',
    'prefixItems',
    'additionalItems',
    'contains',
    'minItems',
    'maxItems',
    'uniqueItems',
    'minContains',
    'maxContains',
  ],
  object: [
    'properties',
    'required',
    'additionalProperties',
    'patternProperties',
    'minProperties',
    'maxProperties',
    'propertyNames',
    'dependentRequired',
    'dependentSchemas',
  ],
};
OWN.integer = OWN.number!;

/**
 * `type: [string, null]` with string keywords is `anyOf: [{type: string, …}, {type: null}]`: zod 3 writes the one,
 * zod 4 the other. Both become the union, whose options are compared pair by pair.
 */
function splitTypes(node: Schema): Schema {
  if (!Array.isArray(node.type) || node.type.length < 2 || 'anyOf' in node || 'oneOf' in node) return node;
  const types = node.type as string[];
  const owned = new Set(types.flatMap((type) => OWN[type] ?? []));
  const outer = Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'type' && !owned.has(key)));
  const options = types.map((type) => ({
    type,
    ...Object.fromEntries((OWN[type] ?? []).filter((key) => key in node).map((key) => [key, node[key]])),
  }));
  return { ...outer, anyOf: options };
}

/** An option that is itself only a union (`anyOf: [a, {anyOf: [b, c]}]`) is its options. */
function flattened(options: Schema[]): Schema[] {
  return options.flatMap((option) =>
    Object.keys(option).length === 1 && Array.isArray(option.anyOf) ? (option.anyOf as Schema[]) : [option],
  );
}

function pointer(root: unknown, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(at) && !Array.isArray(at)) return undefined;
    at = Object.hasOwn(at, key) ? (at as Record<string, unknown>)[key] : undefined;
  }
  return at;
}

/** JSON text with keys sorted: equal for equal values whatever their key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
