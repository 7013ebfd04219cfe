import type { WireTool } from '../../servers/list-tools.js';
import { fmt } from '../../text/format.js';
import { showControls } from '../../text/untrusted.js';
import { parseJson } from '../measure-result.js';
import type { Proposal } from './proposals.js';
import { reserialize, type Result, type ResultChange } from './result-change.js';

/** Records this many or more make a list worth projecting. */
const MIN_RECORDS = 3;
/** Free text longer than this is sent as a preview of this many chars. */
const PREVIEW_CHARS = 200;

type Rule = (field: RecordField, siblings: RecordField[]) => Shape | 'drop' | undefined;
type Reason = 'repeated' | 'entity' | 'link' | 'opaque' | 'preview' | 'constant';

/**
 * Projection of a list result's records: the repeated nested objects, the entities reduced to their identifier, the
 * URL and link fields, the long free text cut to a preview, the opaque ids, and one field allowlist doing all of it
 * with the code to write. Each is made on the records the server sent (both copies) and measured again.
 * Its phases: what the records are and what the server's tools need of them, each projection on its own, then the
 * allowlist that does them all.
 */
export function projectionProposals(change: ResultChange, tools: WireTool[]): void {
  const records = recordsOf(change, tools);
  if (!records) return;
  const reasons = new Map<RecordField, Reason>();
  const offer = offering(records, reasons);
  offerEachProjection(records, offer);
  offerAllowlist(records, reasons, offer);
}

/** A list result's records, and the judgements on their fields every projection shares. */
interface Records {
  change: ResultChange;
  found: NonNullable<ReturnType<typeof findRecords>>;
  fields: RecordField[];
  count: number;
  followUp: ReturnType<typeof followUpTool>;
  /** Where the whole text is had again once cut to a preview. */
  whole: string;
  isLink: (field: RecordField) => boolean;
  opaque: (field: RecordField) => boolean;
  long: (field: RecordField, siblings: RecordField[]) => boolean;
  /** A top-level field a follow-up tool takes as input: never projected away. */
  needed: (field: RecordField) => boolean;
}

/** The result's records, when there are enough to project and their keys are safe to name in code. */
function recordsOf(change: ResultChange, tools: WireTool[]): Records | undefined {
  const found = findRecords(change.result);
  if (!found || found.records.length < MIN_RECORDS) return undefined;
  const fields = recordFields(found.records);
  if (unsafeKey(fields)) return undefined;
  const followUp = followUpTool(tools, change.tool?.name, fields);
  const followUpInputs = new Set(followUp?.inputs ?? []);
  const toolInputs = new Set(
    tools.flatMap((tool) => Object.keys((tool.inputSchema as { properties?: object } | undefined)?.properties ?? {})),
  );
  return {
    change,
    found,
    fields,
    count: found.records.length,
    followUp,
    whole: followUp
      ? `${followUp.name} (${followUp.inputs.map((input) => `"${input}"`).join(', ')}) gives the whole text`
      : "no tool of this server returns it whole: add one that takes the record's identifier",
    needed: (field) => field.depth === 1 && followUpInputs.has(field.key),
    isLink: (field) => isLinkField(field) && !(field.depth === 1 && field.key === 'html_url'),
    opaque: (field) => isOpaque(field) && !toolInputs.has(field.key),
    long: (field, siblings) => field.depth <= 2 && isLongText(field, siblings, PREVIEW_CHARS),
  };
}

/** Applies a rule to the records' fields and proposes the projected result, when the rule changes any field. */
type Offer = (
  kind: Proposal['kind'],
  rule: Rule,
  describe: (changed: RecordField[], shape: Shape) => Pick<Proposal, 'change' | 'loses'>,
  withCode?: boolean,
) => void;

function offering({ change, found, fields, needed }: Records, reasons: ReadonlyMap<RecordField, Reason>): Offer {
  return (kind, rule, describe, withCode = false) => {
    const { shape, changed } = shapeWith(fields, (field, siblings) =>
      needed(field) ? undefined : rule(field, siblings),
    );
    // An allowlist that only drops what never varies is constant-fields, already proposed.
    if (
      changed.length === 0 ||
      (kind === 'field-allowlist' && changed.every((field) => reasons.get(field) === 'constant'))
    )
      return;
    const projected = withRecords(change.result, found, (records) => project(records, shape) as unknown[]);
    change.propose(projected, {
      kind,
      lossless: false,
      ...describe(changed, shape),
      ...(withCode ? { code: shapeCode(shape, found.where) } : {}),
    });
  };
}

/** Each projection on its own: repeated objects, entities, links, long text, opaque ids. */
function offerEachProjection({ fields, count, followUp, whole, isLink, opaque, long }: Records, offer: Offer): void {
  offer(
    'repeated-nested-objects',
    (field) => (repeatedObject(field) ? (identifierOf(field) ?? 'drop') : undefined),
    (changed) => ({
      change: `replace the objects repeated across the ${count} records by their identifying field: ${changed.map((field) => `${repeatedText(field)} by ${identifierText(field)}`).join(', ')} (or state each once beside the list)`,
      loses: "the repeated objects' other fields, the same in every record that repeats them",
    }),
  );
  offer(
    'entity-to-identifier',
    (field) => identifierOf(field),
    (changed) => ({
      change: `reduce each nested entity to its identifier: ${changed.map((field) => `"${label(field)}" to its "${identifierOf(field)}"`).join(', ')}`,
      loses: `the entities' other fields (their URLs, ids and flags)${followUp ? `; ${followUp.name} gives the record's` : ''}`,
    }),
  );
  offer(
    'url-fields',
    (field) => (isLink(field) ? 'drop' : undefined),
    (changed) => ({
      change: `drop the URL and link fields: ${topAndNested(changed)}${fields.some((field) => field.key === 'html_url') ? ' ("html_url" kept, for a person to open)' : ''}`,
      loses: 'links the model rebuilds from the identifier or never follows',
    }),
  );
  offer(
    'text-preview',
    (field, siblings) => (long(field, siblings) ? PREVIEW_CHARS : undefined),
    (changed) => ({
      change: `${changed.map((field) => `cut "${label(field)}" to a ${PREVIEW_CHARS}-char preview with "${field.key}_truncated" beside it (${longerText(field)})`).join(', ')}: ${whole}`,
      loses: `the text past ${PREVIEW_CHARS} chars, until the model asks for it`,
    }),
  );
  offer(
    'opaque-fields',
    (field) => (opaque(field) ? 'drop' : undefined),
    (changed) => ({
      change: `drop the opaque ids and hashes no tool of this server takes: ${names(changed)}`,
      loses: 'values the model can only copy, and no tool here takes them',
    }),
  );
}

/** One field allowlist doing every projection at once, each field's reason kept to say what it does. */
function offerAllowlist(
  { count, followUp, whole, isLink, opaque, long }: Records,
  reasons: Map<RecordField, Reason>,
  offer: Offer,
): void {
  const decide = (field: RecordField, reason: Reason, shape: Shape | 'drop') => (reasons.set(field, reason), shape);
  const allowlist: Rule = (field, siblings) => {
    if (isLink(field)) return decide(field, 'link', 'drop');
    if (opaque(field)) return decide(field, 'opaque', 'drop');
    const identifier = identifierOf(field);
    if (identifier) return decide(field, repeatedObject(field) ? 'repeated' : 'entity', identifier);
    if (repeatedObject(field)) return decide(field, 'repeated', 'drop');
    if (long(field, siblings)) return decide(field, 'preview', PREVIEW_CHARS);
    if (isConstant(field)) return decide(field, 'constant', 'drop');
    return undefined;
  };
  offer(
    'field-allowlist',
    allowlist,
    (changed, shape) => {
      const by = (reason: Reason) => changed.filter((field) => reasons.get(field) === reason);
      const kept = Object.keys(shape as object);
      const parts = [
        `keep what the records differ in${followUp ? ` and what ${followUp.name} needs` : ''} (${kept.map((key) => `"${key}"`).join(', ')})`,
        by('repeated').length > 0
          ? `replace ${by('repeated')
              .map((field) => `${repeatedText(field)} by ${identifierText(field)}`)
              .join(', ')}`
          : '',
        by('entity').length > 0
          ? `reduce ${by('entity')
              .map((field) => `"${label(field)}" to "${identifierOf(field)}"`)
              .join(', ')}`
          : '',
        ...by('preview').map(
          (field) =>
            `"${label(field)}" cut to a ${PREVIEW_CHARS}-char preview with "${field.key}_truncated" (${whole})`,
        ),
        dropped([
          by('link').length > 0 ? `${by('link').length} URL and link fields` : '',
          by('opaque').length > 0 ? `${by('opaque').length} opaque ids and hashes` : '',
          by('constant').length > 0
            ? `${by('constant').length} fields equal in every record (${names(by('constant'))})`
            : '',
        ]),
      ].filter(Boolean);
      return {
        change: `send each of the ${count} records through a field allowlist: ${parts.join('; ')}`,
        loses:
          'every field not kept, and the text past each preview: what the records share, the model is told once or not at all',
      };
    },
    true,
  );
}

const dropped = (parts: string[]) => {
  const named = parts.filter(Boolean);
  return named.length === 0
    ? ''
    : `drop ${named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0]}`;
};
/** Every field of the records themselves by name, the nested ones counted. */
const topAndNested = (fields: RecordField[]) => {
  const top = fields.filter((field) => field.depth === 1).map((field) => `"${field.key}"`);
  const nested = fields.length - top.length;
  return [top.join(', '), nested > 0 ? `${nested} inside nested objects` : ''].filter(Boolean).join(' and ');
};
const label = (field: RecordField) => `${field.path}${field.inArrays ? '[]' : ''}`;
const names = (fields: RecordField[]) => {
  const shown = [...fields]
    .sort((a, b) => a.depth - b.depth)
    .slice(0, 8)
    .map((field) => `"${label(field)}"`)
    .join(', ');
  return fields.length > 8 ? `${shown} and ${fields.length - 8} more` : shown;
};
const repeatedText = (field: RecordField) => {
  const repeated = repeatedObject(field)!;
  return `${field.path} (identical in ${repeated.count} of ${field.of} records, ${fmt(repeated.bytesEach)} bytes each)`;
};
const identifierText = (field: RecordField) => {
  const identifier = identifierOf(field);
  return identifier ? `its "${identifier}"` : 'nothing (it has no identifying field)';
};
const longerText = (field: RecordField) => {
  const lengths = field.values.map((value) => (typeof value === 'string' ? value.length : 0));
  return `${lengths.filter((length) => length > PREVIEW_CHARS).length} of ${field.of} are longer, the longest ${fmt(lengths.reduce((a, b) => Math.max(a, b), 0))} chars`;
};

// The records and their fields: what a list result carries, and the judgements every projection shares.

/** One field of a list's records, over every record (or every nested object at that path) that has it. */
interface RecordField {
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

function recordFields(objects: Array<Record<string, unknown>>, prefix = '', depth = 1): RecordField[] {
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
const unsafeKey = (fields: RecordField[]): boolean =>
  fields.some((field) => field.key === '__proto__' || unsafeKey(field.children));

/** The field that identifies these objects, if they are entities (several fields, one naming each). */
function identifierOf(field: RecordField): string | undefined {
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
function repeatedObject(field: RecordField): { count: number; bytesEach: number } | undefined {
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
const isLinkField = (field: RecordField): boolean =>
  /(^|_)url$/i.test(field.key) || field.key === '_links' || field.key === 'links' || field.key === 'href';

/** Values the model can only copy: GraphQL node ids, gravatar ids, hex hashes. */
function isOpaque(field: RecordField): boolean {
  if (field.key === 'node_id' || field.key === 'gravatar_id') return true;
  return (
    field.values.length > 0 &&
    field.values.every((value) => typeof value === 'string' && /^[0-9a-f]{32,}$/i.test(value))
  );
}

/** Free text (with spaces) longer than `chars` in some record, and no `<field>_truncated` beside it already. */
function isLongText(field: RecordField, siblings: RecordField[], chars: number): boolean {
  if (siblings.some((sibling) => sibling.key === `${field.key}_truncated`)) return false;
  return field.values.some((value) => typeof value === 'string' && value.length > chars && /\s/.test(value));
}

/** The same value in every parent object. */
function isConstant(field: RecordField): boolean {
  if (field.values.length !== field.of || field.of < 3) return false;
  const first = JSON.stringify(field.values[0]);
  return field.values.every((value) => JSON.stringify(value) === first);
}

/**
 * Another tool of the server that takes only what each record carries (`get_pull_request` taking `number`): where
 * the model goes for what a projection leaves out.
 */
function followUpTool(
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
function shapeWith(
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

// The shape a projection keeps, the function that applies it (printed as the server author pastes it), and the
// records found and replaced wherever the result sends them.

/**
 * What a projection keeps of one value: `true` all of it, a string the entity's identifying field in its place, a
 * number a text preview of that many chars with a `<field>_truncated` flag beside it, an object the listed fields
 * (each with its own rule) and no others. Arrays take the rule item by item.
 */
export type Shape = true | string | number | { [field: string]: Shape };

/**
 * The function a server author pastes, printed as it is run: `project` below is the same function in TypeScript, so
 * a measured saving is what the printed code saves (test/check/suggest-projection.test.ts runs the printed text).
 */
export const PROJECT_SOURCE = `const project = (value, shape) => {
  if (Array.isArray(value)) return value.map((item) => project(item, shape));
  if (shape === true || value === null || typeof value !== 'object') return value;
  if (typeof shape === 'string') return value[shape];
  const out = {};
  for (const [key, rule] of Object.entries(shape)) {
    if (!Object.hasOwn(value, key)) continue;
    if (typeof rule === 'number') {
      const text = value[key];
      const cut = typeof text === 'string' && text.length > rule;
      out[key] = cut ? text.slice(0, rule) : text;
      out[key + '_truncated'] = cut;
    } else out[key] = project(value[key], rule);
  }
  return out;
};`;

export function project(value: unknown, shape: Shape): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, shape));
  if (shape === true || value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof shape === 'string') return record[shape];
  if (typeof shape === 'number') return value;
  const out: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(shape)) {
    if (!Object.hasOwn(record, key)) continue;
    if (typeof rule === 'number') {
      const text = record[key];
      const cut = typeof text === 'string' && text.length > rule;
      out[key] = cut ? text.slice(0, rule) : text;
      out[`${key}_truncated`] = cut;
    } else out[key] = project(record[key], rule);
  }
  return out;
}

/** The code shape to write: the allowlist as data, the function that applies it, and where it goes. */
function shapeCode(shape: Shape, where: string): string {
  // `where` holds the server's field names: a line break in one (LF, CR, U+2028) would end the comment and make the
  // rest code a reader pastes and runs.
  return [
    `const shape = ${JSON.stringify(shape)};`,
    PROJECT_SOURCE,
    `// send project(records, shape) in place of ${showControls(where)}`,
  ].join('\n');
}

/** The largest array of records in a result (structuredContent, else the first JSON text) and where it sits. */
interface FoundRecords {
  records: Array<Record<string, unknown>>;
  /** The payload's own array, or the key path of the array inside it (`items`, `data.pulls`). */
  where: string;
  textIndex: number;
  textPayload: unknown;
}

function findRecords(result: Result): FoundRecords | undefined {
  const blocks = Array.isArray(result.content) ? result.content : [];
  const textIndex = blocks.findIndex(
    (block) => block?.type === 'text' && typeof block.text === 'string' && typeof parseJson(block.text) === 'object',
  );
  const textPayload = textIndex >= 0 ? parseJson(blocks[textIndex]!.text as string) : undefined;
  let best: { records: Array<Record<string, unknown>>; where: string } | undefined;
  const visit = (node: unknown, where: string) => {
    if (Array.isArray(node)) {
      if (
        node.length > (best?.records.length ?? 0) &&
        node.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))
      )
        best = { records: node as Array<Record<string, unknown>>, where };
      node.forEach((item) => visit(item, `${where}[]`));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) visit(item, where ? `${where}.${key}` : key);
    }
  };
  visit(result.structuredContent ?? textPayload, '');
  return best
    ? { ...best, where: best.where ? `the array at "${best.where}"` : 'the records', textIndex, textPayload }
    : undefined;
}

/**
 * The result with the records replaced by `replacement(records)` wherever they are sent, structuredContent and a
 * JSON text copy alike (the text keeps its indentation).
 */
function withRecords(
  result: Result,
  found: FoundRecords,
  replacement: (records: Array<Record<string, unknown>>) => unknown[],
): Result {
  const target = JSON.stringify(found.records);
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value.length === found.records.length && JSON.stringify(value) === target
        ? replacement(value as Array<Record<string, unknown>>)
        : value.map(replace);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(item)]));
  };
  const blocks = Array.isArray(result.content) ? result.content : [];
  const content =
    found.textIndex < 0
      ? result.content
      : blocks.map((block, i) => {
          if (i !== found.textIndex) return block;
          const replaced = replace(found.textPayload);
          return {
            ...block,
            text:
              JSON.stringify(replaced) === JSON.stringify(found.textPayload)
                ? block.text
                : reserialize(block.text as string, replaced),
          };
        });
  return {
    ...result,
    ...(content ? { content } : {}),
    ...(result.structuredContent !== undefined ? { structuredContent: replace(result.structuredContent) } : {}),
  };
}
