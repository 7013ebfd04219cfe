import { getPointer, withPointer } from '../measure/json-pointer.js';

/** One copy of a result's records: structuredContent, or a text block holding JSON (index into content). */
export interface RecordCopy {
  where: 'structured' | number;
  value: unknown;
  /** JSON pointer to the records array inside `value`. */
  pointer: string;
  /** How a text copy was written, so the cut copy reads like the original: spaces of indentation, 0 for compact. */
  indent: number;
}

type Block = { type?: unknown; text?: unknown };

/**
 * Where a result's records are: at the `items` pointer a fixture declares for the tool, else the payload itself when
 * it is an array, or the one array of a one-key object (how the SDK wraps an array as structuredContent).
 */
function recordsPointer(value: unknown, declared: string | undefined): string | undefined {
  if (declared !== undefined && Array.isArray(getPointer(value, declared))) return declared;
  if (Array.isArray(value)) return '';
  if (typeof value !== 'object' || value === null) return undefined;
  const keys = Object.keys(value);
  if (keys.length === 1 && Array.isArray((value as Record<string, unknown>)[keys[0]!]))
    return `/${keys[0]!.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return undefined;
}

/** Every copy of the records a result carries; empty when it has none to cut at a record boundary. */
export function recordCopies(result: Record<string, unknown>, declared: string | undefined): RecordCopy[] {
  const copies: RecordCopy[] = [];
  const structured = result.structuredContent;
  const structuredPointer = structured === undefined ? undefined : recordsPointer(structured, declared);
  if (structuredPointer !== undefined)
    copies.push({ where: 'structured', value: structured, pointer: structuredPointer, indent: 0 });
  const content = Array.isArray(result.content) ? (result.content as Block[]) : [];
  content.forEach((block, index) => {
    if (block?.type !== 'text' || typeof block.text !== 'string' || !/^\s*[[{]/.test(block.text)) return;
    let value: unknown;
    try {
      value = JSON.parse(block.text);
    } catch {
      return;
    }
    const pointer = recordsPointer(value, declared);
    if (pointer !== undefined) copies.push({ where: index, value, pointer, indent: indentOf(block.text, value) });
  });
  return copies;
}

export function recordCount(copy: RecordCopy): number {
  return (getPointer(copy.value, copy.pointer) as unknown[]).length;
}

/**
 * The copy with only its first `kept` records and, where its top level is an object, `truncated: true` and the note
 * beside them. Returns whether the note found a place; an array cannot hold one.
 */
export function keepRecords(
  copy: RecordCopy,
  kept: number,
  note: string | undefined,
): { value: unknown; noted: boolean } {
  const records = getPointer(copy.value, copy.pointer) as unknown[];
  const value = withPointer(copy.value, copy.pointer, records.slice(0, kept));
  if (note === undefined || typeof value !== 'object' || value === null || Array.isArray(value))
    return { value, noted: false };
  return { value: { ...value, truncated: true, note }, noted: true };
}

export function writeCopy(copy: RecordCopy, value: unknown): string {
  return copy.indent === 0 ? JSON.stringify(value) : JSON.stringify(value, null, copy.indent);
}

function indentOf(text: string, value: unknown): number {
  if (!/\n/.test(text)) return 0;
  const spaces = /\n( +)\S/.exec(text)?.[1]?.length ?? 2;
  return JSON.stringify(value, null, spaces) === text.trim() ? spaces : 0;
}
