import type { TransportEvents } from './transport-events.js';

/**
 * The SDK answers every request a server sends (ping, say). A server that sends them and does not take the answers
 * would have them, and what waits on each, pile up in this process (3.2 GB within requestMs on stdio; over HTTP,
 * where the SDK's one AbortSignal takes a listener per POST in flight, hours of quadratic work). Past this many of
 * mcp-budget's messages waiting on it (unread on stdio, unanswered POSTs over HTTP), or 16 MiB of them, it counts as
 * no longer reading: that ends the conversation, and the rest of what it sends is dropped, not answered.
 * No conversation needs more than a few.
 */
const MAX_UNREAD_MESSAGES = 1000;
const MAX_UNREAD_BYTES = 16 * 1024 * 1024;

export class UnreadLimit {
  private waiting = 0;
  /** Once true, a transport hands the SDK nothing more from this server. */
  stopped = false;

  constructor(private readonly events: TransportEvents) {}

  /** Sends one message through `write`, which settles once the server has taken it; refused past the limit. */
  async send(write: () => Promise<void>, unreadBytes = 0): Promise<void> {
    if (this.stopped || this.waiting >= MAX_UNREAD_MESSAGES || unreadBytes > MAX_UNREAD_BYTES) {
      this.stopped = true;
      const detail = `the server stopped reading its input: ${this.waiting} of mcp-budget's messages${unreadBytes > 0 ? ` (${unreadBytes} bytes)` : ''} wait unread; it sent requests and did not read the answers`;
      this.events.onProtocolViolation?.(detail);
      throw new Error(detail);
    }
    this.waiting += 1;
    try {
      await write();
    } finally {
      this.waiting -= 1;
    }
  }
}
