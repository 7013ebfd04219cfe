/**
 * The input schema as Gemini CLI rewrites it (read in its source; its profile cites it): the nullable rewrite and
 * the `wait_for_previous` property it adds.
 */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const WAIT_FOR_PREVIOUS = {
  type: 'boolean',
  description:
    'Set to true to wait for all previously requested tools in this turn to complete before starting. Set to false (or omit) to run in parallel. Use true when this tool depends on the output of previous tools.',
};

/** Gemini CLI: every `type: [T, "null"]` becomes `T` + `nullable: true`; the root object gains `wait_for_previous`. */
export function geminiCliParameters(schema: unknown): unknown {
  const nullable = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(nullable);
    const result: Record<string, unknown> = { ...(node as Record<string, unknown>) };
    const type = result.type;
    if (Array.isArray(type) && type.length === 2) {
      const at = type.indexOf('null');
      if (at !== -1 && typeof type[1 - at] === 'string') {
        result.type = type[1 - at];
        result.nullable = true;
      }
    }
    for (const key of Object.keys(result)) result[key] = nullable(result[key]);
    return result;
  };
  const rewritten = nullable(schema ?? { type: 'object', properties: {} });
  if (!isObject(rewritten) || !('type' in rewritten) || rewritten.type !== 'object') return rewritten;
  const properties = rewritten.properties;
  if (properties !== undefined && !isObject(properties)) return rewritten;
  return { ...rewritten, properties: { ...(properties ?? {}), wait_for_previous: WAIT_FOR_PREVIOUS } };
}
