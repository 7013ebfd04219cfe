import { type Result } from './result-change.js';
/**
 * What a projection keeps of one value: `true` all of it, a string the entity's identifying field in its place, a
 * number a text preview of that many chars with a `<field>_truncated` flag beside it, an object the listed fields
 * (each with its own rule) and no others. Arrays take the rule item by item.
 */
export type Shape = true | string | number | {
    [field: string]: Shape;
};
/**
 * The function a server author pastes, printed as it is run: `project` below is the same function in TypeScript, so
 * a measured saving is what the printed code saves (test/check/suggest-projection.test.ts runs the printed text).
 */
export declare const PROJECT_SOURCE = "const project = (value, shape) => {\n  if (Array.isArray(value)) return value.map((item) => project(item, shape));\n  if (shape === true || value === null || typeof value !== 'object') return value;\n  if (typeof shape === 'string') return value[shape];\n  const out = {};\n  for (const [key, rule] of Object.entries(shape)) {\n    if (!Object.hasOwn(value, key)) continue;\n    if (typeof rule === 'number') {\n      const text = value[key];\n      const cut = typeof text === 'string' && text.length > rule;\n      out[key] = cut ? text.slice(0, rule) : text;\n      out[key + '_truncated'] = cut;\n    } else out[key] = project(value[key], rule);\n  }\n  return out;\n};";
export declare function project(value: unknown, shape: Shape): unknown;
/** The code shape to write: the allowlist as data, the function that applies it, and where it goes. */
export declare function shapeCode(shape: Shape, where: string): string;
/** The largest array of records in a result (structuredContent, else the first JSON text) and where it sits. */
export interface FoundRecords {
    records: Array<Record<string, unknown>>;
    /** The payload's own array, or the key path of the array inside it (`items`, `data.pulls`). */
    where: string;
    textIndex: number;
    textPayload: unknown;
}
export declare function findRecords(result: Result): FoundRecords | undefined;
/**
 * The result with the records replaced by `replacement(records)` wherever they are sent, structuredContent and a
 * JSON text copy alike (the text keeps its indentation).
 */
export declare function withRecords(result: Result, found: FoundRecords, replacement: (records: Array<Record<string, unknown>>) => unknown[]): Result;
