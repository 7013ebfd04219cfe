import type { Fixture } from '../../budget/budget-config.js';
import { readsJsonFile } from '../result-shape.js';
import { parseJson } from '../measure-result.js';
import { type Result, type ResultChange, reserialize } from './result-change.js';

/** Records this many or more make a field that never varies worth stating once. */
const MIN_RECORDS = 3;

/** What the result's own form offers: JSON text sent compact, the object unwrapped from a string, constant fields. */
export function formatProposals(change: ResultChange, fixture: Fixture): void {
  const { result, propose } = change;
  const blocks = Array.isArray(result.content) ? result.content : [];
  const compacted = blocks.map((block) => {
    const parsed = block?.type === 'text' && typeof block.text === 'string' ? parseJson(block.text) : undefined;
    return parsed !== undefined && typeof parsed === 'object' && JSON.stringify(parsed) !== block.text
      ? { ...block, text: JSON.stringify(parsed) }
      : block;
  });
  // A JSON file read verbatim is the file: its compact form is another text than the one on disk.
  const file =
    readsJsonFile(fixture.arguments) &&
    compacted.some((block, i) => block !== blocks[i] && JSON.stringify(result.structuredContent) !== block.text);
  if (compacted.some((block, i) => block !== blocks[i]))
    propose(
      { ...result, content: compacted },
      {
        kind: 'compact-json-text',
        lossless: !file,
        change: 'send JSON text compact: JSON.stringify(value), without indentation',
        ...(file ? { loses: 'the file as it is (its indentation and lines, which a model editing it needs)' } : {}),
      },
    );
  const unwrapped = unwrap(result.structuredContent);
  if (unwrapped !== undefined)
    propose(
      { ...result, structuredContent: unwrapped },
      {
        kind: 'unwrap-string-result',
        lossless: true,
        change: 'return the object itself as structuredContent, not a JSON string inside {"result": …}',
      },
    );
  const constant = constantFields(result);
  if (constant)
    propose(constant.result, {
      kind: 'constant-fields',
      lossless: false,
      change: `drop ${constant.fields.map((f) => `"${f}"`).join(', ')} from each of the ${constant.records} records: the value never varies (state it once, or not at all)`,
      loses: 'nothing the records differ in; the value itself unless stated once',
    });
}

/** `{"result": "<json object>"}` (one key, a string that parses to an object or array): the parsed value. */
function unwrap(structured: unknown): unknown {
  if (typeof structured !== 'object' || structured === null || Array.isArray(structured)) return undefined;
  const entries = Object.entries(structured);
  if (entries.length !== 1 || typeof entries[0]![1] !== 'string') return undefined;
  const parsed = parseJson(entries[0]![1]);
  return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
}

/**
 * The largest array of records in the payload and the fields whose value is the same in every record, removed
 * wherever the records are sent (structuredContent and a JSON text copy alike).
 */
function constantFields(result: Result): { result: Result; fields: string[]; records: number } | undefined {
  const blocks = Array.isArray(result.content) ? result.content : [];
  const textIndex = blocks.findIndex(
    (block) => block?.type === 'text' && typeof block.text === 'string' && typeof parseJson(block.text) === 'object',
  );
  const textPayload = textIndex >= 0 ? parseJson(blocks[textIndex]!.text as string) : undefined;
  const records = largestRecordArray(result.structuredContent ?? textPayload);
  if (!records || records.length < MIN_RECORDS) return undefined;
  const fields = Object.keys(records[0]!).filter((field) => {
    const value = JSON.stringify(records[0]![field]);
    return records.every((record) => Object.hasOwn(record, field) && JSON.stringify(record[field]) === value);
  });
  if (fields.length === 0) return undefined;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const isTarget =
        value.length === records.length &&
        value.every((item, i) => JSON.stringify(item) === JSON.stringify(records[i]));
      return isTarget
        ? value.map((record) =>
            Object.fromEntries(Object.entries(record as object).filter(([key]) => !fields.includes(key))),
          )
        : value.map(strip);
    }
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strip(item)]));
  };
  const content =
    textIndex < 0
      ? result.content
      : blocks.map((block, i) =>
          i === textIndex
            ? {
                ...block,
                text:
                  JSON.stringify(strip(textPayload)) === JSON.stringify(textPayload)
                    ? block.text
                    : reserialize(block.text as string, strip(textPayload)),
              }
            : block,
        );
  return {
    result: {
      ...result,
      ...(content ? { content } : {}),
      ...(result.structuredContent !== undefined ? { structuredContent: strip(result.structuredContent) } : {}),
    },
    fields,
    records: records.length,
  };
}

function largestRecordArray(value: unknown): Array<Record<string, unknown>> | undefined {
  let best: Array<Record<string, unknown>> | undefined;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      if (
        node.length > 0 &&
        node.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item)) &&
        node.length > (best?.length ?? 0)
      )
        best = node as Array<Record<string, unknown>>;
      node.forEach(visit);
    } else if (typeof node === 'object' && node !== null) {
      Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return best;
}
