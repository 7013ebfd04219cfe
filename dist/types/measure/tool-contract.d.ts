import type { WireTool } from '../servers/list-tools.js';
/** What a caller relies on in one parameter or output field: whether it must be there, its types, its values. */
export interface FieldShape {
    required: boolean;
    /** JSON Schema `type`, sorted; absent when the schema does not say (anyOf, $ref, no type). */
    types?: string[];
    /** `enum` values as JSON text, sorted. */
    values?: string[];
}
/**
 * A tool's contract with its callers: its schemas and behaviour hints as listed (compared at every depth against the
 * base), and a summary of their top level (all that reports of older versions kept, compared when one side has no more).
 */
export interface ToolContract {
    inputs: Record<string, FieldShape>;
    outputs?: Record<string, FieldShape>;
    schemas?: {
        input?: unknown;
        output?: unknown;
        annotations?: unknown;
        /** sha256 (16 hex digits) of every other member but the name (description, title, …), members sorted. */
        rest?: string;
    };
}
export declare function toolContract(tool: WireTool): ToolContract;
