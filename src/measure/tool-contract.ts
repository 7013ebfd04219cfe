import { nodeCrypto } from '../shell/node-crypto.js';
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

export function toolContract(tool: WireTool): ToolContract {
  const outputs = fieldsOf(tool.outputSchema);
  const { name: _name, inputSchema, outputSchema, annotations, ...rest } = tool;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1)));
  const schemas = {
    ...(inputSchema !== undefined ? { input: inputSchema } : {}),
    ...(outputSchema !== undefined ? { output: outputSchema } : {}),
    ...(annotations !== undefined ? { annotations } : {}),
    rest: nodeCrypto().createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 16),
  };
  return { inputs: fieldsOf(tool.inputSchema) ?? {}, ...(outputs ? { outputs } : {}), schemas };
}

function fieldsOf(schema: unknown): Record<string, FieldShape> | undefined {
  if (!isObject(schema)) return undefined;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [],
  );
  // fromEntries defines own properties: a parameter named __proto__ stays a parameter.
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, shapeOf(property, required.has(name))]),
  );
}

function shapeOf(property: unknown, required: boolean): FieldShape {
  const shape: FieldShape = { required };
  if (!isObject(property)) return shape;
  const type = property.type;
  if (typeof type === 'string') shape.types = [type];
  else if (Array.isArray(type) && type.every((t) => typeof t === 'string'))
    shape.types = [...new Set(type as string[])].sort();
  if (Array.isArray(property.enum))
    shape.values = [...new Set(property.enum.map((value) => JSON.stringify(value)))].sort();
  else if ('const' in property) shape.values = [JSON.stringify(property.const)];
  return shape;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
