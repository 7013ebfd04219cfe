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
 * A tool's contract with its callers, from the top level of its schemas: what breaks a caller (a removed or newly
 * required parameter, a narrowed type, a removed enum value or output field) is read from here. Nested schemas are
 * not compared; the digest still shows that they changed.
 */
export interface ToolContract {
    inputs: Record<string, FieldShape>;
    outputs?: Record<string, FieldShape>;
}
export declare function toolContract(tool: WireTool): ToolContract;
