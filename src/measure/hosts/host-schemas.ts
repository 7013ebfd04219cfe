/**
 * Input schemas as two hosts rewrite them before their model sees them, ported from their source (hosts/*.json
 * cites file and commit): Codex's parse_tool_input_schema, which keeps a subset of JSON Schema, and Gemini CLI's
 * nullable rewrite plus its added `wait_for_previous` property.
 */
import { workStep } from '../work-deadline.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
const PRIMITIVES = ['string', 'number', 'boolean', 'integer', 'object', 'array', 'null'];

/** Codex (codex-rs/tools/src/json_schema.rs): sanitize, then keep only the fields of its JsonSchema struct, in its order. */
export function codexParameters(schema: unknown): Json {
  const root = clone((schema ?? {}) as Json);
  const value = clone(root);
  const holder: JsonObject = { v: value };
  sanitize(holder, 'v', root, []);
  return project(holder.v!);
}

function sanitize(parent: JsonObject | Json[], key: string | number, root: Json, active: string[]): void {
  workStep();
  const get = () => (parent as Record<string | number, Json>)[key]!;
  const set = (next: Json) => ((parent as Record<string | number, Json>)[key] = next);
  const value = get();
  if (typeof value === 'boolean') return void set({ type: 'string' });
  if (Array.isArray(value)) return value.forEach((_, i) => sanitize(value, i, root, active));
  if (!isObject(value)) return;
  const depth = active.length;
  const pointer = typeof value.$ref === 'string' && value.$ref.startsWith('#') ? value.$ref.slice(1) : undefined;
  if (pointer !== undefined) {
    if (active.includes(pointer)) {
      set(cyclicFallback(value, resolvePointer(root, pointer)));
      return sanitize(parent, key, root, active);
    }
    active.push(pointer);
    const target = resolvePointer(root, pointer);
    if (target !== undefined) {
      const replacement = clone(target);
      if (isObject(replacement)) mergeSchemas(replacement, value);
      set(replacement);
      sanitize(parent, key, root, active);
      active.pop();
      return;
    }
  }
  for (const combiner of ['oneOf', 'anyOf', 'allOf']) {
    const variants = value[combiner];
    if (!Array.isArray(variants) || variants.length !== 1) continue;
    const replacement = clone(variants[0]!);
    if (isObject(replacement))
      for (const [k, v] of Object.entries(value)) if (k !== combiner && !(k in replacement)) replacement[k] = v;
    set(replacement);
    return sanitize(parent, key, root, active);
  }
  if (isObject(value.properties))
    for (const name of Object.keys(value.properties)) sanitize(value.properties, name, root, active);
  if (value.items !== undefined) sanitize(value, 'items', root, active);
  if (value.additionalProperties !== undefined && typeof value.additionalProperties !== 'boolean')
    sanitize(value, 'additionalProperties', root, active);
  if (value.prefixItems !== undefined) sanitize(value, 'prefixItems', root, active);
  if (value.anyOf !== undefined) sanitize(value, 'anyOf', root, active);
  if ('const' in value) {
    const constant = value.const!;
    delete value.const;
    value.enum = [constant];
  }
  const types = schemaTypes(value);
  if (types.length === 0 && 'anyOf' in value) return;
  if (types.length === 0) types.push(inferType(value));
  if (types.length === 1) value.type = types[0]!;
  else value.type = types;
  if (types.includes('object') && !('properties' in value)) value.properties = {};
  if (types.includes('array') && !('items' in value)) value.items = { type: 'string' };
  active.length = depth;
}

function inferType(map: JsonObject): string {
  if ('properties' in map || 'required' in map || 'additionalProperties' in map) return 'object';
  if ('items' in map || 'prefixItems' in map) return 'array';
  if ('enum' in map || 'format' in map) return 'string';
  if (['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].some((k) => k in map))
    return 'number';
  return 'string';
}

function schemaTypes(map: JsonObject): string[] {
  const type = map.type;
  if (typeof type === 'string') return PRIMITIVES.includes(type) ? [type] : [];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string' && PRIMITIVES.includes(t));
  return [];
}

function resolvePointer(root: Json, pointer: string): Json | undefined {
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) return undefined;
  let node: Json | undefined = root;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

function cyclicFallback(map: JsonObject, target: Json | undefined): Json {
  const types = isObject(target) ? schemaTypes(target) : [];
  const has = (k: string) => isObject(target) && k in target;
  const fallback: JsonObject =
    types.includes('object') || has('properties') || has('required') || has('additionalProperties')
      ? { type: 'object', properties: {} }
      : types.includes('array') || has('items') || has('prefixItems')
        ? { type: 'array', items: { type: 'string' } }
        : types.includes('number')
          ? { type: 'number' }
          : types.includes('integer')
            ? { type: 'integer' }
            : types.includes('boolean')
              ? { type: 'boolean' }
              : { type: 'string' };
  mergeSchemas(fallback, map);
  delete fallback.$ref;
  return fallback;
}

/** merge_json_schema_objects: the referencing schema's own keywords laid over the referenced one. */
function mergeSchemas(base: JsonObject, overlay: JsonObject): void {
  for (const [key, value] of Object.entries(overlay)) {
    if (key === '$ref') continue;
    if (!(key in base)) {
      base[key] = value;
      continue;
    }
    const current = base[key]!;
    if (JSON.stringify(current) === JSON.stringify(value)) continue;
    if (key === 'required' && Array.isArray(current) && Array.isArray(value)) {
      for (const name of value) if (!current.some((c) => c === name)) current.push(name);
    } else if (key === 'properties' && isObject(current) && isObject(value)) {
      for (const [name, property] of Object.entries(value)) {
        const existing = current[name];
        if (existing === undefined) current[name] = property;
        else if (isObject(existing) && isObject(property)) mergeSchemas(existing, property);
      }
    } else if (key === 'type') {
      const merged = typeNames(current).filter((t) => typeNames(value).includes(t));
      if (merged.length > 0 && typeNames(value).length > 0) base[key] = merged.length === 1 ? merged[0]! : merged;
    } else if (key === 'additionalProperties') {
      if (current === false || value === false) base[key] = false;
      else if (current === true) base[key] = value;
      else if (isObject(current) && isObject(value)) mergeSchemas(current, value);
    } else if (
      ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum'].includes(key) &&
      typeof current === 'number' &&
      typeof value === 'number'
    ) {
      base[key] = key.includes('inimum') ? Math.max(current, value) : Math.min(current, value);
    } else if (isObject(current) && isObject(value)) {
      mergeSchemas(current, value);
    }
  }
}

const typeNames = (value: Json): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];

/** The fields serde keeps of codex's JsonSchema, in its declaration order; properties in a BTreeMap (sorted). */
function project(node: Json): Json {
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  if (node.type !== undefined && node.type !== null) out.type = node.type;
  if (typeof node.description === 'string') out.description = node.description;
  if (Array.isArray(node.enum)) out.enum = node.enum;
  if (node.items !== undefined && node.items !== null) out.items = project(node.items);
  const properties = node.properties;
  if (isObject(properties))
    out.properties = Object.fromEntries(
      Object.keys(properties)
        .sort()
        .map((name) => [name, project(properties[name]!)]),
    );
  if (Array.isArray(node.required)) out.required = node.required;
  if (typeof node.additionalProperties === 'boolean') out.additionalProperties = node.additionalProperties;
  else if (isObject(node.additionalProperties)) out.additionalProperties = project(node.additionalProperties);
  if (Array.isArray(node.anyOf)) out.anyOf = node.anyOf.map(project);
  return out;
}

export const WAIT_FOR_PREVIOUS = {
  type: 'boolean',
  description:
    'Set to true to wait for all previously requested tools in this turn to complete before starting. Set to false (or omit) to run in parallel. Use true when this tool depends on the output of previous tools.',
};

/** Gemini CLI: every `type: [T, "null"]` becomes `T` + `nullable: true`; the root object gains `wait_for_previous`. */
export function geminiCliParameters(schema: unknown): unknown {
  const nullable = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(nullable);
    const result: Record<string, unknown> = { ...(node as Record<string, unknown>) };
    const type = result.type;
    if (Array.isArray(type) && type.length === 2) {
      const at = type.indexOf('null');
      if (at !== -1 && typeof type[1 - at] === 'string') {
        result.type = type[1 - at];
        result.nullable = true;
      }
    }
    for (const key of Object.keys(result)) result[key] = nullable(result[key]);
    return result;
  };
  const rewritten = nullable(schema ?? { type: 'object', properties: {} });
  if (!isObject(rewritten) || !('type' in rewritten) || rewritten.type !== 'object') return rewritten;
  const properties = rewritten.properties;
  if (properties !== undefined && !isObject(properties)) return rewritten;
  return { ...rewritten, properties: { ...(properties ?? {}), wait_for_previous: WAIT_FOR_PREVIOUS } };
}
