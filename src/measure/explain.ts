import type { WireTool } from '../servers/list-tools.js';
import type { MeasuredResult } from './measure-result.js';
import { getPointer } from './json-pointer.js';
import { schemaDefs } from './proposals/defs-proposals.js';
import type { Tokenizer } from './tokens.js';

export interface ExplainPart {
  /** `description`, `inputSchema.properties.q`, `head.repo`… */
  label: string;
  bytes: number;
  tokens: number;
  /** Share of the whole, by tokens. */
  share: number;
  /** Present on parts whose value repeats, identical, across records. */
  repeated?: { records: number; of: number; bytesEach: number };
  /** A schema definition nothing outside the definitions refers to, directly or through another. */
  unreferenced?: boolean;
  children?: ExplainPart[];
}

export interface Explanation {
  subject: string;
  kind: 'definition' | 'result';
  bytes: number;
  tokens: number;
  /** For a result: how many records the fields were summed over (1 for a single object). */
  records?: number;
  note?: string;
  parts: ExplainPart[];
  /** A cursor walk: each page as `check` measures it (wire bytes, tokens), and the walk's sum. */
  pages?: Array<{ page: number; wireBytes: number; tokens: number; items?: number }>;
  walk?: { pages: number; wireBytes: number; tokens: number };
}

/** Bytes and tokens of `"key":value` as it stands inside its object. */
function member(key: string, value: unknown, tokenizer: Tokenizer): { bytes: number; tokens: number } {
  const text = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return { bytes: Buffer.byteLength(text), tokens: tokenizer.count(text) };
}

const rank = (parts: ExplainPart[]) => parts.sort((a, b) => b.tokens - a.tokens || b.bytes - a.bytes);

/** Where a tool definition's bytes go: each field, and inside inputSchema each property with its description and enum. */
export function explainDefinition(subject: string, tool: WireTool, tokenizer: Tokenizer): Explanation {
  const json = JSON.stringify(tool);
  const total = { bytes: Buffer.byteLength(json), tokens: tokenizer.count(json) };
  const share = (tokens: number) => tokens / total.tokens;
  const parts: ExplainPart[] = Object.entries(tool).map(([key, value]) => {
    const size = member(key, value, tokenizer);
    const part: ExplainPart = { label: key, ...size, share: share(size.tokens) };
    if (
      (key === 'inputSchema' || key === 'outputSchema') &&
      isObject(value) &&
      (isObject(value.properties) || schemaDefs(value))
    ) {
      part.children = rank([
        ...Object.entries(isObject(value.properties) ? value.properties : {}).map(([name, schema]) => {
          const propertySize = member(name, schema, tokenizer);
          const property: ExplainPart = {
            label: `${key}.properties.${name}`,
            ...propertySize,
            share: share(propertySize.tokens),
          };
          if (isObject(schema)) {
            const inner = (['description', 'enum', 'items', 'properties'] as const)
              .filter((field) => schema[field] !== undefined)
              .map((field) => {
                const fieldSize = member(field, schema[field], tokenizer);
                return { label: `${key}.properties.${name}.${field}`, ...fieldSize, share: share(fieldSize.tokens) };
              });
            if (inner.length > 0) property.children = rank(inner);
          }
          return property;
        }),
        ...defsParts(key, value, tokenizer, share),
      ]);
    }
    return part;
  });
  return { subject, kind: 'definition', ...total, parts: rank(parts) };
}

/** A schema's `$defs` (or `definitions`) as one part, each definition under it, those nothing refers to marked. */
function defsParts(
  key: string,
  schema: Record<string, unknown>,
  tokenizer: Tokenizer,
  share: (tokens: number) => number,
): ExplainPart[] {
  const defs = schemaDefs(schema);
  if (!defs) return [];
  const all = schema[defs.key] as Record<string, unknown>;
  const size = member(defs.key, all, tokenizer);
  const children = rank(
    defs.names.map((name) => {
      const definition = member(name, all[name], tokenizer);
      return {
        label: `${key}.${defs.key}.${name}`,
        ...definition,
        share: share(definition.tokens),
        ...(defs.unused.includes(name) ? { unreferenced: true } : {}),
      };
    }),
  );
  return [{ label: `${key}.${defs.key}`, ...size, share: share(size.tokens), children }];
}

/**
 * Where a result's tokens go. For a list of records the fields are summed over all records, so the answer reads
 * "head 29.9%, base 29.0%, body 23.5%"; nested objects that are identical in many records are called out, since
 * those are what projection removes.
 */
export function explainResult(subject: string, payload: unknown, texts: string[], tokenizer: Tokenizer): Explanation {
  if (payload === undefined) {
    const text = texts.join('\n');
    return {
      subject,
      kind: 'result',
      bytes: Buffer.byteLength(text),
      tokens: tokenizer.count(text),
      parts: [],
      note: 'the result is not JSON (no structuredContent and the text does not parse), so it has no fields to rank',
    };
  }
  const json = JSON.stringify(payload);
  const total = { bytes: Buffer.byteLength(json), tokens: tokenizer.count(json) };
  const { records, path } = findRecords(payload);
  const parts = fieldsOf(records, path ? `${path}[].` : '', total.tokens, tokenizer, 2);
  return { subject, kind: 'result', ...total, records: records.length, parts };
}

/**
 * A cursor walk's result: the fields ranked over the records of every page (a page's records are its own, so the
 * shares are of what the whole walk sends), and each page with the figures `check` measures for it.
 */
export function explainWalk(
  subject: string,
  pages: MeasuredResult[],
  items: Array<number | undefined>,
  tokenizer: Tokenizer,
  itemsPointer?: string,
): Explanation {
  const figures = {
    pages: pages.map((page, i) => ({
      page: i + 1,
      wireBytes: page.wireBytes,
      tokens: page.tokens,
      ...(items[i] === undefined ? {} : { items: items[i] }),
    })),
    walk: {
      pages: pages.length,
      wireBytes: pages.reduce((sum, page) => sum + page.wireBytes, 0),
      tokens: pages.reduce((sum, page) => sum + page.tokens, 0),
    },
  };
  if (pages.some((page) => page.payload === undefined))
    return {
      ...explainResult(
        subject,
        undefined,
        pages.flatMap((page) => page.texts),
        tokenizer,
      ),
      ...figures,
    };
  // Every page's records from the same place (the fixture's paginate.items, else where page 1 holds them): a short
  // last page must not be read as one record of its own.
  const first = findRecords(pages[0]!.payload);
  const path = itemsPointer !== undefined ? itemsPointer.replace(/^\//, '').split('/').join('.') : first.path;
  const recordsOf = (payload: unknown): unknown[] => {
    const held =
      itemsPointer !== undefined
        ? getPointer(payload, itemsPointer)
        : path
          ? isObject(payload)
            ? payload[path]
            : undefined
          : payload;
    return Array.isArray(held) ? held : [payload];
  };
  const records = pages.flatMap((page) => recordsOf(page.payload));
  const total = pages.reduce(
    (sum, page) => {
      const json = JSON.stringify(page.payload);
      return { bytes: sum.bytes + Buffer.byteLength(json), tokens: sum.tokens + tokenizer.count(json) };
    },
    { bytes: 0, tokens: 0 },
  );
  const parts = fieldsOf(records, path ? `${path}[].` : '', total.tokens, tokenizer, 2);
  return { subject, kind: 'result', ...total, records: records.length, parts, ...figures };
}

function fieldsOf(
  records: unknown[],
  prefix: string,
  totalTokens: number,
  tokenizer: Tokenizer,
  depth: number,
): ExplainPart[] {
  const byKey = new Map<string, { bytes: number; tokens: number; values: unknown[] }>();
  for (const record of records) {
    if (!isObject(record)) continue;
    for (const [key, value] of Object.entries(record)) {
      const size = member(key, value, tokenizer);
      const entry = byKey.get(key) ?? { bytes: 0, tokens: 0, values: [] };
      entry.bytes += size.bytes;
      entry.tokens += size.tokens;
      entry.values.push(value);
      byKey.set(key, entry);
    }
  }
  const parts: ExplainPart[] = [];
  for (const [key, entry] of byKey) {
    const part: ExplainPart = {
      label: `${prefix}${key}`,
      bytes: entry.bytes,
      tokens: entry.tokens,
      share: entry.tokens / totalTokens,
    };
    const objects = entry.values.filter(isObject);
    if (objects.length >= 2) {
      const counts = new Map<string, number>();
      for (const value of objects) {
        const text = JSON.stringify(value);
        counts.set(text, (counts.get(text) ?? 0) + 1);
      }
      const [text, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
      if (count >= 2) part.repeated = { records: count, of: records.length, bytesEach: Buffer.byteLength(text) };
    }
    if (depth > 1 && objects.length > 0)
      part.children = fieldsOf(objects, `${prefix}${key}.`, totalTokens, tokenizer, depth - 1).slice(0, 6);
    parts.push(part);
  }
  return rank(parts);
}

/** The records of a list result: the payload itself if it is an array, else its largest array of objects. */
function findRecords(payload: unknown): { records: unknown[]; path?: string } {
  if (Array.isArray(payload)) return { records: payload, path: '' };
  if (isObject(payload)) {
    const arrays = Object.entries(payload).filter(([, value]) => Array.isArray(value) && value.some(isObject)) as Array<
      [string, unknown[]]
    >;
    const largest = arrays.sort((a, b) => JSON.stringify(b[1]).length - JSON.stringify(a[1]).length)[0];
    if (largest && JSON.stringify(largest[1]).length > JSON.stringify(payload).length / 2)
      return { records: largest[1], path: largest[0] };
  }
  return { records: [payload] };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
