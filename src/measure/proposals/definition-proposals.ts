import { descriptionCutOf, HOST_PROFILES, type HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
import { fmt } from '../../text/format.js';
import { unusedDefsChange } from './defs-proposals.js';
import { hostToolPayload } from '../hosts/host-payload.js';
import { keywordsHostsDrop } from './keyword-proposals.js';
import { figuresOf, saving, type Proposal } from './proposals.js';
import type { Tokenizer } from '../tokens.js';

/** Fields of a tool no host puts in its model's context (hosts send name, description and the input schema). */
const UNSEEN_FIELDS: Array<{ field: string; note: string }> = [
  { field: '_meta', note: '' },
  { field: 'icons', note: '' },
  { field: 'title', note: '; hosts may show it in their UI' },
  { field: 'annotations', note: '; hosts read it for approval prompts (readOnlyHint, destructiveHint)' },
];

/** A sentence long enough that stating it twice is a cost, not a coincidence. */
const MIN_SENTENCE = 20;
const MIN_SHARED_NOTE = 40;
const MIN_SUBSCHEMA_BYTES = 48;
/** Shared sentences measured per server, those repeating the most characters first. */
const MAX_SHARED_NOTE_CANDIDATES = 10;

/**
 * Every proposal for one tool's definition, each measured on the definition as it came over the wire.
 * Its phases, one per kind of saving, in the order they are listed: text past a host's cut, members no model needs,
 * schema keywords hosts drop, shared `$defs`, then text said twice (repeated sentences, repeated sub-schemas).
 */
export function definitionProposals(
  server: string,
  tool: WireTool,
  tokenizer: Tokenizer,
  hosts: HostProfile[] = [],
): Proposal[] {
  const subject = `${server}/${tool.name}`;
  const before = figuresOf(tool, tokenizer);
  const proposals: Proposal[] = [];
  // What each host's model stops receiving: its own payload for the tool, built before and after the change.
  const sent = (profile: HostProfile, definition: WireTool) => {
    const json = hostToolPayload(profile, server, definition).json;
    return { bytes: Buffer.byteLength(json), tokens: tokenizer.count(json) };
  };
  const propose: Propose = (after, rest) => {
    const saves = saving(before, figuresOf(after, tokenizer));
    if (!saves) return;
    const perHost = hosts.map((profile) => {
      const [was, now] = [sent(profile, tool), sent(profile, after)];
      return { host: profile.name, bytes: was.bytes - now.bytes, tokens: was.tokens - now.tokens };
    });
    proposals.push({ subject, ...rest, saves, ...(perHost.length > 0 ? { hosts: perHost } : {}) });
  };
  proposePastHostCuts(tool, hosts, propose);
  proposeUnneededMembers(tool, propose);
  proposeKeywordsHostsDrop(server, tool, hosts, propose);
  const unusedDefs = unusedDefsChange(tool);
  if (unusedDefs) propose(unusedDefs.after, unusedDefs.rest);
  proposeRepeats(server, tool, hosts, propose);
  return proposals;
}

/** Measures a changed definition against the tool as listed, and keeps it as a proposal when it saves anything. */
type Propose = (after: WireTool, rest: Omit<Proposal, 'subject' | 'saves'>) => void;

/** A note for a choice made on every shipped host profile, when budget.json names no `hosts`. */
const EVERY_PROFILE_ASKED = ' (no `hosts` in budget.json: every shipped host profile asked)';

/**
 * The text past a host's cut is sent on every listing and read by no model of that host. Without `hosts`, every
 * shipped profile is asked: a cut some host makes is still text its model never reads, a choice for the others.
 */
function proposePastHostCuts(tool: WireTool, hosts: HostProfile[], propose: Propose): void {
  const description = typeof tool.description === 'string' ? tool.description : '';
  const asked = hosts.length > 0 ? hosts : Object.values(HOST_PROFILES);
  const cutOf = (profile: HostProfile) => descriptionCutOf(profile)?.value ?? Infinity;
  for (const cut of [...new Set(asked.map(cutOf))].sort((a, b) => a - b)) {
    if (!Number.isFinite(cut) || description.length <= cut) continue;
    const cutters = asked.filter((profile) => cutOf(profile) === cut);
    const others = asked.filter((other) => cutOf(other) > cut).map((other) => other.name);
    const titles = cutters.map((profile) => profile.title).join(', ');
    propose(
      { ...tool, description: description.slice(0, cut) },
      {
        kind: 'description-past-cut',
        lossless: others.length === 0,
        change: `shorten the description to ${fmt(cut)} chars: ${titles} ${cutters.length > 1 ? 'cut it there, and their models never read' : 'cuts it there, and its model never reads'} the other ${fmt(description.length - cut)} (from "${description.slice(cut, cut + 40)}…")`,
        ...(others.length > 0
          ? {
              loses: `what ${others.join(', ')} still show their model past ${fmt(cut)} chars${hosts.length === 0 ? EVERY_PROFILE_ASKED : ''}`,
            }
          : {}),
      },
    );
  }
}

/** Members the model never needs: the schemas' "$schema" dialect, and the fields no host sends it. */
function proposeUnneededMembers(tool: WireTool, propose: Propose): void {
  const withoutDialect = {
    ...tool,
    ...withoutKey(tool, 'inputSchema'),
    ...withoutKey(tool, 'outputSchema'),
  } as WireTool;
  if (JSON.stringify(withoutDialect) !== JSON.stringify(tool)) {
    propose(withoutDialect, {
      kind: 'schema-dialect',
      lossless: true,
      change:
        'drop "$schema" from the tool\'s schemas: it names a JSON Schema dialect the model does not need (schema generators add it: zod 4\'s toJSONSchema, zod-to-json-schema)',
    });
  }
  for (const { field, note } of UNSEEN_FIELDS) {
    if (!Object.hasOwn(tool, field)) continue;
    const { [field]: _dropped, ...rest } = tool;
    propose(rest as WireTool, {
      kind: 'fields-the-model-never-sees',
      lossless: true,
      change: `drop "${field}": no host sends it to the model, but it counts in every listing${note}`,
    });
  }
}

/** Schema keywords (defaults, constraints) the hosts drop before their model reads the schema. */
function proposeKeywordsHostsDrop(server: string, tool: WireTool, hosts: HostProfile[], propose: Propose): void {
  const keywords = keywordsHostsDrop(server, tool, hosts);
  if (!keywords) return;
  const listed = [...keywords.dropped]
    .map(([keyword, count]) => `"${keyword}"${count > 1 ? ` ×${count}` : ''}`)
    .join(', ');
  const titles = (profiles: HostProfile[]) => profiles.map((profile) => profile.title).join(', ');
  propose(keywords.tool, {
    kind: 'keywords-hosts-drop',
    lossless: keywords.passedBy.length === 0,
    change: `drop ${listed} from the input schema: ${titles(keywords.droppedBy)} never ${keywords.droppedBy.length > 1 ? 'pass' : 'passes'} them to its model${keywords.passedBy.length === 0 ? ' (none of the hosts in `hosts` does)' : ''}, yet every listing carries them`,
    ...(keywords.passedBy.length > 0
      ? {
          loses: `the defaults and constraints ${titles(keywords.passedBy)} still show their model${hosts.length === 0 ? EVERY_PROFILE_ASKED : ''}`,
        }
      : {}),
  });
}

/** Text said twice: parameter sentences the description already says, and a sub-schema written out at each use. */
function proposeRepeats(server: string, tool: WireTool, hosts: HostProfile[], propose: Propose): void {
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

function withoutKey(tool: WireTool, key: 'inputSchema' | 'outputSchema'): Partial<WireTool> {
  const schema = tool[key];
  if (schema === undefined) return {};
  // A dialect is a string; an object under "$schema" would be a parameter of that name, and stays.
  return {
    [key]: JSON.parse(JSON.stringify(schema), (name, value) =>
      name === '$schema' && typeof value === 'string' ? undefined : value,
    ),
  };
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
