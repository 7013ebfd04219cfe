import type { ValidateFunction } from 'ajv';
import type { WireTool } from '../servers/list-tools.js';
import type { CountCache } from './count-cache.js';
/**
 * Loads ajv (~50 ms) off the start-up path: callers await this once a server is starting, then compile
 * synchronously.
 */
export declare function loadSchemaCompiler(): Promise<void>;
/** Loads ajv and readies the compiler most schemas need, while servers boot: the first compile then only compiles. */
export declare function prepareSchemaCompiler(): Promise<void>;
/**
 * A compiled schema. `lenient` says the schema broke a rule of its dialect that only a strict reader enforces (its
 * meta-schema's uniqueness rules, a pattern valid in ECMA-262 but not with the `u` flag): it was compiled without
 * them, and checks values as a lenient reader would.
 */
export type CompiledSchema = {
    ok: true;
    validate: ValidateFunction;
    lenient?: LenientReading;
} | {
    ok: false;
    error: string;
};
/** What a strict reading of a schema refused, and under which dialect. */
export interface LenientReading {
    error: string;
    dialect: string;
}
export declare const AJV_OPTIONS: {
    strict: boolean;
    allErrors: boolean;
    validateFormats: boolean;
    validateSchema: boolean;
    addUsedSchema: boolean;
    code: {
        optimize: boolean;
    };
};
/** Everything whether a schema compiles depends on, besides the schema: the key of a remembered "it compiles". */
export declare const SCHEMA_COMPILER_VERSION: string;
/**
 * Compiles a JSON Schema from a server (inputSchema, outputSchema). MCP's default dialect is 2020-12; schemas
 * that name draft-07 or older get that dialect. Unknown keywords and formats are tolerated, as hosts do;
 * a schema that cannot be compiled at all is reported. A server's schema can take ajv long to compile (100,000
 * properties took ~14 s): past `deadline` this throws MeasuringTimedOut.
 */
export declare function compileSchema(schema: unknown, deadline?: number): CompiledSchema;
/** Why a host could not use each tool's inputSchema, if it cannot, or what only a lenient reader forgives in it. */
export declare function inputSchemaProblems(tools: WireTool[], known: Pick<CountCache, 'lookup' | 'store'> | undefined, deadline: number): Promise<Array<{
    error?: string;
    lenient?: LenientReading;
} | undefined>>;
/** What checking one value against a compiled schema found. */
export type ValueCheck = {
    valid: true;
} | {
    valid: false;
    errors: string;
} | {
    unusable: string;
};
/**
 * Checks one value with a compiled schema, within `deadline`. A $ref that leads back to the value it is checking
 * never ends: ajv's validator recurses until the stack overflows. Such a schema can check nothing, for any client;
 * that is the answer, and the run goes on.
 */
export declare function checkValue(validate: ValidateFunction, value: unknown, deadline: number | undefined): ValueCheck;
