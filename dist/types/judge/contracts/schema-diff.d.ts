import { type SchemaChange, type Side } from './schema-place.js';
/**
 * Every change between two schemas of one tool, at every depth: object properties and `required`, closing to
 * unknown properties, array `items` and `prefixItems`, union options, and each node's type, values and bounds. The
 * schemas are compared as they mean (schema-normal.ts): key order, `$ref` against inlined, and zod 3 against zod 4
 * spellings are no change. `side` says who is broken: narrowing an input breaks callers, widening an output does.
 */
export declare function schemaDiff(before: unknown, after: unknown, side: Side, root: string): SchemaChange[];
