import { nodeCrypto } from '../shell/node-crypto.js';
import { listPages, type Listing, type WireItem } from '../servers/list-pages.js';
import { ServerFailure } from '../servers/server-failure.js';
import type { ServerSession } from '../servers/server-session.js';
import type { ListedItemReport, ListReport, ServerReport } from './measurement.js';
import { charCount } from './measure-definitions.js';
import type { Tokenizer } from './tokens.js';

/** The Skills extension's identifier, as a server declares it under its capabilities' `extensions` (SEP-2640). */
export const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills';

/**
 * What a host loads besides tools/list, each list under its ServerReport field; `id` names one item. A list is
 * asked for only when the server advertises it: a capability, or an extension under `capabilities.extensions`.
 * `marker` is the ServerReport flag saying a report looked for the list: a saved report without it has no figure.
 */
export const SURFACE_LISTS = [
  {
    field: 'prompts',
    method: 'prompts/list',
    key: 'prompts',
    id: 'name',
    kind: 'prompt',
    capability: 'prompts',
    marker: 'listsMeasured',
  },
  {
    field: 'resources',
    method: 'resources/list',
    key: 'resources',
    id: 'uri',
    kind: 'resource',
    capability: 'resources',
    marker: 'listsMeasured',
  },
  {
    field: 'resourceTemplates',
    method: 'resources/templates/list',
    key: 'resourceTemplates',
    id: 'uriTemplate',
    kind: 'resource',
    capability: 'resources',
    marker: 'listsMeasured',
  },
  // A Skill entry (uri, frontmatter, resources) is what a host builds its skill registry from, without reading SKILL.md.
  {
    field: 'skills',
    method: 'skills/list',
    key: 'skills',
    id: 'uri',
    kind: 'skill',
    extension: SKILLS_EXTENSION,
    marker: 'skillsMeasured',
  },
] as const;

type SurfaceList = (typeof SURFACE_LISTS)[number];

/** What a listed item is called in findings and `oversized` keys (`prompt:`, `resource:`, `skill:`). */
export type ListedKind = SurfaceList['kind'];

/** The kind of the items a list method gives. */
export function listedKind(method: SurfaceList['method']): ListedKind {
  return SURFACE_LISTS.find((list) => list.method === method)!.kind;
}

/** Whether the server's capabilities advertise a list: its capability, or its extension. */
function advertised(capabilities: Record<string, unknown>, list: SurfaceList): boolean {
  if ('extension' in list) {
    const extensions = capabilities.extensions;
    return (
      typeof extensions === 'object' &&
      extensions !== null &&
      (extensions as Record<string, unknown>)[list.extension] !== undefined
    );
  }
  return capabilities[list.capability] !== undefined;
}

export type SurfaceField = (typeof SURFACE_LISTS)[number]['field'];

/** A list as the wire gave it, or why it could not be had. */
export type SurfaceListing = { listing: Listing } | { failed: string; code?: number };

/** JSON-RPC "method not found": the server advertises the capability and does not answer this one list. */
export const METHOD_NOT_FOUND = -32601;

/** Every list whose capability the server advertises, all pages, each walk cycle-guarded. */
export async function listSurface(session: ServerSession): Promise<Partial<Record<SurfaceField, SurfaceListing>>> {
  const capabilities = (session.client.getServerCapabilities() ?? {}) as Record<string, unknown>;
  const listed: Partial<Record<SurfaceField, SurfaceListing>> = {};
  for (const list of SURFACE_LISTS) {
    if (!advertised(capabilities, list)) continue;
    const valid = (item: unknown): item is WireItem =>
      typeof (item as Record<string, unknown> | null)?.[list.id] === 'string';
    try {
      listed[list.field] = { listing: await listPages(session, list.method, list.key, valid) };
    } catch (error) {
      // A list that answers with an error is a figure not had, said so; a server that died is the session's failure.
      if (!(error instanceof ServerFailure) || error.code !== 'PROTOCOL_ERROR') throw error;
      const code = /"code":(-?\d+)/.exec(error.detail)?.[1];
      listed[list.field] = { failed: error.detail, ...(code === undefined ? {} : { code: Number(code) }) };
    }
  }
  return listed;
}

/** The texts a surface listing is counted from (for the token-count cache). */
export function surfaceTexts(listed: Partial<Record<SurfaceField, SurfaceListing>>): string[] {
  return Object.values(listed).flatMap((entry) =>
    'listing' in entry ? entry.listing.items.map((item) => JSON.stringify(item)) : [],
  );
}

/** Each item measured like a tool definition: JSON.stringify of the object as it arrived, every field included. */
export function measureSurface(
  listed: Partial<Record<SurfaceField, SurfaceListing>>,
  tokenizer: Tokenizer,
): Pick<ServerReport, SurfaceField> {
  const reports: Pick<ServerReport, SurfaceField> = {};
  for (const list of SURFACE_LISTS) {
    const entry = listed[list.field];
    if (!entry) continue;
    if ('failed' in entry) {
      reports[list.field] = {
        method: list.method,
        pages: 0,
        wireBytes: 0,
        bytes: 0,
        tokens: 0,
        items: [],
        failed: entry.failed,
        ...(entry.code === undefined ? {} : { failedCode: entry.code }),
      };
      continue;
    }
    const items = entry.listing.items.map((item) => measureItem(item, String(item[list.id]), tokenizer));
    const report: ListReport = {
      method: list.method,
      pages: entry.listing.pages,
      wireBytes: entry.listing.wireBytes,
      bytes: items.reduce((sum, item) => sum + item.bytes, 0),
      tokens: items.reduce((sum, item) => sum + item.tokens, 0),
      items,
      ...(entry.listing.stopped ? { stopped: entry.listing.stopped } : {}),
    };
    reports[list.field] = report;
  }
  return reports;
}

function measureItem(item: WireItem, name: string, tokenizer: Tokenizer): ListedItemReport {
  const json = JSON.stringify(item);
  return {
    name,
    digest: nodeCrypto().createHash('sha256').update(json).digest('hex').slice(0, 16),
    bytes: Buffer.byteLength(json, 'utf8'),
    tokens: tokenizer.count(json),
    descriptionChars: charCount(descriptionOf(item)),
  };
}

/** A prompt's or resource's description; a skill's is in its frontmatter. */
function descriptionOf(item: WireItem): string {
  const frontmatter = item.frontmatter as Record<string, unknown> | undefined;
  const description =
    item.description ?? (typeof frontmatter === 'object' && frontmatter !== null ? frontmatter.description : undefined);
  return typeof description === 'string' ? description : '';
}

/** The lists measured on a server, in SURFACE_LISTS order: what its totals add to its tools and instructions. */
export function surfaceReports(server: Pick<ServerReport, SurfaceField>): ListReport[] {
  return SURFACE_LISTS.flatMap((list) => (server[list.field] ? [server[list.field]!] : []));
}
