import { descriptionCutOf, type HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
import type { HostName } from '../../hosts/host-module.js';
import { hostModuleOf } from '../../hosts/registry.js';
import { workStep } from '../work-deadline.js';
import { OTHER_MEMBERS } from '../measure-definitions.js';

export interface HostToolPayload extends HostName {
  /** The tool's entry in the host's request, serialized compactly as the host sends it. */
  json: string;
  descriptionCut: boolean;
  /** The description as the host sends it (its cut suffix included). */
  description: string;
  /** How many of the description's characters the host keeps. */
  keptChars: number;
}

/**
 * A tool as a host puts it in its request to the model, built the way that host builds it (src/hosts/<name>/profile.json cites
 * the source of each rule): its name for the tool, the description as it cuts it, the input schema as it rewrites
 * it, and the request entry's shape. Fields a host does not send (title, annotations, outputSchema, icons, _meta)
 * are not in it.
 */
export function hostToolPayload(
  profile: HostProfile,
  server: string,
  tool: WireTool,
  serverInfo?: { name?: unknown; title?: unknown },
): HostToolPayload {
  const named = hostToolName(profile, server, tool.name, serverInfo);
  const full = typeof tool.description === 'string' ? tool.description : '';
  const deferred = profile.facts.deferredLoading?.value === true;
  const cut = descriptionCutOf(profile)?.value;
  const kept = cut !== undefined && full.length > cut ? cut : full.length;
  const description =
    kept < full.length ? `${full.slice(0, kept)}${profile.facts.descriptionCutSuffix?.value ?? ''}` : full;
  const payload = requestEntry(
    profile,
    named.name,
    description,
    rootKeysOrdered(profile, tool.inputSchema),
    server,
    deferred,
  );
  return { ...named, json: JSON.stringify(payload), descriptionCut: kept < full.length, description, keptChars: kept };
}

/**
 * The tool's name as the host shows it to its model, built the way that host builds it: its module's rule where it
 * has one (Codex's SHA-1 suffix past 64 bytes, Gemini CLI's middle ellipsis past 63 characters, VS Code's prefix from
 * the server's announced name; each in `src/hosts/<name>/`, citing its source in the profile), else the profile's
 * `toolName` pattern.
 */
export function hostToolName(
  profile: HostProfile,
  server: string,
  tool: string,
  serverInfo?: { name?: unknown; title?: unknown },
): HostName {
  const own = hostModuleOf(profile)?.toolName;
  if (own) return own(profile, server, tool, serverInfo);
  const pattern = profile.facts.toolName?.value ?? 'mcp__{server}__{tool}';
  return { name: pattern.replaceAll('{server}', server).replaceAll('{tool}', tool) };
}

/**
 * The input schema as the host's MCP client parsed it: the TypeScript SDK's ToolSchema (`inputSchema: object({type,
 * properties, required}).catchall(unknown())`) puts those keys first, in that order, and the others after in theirs
 * (Claude Code, Gemini CLI, opencode, Qwen Code; recorded). Nested schemas keep their order.
 */
function rootKeysOrdered(profile: HostProfile, schema: unknown): unknown {
  const first = profile.facts.rootKeysFirst?.value;
  if (!first || typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const object = schema as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of first) if (key in object) ordered[key] = object[key];
  for (const [key, value] of Object.entries(object)) if (!first.includes(key)) ordered[key] = value;
  return ordered;
}

/** The definition every member probe starts from, and the values a probe gives the member in turn. */
const PROBE_TOOL: WireTool = { name: 'probe', description: 'probe', inputSchema: { type: 'object', properties: {} } };
const PROBE_VALUES: unknown[] = [
  'another text',
  { type: 'object', properties: { other: { type: 'string' } } },
  { readOnlyHint: true },
];
const sentMembers = new Map<string, boolean>();

/**
 * Whether this host puts a top-level member of a tool definition (description, annotations, ...) in what its model
 * receives: asked of the payload this host builds, by changing that member alone in a probe definition. A member a
 * report could not name (`(other members)`) is assumed sent: nothing is claimed about it.
 */
export function sendsMember(profile: HostProfile, member: string): boolean {
  if (member === OTHER_MEMBERS) return true;
  const key = `${profile.name}\0${member}`;
  const known = sentMembers.get(key);
  if (known !== undefined) return known;
  const sent = hostToolPayload(profile, 'probe', PROBE_TOOL).json;
  const sends = PROBE_VALUES.some((value) => {
    try {
      return hostToolPayload(profile, 'probe', { ...PROBE_TOOL, [member]: value } as WireTool).json !== sent;
    } catch {
      return true; // a value this host's rules cannot take: no claim that it is left out
    }
  });
  sentMembers.set(key, sends);
  return sends;
}

/**
 * The tool's entry in the host's request: the host's own (its module's `requestEntry`: Codex's namespaced function
 * with its schema subset, Gemini CLI's declaration, Qwen Code's, VS Code's) or its definition format's. A deferred
 * tool (loaded through tool search) carries `defer_loading: true` in its entry (recorded: Claude Code 2.1.328, Codex
 * 0.169.0).
 */
function requestEntry(
  profile: HostProfile,
  name: string,
  description: string,
  inputSchema: unknown,
  server: string,
  deferred: boolean,
): unknown {
  const own = hostModuleOf(profile)?.requestEntry;
  if (own) return own({ name, description, inputSchema, server, deferred }, { step: workStep });
  const schema = inputSchema ?? { type: 'object' };
  switch (profile.facts.definitionFormat.value) {
    case 'anthropic':
      return { name, description, input_schema: schema, ...(deferred ? { defer_loading: true } : {}) };
    case 'gemini':
      return { name, description, parameters: schema };
    default:
      return { type: 'function', function: { name, description, parameters: openaiParameters(profile, schema) } };
  }
}

/**
 * The parameters as an OpenAI-function host rewrites them: Copilot CLI 1.0.102 sorts every object's keys (recorded);
 * opencode 1.18.33 spreads the schema and sets type, properties and additionalProperties:false (its MCP tool
 * conversion, recorded), so keys it sets keep their place and a new one comes last.
 */
function openaiParameters(profile: HostProfile, schema: unknown): unknown {
  if (profile.facts.sortedSchemaKeys?.value) {
    const moved = profile.facts.constraintsInDescription?.value;
    return moved ? constraintsDescribed(sortedKeys(schema), moved, true) : sortedKeys(schema);
  }
  if (profile.facts.closedRootSchema?.value) {
    const object =
      typeof schema === 'object' && schema !== null && !Array.isArray(schema)
        ? (schema as Record<string, unknown>)
        : {};
    return { ...object, type: 'object', properties: object.properties ?? {}, additionalProperties: false };
  }
  return schema;
}

/** Every object's keys in code-unit order, at every level (arrays keep their order). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * Copilot CLI 1.0.102 (recorded): in every schema, root included, the keywords of `keywords` leave the schema and are
 * said in its description, in that order, as `{minimum: 1, format: "date-time"}` (each value as JSON); an existing
 * description keeps its place and gains a blank line and that text, a new one comes last.
 */
function constraintsDescribed(node: unknown, keywords: string[], schema: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => constraintsDescribed(item, keywords, schema));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  const said: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (schema && keywords.includes(key)) continue;
    if (!schema) out[key] = constraintsDescribed(value, keywords, true);
    else if (NAME_MAPS.has(key)) out[key] = constraintsDescribed(value, keywords, false);
    else if (VALUE_KEYWORDS.has(key) || key === 'examples') out[key] = value;
    else out[key] = constraintsDescribed(value, keywords, true);
  }
  if (!schema) return out;
  const record = node as Record<string, unknown>;
  for (const keyword of keywords) if (keyword in record) said.push(`${keyword}: ${JSON.stringify(record[keyword])}`);
  if (said.length === 0) return out;
  const text = `{${said.join(', ')}}`;
  out.description = typeof out.description === 'string' && out.description ? `${out.description}\n\n${text}` : text;
  return out;
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
      if (NAME_MAPS.has(key) && typeof value === 'object' && value !== null && !Array.isArray(value))
        Object.values(value).forEach((inner) => visit(inner, false));
      else if (!VALUE_KEYWORDS.has(key)) visit(value, false);
    }
  };
  visit(schema, true);
  return [...found];
}

/** Keywords whose value maps names to schemas, and keywords whose value is data, not schemas. */
export const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
export const VALUE_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'required']);

/** A server's instructions as the host sends them: cut where it cuts them, in its frame where it frames them (Gemini CLI). */
export function hostInstructions(
  profile: HostProfile,
  server: string,
  instructions: string | undefined,
): { text: string; cut: boolean } {
  if (!instructions || profile.facts.instructionsSent?.value === false) return { text: '', cut: false };
  const limit = profile.facts.instructionsCut?.value;
  const kept = limit !== undefined ? instructions.slice(0, limit) : instructions;
  const frame = profile.facts.instructionsWrapper?.value;
  const text = frame
    ? frame
        .split('{instructions}')
        .map((piece) => piece.replaceAll('{server}', server))
        .join(kept)
    : kept;
  return { text, cut: kept.length < instructions.length };
}

/**
 * What a deferring host sends of a server's tools at session start: its listing (Qwen Code 0.24.4's deferred-tools
 * reminder: the server's heading, then a line per tool, by name), else the tool names one per line.
 */
export function deferredListing(
  profile: HostProfile,
  server: string,
  tools: Array<{ hostName: string; description: unknown }>,
): string {
  const listing = profile.facts.deferredListing?.value;
  if (!listing) return tools.map((tool) => tool.hostName).join('\n');
  const described = (description: unknown) => {
    const first = (typeof description === 'string' ? description : '').split('\n')[0]!.trim();
    return first.length > listing.descriptionChars ? `${first.slice(0, listing.descriptionChars - 3)}...` : first;
  };
  const lines = [...tools]
    .sort((a, b) => a.hostName.localeCompare(b.hostName))
    .map((tool) =>
      listing.line
        .replace('{name}', () => JSON.stringify(tool.hostName))
        .replace('{description}', () => JSON.stringify(described(tool.description))),
    );
  return [listing.server.replaceAll('{server}', server), ...lines].join('\n');
}
