/**
 * The SDK answers every request a server sends (ping, say). A server that sends them and does not take the answers
 * would have them, and what waits on each, pile up in this process: past this many of mcp-budget's messages in
 * flight to it (unread on stdio, unanswered POSTs over HTTP), it counts as no longer reading, which ends the
 * conversation. No conversation needs more than a few.
 */
export declare const MAX_UNREAD_MESSAGES = 1000;
export declare function stoppedReading(unread: number, bytes?: number): string;
