/**
 * The input schema as Codex rewrites it before its model sees it (its profile cites the evidence): its
 * parse_tool_input_schema as the 0.169.0 binary sends it (recorded), which keeps a subset of JSON Schema.
 */
type Json = null | boolean | number | string | Json[] | {
    [key: string]: Json;
};
/**
 * Codex 0.169.0 (recorded; the native binary's parse_tool_input_schema): each schema is sanitized (a boolean schema
 * becomes a string, `const` becomes a one-value `enum`, a missing type is inferred from the keywords present, an
 * object gets `properties`, an array `items`), then only the fields of its JsonSchema are kept, in their order:
 * `$ref` (kept, not resolved), type, description, enum, items, minItems, properties (sorted), required,
 * additionalProperties, anyOf, oneOf, allOf, `$defs`, definitions.
 */
export declare function codexParameters(schema: unknown, step?: () => void): Json;
export {};
