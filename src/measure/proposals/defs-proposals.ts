import type { WireTool } from '../../servers/list-tools.js';
import { figuresOf, saving, type Proposal } from './proposals.js';
import type { Tokenizer } from '../tokens.js';

// A schema's definitions and the ones nothing refers to (explain marks them), and the proposals that drop those.

/** Tools this many or more carrying the same definitions make the repetition a server's own proposal. */
const MIN_SHARING_TOOLS = 3;
const SCHEMAS = ['inputSchema', 'outputSchema'] as const;

/**
 * Which of a schema's top-level definitions (`$defs`, or draft-07's `definitions`) anything outside them refers to,
 * directly or through another definition. Undefined when that cannot be told from the schema alone: a `$ref` to
 * another document, a `$dynamicRef`, or an `$id`/`$anchor` a reference could name instead of a path.
 */
export interface SchemaDefs {
  key: '$defs' | 'definitions';
  names: string[];
  unused: string[];
}

export function schemaDefs(schema: unknown): SchemaDefs | undefined {
  if (!isObject(schema)) return undefined;
  const key = isObject(schema.$defs) ? '$defs' : isObject(schema.definitions) ? 'definitions' : undefined;
  if (!key) return undefined;
  const defs = schema[key] as Record<string, unknown>;
  const names = Object.keys(defs);
  if (names.length === 0) return undefined;
  let unsure = false;
  const refsIn = (node: unknown, found: Set<string>, root: boolean) => {
    if (Array.isArray(node)) return node.forEach((item) => refsIn(item, found, false));
    if (!isObject(node)) return;
    for (const [name, value] of Object.entries(node)) {
      if (root && name === key) continue;
      if (
        name === '$dynamicRef' ||
        name === '$recursiveRef' ||
        ((name === '$id' || name === '$anchor' || name === '$dynamicAnchor') && !root)
      )
        unsure = true;
      if (name === '$ref' && typeof value === 'string') {
        const target = definitionOf(value, key);
        if (target === null) unsure = true;
        else if (target !== undefined) found.add(target);
      }
      refsIn(value, found, false);
    }
  };
  const used = new Set<string>();
  refsIn(schema, used, true);
  // Definitions referred to by used definitions are used too.
  const queue = [...used];
  while (queue.length > 0) {
    const more = new Set<string>();
    refsIn(defs[queue.pop()!], more, false);
    for (const name of more) if (!used.has(name)) used.add(name), queue.push(name);
  }
  if (unsure) return undefined;
  return { key, names, unused: names.filter((name) => !used.has(name)) };
}

/**
 * The definition a `$ref` names (`#/$defs/parent/properties/x` → `parent`), undefined for another local pointer
 * (`#/properties/q`), null for a reference this schema alone cannot resolve.
 */
function definitionOf(ref: string, key: string): string | null | undefined {
  if (!ref.startsWith('#')) return null;
  if (ref === '#' || !ref.startsWith(`#/${key}/`)) return ref.startsWith('#/') || ref === '#' ? undefined : null;
  const segment = ref.slice(key.length + 3).split('/')[0]!;
  try {
    return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
  } catch {
    return null;
  }
}

/** The schema without the definitions nothing refers to (the key itself gone when none is left). */
export function withoutUnusedDefs(schema: Record<string, unknown>, defs: SchemaDefs): Record<string, unknown> {
  const kept = Object.fromEntries(
    Object.entries(schema[defs.key] as Record<string, unknown>).filter(([name]) => !defs.unused.includes(name)),
  );
  const { [defs.key]: _all, ...rest } = schema;
  return Object.keys(kept).length > 0 ? { ...rest, [defs.key]: kept } : rest;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
