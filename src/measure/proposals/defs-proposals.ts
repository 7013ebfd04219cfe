import type { WireTool } from '../../servers/list-tools.js';
import { figuresOf, saving, type Proposal } from './proposals.js';
import { schemaDefs, withoutUnusedDefs } from '../schema-defs.js';
import type { Tokenizer } from '../tokens.js';

/** Tools this many or more carrying the same definitions make the repetition a server's own proposal. */
const MIN_SHARING_TOOLS = 3;
const SCHEMAS = ['inputSchema', 'outputSchema'] as const;

/** The tool with each schema's unreferenced definitions dropped, and their names; undefined when none is. */
function trimmed(tool: WireTool): { tool: WireTool; unused: string[] } | undefined {
  const unused: string[] = [];
  const changed: WireTool = { ...tool };
  for (const key of SCHEMAS) {
    const schema = tool[key];
    const defs = schemaDefs(schema);
    if (!defs || defs.unused.length === 0) continue;
    unused.push(...defs.unused);
    changed[key] = withoutUnusedDefs(schema as Record<string, unknown>, defs) as WireTool[typeof key];
  }
  return unused.length > 0 ? { tool: changed, unused } : undefined;
}

/**
 * Definitions no property of the tool refers to: every listing carries them, and a schema without them validates
 * the same arguments, so dropping them is lossless. The changed definition, for definitionProposals to measure as
 * it measures every change to a definition (on the wire and in each host's payload); undefined when none is unused.
 */
export function unusedDefsChange(
  tool: WireTool,
): { after: WireTool; rest: Omit<Proposal, 'subject' | 'saves'> } | undefined {
  const after = trimmed(tool);
  if (!after) return undefined;
  const names =
    after.unused
      .slice(0, 6)
      .map((name) => `"${name}"`)
      .join(', ') + (after.unused.length > 6 ? ` and ${after.unused.length - 6} more` : '');
  return {
    after: after.tool,
    rest: {
      kind: 'unused-defs',
      lossless: true,
      change: `drop the ${after.unused.length} "$defs" no property refers to (${names}): they are sent on every listing and the model never needs them`,
    },
  };
}

/**
 * The same definitions in many tools (a generator that writes one shared `$defs` into every schema): each tool
 * keeps only those its own properties refer to, measured over all the server's tools.
 */
export function sharedDefsProposals(server: string, tools: WireTool[], tokenizer: Tokenizer): Proposal[] {
  const holders = new Map<string, number>();
  for (const tool of tools)
    for (const key of SCHEMAS) {
      const schema = tool[key] as Record<string, unknown> | undefined;
      const defs = schemaDefs(schema);
      if (!defs) continue;
      for (const name of defs.names) {
        const id = `${name}\u0000${JSON.stringify((schema![defs.key] as Record<string, unknown>)[name])}`;
        holders.set(id, (holders.get(id) ?? 0) + 1);
      }
    }
  const shared = [...holders].filter(([, count]) => count >= MIN_SHARING_TOOLS);
  if (shared.length === 0) return [];
  let [before, after, dropped] = [{ bytes: 0, tokens: 0 }, { bytes: 0, tokens: 0 }, 0];
  const copies = shared.reduce((sum, [, count]) => sum + count, 0);
  const sharedNames = new Set(shared.map(([id]) => id.slice(0, id.indexOf('\u0000'))));
  for (const tool of tools) {
    const now = trimmed(tool);
    const was = figuresOf(tool, tokenizer);
    const is = now ? figuresOf(now.tool, tokenizer) : was;
    before = { bytes: before.bytes + was.bytes, tokens: before.tokens + was.tokens };
    after = { bytes: after.bytes + is.bytes, tokens: after.tokens + is.tokens };
    dropped += now ? now.unused.filter((name) => sharedNames.has(name)).length : 0;
  }
  const saves = saving(before, after);
  if (!saves || dropped === 0) return [];
  const most = Math.max(...shared.map(([, count]) => count));
  const where = most === tools.length ? `all ${tools.length} tools` : `up to ${most} of the ${tools.length} tools`;
  return [
    {
      subject: server,
      kind: 'unused-defs',
      lossless: true,
      saves,
      change: `the same ${shared.length} "$defs" stand in ${where}, and each tool refers to few of them: keep in each tool only those its properties refer to (${dropped} of ${copies} copies go)`,
    },
  ];
}
