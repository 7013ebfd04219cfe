import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import type { TransportEvents } from './transport-events.js';
import { WireLedger } from './wire-ledger.js';
/**
 * Streamable HTTP with exact bytes: a fetch wrapper reads every POST response body first (a JSON body, or the SSE
 * events of a stream that ends with the response), records each JSON-RPC message's own bytes (SSE framing counted
 * apart, so figures equal stdio's), then hands the SDK an identical body.
 */
export declare class MeteredHttpTransport implements Transport {
    private readonly url;
    private readonly headers;
    private readonly maxMessageBytes;
    private readonly events;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    onmessage?: <T extends JSONRPCMessage>(message: T) => void;
    /** Every message's raw size, and the responses awaiting their request: what the session reads back. */
    readonly ledger: WireLedger;
    private started;
    private inner;
    private readonly unread;
    private lastAnswerAt;
    constructor(url: URL, headers: Record<string, string>, maxMessageBytes: number, events?: TransportEvents);
    /** The SDK is loaded lazily (see ServerSession), so the inner transport is made once it is. */
    init(): Promise<this>;
    get sessionId(): string | undefined;
    setProtocolVersion(version: string): void;
    /** Idempotent: the era probe starts the transport before the SDK client attaches and starts it again. */
    start(): Promise<void>;
    send(message: JSONRPCMessage): Promise<void>;
    close(): Promise<void>;
    /**
     * Over HTTP the answer to a request comes in its POST's response (mcp-budget opens no GET stream), and that body is
     * read and recorded before send() settles: a request still waiting then will never be answered (a 202, say).
     */
    unanswered(id: string | number): boolean;
    /** The last answer that was not 2xx, for the failure message: its status is the most useful fact there is. */
    lastHttpError: {
        status: number;
        statusText: string;
        text: string;
    } | undefined;
    private meteredFetch;
    private record;
    /** The data of each SSE event (multi-line data joined by \n, as the spec says); the rest is framing, not content. */
    private sseMessages;
    /**
     * A server closes an idle keep-alive connection after its timeout (Node's default: 5 s). After seconds of counting,
     * a run can send its next POST on that connection as it closes, before the close is read: fetch fails with no
     * answer ("other side closed"), and a sound server would be failed. Only then, after such an idle spell, is the
     * request sent once more, on a new connection; every other failure stands.
     */
    private fetchOnLiveConnection;
    /** Reads a body to its end, keeping it only while it fits in maxMessageBytes: its size is measured either way. */
    private readCapped;
}
