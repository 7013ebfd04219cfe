import type { WireTool } from '../../servers/list-tools.js';
import { type ResultChange } from './result-change.js';
/**
 * Projection of a list result's records: the repeated nested objects, the entities reduced to their identifier, the
 * URL and link fields, the long free text cut to a preview, the opaque ids, and one field allowlist doing all of it
 * with the code to write. Each is made on the records the server sent (both copies) and measured again.
 * Its phases: what the records are and what the server's tools need of them, each projection on its own, then the
 * allowlist that does them all.
 */
export declare function projectionProposals(change: ResultChange, tools: WireTool[]): void;
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
