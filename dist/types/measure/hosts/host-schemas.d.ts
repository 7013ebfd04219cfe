type Json = null | boolean | number | string | Json[] | {
    [key: string]: Json;
};
/** Codex (codex-rs/tools/src/json_schema.rs): sanitize, then keep only the fields of its JsonSchema struct, in its order. */
export declare function codexParameters(schema: unknown): Json;
export declare const WAIT_FOR_PREVIOUS: {
    type: string;
    description: string;
};
/** Gemini CLI: every `type: [T, "null"]` becomes `T` + `nullable: true`; the root object gains `wait_for_previous`. */
export declare function geminiCliParameters(schema: unknown): unknown;
export {};
