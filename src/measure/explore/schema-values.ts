/**
 * What a tool's inputSchema allows, read for the worst-case search (`mcp-budget explore`): each property, the values
 * at its bounds (maximum `limit`, every enum value, both booleans, empty and long strings, full arrays, defaults),
 * and the one value most likely to make a result largest. Only what a search needs; the server's own validator
 * (compiled by measure/schema-compiler.ts) still decides which arguments are sent.
 */
export type Schema = Record<string, unknown>;

/** How far strings and arrays go when the schema sets no maxLength or maxItems (budget.json `explore`). */
export interface SearchBounds {
  maxStringLength: number;
  maxArrayItems: number;
}

export const DEFAULT_BOUNDS: SearchBounds = { maxStringLength: 1000, maxArrayItems: 20 };
/** A schema's own maxLength past this is not filled: a megabyte argument measures the request, not the result. */
const LONGEST_STRING = 100_000;
/** Numbers tried for a property with no maximum: each an order of magnitude past the last. */
const UNBOUNDED_NUMBERS = [10, 100, 1000, 10_000];
/** How deep a value is built in a schema that nests (or refers to itself). */
const MAX_DEPTH = 6;

export interface Property {
  name: string;
  schema: Schema;
  required: boolean;
}

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A local `$ref` (`#/$defs/x`, `#/definitions/x`) followed, up to a few hops; anything else as it is. */
export function resolved(schema: unknown, root: Schema): Schema {
  let current: unknown = schema;
  for (let hops = 0; hops < 8 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#')) break;
    let target: unknown = root;
    for (const part of ref.slice(1).split('/').filter(Boolean))
      target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    current = target;
  }
  return isObject(current) ? current : {};
}

/** The top-level properties of an inputSchema, required first, in the schema's order. */
export function propertiesOf(inputSchema: unknown): Property[] {
  const root = isObject(inputSchema) ? inputSchema : {};
  const props = isObject(root.properties) ? root.properties : {};
  const required = new Set(Array.isArray(root.required) ? root.required.filter((r) => typeof r === 'string') : []);
  return Object.entries(props).map(([name, schema]) => ({
    name,
    schema: resolved(schema, root),
    required: required.has(name),
  }));
}

/** The schema's first type other than null (`type: ["string", "null"]` is a string). */
function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  if (isObject(schema.properties)) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

const branches = (schema: Schema): Schema[] =>
  [...(Array.isArray(schema.anyOf) ? schema.anyOf : []), ...(Array.isArray(schema.oneOf) ? schema.oneOf : [])].filter(
    isObject,
  );

function numberBounds(schema: Schema, integer: boolean): { low: number; high: number | undefined } {
  const step = integer ? 1 : 0.5;
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const exclusiveLow = num('exclusiveMinimum');
  const exclusiveHigh = num('exclusiveMaximum');
  const low = num('minimum') ?? (exclusiveLow === undefined ? 0 : exclusiveLow + step);
  const high = num('maximum') ?? (exclusiveHigh === undefined ? undefined : exclusiveHigh - step);
  return {
    low: integer ? Math.ceil(low) : low,
    high: high === undefined ? undefined : integer ? Math.floor(high) : high,
  };
}

/** The lowest and highest a numeric property may be (high undefined: no maximum); undefined for any other kind. */
export function numericRange(schema: Schema): { low: number; high: number | undefined } | undefined {
  const type = typeOf(schema);
  return type === 'integer' || type === 'number' ? numberBounds(schema, type === 'integer') : undefined;
}

/** The longest a string property may be in this search. */
export function stringLength(schema: Schema, bounds: SearchBounds): number {
  return typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, LONGEST_STRING) : bounds.maxStringLength;
}

export function arrayLength(schema: Schema, bounds: SearchBounds): number {
  return typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 1000) : bounds.maxArrayItems;
}

/**
 * A string of `length` characters: short words of varied letters and digits, as many tokens as text of its length
 * holds (a repeated word would count as a few), so a tool that echoes it shows its largest; `seed` varies it.
 */
export function longString(length: number, seed = 0): string {
  let state = (seed * 2654435761 + 1) >>> 0;
  let out = '';
  while (out.length < length) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out += `${(state >>> 8).toString(36).slice(0, 4)} `;
  }
  return out.slice(0, length);
}

/** The value most likely to make a result large: the maximum, the widest enum value, true, the longest string, a full array. */
export function largestGuess(schema: Schema, root: Schema, bounds: SearchBounds, depth = 0): unknown {
  if (depth > MAX_DEPTH) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return [...schema.enum].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0];
  const options = branches(schema);
  if (options.length > 0 && typeOf(schema) === undefined)
    return largestGuess(resolved(options[0], root), root, bounds, depth + 1);
  const type = typeOf(schema);
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') {
    const { low, high } = numberBounds(schema, type === 'integer');
    return high ?? Math.max(low, UNBOUNDED_NUMBERS[1]!);
  }
  if (type === 'string') return longString(stringLength(schema, bounds));
  if (type === 'array') return fullArray(schema, root, bounds, (items) => largestGuess(items, root, bounds, depth + 1));
  if (type === 'object' && depth < 4) return fullObject(schema, root, bounds, depth);
  return undefined;
}

function fullArray(schema: Schema, root: Schema, bounds: SearchBounds, item: (items: Schema) => unknown): unknown[] {
  const items = resolved(schema.items, root);
  const length = arrayLength(schema, bounds);
  if (Array.isArray(items.enum)) return items.enum.slice(0, length);
  const one = item(items);
  if (one === undefined) return [];
  // Unique items, where the schema asks for them: each string or number its own.
  return Array.from({ length }, (_, i) =>
    typeof one === 'string'
      ? i === 0
        ? one
        : `${one.slice(0, Math.max(0, one.length - String(i).length))}${i}`
      : typeof one === 'number' && schema.uniqueItems
        ? one - i
        : one,
  );
}

function fullObject(schema: Schema, root: Schema, bounds: SearchBounds, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, schema: inner } of propertiesOf({ ...schema, $defs: root.$defs, definitions: root.definitions })) {
    const value = largestGuess(inner, root, bounds, depth + 1);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** A plain valid-looking value for a required property the search has not chosen yet: its default, else the smallest. */
export function plainValue(schema: Schema, root: Schema, depth = 0): unknown {
  // A schema that refers to itself (`next: {$ref: "#"}`) ends here: no value deeper than this is made.
  if (depth > MAX_DEPTH) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  const options = branches(schema);
  if (options.length > 0 && typeOf(schema) === undefined)
    return plainValue(resolved(options[0], root), root, depth + 1);
  const type = typeOf(schema);
  if (type === 'boolean') return false;
  if (type === 'integer' || type === 'number') return numberBounds(schema, type === 'integer').low;
  if (type === 'string') return 'a'.repeat(typeof schema.minLength === 'number' ? schema.minLength : 1);
  if (type === 'array') {
    const items = resolved(schema.items, root);
    const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
    return Array.from({ length: min }, () => plainValue(items, root, depth + 1));
  }
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const property of propertiesOf({ ...schema, $defs: root.$defs, definitions: root.definitions }))
      if (property.required) out[property.name] = plainValue(property.schema, root, depth + 1);
    return out;
  }
  return null;
}

/**
 * The values at a property's bounds, the one most likely largest first, no two alike: its default, every enum value,
 * both booleans, minimum and maximum (and powers of ten where there is no maximum), empty, short and long strings,
 * empty and full arrays, an empty and a full object.
 */
export function boundaryValues(schema: Schema, root: Schema, bounds: SearchBounds, depth = 0): unknown[] {
  if (depth > MAX_DEPTH) return [];
  const out: unknown[] = [largestGuess(schema, root, bounds)];
  if (schema.default !== undefined) out.push(schema.default);
  if (Array.isArray(schema.enum)) out.push(...schema.enum);
  for (const option of branches(schema)) out.push(...boundaryValues(resolved(option, root), root, bounds, depth + 1));
  const type = typeOf(schema);
  if (type === 'boolean') out.push(true, false);
  if ((type === 'integer' || type === 'number') && !Array.isArray(schema.enum)) {
    const { low, high } = numberBounds(schema, type === 'integer');
    out.push(low);
    if (high === undefined) out.push(...UNBOUNDED_NUMBERS.filter((n) => n > low));
    else out.push(high);
  }
  if (type === 'string' && !Array.isArray(schema.enum))
    out.push('', '.', '*', longString(stringLength(schema, bounds)));
  if (type === 'array')
    out.push(
      [],
      fullArray(schema, root, bounds, (items) => plainValue(items, root)),
    );
  if (type === 'object') out.push({}, plainValue(schema, root));
  const seen = new Set<string>();
  return out.filter((value) => {
    if (value === undefined) return false;
    const key = JSON.stringify(value);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
