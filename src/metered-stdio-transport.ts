import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { terminateGroup, type SpawnedGroup } from './process-group.js';

/** A response as it crossed the wire: its exact size and the message exactly as parsed from those bytes. */
export interface WireResponse {
  /** UTF-8 bytes of the JSON-RPC message line, without its newline. */
  bytes: number;
  /** The message as JSON.parse made it from the wire: every field, none stripped. Absent when too large to keep. */
  message?: { id: string | number; result?: Record<string, unknown>; error?: unknown };
  tooLarge?: boolean;
}

export interface TransportEvents {
  /** A stdout line that is not JSON-RPC (banners, logs): skipped, reported as a warning. */
  onNoise?(line: string): void;
  /** A line that claims to be JSON-RPC but is not valid. */
  onProtocolViolation?(detail: string): void;
}

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

  readonly exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined = undefined;
  bytesReceived = 0;
  bytesSent = 0;

  private chunks: Buffer[] = [];
  private pendingBytes = 0;
  private discarding = false;
  private readonly methodsById = new Map<string | number, string>();
  private readonly lastByMethod = new Map<string, WireResponse>();
  private closed = false;

  constructor(
    private readonly group: SpawnedGroup,
    private readonly maxMessageBytes: number,
    private readonly events: TransportEvents = {},
  ) {}

  async start(): Promise<void> {
    const { child } = this.group;
    child.stdout!.on('data', (chunk: Buffer) => this.onData(chunk));
    child.stdin!.on('error', (error) => this.onerror?.(error));
    void this.group.exit.then((info) => {
      (this as { exitInfo: typeof info }).exitInfo = info;
      this.finish();
    });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if ('method' in message && 'id' in message) this.methodsById.set(message.id, message.method);
    const line = JSON.stringify(message) + '\n';
    this.bytesSent += Buffer.byteLength(line);
    const stdin = this.group.child.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable) throw new Error('server stdin is closed');
    await new Promise<void>((resolve, reject) => stdin.write(line, (error) => (error ? reject(error) : resolve())));
  }

  async close(): Promise<void> {
    await terminateGroup(this.group);
    this.finish();
  }

  /** The last response to a request of this method; requests per server are sequential, so it is the one awaited. */
  takeResponse(method: string): WireResponse | undefined {
    const response = this.lastByMethod.get(method);
    this.lastByMethod.delete(method);
    return response;
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }

  private onData(chunk: Buffer): void {
    this.bytesReceived += chunk.length;
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
    let bytes = this.pendingBytes;
    const discarded = this.discarding;
    const buffer = discarded ? undefined : this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = [];
    this.pendingBytes = 0;
    this.discarding = false;
    if (buffer && buffer[buffer.length - 1] === 0x0d) bytes -= 1;
    if (discarded) return this.deliverTooLarge(bytes);
    const text = buffer!.toString('utf8', 0, bytes);
    if (text.trim() === '') return;
    this.deliverLine(text, bytes);
  }

  private deliverLine(text: string, bytes: number): void {
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
    const problem = jsonRpcProblem(message as Record<string, unknown>);
    if (problem) {
      this.events.onProtocolViolation?.(`${problem}: ${preview(text)}`);
      return;
    }
    const candidate = message as { id?: string | number; method?: string; result?: Record<string, unknown> };
    if (candidate.method === undefined && candidate.id !== undefined) {
      const method = this.methodsById.get(candidate.id);
      if (method === undefined) {
        this.events.onProtocolViolation?.(`response to an unknown request id ${JSON.stringify(candidate.id)}`);
        return;
      }
      this.methodsById.delete(candidate.id);
      this.lastByMethod.set(method, { bytes, message: message as unknown as WireResponse['message'] });
    }
    this.onmessage?.(message as JSONRPCMessage);
  }

  /** A message over the cap still answers the request it belongs to: the one outstanding, as requests are sequential. */
  private deliverTooLarge(bytes: number): void {
    const outstanding = [...this.methodsById.entries()];
    if (outstanding.length !== 1) {
      this.events.onProtocolViolation?.(`a message of ${bytes} bytes (over the ${this.maxMessageBytes}-byte cap) that answers no single request`);
      return;
    }
    const [id, method] = outstanding[0]!;
    this.methodsById.delete(id);
    this.lastByMethod.set(method, { bytes, tooLarge: true });
    this.onmessage?.({
      jsonrpc: '2.0',
      id,
      error: { code: -32001, message: `mcp-budget: response of ${bytes} bytes exceeds the ${this.maxMessageBytes}-byte message cap` },
    } as JSONRPCMessage);
  }
}

function jsonRpcProblem(message: Record<string, unknown>): string | undefined {
  if (message.jsonrpc !== '2.0') return 'jsonrpc is not "2.0"';
  const hasId = 'id' in message;
  if ('method' in message) return typeof message.method === 'string' ? undefined : 'method is not a string';
  if (!hasId) return 'neither a request, a notification nor a response';
  if (typeof message.id !== 'string' && typeof message.id !== 'number') return 'response id is not a string or number';
  if ('result' in message === 'error' in message) return 'a response must carry exactly one of result and error';
  if ('result' in message && (typeof message.result !== 'object' || message.result === null)) return 'result is not an object';
  return undefined;
}

function preview(text: string): string {
  return text.length > NOISE_PREVIEW ? `${text.slice(0, NOISE_PREVIEW)}… (${text.length} chars)` : text;
}
