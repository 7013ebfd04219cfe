/** A JSON Schema object as the diff reads it; `true` and `{}` both accept anything. */
export type Schema = Record<string, unknown>;
/**
 * One spelling per meaning, so that only what a caller can tell apart is compared: local `$ref`s expanded (a cycle
 * stays a `$ref`, compared by its target), `const` as a one-value `enum`, draft-04's boolean `exclusiveMinimum`,
 * zod 4's safe-integer bounds on every `.int()` and `propertyNames: {type: "string"}` on every record, a type list as the union of one option per type (how zod 4 writes a
 * nullable), single-option combiners, and `true`/`{}`/absent as one "anything".
 */
export declare function normalSchema(schema: unknown): Schema;
/** JSON text with keys sorted: equal for equal values whatever their key order. */
export declare function canonical(value: unknown): string;
export declare function isObject(value: unknown): value is Record<string, unknown>;
