/**
 * The input schema as Codex rewrites it before its model sees it (its profile cites the evidence): its
 * parse_tool_input_schema as the 0.169.0 binary sends it (recorded), which keeps a subset of JSON Schema.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
const PRIMITIVES = ['string', 'number', 'boolean', 'integer', 'object', 'array', 'null'];

/**
 * Codex 0.169.0 (recorded; the native binary's parse_tool_input_schema): each schema is sanitized (a boolean schema
 * becomes a string, `const` becomes a one-value `enum`, a missing type is inferred from the keywords present, an
 * object gets `properties`, an array `items`), then only the fields of its JsonSchema are kept, in their order:
 * `$ref` (kept, not resolved), type, description, enum, items, minItems, properties (sorted), required,
 * additionalProperties, anyOf, oneOf, allOf, `$defs`, definitions.
 */
export function codexParameters(schema: unknown, step: () => void = () => {}): Json {
  return project(sanitize(clone((schema ?? {}) as Json), step));
}

/** Where a schema holds schemas: one, a list, or a map of names to schemas. */
const ONE = ['items', 'additionalProperties'];
const LIST = ['prefixItems', 'anyOf', 'oneOf', 'allOf'];
const MAPS = ['properties', '$defs', 'definitions'];

function sanitize(value: Json, step: () => void): Json {
  step();
  if (typeof value === 'boolean') return { type: 'string' };
  if (Array.isArray(value)) return value.map((item) => sanitize(item, step));
  if (!isObject(value)) return value;
  for (const key of ONE)
    if (isObject(value[key]) || Array.isArray(value[key])) value[key] = sanitize(value[key]!, step);
  if (value.items === true || value.items === false) value.items = sanitize(value.items, step);
  for (const key of LIST)
    if (Array.isArray(value[key])) value[key] = (value[key] as Json[]).map((item) => sanitize(item, step));
  for (const key of MAPS) {
    const map = value[key];
    if (isObject(map)) for (const name of Object.keys(map)) map[name] = sanitize(map[name]!, step);
  }
  if ('const' in value) {
    value.enum = [value.const!];
    delete value.const;
  }
  const types = schemaTypes(value);
  // Recorded: `{}`, `{not: …}`, `{$ref: …}` and an `anyOf` keep no type; a keyword that implies one gives it.
  if (types.length === 0) {
    const inferred = inferType(value);
    if (inferred === undefined) return value;
    types.push(inferred);
  }
  value.type = types.length === 1 ? types[0]! : types;
  if (types.includes('object') && !('properties' in value)) value.properties = {};
  if (types.includes('array') && !('items' in value)) value.items = { type: 'string' };
  return value;
}

function inferType(map: JsonObject): string | undefined {
  if ('properties' in map || 'required' in map || 'additionalProperties' in map) return 'object';
  if ('items' in map || 'prefixItems' in map) return 'array';
  if ('enum' in map || 'format' in map) return 'string';
  if (['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].some((k) => k in map))
    return 'number';
  return undefined;
}

function schemaTypes(map: JsonObject): string[] {
  const type = map.type;
  if (typeof type === 'string') return PRIMITIVES.includes(type) ? [type] : [];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string' && PRIMITIVES.includes(t));
  return [];
}

/** The fields serde keeps of Codex 0.169.0's JsonSchema, in its order (recorded); properties in a BTreeMap (sorted). */
function project(node: Json): Json {
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  if (typeof node.$ref === 'string') out.$ref = node.$ref;
  if (node.type !== undefined && node.type !== null) out.type = node.type;
  if (typeof node.description === 'string') out.description = node.description;
  if (Array.isArray(node.enum)) out.enum = node.enum;
  if (node.items !== undefined && node.items !== null) out.items = project(node.items);
  if (typeof node.minItems === 'number') out.minItems = node.minItems;
  const map = (value: JsonObject) =>
    Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, project(value[name]!)]),
    );
  if (isObject(node.properties)) out.properties = map(node.properties);
  if (Array.isArray(node.required)) out.required = node.required;
  if (typeof node.additionalProperties === 'boolean') out.additionalProperties = node.additionalProperties;
  else if (isObject(node.additionalProperties)) out.additionalProperties = project(node.additionalProperties);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(node[key])) out[key] = (node[key] as Json[]).map(project);
  for (const key of ['$defs', 'definitions']) if (isObject(node[key])) out[key] = map(node[key] as JsonObject);
  return out;
}
