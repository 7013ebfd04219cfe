import { HOST_PROFILES, type HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
import { hostToolPayload, NAME_MAPS, VALUE_KEYWORDS } from '../hosts/host-payload.js';

/**
 * Keywords that carry data or constraints, never sub-schemas: a host that drops them shows its model the same
 * parameters without them. Combinators (oneOf, allOf, not, if/then/else) and sub-schema maps are left alone:
 * dropping them would change the shape every other host shows.
 */
const DATA_KEYWORDS = new Set([
  'default',
  'examples',
  'title',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
]);

export interface KeywordChange {
  tool: WireTool;
  /** Keyword → how many times it stood in the input schema. */
  dropped: Map<string, number>;
  /** Hosts whose model received exactly the same tool before and after (they never passed the keywords on). */
  droppedBy: HostProfile[];
  /** Hosts whose model still read them. */
  passedBy: HostProfile[];
}

/**
 * The input schema without the data keywords the hosts drop, and which hosts drop them: those whose own payload
 * for the tool is the same before and after (the change is made and each host's payload built again). `hosts`: the
 * budget's; without them every shipped profile is asked, so the change is never called lossless for hosts the
 * author did not name.
 */
export function keywordsHostsDrop(server: string, tool: WireTool, hosts: HostProfile[]): KeywordChange | undefined {
  const judges = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
  const candidates = new Set(
    judges.flatMap((profile) =>
      (profile.facts.strippedSchemaKeywords?.value ?? []).filter((keyword) => DATA_KEYWORDS.has(keyword)),
    ),
  );
  if (candidates.size === 0 || typeof tool.inputSchema !== 'object' || tool.inputSchema === null) return undefined;
  const dropped = new Map<string, number>();
  const inputSchema = withoutKeywords(tool.inputSchema, candidates, dropped);
  if (dropped.size === 0) return undefined;
  const after = { ...tool, inputSchema } as WireTool;
  const same = (profile: HostProfile) =>
    hostToolPayload(profile, server, tool).json === hostToolPayload(profile, server, after).json;
  const droppedBy = judges.filter(same);
  if (droppedBy.length === 0) return undefined;
  return { tool: after, dropped, droppedBy, passedBy: judges.filter((profile) => !droppedBy.includes(profile)) };
}

/**
 * The schema with `keywords` removed where they are keywords: not inside enum/const/default/examples values, not
 * as property names, and only in a schema that states its type (a host that infers a missing type reads them).
 */
function withoutKeywords(node: unknown, keywords: Set<string>, dropped: Map<string, number>): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutKeywords(item, keywords, dropped));
  if (typeof node !== 'object' || node === null) return node;
  const typed = Object.hasOwn(node, 'type');
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (typed && keywords.has(key)) {
      dropped.set(key, (dropped.get(key) ?? 0) + 1);
      continue;
    }
    if (NAME_MAPS.has(key) && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [name, withoutKeywords(inner, keywords, dropped)]),
      );
    } else out[key] = VALUE_KEYWORDS.has(key) ? value : withoutKeywords(value, keywords, dropped);
  }
  return out;
}
