import type { WireTool } from '../../servers/list-tools.js';
import type { Shape } from './record-shape.js';

/** One field of a list's records, over every record (or every nested object at that path) that has it. */
export interface RecordField {
  key: string;
  /** `head.repo`, `labels[].name`. */
  path: string;
  depth: number;
  /** Its value in each parent object that has it. */
  values: unknown[];
  /** How many parent objects there are (those without the field included). */
  of: number;
  /** Object values, array items that are objects included: what its sub-fields are read from. */
  objects: Array<Record<string, unknown>>;
  inArrays: boolean;
  children: RecordField[];
}

/** The fields that name an entity, most telling first: a user's login, a repository's full name. */
const IDENTIFIERS = ['login', 'full_name', 'slug', 'name', 'key', 'id'];
/** An entity worth reducing carries this many fields or more besides its identifier. */
const ENTITY_FIELDS = 4;
const DEPTH = 4;

export function recordFields(objects: Array<Record<string, unknown>>, prefix = '', depth = 1): RecordField[] {
  const byKey = new Map<string, RecordField>();
  for (const object of objects) {
    for (const [key, value] of Object.entries(object)) {
      const field = byKey.get(key) ?? {
        key,
        path: `${prefix}${key}`,
        depth,
        values: [],
        of: objects.length,
        objects: [],
        inArrays: false,
        children: [],
      };
      field.values.push(value);
      if (isObject(value)) field.objects.push(value);
      if (Array.isArray(value))
        for (const item of value) if (isObject(item)) field.objects.push(item), (field.inArrays = true);
      byKey.set(key, field);
    }
  }
  const fields = [...byKey.values()];
  if (depth < DEPTH)
    for (const field of fields)
      if (field.objects.length > 0)
        field.children = recordFields(field.objects, `${field.path}${field.inArrays ? '[]' : ''}.`, depth + 1);
  return fields;
}

/** A key a projection cannot write as a plain property (it would set the prototype instead). */
export const unsafeKey = (fields: RecordField[]): boolean =>
  fields.some((field) => field.key === '__proto__' || unsafeKey(field.children));

/** The field that identifies these objects, if they are entities (several fields, one naming each). */
export function identifierOf(field: RecordField): string | undefined {
  const mixed = field.values.some(
    (value) => value !== null && !isObject(value) && !(Array.isArray(value) && value.every(isObject)),
  );
  if (field.objects.length === 0 || mixed) return undefined;
  const average = field.objects.reduce((sum, object) => sum + Object.keys(object).length, 0) / field.objects.length;
  if (average < ENTITY_FIELDS + 1) return undefined;
  return IDENTIFIERS.find((key) =>
    field.objects.every((object) => typeof object[key] === 'string' || typeof object[key] === 'number'),
  );
}

/** The same object in at least half of its parents (3 or more): what the records repeat, with its size. */
export function repeatedObject(field: RecordField): { count: number; bytesEach: number } | undefined {
  if (field.inArrays) return undefined;
  const counts = new Map<string, number>();
  for (const value of field.values)
    if (isObject(value)) counts.set(JSON.stringify(value), (counts.get(JSON.stringify(value)) ?? 0) + 1);
  const [text, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return count >= 3 && count * 2 >= field.of && Buffer.byteLength(text) >= 100
    ? { count, bytesEach: Buffer.byteLength(text) }
    : undefined;
}

/** URL and link fields: `url`, `html_url`, `*_url` templates, `_links`. */
export const isLinkField = (field: RecordField): boolean =>
  /(^|_)url$/i.test(field.key) || field.key === '_links' || field.key === 'links' || field.key === 'href';

/** Values the model can only copy: GraphQL node ids, gravatar ids, hex hashes. */
export function isOpaque(field: RecordField): boolean {
  if (field.key === 'node_id' || field.key === 'gravatar_id') return true;
  return (
    field.values.length > 0 &&
    field.values.every((value) => typeof value === 'string' && /^[0-9a-f]{32,}$/i.test(value))
  );
}

/** Free text (with spaces) longer than `chars` in some record, and no `<field>_truncated` beside it already. */
export function isLongText(field: RecordField, siblings: RecordField[], chars: number): boolean {
  if (siblings.some((sibling) => sibling.key === `${field.key}_truncated`)) return false;
  return field.values.some((value) => typeof value === 'string' && value.length > chars && /\s/.test(value));
}

/** The same value in every parent object. */
export function isConstant(field: RecordField): boolean {
  if (field.values.length !== field.of || field.of < 3) return false;
  const first = JSON.stringify(field.values[0]);
  return field.values.every((value) => JSON.stringify(value) === first);
}

/**
 * Another tool of the server that takes only what each record carries (`get_pull_request` taking `number`): where
 * the model goes for what a projection leaves out.
 */
export function followUpTool(
  tools: WireTool[],
  listTool: string | undefined,
  fields: RecordField[],
): { name: string; inputs: string[] } | undefined {
  const keys = new Set(fields.map((field) => field.key));
  const candidates = tools.flatMap((tool) => {
    if (tool.name === listTool) return [];
    const schema = tool.inputSchema as { properties?: Record<string, unknown>; required?: unknown } | undefined;
    const required = Array.isArray(schema?.required)
      ? schema.required.filter((name): name is string => typeof name === 'string')
      : [];
    const inputs =
      required.length > 0
        ? required
        : Object.keys(schema?.properties ?? {}).length === 1
          ? Object.keys(schema!.properties!)
          : [];
    return inputs.length > 0 && inputs.every((name) => keys.has(name)) ? [{ name: tool.name, inputs }] : [];
  });
  return candidates.sort(
    (a, b) => Number(/^get/i.test(b.name)) - Number(/^get/i.test(a.name)) || a.inputs.length - b.inputs.length,
  )[0];
}

/**
 * The records' shape with `rule` applied: a field the rule decides takes that rule (`drop` leaves it out), any other
 * keeps all of itself unless a rule decides something below it. `changed`: paths the rule decided, in order.
 */
export function shapeWith(
  fields: RecordField[],
  rule: (field: RecordField, siblings: RecordField[]) => Shape | 'drop' | undefined,
): { shape: { [field: string]: Shape }; changed: RecordField[] } {
  const shape: { [field: string]: Shape } = {};
  const changed: RecordField[] = [];
  for (const field of fields) {
    const decided = rule(field, fields);
    if (decided !== undefined) {
      if (decided !== 'drop') shape[field.key] = decided;
      if (decided !== true) changed.push(field);
      continue;
    }
    const inner = field.children.length > 0 ? shapeWith(field.children, rule) : undefined;
    shape[field.key] = inner && inner.changed.length > 0 ? inner.shape : true;
    if (inner) changed.push(...inner.changed);
  }
  return { shape, changed };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
