import type { HostProfile } from '../budget/host-profiles.js';
import type { WireTool } from '../servers/list-tools.js';
import { hostToolName, type HostName } from './host-names.js';
import { codexParameters, geminiCliParameters } from './host-schemas.js';

export interface HostToolPayload extends HostName {
  /** The tool's entry in the host's request, serialized compactly as the host sends it. */
  json: string;
  descriptionCut: boolean;
}

/**
 * A tool as a host puts it in its request to the model, built the way that host builds it (hosts/*.json cites
 * the source of each rule): its name for the tool, the description as it cuts it, the input schema as it rewrites
 * it, and the request entry's shape. Fields a host does not send (title, annotations, outputSchema, icons, _meta)
 * are not in it.
 */
export function hostToolPayload(profile: HostProfile, server: string, tool: WireTool, serverInfo?: { name?: unknown; title?: unknown }): HostToolPayload {
  const named = hostToolName(profile, server, tool.name, serverInfo);
  const full = typeof tool.description === 'string' ? tool.description : '';
  const cut = profile.facts.descriptionCut?.value;
  const description = cut !== undefined && full.length > cut ? full.slice(0, cut) : full;
  const payload = requestEntry(profile, named.name, description, tool.inputSchema);
  return { ...named, json: JSON.stringify(payload), descriptionCut: description.length < full.length };
}

function requestEntry(profile: HostProfile, name: string, description: string, inputSchema: unknown): unknown {
  const schema = inputSchema ?? { type: 'object' };
  switch (profile.facts.definitionFormat.value) {
    case 'anthropic':
      return { name, description, input_schema: schema };
    case 'openai-responses':
      // codex-rs/tools/src/mcp_tool.rs: properties inserted when absent or null, then parse_tool_input_schema.
      return { type: 'function', name, description, strict: false, parameters: codexParameters(withProperties(schema, (s) => s.properties === undefined || s.properties === null)) };
    case 'gemini-cli':
      return { name, description, parametersJsonSchema: geminiCliParameters(inputSchema ?? { type: 'object', properties: {} }) };
    case 'gemini':
      return { name, description, parameters: schema };
    default:
      if (profile.name === 'vscode-copilot') {
        // VS Code's _validateTool: "<empty>" for a missing description, properties added to a schema without them.
        return { type: 'function', function: { name, description: description || '<empty>', parameters: withProperties(schema, (s) => !s.properties) } };
      }
      return { type: 'function', function: { name, description, parameters: schema } };
  }
}

function withProperties(schema: unknown, missing: (schema: Record<string, unknown>) => boolean): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const object = schema as Record<string, unknown>;
  return missing(object) ? { ...object, properties: {} } : object;
}

/**
 * The schema keywords of `schema` the host drops or rewrites (`oneOf` anywhere, `anyOf@root` at the root only). The
 * keys of `properties`-like maps are names, not keywords: a property called "format" is not the keyword.
 */
export function strippedKeywords(profile: HostProfile, schema: unknown): string[] {
  const stripped = profile.facts.strippedSchemaKeywords?.value ?? [];
  const found = new Set<string>();
  const visit = (node: unknown, root: boolean) => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) return node.forEach((item) => visit(item, false));
    for (const [key, value] of Object.entries(node)) {
      if (stripped.includes(key) || (root && stripped.includes(`${key}@root`))) found.add(key);
      if (NAME_MAPS.has(key) && typeof value === 'object' && value !== null && !Array.isArray(value)) Object.values(value).forEach((inner) => visit(inner, false));
      else if (!VALUE_KEYWORDS.has(key)) visit(value, false);
    }
  };
  visit(schema, true);
  return [...found];
}

/** Keywords whose value maps names to schemas, and keywords whose value is data, not schemas. */
export const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
export const VALUE_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'required']);

export { afterCut, hostResultText } from './host-results.js';
