import type { JSONRPCMessage } from '@modelcontextprotocol/client';
/** A response as it crossed the wire: its exact size and the message exactly as parsed from those bytes. */
export interface WireResponse {
    /** UTF-8 bytes of the JSON-RPC message (a stdio line without its newline; an HTTP body or SSE data field). */
    bytes: number;
    /** The message as JSON.parse made it from the wire: every field, none stripped. Absent when too large to keep. */
    message?: {
        id: string | number;
        result?: Record<string, unknown>;
        error?: unknown;
    };
    tooLarge?: boolean;
}
/**
 * Pairs raw responses with the requests they answer, for any transport. Requests per server are sequential, so
 * the last response to a method is the one the caller awaits.
 */
export declare class WireLedger {
    private readonly methodsById;
    private readonly lastByMethod;
    /** Notifications the server sent, by method (a tools/list_changed says the list it gave is stale). */
    readonly notifications: Map<string, number>;
    /** Bytes of the `_meta` member of the last request sent (revision 2026-07-28 puts its envelope there). */
    lastRequestMetaBytes: number;
    sent(message: JSONRPCMessage): void;
    /** Records a parsed message; returns what is wrong with it as JSON-RPC, if anything. */
    received(message: Record<string, unknown>, bytes: number): string | undefined;
    /**
     * A message too large to keep still answers the request it belongs to: the one outstanding. Returns the error
     * message to hand the SDK in its place, or undefined when no single request is waiting.
     */
    tooLarge(bytes: number, cap: number): JSONRPCMessage | undefined;
    /** Whether a request sent is still without its answer. */
    waiting(id: string | number): boolean;
    /** A request that got no answer it will ever pair with (a failed HTTP POST): it no longer waits. */
    abandon(id: string | number): void;
    takeResponse(method: string): WireResponse | undefined;
}
