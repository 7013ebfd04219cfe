import { ServerFailure } from './server-failure.js';
import type { ServerSession } from './server-session.js';

export const MAX_LIST_PAGES = 100;

/** A tool object exactly as JSON.parse made it from the wire: unknown fields included. */
export type WireTool = Record<string, unknown> & { name: string };

/** Where a tools/list walk stopped before an end. */
export interface ListStop {
  page: number;
  reason: 'cursor-repeated' | 'max-pages';
  cursor?: string;
}

export interface ToolListing {
  tools: WireTool[];
  pages: number;
  /** Where the walk stopped before an end (the judge calls it a loop). */
  stopped?: ListStop;
}

/**
 * Walks tools/list page by page, metering each raw page. The SDK's listTools() would follow cursors for us but
 * hands back stripped objects; it also trusts the server to end the walk, which a checker must not.
 */
export async function listTools(session: ServerSession, maxPages = MAX_LIST_PAGES): Promise<ToolListing> {
  const name = session.options.name;
  const tools: WireTool[] = [];
  let stopped: ToolListing['stopped'];
  const seenCursors = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  do {
    if (pages >= maxPages) {
      stopped = { page: pages, reason: 'max-pages' };
      break;
    }
    const wire = await session.request('tools/list', cursor === undefined ? {} : { cursor }, 'list');
    pages += 1;
    const message = wire.message;
    if (!message || message.error !== undefined) {
      const detail = wire.tooLarge ? `tools/list page of ${wire.bytes} bytes exceeds the message cap` : `tools/list answered with an error: ${JSON.stringify(message?.error)}`;
      throw new ServerFailure('PROTOCOL_ERROR', name, 'list', detail, session.stderr.lines());
    }
    const page = message.result!;
    if (!Array.isArray(page.tools) || page.tools.some((tool) => typeof tool?.name !== 'string')) {
      throw new ServerFailure('PROTOCOL_ERROR', name, 'list', 'tools/list result has no valid "tools" array', session.stderr.lines());
    }
    tools.push(...(page.tools as WireTool[]));
    const next = page.nextCursor;
    cursor = typeof next === 'string' && next !== '' ? next : undefined;
    if (cursor !== undefined && seenCursors.has(cursor)) {
      stopped = { page: pages, reason: 'cursor-repeated', cursor };
      break;
    }
    if (cursor !== undefined) seenCursors.add(cursor);
  } while (cursor !== undefined);
  return { tools, pages, ...(stopped ? { stopped } : {}) };
}
