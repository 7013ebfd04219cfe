import type { ValidateFunction } from 'ajv';
/**
 * Loads ajv (~50 ms) off the start-up path: callers await this once a server is starting, then compile
 * synchronously.
 */
export declare function loadSchemaCompiler(): Promise<void>;
/**
 * Loads ajv and readies MCP's default dialect, 2020-12, including its meta-schema. Compiling that meta-schema is
 * most of a first compile (~30 ms of ~40): done while servers boot, the first schema then only compiles itself.
 */
export declare function prepareSchemaCompiler(): Promise<void>;
export type CompiledSchema = {
    ok: true;
    validate: ValidateFunction;
} | {
    ok: false;
    error: string;
};
/** Everything whether a schema compiles depends on, besides the schema: the key of a remembered "it compiles". */
export declare const SCHEMA_COMPILER_VERSION: string;
/**
 * Compiles a JSON Schema from a server (inputSchema, outputSchema). MCP's default dialect is 2020-12; schemas
 * that name draft-07 or older get that dialect. Unknown keywords and formats are tolerated, as hosts do;
 * a schema that cannot be compiled at all is reported.
 */
export declare function compileSchema(schema: unknown): CompiledSchema;
export declare function describeValidationErrors(validate: ValidateFunction, max?: number): string;
