import type { ServerSession } from './server-session.js';
export declare const MAX_LIST_PAGES = 100;
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
export declare function listPages<T extends WireItem>(session: ServerSession, method: string, key: string, valid: (item: unknown) => item is T, maxPages?: number): Promise<Listing<T>>;
