import { MAX_MESSAGE_DEPTH, offsetPastDepth } from '../budget/json-depth.js';
import type { JSONRPCMessage, StreamableHTTPClientTransport, Transport } from '@modelcontextprotocol/client';
import type { TransportEvents } from './transport-events.js';
import { UnreadLimit } from './unread-limit.js';
import { WireLedger } from './wire-ledger.js';

/**
 * Streamable HTTP with exact bytes: a fetch wrapper reads every POST response body first (a JSON body, or the SSE
 * events of a stream that ends with the response), records each JSON-RPC message's own bytes (SSE framing counted
 * apart, so figures equal stdio's), then hands the SDK an identical body.
 */
export class MeteredHttpTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;
  /** Every message's raw size, and the responses awaiting their request: what the session reads back. */
  readonly ledger = new WireLedger();
  private started = false;
  private inner!: StreamableHTTPClientTransport;
  private readonly unread: UnreadLimit;
  private lastAnswerAt = 0;

  constructor(
    private readonly url: URL,
    private readonly headers: Record<string, string>,
    private readonly maxMessageBytes: number,
    private readonly events: TransportEvents = {},
  ) {
    this.unread = new UnreadLimit(events);
  }

  /** The SDK is loaded lazily (see ServerSession), so the inner transport is made once it is. */
  async init(): Promise<this> {
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
    this.inner = new StreamableHTTPClientTransport(this.url, {
      requestInit: { headers: this.headers },
      fetch: (url, init) => this.meteredFetch(url, init),
    });
    this.inner.onmessage = (message) => !this.unread.stopped && this.onmessage?.(message);
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => this.onclose?.();
    return this;
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  /** Idempotent: the era probe starts the transport before the SDK client attaches and starts it again. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    return this.inner.start();
  }

  send(message: JSONRPCMessage): Promise<void> {
    // The POST settles once the server has answered it.
    return this.unread.send(() => {
      this.ledger.sent(message);
      return this.inner.send(message);
    });
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /**
   * Over HTTP the answer to a request comes in its POST's response (mcp-budget opens no GET stream), and that body is
   * read and recorded before send() settles: a request still waiting then will never be answered (a 202, say).
   */
  unanswered(id: string | number): boolean {
    return this.ledger.waiting(id);
  }

  /** The last answer that was not 2xx, for the failure message: its status is the most useful fact there is. */
  lastHttpError: { status: number; statusText: string; text: string } | undefined;

  private async meteredFetch(url: string | URL, init?: RequestInit): Promise<Response> {
    // mcp-budget needs no stream of server-initiated messages. Not opening one means a server cannot grow memory
    // with an endless event on it, or make the client reconnect in a loop; 405 is how a server says it has none.
    if ((init?.method ?? 'GET') === 'GET')
      return new Response(null, { status: 405, statusText: 'mcp-budget opens no GET stream' });
    const response = await this.fetchOnLiveConnection(url, init);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !(type.includes('application/json') || type.includes('text/event-stream'))) {
      // An error page, or a body that is no MCP message: only its start is ever shown. The rest is never read, so a
      // server cannot fill memory with it (a 1 GiB answer to a POST took 2-4 GB before).
      const text = response.body ? await readStart(response.body, SHOWN_BODY_BYTES) : '';
      if (!response.ok)
        this.lastHttpError = { status: response.status, statusText: response.statusText, text: text.slice(0, 300) };
      return new Response(NULL_BODY_STATUS.has(response.status) ? null : text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    }
    if ((init?.method ?? 'GET') !== 'POST' || !response.body) return response;
    const body = await this.readCapped(response.body);
    this.lastAnswerAt = Date.now();
    if (body.text === undefined) {
      const answer = this.ledger.tooLarge(body.bytes, this.maxMessageBytes);
      const replacement = answer ? JSON.stringify(answer) : '';
      return new Response(replacement, { status: response.status, headers: { 'content-type': 'application/json' } });
    }
    const messages = type.includes('text/event-stream') ? this.sseMessages(body.text) : [body.text];
    for (const text of messages) this.record(text);
    return new Response(inPieces(body.text), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  private record(text: string): void {
    if (text.trim() === '') return;
    if (offsetPastDepth(text, MAX_MESSAGE_DEPTH) !== undefined) {
      this.events.onProtocolViolation?.(
        `a message nested deeper than ${MAX_MESSAGE_DEPTH} levels (${Buffer.byteLength(text)} bytes)`,
      );
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.events.onProtocolViolation?.(`response body is not JSON: ${text.slice(0, 200)}`);
      return;
    }
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      const bytes = Array.isArray(parsed) ? Buffer.byteLength(JSON.stringify(message)) : Buffer.byteLength(text);
      const problem =
        typeof message === 'object' && message !== null
          ? this.ledger.received(message as Record<string, unknown>, bytes)
          : 'not a JSON object';
      if (problem) this.events.onProtocolViolation?.(`${problem}: ${text.slice(0, 200)}`);
    }
  }

  /** The data of each SSE event (multi-line data joined by \n, as the spec says); the rest is framing, not content. */
  private sseMessages(stream: string): string[] {
    const messages: string[] = [];
    for (const event of stream.split(/\r?\n\r?\n/)) {
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
      if (data.length === 0) continue;
      messages.push(data.join('\n'));
    }
    return messages;
  }

  /**
   * A server closes an idle keep-alive connection after its timeout (Node's default: 5 s). After seconds of counting,
   * a run can send its next POST on that connection as it closes, before the close is read: fetch fails with no
   * answer ("other side closed"), and a sound server would be failed. Only then, after such an idle spell, is the
   * request sent once more, on a new connection; every other failure stands.
   */
  private async fetchOnLiveConnection(url: string | URL, init?: RequestInit): Promise<Response> {
    const idle = Date.now() - this.lastAnswerAt >= IDLE_BEFORE_RESEND_MS;
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (!idle || !CLOSED_UNDER_US.has((error as { cause?: { code?: string } }).cause?.code ?? '')) throw error;
      response = await fetch(url, init);
    }
    this.lastAnswerAt = Date.now();
    return response;
  }

  /** Reads a body to its end, keeping it only while it fits in maxMessageBytes: its size is measured either way. */
  private async readCapped(body: ReadableStream<Uint8Array>): Promise<{ bytes: number; text?: string }> {
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    let kept = true;
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      if (kept && bytes > this.maxMessageBytes) {
        kept = false;
        chunks.length = 0;
      }
      if (kept) chunks.push(chunk);
    }
    return kept ? { bytes, text: Buffer.concat(chunks).toString('utf8') } : { bytes };
  }
}

/** Of a body that is not an MCP message, what is kept for a failure's message. */
const SHOWN_BODY_BYTES = 64 * 1024;
/** Statuses whose Response may have no body. */
const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

/** The first `limit` bytes of a body, as text; the rest is not read (the stream is cancelled). */
async function readStart(body: ReadableStream<Uint8Array>, limit: number): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    while (bytes < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
    }
  } catch {
    // a body that fails midway still shows what arrived
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, limit);
}

/** A connection this long without an answer may have been closed by its server's keep-alive timeout. */
const IDLE_BEFORE_RESEND_MS = 1000;
/** How fetch (undici) says the connection closed before any answer came. */
const CLOSED_UNDER_US = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

/** How much of a body the SDK's event-stream parser is handed at a time. */
const PIECE_CHARS = 16 * 1024;

/**
 * The same body, handed over a piece at a time as the reader asks for it. Given all at once, the SDK's parser queues
 * every event of a stream before reading one, and Node's web streams dequeue by shifting an array: 200,000 events in
 * one response took 19 s of dequeueing alone. In pieces, the queue holds one piece's events.
 */
function inPieces(text: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let at = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= text.length) return controller.close();
        // Never split a UTF-16 surrogate pair: each piece must encode to the bytes the whole would.
        let end = Math.min(at + PIECE_CHARS, text.length);
        if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1]!)) end -= 1;
        controller.enqueue(encoder.encode(text.slice(at, end)));
        at = end;
      },
    },
    { highWaterMark: 0 },
  );
}
