import type { WireTool } from '../../servers/list-tools.js';
import { fmt } from '../../text/format.js';
import type { Proposal } from './proposals.js';
import {
  followUpTool,
  identifierOf,
  isConstant,
  isLinkField,
  isLongText,
  isOpaque,
  recordFields,
  repeatedObject,
  shapeWith,
  unsafeKey,
  type RecordField,
} from './record-fields.js';
import { findRecords, project, shapeCode, withRecords, type Shape } from './record-shape.js';
import type { ResultChange } from './result-change.js';

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
