import type { JSONRPCMessage } from '@modelcontextprotocol/client';

/** A response as it crossed the wire: its exact size and the message exactly as parsed from those bytes. */
export interface WireResponse {
  /** UTF-8 bytes of the JSON-RPC message (a stdio line without its newline; an HTTP body or SSE data field). */
  bytes: number;
  /** The message as JSON.parse made it from the wire: every field, none stripped. Absent when too large to keep. */
  message?: { id: string | number; result?: Record<string, unknown>; error?: unknown };
  tooLarge?: boolean;
}

/**
 * Pairs raw responses with the requests they answer, for any transport. Requests per server are sequential, so
 * the last response to a method is the one the caller awaits.
 */
export class WireLedger {
  private readonly methodsById = new Map<string | number, string>();
  private readonly lastByMethod = new Map<string, WireResponse>();
  /** Notifications the server sent, by method (a tools/list_changed says the list it gave is stale). */
  readonly notifications = new Map<string, number>();

  /** Bytes of the `_meta` member of the last request sent (revision 2026-07-28 puts its envelope there). */
  lastRequestMetaBytes = 0;

  sent(message: JSONRPCMessage): void {
    if ('method' in message && 'id' in message) this.methodsById.set(message.id, message.method);
    const meta = 'params' in message ? (message.params as { _meta?: unknown } | undefined)?._meta : undefined;
    this.lastRequestMetaBytes = meta === undefined ? 0 : Buffer.byteLength(JSON.stringify({ _meta: meta })) - 2;
  }

  /** Records a parsed message; returns what is wrong with it as JSON-RPC, if anything. */
  received(message: Record<string, unknown>, bytes: number): string | undefined {
    const problem = jsonRpcProblem(message);
    if (problem) return problem;
    const candidate = message as { id?: string | number; method?: string };
    if (candidate.method !== undefined && candidate.id === undefined)
      this.notifications.set(candidate.method, (this.notifications.get(candidate.method) ?? 0) + 1);
    if (candidate.method === undefined && candidate.id !== undefined) {
      const method = this.methodsById.get(candidate.id);
      if (method === undefined) return `response to an unknown request id ${JSON.stringify(candidate.id)}`;
      this.methodsById.delete(candidate.id);
      this.lastByMethod.set(method, { bytes, message: message as unknown as WireResponse['message'] });
    }
    return undefined;
  }

  /**
   * A message too large to keep still answers the request it belongs to: the one outstanding. Returns the error
   * message to hand the SDK in its place, or undefined when no single request is waiting.
   */
  tooLarge(bytes: number, cap: number): JSONRPCMessage | undefined {
    const outstanding = [...this.methodsById.entries()];
    if (outstanding.length !== 1) return undefined;
    const [id, method] = outstanding[0]!;
    this.methodsById.delete(id);
    this.lastByMethod.set(method, { bytes, tooLarge: true });
    return {
      jsonrpc: '2.0',
      id,
      error: { code: -32001, message: `mcp-budget: response of ${bytes} bytes exceeds the ${cap}-byte message cap` },
    } as JSONRPCMessage;
  }

  /** Whether a request sent is still without its answer. */
  waiting(id: string | number): boolean {
    return this.methodsById.has(id);
  }

  /** A request that got no answer it will ever pair with (a failed HTTP POST): it no longer waits. */
  abandon(id: string | number): void {
    this.methodsById.delete(id);
  }

  takeResponse(method: string): WireResponse | undefined {
    const response = this.lastByMethod.get(method);
    this.lastByMethod.delete(method);
    return response;
  }
}

function jsonRpcProblem(message: Record<string, unknown>): string | undefined {
  if (message.jsonrpc !== '2.0') return 'jsonrpc is not "2.0"';
  if ('method' in message) return typeof message.method === 'string' ? undefined : 'method is not a string';
  if (!('id' in message)) return 'neither a request, a notification nor a response';
  if (typeof message.id !== 'string' && typeof message.id !== 'number') return 'response id is not a string or number';
  if ('result' in message === 'error' in message) return 'a response must carry exactly one of result and error';
  if ('result' in message && (typeof message.result !== 'object' || message.result === null))
    return 'result is not an object';
  return undefined;
}
