import type { ServerSession } from './server-session.js';
import { listPages, MAX_LIST_PAGES, type ListStop } from './list-pages.js';

/** A tool object exactly as JSON.parse made it from the wire: unknown fields included. */
export type WireTool = Record<string, unknown> & { name: string };

export interface ToolListing {
  tools: WireTool[];
  pages: number;
  /** Where the walk stopped before an end (the judge calls it a loop). */
  stopped?: ListStop;
}

const isTool = (tool: unknown): tool is WireTool => typeof (tool as { name?: unknown } | null)?.name === 'string';

/**
 * Walks tools/list page by page, metering each raw page. The SDK's listTools() would follow cursors for us but
 * hands back stripped objects; it also trusts the server to end the walk, which a checker must not.
 */
export async function listTools(session: ServerSession, maxPages = MAX_LIST_PAGES): Promise<ToolListing> {
  const { items, pages, stopped } = await listPages(session, 'tools/list', 'tools', isTool, maxPages);
  return { tools: items, pages, ...(stopped ? { stopped } : {}) };
}
