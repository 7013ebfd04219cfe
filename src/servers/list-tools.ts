import type { Finding } from '../report/findings.js';
import { ServerFailure } from './server-failure.js';
import type { ServerSession } from './server-session.js';

export const MAX_LIST_PAGES = 100;

/** A tool object exactly as JSON.parse made it from the wire: unknown fields included. */
export type WireTool = Record<string, unknown> & { name: string };

export interface ToolListing {
  tools: WireTool[];
  pages: number;
  findings: Finding[];
}

/**
 * Walks tools/list page by page, metering each raw page. The SDK's listTools() would follow cursors for us but
 * hands back stripped objects; it also trusts the server to end the walk, which a checker must not.
 */
export async function listTools(session: ServerSession, maxPages = MAX_LIST_PAGES): Promise<ToolListing> {
  const name = session.options.name;
  const tools: WireTool[] = [];
  const findings: Finding[] = [];
  const seenCursors = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  do {
    if (pages >= maxPages) {
      findings.push(loopFinding(name, `tools/list still returned a next cursor after ${maxPages} pages; stopped there`));
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
      findings.push(loopFinding(name, `tools/list returned cursor ${JSON.stringify(cursor)} a second time (page ${pages}); stopped there`));
      break;
    }
    if (cursor !== undefined) seenCursors.add(cursor);
  } while (cursor !== undefined);
  return { tools, pages, findings };
}

function loopFinding(server: string, message: string): Finding {
  return {
    code: 'PAGINATION_LOOP',
    severity: 'error',
    subject: server,
    message,
    fix: 'make tools/list return no nextCursor on its last page, and never repeat a cursor',
  };
}
