import { MAX_MESSAGE_DEPTH, offsetPastDepth } from '../budget/json-depth.js';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import type { SpawnedGroup } from './process-group.js';
import { UnreadLimit } from './unread-limit.js';
import { WireLedger } from './wire-ledger.js';
import type { TransportEvents } from './transport-events.js';

const NEWLINE = 0x0a;

const NOISE_PREVIEW = 200;

/**
 * Stdio transport that meters every message from the raw bytes. The SDK re-parses results through its schemas,
 * stripping fields it does not know, so sizes must be taken here, before the SDK sees anything.
 */
export class MeteredStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;

  private chunks: Buffer[] = [];
  private pendingBytes = 0;
  private discarding = false;
  /** Every message's raw size, and the responses awaiting their request: what the session reads back. */
  readonly ledger = new WireLedger();
  private started = false;
  private closed = false;
  private readonly unread: UnreadLimit;

  constructor(
    private readonly group: SpawnedGroup,
    private readonly maxMessageBytes: number,
    private readonly events: TransportEvents = {},
  ) {
    this.unread = new UnreadLimit(events);
  }

  /** Idempotent: the era probe starts the transport before the SDK client attaches and starts it again. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const { child } = this.group;
    child.stdout!.on('data', (chunk: Buffer) => this.onData(chunk));
    child.stdin!.on('error', (error) => this.onerror?.(error));
    void this.group.exit.then(() => this.finish());
  }

  async send(message: JSONRPCMessage): Promise<void> {
    this.ledger.sent(message);
    const line = `${JSON.stringify(message)}\n`;
    const stdin = this.group.child.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable) throw new Error('server stdin is closed');
    // The write settles once the line has left for the pipe: until then the server has not read it.
    await this.unread.send(
      () => new Promise<void>((resolve, reject) => stdin.write(line, (error) => (error ? reject(error) : resolve()))),
      stdin.writableLength,
    );
  }

  /** Ends the conversation; the process group belongs to the session, which ends it. */
  async close(): Promise<void> {
    this.group.child.stdin?.end();
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }

  private onData(chunk: Buffer): void {
    if (this.events.onFirstByte) {
      this.events.onFirstByte();
      this.events.onFirstByte = undefined;
    }
    let start = 0;
    for (let newline = chunk.indexOf(NEWLINE, start); newline !== -1; newline = chunk.indexOf(NEWLINE, start)) {
      this.append(chunk.subarray(start, newline));
      this.endLine();
      start = newline + 1;
    }
    if (start < chunk.length) this.append(chunk.subarray(start));
  }

  private append(piece: Buffer): void {
    this.pendingBytes += piece.length;
    if (this.discarding) return;
    if (this.pendingBytes > this.maxMessageBytes) {
      // Past the cap only the size is kept: one huge message must not take many times its size in memory.
      this.discarding = true;
      this.chunks = [];
      return;
    }
    this.chunks.push(piece);
  }

  private endLine(): void {
    const bytes = this.pendingBytes;
    const discarded = this.discarding;
    this.pendingBytes = 0;
    this.discarding = false;
    if (discarded) {
      this.chunks = [];
      return this.deliverTooLarge(bytes);
    }
    const line = this.decodeLine();
    if (line.text.trim() === '') return;
    this.deliverLine(line.text, line.bytes);
  }

  /** Decodes the pending line and lets go of its bytes, so a large message is held as text only, not twice. */
  private decodeLine(): { text: string; bytes: number } {
    const buffer = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = [];
    const end = buffer.length > 0 && buffer[buffer.length - 1] === 0x0d ? buffer.length - 1 : buffer.length;
    return { text: buffer.toString('utf8', 0, end), bytes: end };
  }

  private deliverLine(text: string, bytes: number): void {
    if (offsetPastDepth(text, MAX_MESSAGE_DEPTH) !== undefined) {
      this.events.onProtocolViolation?.(`a message nested deeper than ${MAX_MESSAGE_DEPTH} levels (${bytes} bytes)`);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.events.onNoise?.(preview(text));
      return;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message) || !('jsonrpc' in message)) {
      this.events.onNoise?.(preview(text));
      return;
    }
    const problem = this.ledger.received(message as Record<string, unknown>, bytes);
    if (problem) {
      this.events.onProtocolViolation?.(`${problem}: ${preview(text)}`);
      return;
    }
    if (!this.unread.stopped) this.onmessage?.(message as JSONRPCMessage);
  }

  private deliverTooLarge(bytes: number): void {
    const answer = this.ledger.tooLarge(bytes, this.maxMessageBytes);
    if (!answer) {
      this.events.onProtocolViolation?.(
        `a message of ${bytes} bytes (over the ${this.maxMessageBytes}-byte cap) that answers no single request`,
      );
      return;
    }
    this.onmessage?.(answer);
  }
}

function preview(text: string): string {
  return text.length > NOISE_PREVIEW ? `${text.slice(0, NOISE_PREVIEW)}… (${text.length} chars)` : text;
}
