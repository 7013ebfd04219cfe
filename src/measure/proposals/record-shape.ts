import { parseJson } from '../measure-result.js';
import { reserialize, type Result } from './result-change.js';
import { showControls } from '../../text/untrusted.js';

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
export function shapeCode(shape: Shape, where: string): string {
  // `where` holds the server's field names: a line break in one (LF, CR, U+2028) would end the comment and make the
  // rest code a reader pastes and runs.
  return [
    `const shape = ${JSON.stringify(shape)};`,
    PROJECT_SOURCE,
    `// send project(records, shape) in place of ${showControls(where)}`,
  ].join('\n');
}

/** The largest array of records in a result (structuredContent, else the first JSON text) and where it sits. */
export interface FoundRecords {
  records: Array<Record<string, unknown>>;
  /** The payload's own array, or the key path of the array inside it (`items`, `data.pulls`). */
  where: string;
  textIndex: number;
  textPayload: unknown;
}

export function findRecords(result: Result): FoundRecords | undefined {
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
export function withRecords(
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
