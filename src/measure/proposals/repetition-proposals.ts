import { HOST_PROFILES, type HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
import { hostToolPayload } from '../hosts/host-payload.js';
import { EVERY_PROFILE_ASKED, figuresOf, type Propose, type Proposal, saving } from './proposals.js';
import type { Tokenizer } from '../tokens.js';

/** A sentence long enough that stating it twice is a cost, not a coincidence. */
const MIN_SENTENCE = 20;
const MIN_SHARED_NOTE = 40;
const MIN_SUBSCHEMA_BYTES = 48;
/** Shared sentences measured per server, those repeating the most characters first. */
const MAX_SHARED_NOTE_CANDIDATES = 10;

/** Text said twice: parameter sentences the description already says, and a sub-schema written out at each use. */
export function proposeRepeats(server: string, tool: WireTool, hosts: HostProfile[], propose: Propose): void {
  const deduplicated = withoutRepeatedSentences(tool);
  if (deduplicated)
    propose(deduplicated, {
      kind: 'repeated-in-parameters',
      lossless: true,
      change: 'remove from parameter descriptions the sentences the tool description already says',
    });
  const shared = sharedSubschema(tool);
  if (!shared) return;
  // Which hosts pass "$ref" on to their model and which resolve it first, read from each host's own payload of the
  // changed definition: where every host resolves it, its model reads the same schema as before.
  const asked = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
  const passing = asked.filter((profile) => hostToolPayload(profile, server, shared.tool).json.includes('"$ref"'));
  const resolving = asked.filter((profile) => !passing.includes(profile));
  const names = (profiles: HostProfile[]) => profiles.map((profile) => profile.name).join(', ');
  propose(shared.tool, {
    kind: 'repeated-subschema',
    lossless: passing.length === 0,
    change: `define the sub-schema repeated ${shared.count} times (first at "${shared.first}") once in "$defs" and refer to it with "$ref"${resolving.length > 0 ? `; ${names(resolving)} ${resolving.length > 1 ? 'resolve' : 'resolves'} it before the model reads it` : ''}`,
    ...(passing.length > 0
      ? {
          loses: `the sub-schema written out at each use: ${names(passing)} ${passing.length > 1 ? 'show their' : 'shows its'} model "$ref" to follow instead${hosts.length === 0 ? EVERY_PROFILE_ASKED : ''}`,
        }
      : {}),
  });
}

/**
 * A sentence that stands in three or more tools' descriptions, stated once in the server's instructions instead:
 * what leaving it out of each tool saves, less what adding it to the instructions costs.
 */
export function sharedNoteProposals(
  server: string,
  tools: WireTool[],
  instructions: string | undefined,
  tokenizer: Tokenizer,
): Proposal[] {
  const holders = new Map<string, number>();
  for (const tool of tools)
    for (const sentence of new Set(sentencesOf(tool.description)))
      if (sentence.length >= MIN_SHARED_NOTE) holders.set(sentence, (holders.get(sentence) ?? 0) + 1);
  // Each candidate is measured on every tool that holds it: a server repeating hundreds of sentences in hundreds of
  // tools would take hours, so only the candidates that repeat the most text are measured.
  const candidates = [...holders]
    .filter(([, count]) => count >= 3)
    .sort((a, b) => b[0].length * b[1] - a[0].length * a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_SHARED_NOTE_CANDIDATES);
  if (candidates.length === 0) return [];
  // Each candidate's change first: the tools that hold the sentence, without it (the others do not change).
  const changes = candidates.map(([sentence, count]) => ({
    sentence,
    count,
    changed: tools.map((tool) =>
      typeof tool.description === 'string' && tool.description.includes(sentence)
        ? { ...tool, description: removeSentences(tool.description, new Set([sentence])) }
        : undefined,
    ),
  }));
  // Then what each costs: the tools that did not change count what they counted before.
  const figures = tools.map((tool) => figuresOf(tool, tokenizer));
  const before = figures.reduce((sum, f) => sum + f.tokens, 0) + (instructions ? tokenizer.count(instructions) : 0);
  const beforeBytes = figures.reduce((sum, f) => sum + f.bytes, 0) + Buffer.byteLength(instructions ?? '');
  const proposals: Proposal[] = [];
  for (const { sentence, count, changed } of changes) {
    const trimmed = changed.map((tool, i) => (tool ? figuresOf(tool, tokenizer) : figures[i]!));
    const moved = instructions ? `${instructions}\n${sentence}` : sentence;
    const after = trimmed.reduce((sum, f) => sum + f.tokens, 0) + tokenizer.count(moved);
    const afterBytes = trimmed.reduce((sum, f) => sum + f.bytes, 0) + Buffer.byteLength(moved);
    const saves = saving({ bytes: beforeBytes, tokens: before }, { bytes: afterBytes, tokens: after });
    if (!saves) continue;
    proposals.push({
      subject: server,
      kind: 'shared-usage-notes',
      lossless: false,
      saves,
      change: `state once in the server's instructions what ${count} tool descriptions repeat: "${sentence.length > 80 ? `${sentence.slice(0, 80)}…` : sentence}"`,
      loses: 'hosts that do not send server instructions',
    });
  }
  return proposals;
}

function sentencesOf(text: unknown): string[] {
  return typeof text === 'string'
    ? text
        .split(/(?<=[.!?])\s+/)
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/**
 * The text without those sentences, every other character as it was: a saving is what moving the sentence saves,
 * not also the line breaks a rejoin would fold. A removed sentence takes the space before it (after it, if first).
 */
function removeSentences(text: string, remove: Set<string>): string {
  const parts = text.split(/(?<=[.!?])(\s+)/);
  const kept = parts.map(() => true);
  for (let i = 0; i < parts.length; i += 2) {
    if (!remove.has(parts[i]!.trim())) continue;
    kept[i] = false;
    if (i > 0) kept[i - 1] = false;
    else if (parts.length > 1) kept[1] = false;
  }
  return parts.filter((_, i) => kept[i]).join('');
}

function withoutRepeatedSentences(tool: WireTool): WireTool | undefined {
  const said = new Set(sentencesOf(tool.description).filter((sentence) => sentence.length >= MIN_SENTENCE));
  const schema = tool.inputSchema as { properties?: Record<string, { description?: unknown }> } | undefined;
  if (said.size === 0 || !schema?.properties || typeof schema.properties !== 'object') return undefined;
  let changed = false;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => {
      if (typeof property?.description !== 'string') return [name, property];
      const kept = removeSentences(property.description, said);
      if (kept === property.description) return [name, property];
      changed = true;
      return [name, { ...property, description: kept }];
    }),
  );
  return changed ? { ...tool, inputSchema: { ...schema, properties } } : undefined;
}

/** The largest property schema that stands identically in two or more places, moved to `$defs` once. */
function sharedSubschema(tool: WireTool): { tool: WireTool; count: number; first: string } | undefined {
  const schema = tool.inputSchema;
  if (typeof schema !== 'object' || schema === null || Object.hasOwn(schema, '$defs')) return undefined;
  const seen = new Map<string, { count: number; first: string }>();
  const visit = (node: unknown, at: string) => {
    if (typeof node !== 'object' || node === null) return;
    const properties = (node as { properties?: unknown }).properties;
    if (typeof properties === 'object' && properties !== null) {
      for (const [name, property] of Object.entries(properties)) {
        const json = JSON.stringify(property);
        if (typeof property === 'object' && property !== null && Buffer.byteLength(json) >= MIN_SUBSCHEMA_BYTES) {
          const entry = seen.get(json);
          seen.set(json, { count: (entry?.count ?? 0) + 1, first: entry?.first ?? `${at}properties.${name}` });
        }
      }
    }
    for (const [key, value] of Object.entries(node)) if (typeof value === 'object') visit(value, `${at}${key}.`);
  };
  visit(schema, '');
  const best = [...seen]
    .filter(([, entry]) => entry.count >= 2)
    .sort((a, b) => b[0].length * b[1].count - a[0].length * a[1].count)[0];
  if (!best) return undefined;
  const [json, { count, first }] = best;
  const name = first.split('.').at(-1)!;
  const replace = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(replace);
    if (typeof node !== 'object' || node === null) return node;
    if (JSON.stringify(node) === json) return { $ref: `#/$defs/${name}` };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replace(value)]));
  };
  return {
    tool: { ...tool, inputSchema: { ...(replace(schema) as object), $defs: { [name]: JSON.parse(json) } } },
    count,
    first,
  };
}
