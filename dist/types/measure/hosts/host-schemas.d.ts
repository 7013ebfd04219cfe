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
export declare function codexParameters(schema: unknown): Json;
export declare const WAIT_FOR_PREVIOUS: {
    type: string;
    description: string;
};
/** Gemini CLI: every `type: [T, "null"]` becomes `T` + `nullable: true`; the root object gains `wait_for_previous`. */
export declare function geminiCliParameters(schema: unknown): unknown;
export {};
