import { canonical, isObject, type Schema } from './schema-normal.js';
import { classOf, subjectWord, at, type Place, type SchemaChange } from './schema-place.js';
import { json, typeChange, type Types } from './schema-keywords.js';

export interface Union {
  key: 'anyOf' | 'oneOf';
  options: Schema[];
}

export function unionOf(schema: Schema): Union | undefined {
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[key])) return { key, options: schema[key] as Schema[] };
  return undefined;
}

type Compare = (a: Schema, b: Schema, place: Place) => SchemaChange[];

/**
 * The options of two unions paired, then compared pair by pair: by a discriminator both sides share (a property every
 * option fixes to one value, `kind: "vector"`), else the same option unchanged, else the same type in order. An
 * option left over was removed (the schema accepts less) or added (more).
 */
export function unionChanges(a: Union, b: Union, place: Place, compare: Compare): SchemaChange[] {
  const out: SchemaChange[] = [];
  const noun = subjectWord(place.side);
  const { pairs, removed, added } = pairOptions(a.options, b.options);
  for (const [i, j, name] of pairs)
    out.push(
      ...compare(a.options[i]!, b.options[j]!, {
        ...place,
        label: `${place.label}${name}`,
        path: `${place.path}.${b.key}[${j}]`,
      }),
    );
  // Options that are a type and nothing more (a type list, a nullable) changed: the union's types changed.
  const unpaired = [...removed.map((i) => a.options[i]!), ...added.map((j) => b.options[j]!)];
  if (unpaired.length > 0 && unpaired.every(pure)) {
    // Where an option takes any type (a nested union), the options that are a type alone are compared on their own.
    const [was, now] = typesIn(a) && typesIn(b) ? [typesIn(a), typesIn(b)] : [pureTypes(a), pureTypes(b)];
    const types = typeChange(was, now, place, `${place.path}.${b.key}`);
    return types ? [...out, types] : out;
  }
  for (const i of removed)
    out.push({
      change: `${noun} union option removed`,
      class: classOf(place.side, 'narrower'),
      path: `${place.path}.${a.key}[${i}]`,
      detail: at(place.label, describe(a.options[i]!)),
      ...json('from', a.options[i]),
    });
  for (const j of added)
    out.push({
      change: `${noun} union option added`,
      class: classOf(place.side, 'wider'),
      path: `${place.path}.${b.key}[${j}]`,
      detail: at(place.label, describe(b.options[j]!)),
      ...json('to', b.options[j]),
    });
  return out;
}

function pairOptions(
  a: Schema[],
  b: Schema[],
): { pairs: Array<[number, number, string]>; removed: number[]; added: number[] } {
  const pairs: Array<[number, number, string]> = [];
  const key = discriminator(a) !== undefined && discriminator(a) === discriminator(b) ? discriminator(a) : undefined;
  const left = new Set(a.keys());
  const right = new Set(b.keys());
  const take = (i: number, j: number, name: string) => {
    pairs.push([i, j, name]);
    left.delete(i);
    right.delete(j);
  };
  if (key !== undefined) {
    const byValue = new Map(b.map((option, j) => [tag(option, key), j]));
    for (const i of a.keys()) {
      const j = byValue.get(tag(a[i]!, key));
      if (j !== undefined) take(i, j, `[${key}=${tag(a[i]!, key)}]`);
    }
  } else {
    const name = (j: number) => (b.length === 1 ? '' : `(option ${j + 1})`);
    for (const i of [...left]) {
      const j = [...right].find((k) => canonical(a[i]) === canonical(b[k]));
      if (j !== undefined) take(i, j, name(j));
    }
    for (const i of [...left]) {
      const j = [...right].find((k) => signature(a[i]!) === signature(b[k]!));
      if (j !== undefined) take(i, j, name(j));
    }
  }
  return { pairs: pairs.sort((x, y) => x[1] - y[1]), removed: [...left], added: [...right] };
}

/** A property that every option is an object fixing to one value, each option its own value. */
function discriminator(options: Schema[]): string | undefined {
  const first = options[0]?.properties;
  if (options.length < 2 || !isObject(first)) return undefined;
  return Object.keys(first).find((key) => {
    const tags = options.map((option) => tag(option, key));
    return tags.every((value) => value !== undefined) && new Set(tags).size === tags.length;
  });
}

function tag(option: Schema, key: string): string | undefined {
  const property =
    isObject(option.properties) && Object.hasOwn(option.properties, key) ? option.properties[key] : undefined;
  return isObject(property) && Array.isArray(property.enum) && property.enum.length === 1
    ? canonical(property.enum[0])
    : undefined;
}

const signature = (option: Schema) => canonical(option.type ?? null);
const pure = (option: Schema) => Object.keys(option).length === 1 && typeof option.type === 'string';
const pureTypes = (union: Union) =>
  [...new Set(union.options.filter(pure).map((option) => option.type as string))].sort();
/** Every type a union's options take, or undefined when an option takes any. */
function typesIn(union: Union): Types {
  const types = union.options.map((option) =>
    typeof option.type === 'string'
      ? [option.type]
      : Array.isArray(option.type)
        ? (option.type as string[])
        : undefined,
  );
  return types.some((list) => list === undefined) ? undefined : [...new Set(types.flat() as string[])].sort();
}

function describe(option: Schema): string {
  const key = isObject(option.properties)
    ? Object.keys(option.properties).find((name) => tag(option, name) !== undefined)
    : undefined;
  if (key !== undefined) return `option ${key}=${tag(option, key)}`;
  return `option of type ${Array.isArray(option.type) ? option.type.join('|') : typeof option.type === 'string' ? option.type : 'any'}`;
}
