export declare const WAIT_FOR_PREVIOUS: {
    type: string;
    description: string;
};
/** Gemini CLI: every `type: [T, "null"]` becomes `T` + `nullable: true`; the root object gains `wait_for_previous`. */
export declare function geminiCliParameters(schema: unknown): unknown;
