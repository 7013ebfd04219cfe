import { descriptionCutOf, HOST_PROFILES, type HostProfile } from '../../budget/host-profiles.js';
import type { WireTool } from '../../servers/list-tools.js';
import { fmt } from '../../text/format.js';
import { unusedDefsChange } from './defs-proposals.js';
import { hostToolPayload } from '../hosts/host-payload.js';
import { keywordsHostsDrop } from './keyword-proposals.js';
import { EVERY_PROFILE_ASKED, figuresOf, type Propose, type Proposal, saving } from './proposals.js';
import { proposeRepeats } from './repetition-proposals.js';
import type { Tokenizer } from '../tokens.js';

/** Fields of a tool no host puts in its model's context (hosts send name, description and the input schema). */
const UNSEEN_FIELDS: Array<{ field: string; note: string }> = [
  { field: '_meta', note: '' },
  { field: 'icons', note: '' },
  { field: 'title', note: '; hosts may show it in their UI' },
  { field: 'annotations', note: '; hosts read it for approval prompts (readOnlyHint, destructiveHint)' },
];

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
