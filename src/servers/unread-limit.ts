/**
 * The SDK answers every request a server sends (ping, say). A server that sends them and does not take the answers
 * would have them, and what waits on each, pile up in this process: past this many of mcp-budget's messages in
 * flight to it (unread on stdio, unanswered POSTs over HTTP), it counts as no longer reading, which ends the
 * conversation. No conversation needs more than a few.
 */
export const MAX_UNREAD_MESSAGES = 1000;

export function stoppedReading(unread: number, bytes?: number): string {
  return `the server stopped reading its input: ${unread} of mcp-budget's messages${bytes === undefined ? '' : ` (${bytes} bytes)`} wait unread; it sent requests and did not read the answers`;
}
