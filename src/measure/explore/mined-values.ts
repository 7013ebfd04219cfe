/**
 * Values a server's own results reveal (ids, cursors, names, paths a list tool returns), kept by the key they came
 * under, and offered to the properties whose names match them: an id that only another tool's result reveals is
 * found by calling the tool that reveals it first.
 */
import type { Schema } from './schema-values.js';
import { numericRange } from './schema-values.js';

/** Values kept at most, over the whole server: a result of 100,000 ids is not 100,000 more calls. */
const MAX_VALUES = 2000;
const MAX_VALUE_CHARS = 300;
/** Text of one answer read for values: past this, its first part only (the search itself measured all of it). */
const MAX_PARSED_CHARS = 1_000_000;

const normal = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** How well a result's key names a property: the same name, one ending the other (doc_id ↔ id, next_cursor ↔ cursor). */
function affinity(key: string, given: string): number {
  // An array's items are named in the plural: `names` takes `name` values, `ids` takes `id`s.
  const property = given.length > 3 && given.endsWith('s') ? given.slice(0, -1) : given;
  if (key === '' || property === '') return 0;
  // One tier: an `id` list and a `doc_id` list both name ids; which of them holds the large one is for calls to say.
  return key === property || property.endsWith(key) || key.endsWith(property) ? 1 : 0;
}

export class MinedValues {
  private readonly values = new Map<string, { value: string | number; keys: Set<string>; origin: number }>();
  /** Which result a value came from: candidates take turns between results, so one long list does not crowd out the rest. */
  private origin = 0;

  get size(): number {
    return this.values.size;
  }

  /** A result's text blocks (JSON or not) and structured content, walked for short values; and the arguments that got it. */
  addResult(result: { texts: string[]; structured: unknown }, args?: Record<string, unknown>): void {
    this.origin++;
    if (args) this.walk(args, '', 0);
    if (result.structured !== undefined) this.walk(result.structured, '', 0);
    for (const text of result.texts) {
      // A megabyte answer is the worst case, not a list of ids: its start is read as text, never parsed whole.
      const parsed = text.length <= MAX_PARSED_CHARS ? parseJson(text) : undefined;
      if (parsed !== undefined) this.walk(parsed, '', 0);
      else this.addText(text.slice(0, MAX_PARSED_CHARS));
    }
  }

  private add(value: string | number, key: string): void {
    if (typeof value === 'string' && (value.length === 0 || value.length > MAX_VALUE_CHARS || value.includes('\n')))
      return;
    const id = JSON.stringify(value);
    const known = this.values.get(id);
    if (known) known.keys.add(normal(key));
    else if (this.values.size < MAX_VALUES)
      this.values.set(id, { value, keys: new Set([normal(key)]), origin: this.origin });
  }

  private walk(value: unknown, key: string, depth: number): void {
    if (depth > 12 || this.values.size >= MAX_VALUES) return;
    if (typeof value === 'string') {
      this.add(value, key);
      // Text inside a field: a path or a name in a sentence is still one to try.
      if (value.includes('\n')) this.addText(value);
    } else if (typeof value === 'number' && Number.isFinite(value)) this.add(value, key);
    else if (Array.isArray(value)) for (const item of value) this.walk(item, key, depth + 1);
    else if (typeof value === 'object' && value !== null)
      for (const [inner, item] of Object.entries(value)) this.walk(item, inner, depth + 1);
  }

  /** Plain text: each line's words that could be an id, a name or a path ("[FILE] notes.md", "/srv/data"). */
  private addText(text: string): void {
    for (const line of text.split('\n').slice(0, 2000)) {
      // "id: 7f3a" or "cursor=abc": the words after the key are kept under it.
      const keyed = /^\s*"?([A-Za-z_][\w-]{0,30})"?\s*[:=]\s*(.*)$/.exec(line);
      for (const word of (keyed ? keyed[2]! : line).match(/[^\s"'`<>,;()[\]{}|]{2,300}/g) ?? []) {
        const clean = word.replace(/[.:]+$/, '');
        if (/[A-Za-z0-9]/.test(clean)) this.add(clean, keyed?.[1] ?? '');
      }
    }
  }

  /**
   * Candidates for one property, the best-named first: strings for a string property (and absolute places joined
   * with names, for a property named like a path), numbers in range for a numeric one; at most `limit`.
   */
  candidatesFor(property: string, schema: Schema, limit: number): unknown[] {
    // Asked on every generated value: answered from memory until a result adds a value.
    const key = `${property}\u0000${limit}\u0000${JSON.stringify(schema)}`;
    if (this.answered.version !== this.values.size) this.answered = { version: this.values.size, lists: new Map() };
    const known = this.answered.lists.get(key);
    if (known) return known;
    const list = this.candidatesNow(property, schema, limit);
    this.answered.lists.set(key, list);
    return list;
  }

  private answered = { version: -1, lists: new Map<string, unknown[]>() };

  private candidatesNow(property: string, schema: Schema, limit: number): unknown[] {
    // A closed set of values is tried whole at the bounds: nothing mined can be in it that is not there.
    if (Array.isArray(schema.enum) || schema.const !== undefined) return [];
    const name = normal(property);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    const all = [...this.values.values()];
    const score = (entry: { keys: Set<string> }) => Math.max(...[...entry.keys].map((key) => affinity(key, name)));
    if (type === 'integer' || type === 'number') {
      const range = numericRange(schema)!;
      return all
        .filter(
          (entry) =>
            typeof entry.value === 'number' &&
            score(entry) > 0 &&
            entry.value >= range.low &&
            (range.high === undefined || entry.value <= range.high) &&
            (type === 'number' || Number.isInteger(entry.value)),
        )
        .map((entry) => entry.value)
        .slice(0, limit);
    }
    if (type !== undefined && type !== 'string') return [];
    const strings = takingTurns(
      all
        .filter((entry) => typeof schema.maxLength !== 'number' || String(entry.value).length <= schema.maxLength)
        .map((entry) => ({ value: String(entry.value), score: score(entry), origin: entry.origin })),
    );
    const chosen = strings.map((entry) => entry.value);
    if (/path|file|dir|folder|uri|url/.test(name)) {
      // A list tool names entries relative to a place another result gave: the joined path is the one to read.
      const places = chosen.filter((value) => value.startsWith('/')).slice(0, 10);
      const names = chosen.filter((value) => !value.startsWith('/') && !value.includes(' ')).slice(0, 50);
      const joined = places.flatMap((place) => names.map((leaf) => `${place.replace(/\/+$/, '')}/${leaf}`));
      return [...new Set([...chosen.filter((value) => value.includes('/')), ...joined, ...chosen])].slice(0, limit);
    }
    return chosen.slice(0, limit);
  }
}

/** Best-named first; within a score, one value from each result in turn. */
function takingTurns(entries: Array<{ value: string; score: number; origin: number }>): Array<{ value: string }> {
  const out: Array<{ value: string }> = [];
  for (const score of [...new Set(entries.map((entry) => entry.score))].sort((a, b) => b - a)) {
    const byOrigin = new Map<number, string[]>();
    for (const entry of entries) {
      if (entry.score !== score) continue;
      const queue = byOrigin.get(entry.origin);
      if (queue) queue.push(entry.value);
      else byOrigin.set(entry.origin, [entry.value]);
    }
    const queues = [...byOrigin.values()];
    for (let i = 0; queues.some((queue) => i < queue.length); i++)
      for (const queue of queues) if (i < queue.length) out.push({ value: queue[i]! });
  }
  return out;
}

function parseJson(text: string): unknown {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
