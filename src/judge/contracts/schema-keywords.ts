import { canonical, type Schema } from './schema-normal.js';
import { at, classOf, subjectWord, type Direction, type Place, type SchemaChange } from './schema-place.js';

/** Read by the walk itself (schema-diff.ts, schema-unions.ts), not compared here. */
const STRUCTURE = ['properties', 'required', 'additionalProperties', 'items', 'prefixItems', 'anyOf', 'oneOf'];
/** Said for people and tools: an edit to them changes nothing a caller's value must be. */
export const ANNOTATIONS = [
  'description',
  'title',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$ref',
  'markdownDescription',
];
const LENGTHS: Array<[string, 'lower' | 'upper']> = [
  ['minLength', 'lower'],
  ['maxLength', 'upper'],
  ['minItems', 'lower'],
  ['maxItems', 'upper'],
  ['minProperties', 'lower'],
  ['maxProperties', 'upper'],
];
const BOUNDS = [
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'pattern',
  'format',
  'uniqueItems',
  ...LENGTHS.map(([keyword]) => keyword),
];
const SHOWN = 10;

/** What one schema node says of a value itself: its type, values, bounds, default, annotations, anything else. */
export function keywordChanges(a: Schema, b: Schema, place: Place): SchemaChange[] {
  const out: SchemaChange[] = [];
  const emit = (
    keyword: string,
    change: string,
    direction: Direction | 'cosmetic',
    text: string,
    from: unknown,
    to: unknown,
  ) =>
    out.push({
      change,
      class: direction === 'cosmetic' ? 'cosmetic' : classOf(place.side, direction),
      path: `${place.path}.${keyword}`,
      detail: at(place.label, text),
      ...json('from', from),
      ...json('to', to),
    });
  const noun = subjectWord(place.side);
  const input = place.side === 'input';

  const types = typeChange(typesOf(a), typesOf(b), place, `${place.path}.type`);
  if (types) out.push(types);
  enumChanges(a, b, place, emit);
  boundChanges(a, b, (keyword, verb, direction, from, to) =>
    emit(keyword, `${noun} bound ${verb}`, direction, `${keyword} ${from} → ${to}`, a[keyword], b[keyword]),
  );
  if (canonical(a.default) !== canonical(b.default))
    emit(
      'default',
      `${noun} default changed`,
      input ? 'wider' : 'cosmetic',
      `${shown(a.default)} → ${shown(b.default)}`,
      a.default,
      b.default,
    );
  const handled = new Set([...STRUCTURE, ...BOUNDS, 'type', 'enum', 'default']);
  for (const keyword of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (handled.has(keyword) || canonical(a[keyword]) === canonical(b[keyword])) continue;
    // Annotations and vendor keywords (x-…) are for people; a keyword this diff does not know may constrain values: breaking.
    if (ANNOTATIONS.includes(keyword) || keyword.startsWith('x-'))
      out.push({
        change: `${noun} ${keyword} edited`,
        class: 'cosmetic',
        path: `${place.path}.${keyword}`,
        ...(place.label ? { detail: place.label } : {}),
      });
    else emit(keyword, `${noun} constraint changed`, 'changed', keyword, a[keyword], b[keyword]);
  }
  return out;
}

/** A type narrowed (the head accepts fewer types), widened, or changed both ways; none when the same. */
export function typeChange(a: Types, b: Types, place: Place, path: string): SchemaChange | undefined {
  const direction = compareTypes(a, b);
  if (direction === 'same') return undefined;
  const noun = subjectWord(place.side);
  const change =
    direction === 'narrower'
      ? `${noun} type narrowed`
      : place.side === 'input'
        ? `${noun} type ${direction === 'wider' ? 'widened' : 'changed'}`
        : 'output field type changed';
  return {
    change,
    class: classOf(place.side, direction),
    path,
    detail: at(place.label, `${list(a)} → ${list(b)}`),
    ...json('from', a),
    ...json('to', b),
  };
}

type Emit = (
  keyword: string,
  change: string,
  direction: Direction | 'cosmetic',
  text: string,
  from: unknown,
  to: unknown,
) => void;

function enumChanges(a: Schema, b: Schema, place: Place, emit: Emit): void {
  const was = Array.isArray(a.enum) ? new Map(a.enum.map((value) => [canonical(value), value])) : undefined;
  const now = Array.isArray(b.enum) ? new Map(b.enum.map((value) => [canonical(value), value])) : undefined;
  const prefix = place.side === 'input' ? '' : 'output field ';
  if (!was && !now) return;
  if (!was)
    emit(
      'enum',
      `${prefix || 'parameter '}enum added`,
      'narrower',
      `any → ${values([...now!.keys()])}`,
      undefined,
      b.enum,
    );
  else if (!now)
    emit(
      'enum',
      `${prefix || 'parameter '}enum removed`,
      'wider',
      `${values([...was.keys()])} → any`,
      a.enum,
      undefined,
    );
  else {
    // Sets: an enum can hold 100,000 values, and comparing them pairwise would hang the check.
    const removed = [...was.keys()].filter((value) => !now.has(value));
    const added = [...now.keys()].filter((value) => !was.has(value));
    if (removed.length > 0) emit('enum', `${prefix}enum value removed`, 'narrower', values(removed), a.enum, b.enum);
    if (added.length > 0) emit('enum', `${prefix}enum value added`, 'wider', values(added), a.enum, b.enum);
  }
}

type Verb = 'added' | 'removed' | 'tightened' | 'loosened' | 'changed';
const DIRECTION: Record<Verb, Direction> = {
  added: 'narrower',
  tightened: 'narrower',
  removed: 'wider',
  loosened: 'wider',
  changed: 'changed',
};

function boundChanges(
  a: Schema,
  b: Schema,
  emit: (keyword: string, verb: Verb, direction: Direction, from: string, to: string) => void,
): void {
  const report = (keyword: string, verb: Verb | undefined, from: string, to: string) =>
    verb && emit(keyword, verb, DIRECTION[verb], from, to);
  for (const [keyword, end] of LENGTHS)
    report(keyword, compareBound(num(a[keyword]), num(b[keyword]), end), shownNum(a[keyword]), shownNum(b[keyword]));
  for (const end of ['lower', 'upper'] as const) {
    const [was, now] = [edge(a, end), edge(b, end)];
    const verb = compareEdge(was, now, end);
    report((now ?? was)?.keyword ?? '', verb, edgeText(was, end), edgeText(now, end));
  }
  const [m1, m2] = [num(a.multipleOf), num(b.multipleOf)];
  if (m1 !== m2) {
    const verb: Verb =
      m1 === undefined
        ? 'added'
        : m2 === undefined
          ? 'removed'
          : Number.isInteger(m1 / m2)
            ? 'loosened'
            : Number.isInteger(m2 / m1)
              ? 'tightened'
              : 'changed';
    report('multipleOf', verb, shownNum(m1), shownNum(m2));
  }
  for (const keyword of ['pattern', 'format'] as const) {
    const [x, y] = [a[keyword], b[keyword]];
    if (canonical(x) === canonical(y)) continue;
    // zod 4 writes a pattern beside each string format zod 3 wrote alone: the format's spelling, not a new bound.
    if (
      keyword === 'pattern' &&
      (x === undefined || y === undefined) &&
      a.format !== undefined &&
      canonical(a.format) === canonical(b.format)
    )
      continue;
    report(keyword, x === undefined ? 'added' : y === undefined ? 'removed' : 'changed', shown(x), shown(y));
  }
  if ((a.uniqueItems === true) !== (b.uniqueItems === true))
    report(
      'uniqueItems',
      b.uniqueItems === true ? 'added' : 'removed',
      String(a.uniqueItems === true),
      String(b.uniqueItems === true),
    );
}

/** A lower bound that rises, or an upper one that falls, accepts less. */
function compareBound(was: number | undefined, now: number | undefined, end: 'lower' | 'upper'): Verb | undefined {
  if (was === now) return undefined;
  if (was === undefined) return 'added';
  if (now === undefined) return 'removed';
  return now > was === (end === 'lower') ? 'tightened' : 'loosened';
}

interface Edge {
  value: number;
  exclusive: boolean;
  keyword: string;
}
/** The tighter of `minimum` and `exclusiveMinimum` (or of the maxima): what the schema accepts at that end. */
function edge(schema: Schema, end: 'lower' | 'upper'): Edge | undefined {
  const [inclusive, exclusive] = end === 'lower' ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum'];
  const edges: Edge[] = [];
  if (typeof schema[inclusive] === 'number')
    edges.push({ value: schema[inclusive] as number, exclusive: false, keyword: inclusive });
  if (typeof schema[exclusive] === 'number')
    edges.push({ value: schema[exclusive] as number, exclusive: true, keyword: exclusive });
  return edges.sort(
    (x, y) => (end === 'lower' ? y.value - x.value : x.value - y.value) || Number(y.exclusive) - Number(x.exclusive),
  )[0];
}
/** At the same value an exclusive bound is the tighter: > 5 accepts less than >= 5, more than >= 6 (for numbers). */
function compareEdge(was: Edge | undefined, now: Edge | undefined, end: 'lower' | 'upper'): Verb | undefined {
  if (!was || !now || was.value !== now.value) return compareBound(was?.value, now?.value, end);
  if (was.exclusive === now.exclusive) return undefined;
  return now.exclusive ? 'tightened' : 'loosened';
}
const edgeText = (e: Edge | undefined, end: 'lower' | 'upper') =>
  e === undefined ? 'none' : e.exclusive ? `${end === 'lower' ? '>' : '<'}${e.value}` : String(e.value);

export type Types = string[] | undefined;
const typesOf = (schema: Schema): Types =>
  typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? (schema.type as string[]) : undefined;
/** JSON Schema's integer is a number: a set with number covers integer. */
const covers = (set: ReadonlySet<string>, type: string) => set.has(type) || (type === 'integer' && set.has('number'));

/** Whether `b` accepts less than `a` (a type of a's not covered), more, both, or the same; no type is any type. */
function compareTypes(a: Types, b: Types): Direction | 'same' {
  if (!a && !b) return 'same';
  if (!b) return 'wider';
  if (!a) return 'narrower';
  const [was, now] = [new Set(a), new Set(b)];
  const lost = a.some((type) => !covers(now, type));
  const gained = b.some((type) => !covers(was, type));
  return lost && gained ? 'changed' : lost ? 'narrower' : gained ? 'wider' : 'same';
}

const list = (types: Types) => (types ? types.join('|') : 'any');
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
const shownNum = (value: unknown) => (typeof value === 'number' ? String(value) : 'none');
const shown = (value: unknown) => (value === undefined ? 'none' : canonical(value));
const values = (texts: string[]) =>
  texts.length > SHOWN ? `${texts.slice(0, SHOWN).join(', ')}, … (${texts.length - SHOWN} more)` : texts.join(', ');
/** Old and new as JSON text, unless too long to repeat (an enum of 100,000 values): the detail names what changed. */
export function json(key: 'from' | 'to', value: unknown): { from?: string; to?: string } {
  if (value === undefined) return {};
  const text = canonical(value);
  return text.length > MAX_VALUE_CHARS ? {} : { [key]: text };
}
const MAX_VALUE_CHARS = 1000;
