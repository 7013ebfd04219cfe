import { isObject, normalSchema, type Schema } from './schema-normal.js';
import { ANNOTATIONS, keywordChanges } from './schema-keywords.js';
import { unionChanges, unionOf } from './schema-unions.js';
import {
  at,
  childLabel,
  classOf,
  member,
  subjectWord,
  type Place,
  type SchemaChange,
  type Side,
} from './schema-place.js';

/**
 * Every change between two schemas of one tool, at every depth: object properties and `required`, closing to
 * unknown properties, array `items` and `prefixItems`, union options, and each node's type, values and bounds. The
 * schemas are compared as they mean (schema-normal.ts): key order, `$ref` against inlined, and zod 3 against zod 4
 * spellings are no change. `side` says who is broken: narrowing an input breaks callers, widening an output does.
 */
export function schemaDiff(before: unknown, after: unknown, side: Side, root: string): SchemaChange[] {
  // A generator's own choices (zod 3 wrote draft-07 and closed every object; zod 4 writes 2020-12) show in `$schema`.
  const respelled = dialect(before) !== dialect(after);
  const changes = compare(normalSchema(before), normalSchema(after), { side, path: root, label: '', respelled });
  return changes.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}

function compare(a: Schema, b: Schema, place: Place): SchemaChange[] {
  const [ua, ub] = [unionOf(a), unionOf(b)];
  if (!ua && !ub) return [...keywordChanges(a, b, place), ...structureChanges(a, b, place)];
  if (ua && ub)
    return [
      ...keywordChanges(bodyOf(a), bodyOf(b), place),
      ...structureChanges(bodyOf(a), bodyOf(b), place),
      ...unionChanges(ua, ub, place, compare),
    ];
  // A union on one side only: the other side is a union of itself (`string` → `string | number` adds an option).
  const annotations = keywordChanges(only(a, ANNOTATIONS), only(b, ANNOTATIONS), place);
  const alone = (schema: Schema, key: 'anyOf' | 'oneOf') => ({ key, options: [without(schema, ANNOTATIONS)] });
  return [...annotations, ...unionChanges(ua ?? alone(a, ub!.key), ub ?? alone(b, ua!.key), place, compare)];
}

/** The structure below a node, in the order it is listed: its properties, its other properties, its array items. */
function structureChanges(a: Schema, b: Schema, place: Place): SchemaChange[] {
  return [...propertyChanges(a, b, place), ...additionalChanges(a, b, place), ...itemChanges(a, b, place)];
}

/** Each property removed, added, made required or optional, then compared below. */
function propertyChanges(a: Schema, b: Schema, place: Place): SchemaChange[] {
  const out: SchemaChange[] = [];
  const noun = subjectWord(place.side);
  const input = place.side === 'input';
  const [pa, pb] = [propertiesOf(a), propertiesOf(b)];
  const [ra, rb] = [requiredOf(a), requiredOf(b)];
  const names = [...new Set([...Object.keys(pa), ...Object.keys(pb), ...ra, ...rb])];
  for (const name of names) {
    const label = childLabel(place.label, name);
    const path = member(`${place.path}.properties`, name);
    const [was, now] = [Object.hasOwn(pa, name) || ra.has(name), Object.hasOwn(pb, name) || rb.has(name)];
    if (was && !now) {
      out.push({
        change: input ? 'parameter removed' : 'output field removed',
        class: 'breaking',
        path,
        detail: label,
      });
      continue;
    }
    if (!was && now) {
      const change = !input
        ? 'output field added'
        : rb.has(name)
          ? 'required parameter added'
          : 'optional parameter added';
      out.push({ change, class: input && rb.has(name) ? 'breaking' : 'compatible', path, detail: label });
      continue;
    }
    if (!ra.has(name) && rb.has(name))
      out.push({
        change: `${noun} now required`,
        class: classOf(place.side, 'narrower'),
        path: `${place.path}.required`,
        detail: label,
      });
    if (ra.has(name) && !rb.has(name))
      out.push({
        change: `${noun} now optional`,
        class: classOf(place.side, 'wider'),
        path: `${place.path}.required`,
        detail: label,
      });
    out.push(...compare(schemaAt(pa, name), schemaAt(pb, name), { ...place, label, path }));
  }
  return out;
}

/** `additionalProperties`: an input closed to unknown properties, and the schema of the others compared below. */
function additionalChanges(a: Schema, b: Schema, place: Place): SchemaChange[] {
  const out: SchemaChange[] = [];
  const [xa, xb] = [a.additionalProperties, b.additionalProperties];
  // Closing an input refuses what callers could send. Opening one breaks nobody and is what every zod 3 → zod 4 move
  // looks like (zod 3 closed each object it wrote, zod 4 does not): not listed. Outputs: no field readers read changes.
  if (place.side === 'input' && xa !== false && xb === false && !place.respelled) {
    out.push({
      change: 'additional properties closed',
      class: 'breaking',
      path: `${place.path}.additionalProperties`,
      detail: at(place.label, 'additionalProperties any → false'),
    });
  }
  if (xa !== false && xb !== false && (isObject(xa) || isObject(xb)))
    out.push(
      ...compare(asSchema(xa), asSchema(xb), {
        ...place,
        label: childLabel(place.label, '*'),
        path: `${place.path}.additionalProperties`,
      }),
    );
  return out;
}

/** An array's `items` and each of its `prefixItems`, compared below. */
function itemChanges(a: Schema, b: Schema, place: Place): SchemaChange[] {
  const out: SchemaChange[] = [];
  if (isObject(a.items) || isObject(b.items))
    out.push(
      ...compare(asSchema(a.items), asSchema(b.items), {
        ...place,
        label: `${place.label}[]`,
        path: `${place.path}.items`,
      }),
    );
  const [ta, tb] = [tupleOf(a), tupleOf(b)];
  for (let i = 0; i < Math.max(ta.length, tb.length); i++)
    out.push(
      ...compare(ta[i] ?? {}, tb[i] ?? {}, {
        ...place,
        label: `${place.label}[${i}]`,
        path: `${place.path}.prefixItems[${i}]`,
      }),
    );
  return out;
}

const dialect = (schema: unknown) =>
  isObject(schema) && typeof schema.$schema === 'string'
    ? schema.$schema.replace(/#$/, '').replace(/^https:/, 'http:')
    : undefined;
const propertiesOf = (schema: Schema): Record<string, unknown> =>
  isObject(schema.properties) ? schema.properties : {};
const requiredOf = (schema: Schema) =>
  new Set(
    Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [],
  );
const schemaAt = (properties: Record<string, unknown>, name: string) =>
  asSchema(Object.hasOwn(properties, name) ? properties[name] : undefined);
const asSchema = (value: unknown): Schema => (isObject(value) ? value : {});
const tupleOf = (schema: Schema): Schema[] =>
  Array.isArray(schema.prefixItems) ? schema.prefixItems.map(asSchema) : [];
const bodyOf = (schema: Schema) => without(schema, ['anyOf', 'oneOf']);
const without = (schema: Schema, keys: string[]) =>
  Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
const only = (schema: Schema, keys: string[]) =>
  Object.fromEntries(Object.entries(schema).filter(([key]) => keys.includes(key)));
