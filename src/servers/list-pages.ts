import { ServerFailure } from './server-failure.js';
import type { ServerSession } from './server-session.js';

export const MAX_LIST_PAGES = 100;

/** An item exactly as JSON.parse made it from the wire: unknown fields included. */
export type WireItem = Record<string, unknown>;

/** Where a list walk stopped before an end. */
export interface ListStop {
  page: number;
  reason: 'cursor-repeated' | 'max-pages';
  cursor?: string;
}

export interface Listing<T extends WireItem = WireItem> {
  items: T[];
  pages: number;
  /** UTF-8 bytes of every page's JSON-RPC response as it crossed the wire. */
  wireBytes: number;
  /** Where the walk stopped before an end (the judge calls it a loop). */
  stopped?: ListStop;
}

/**
 * Walks a paginated list method (tools/list, prompts/list, resources/list, resources/templates/list) page by page,
 * metering each raw page. It never trusts the server to end the walk: a repeated cursor or too many pages stop it.
 * `valid` says whether one item has what the method requires (its name, its uri).
 */
export async function listPages<T extends WireItem>(
  session: ServerSession,
  method: string,
  key: string,
  valid: (item: unknown) => item is T,
  maxPages = MAX_LIST_PAGES,
): Promise<Listing<T>> {
  const name = session.options.name;
  const items: T[] = [];
  let stopped: ListStop | undefined;
  const seenCursors = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  let wireBytes = 0;
  do {
    if (pages >= maxPages) {
      stopped = { page: pages, reason: 'max-pages' };
      break;
    }
    const wire = await session.request(method, cursor === undefined ? {} : { cursor }, 'list');
    pages += 1;
    wireBytes += wire.bytes;
    const message = wire.message;
    if (!message || message.error !== undefined) {
      const detail = wire.tooLarge
        ? `${method} page of ${wire.bytes} bytes exceeds the message cap`
        : `${method} answered with an error: ${JSON.stringify(message?.error)}`;
      throw new ServerFailure('PROTOCOL_ERROR', name, 'list', detail, session.stderr.lines());
    }
    const page = message.result!;
    const listed = page[key];
    if (!Array.isArray(listed) || !listed.every(valid)) {
      throw new ServerFailure(
        'PROTOCOL_ERROR',
        name,
        'list',
        `${method} result has no valid "${key}" array`,
        session.stderr.lines(),
      );
    }
    items.push(...listed);
    const next = page.nextCursor;
    cursor = typeof next === 'string' && next !== '' ? next : undefined;
    if (cursor !== undefined && seenCursors.has(cursor)) {
      stopped = { page: pages, reason: 'cursor-repeated', cursor };
      break;
    }
    if (cursor !== undefined) seenCursors.add(cursor);
  } while (cursor !== undefined);
  return { items, pages, wireBytes, ...(stopped ? { stopped } : {}) };
}
