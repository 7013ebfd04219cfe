import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import type { SpawnedGroup } from './process-group.js';
import { WireLedger } from './wire-ledger.js';
import type { TransportEvents } from './transport-events.js';
/**
 * Stdio transport that meters every message from the raw bytes. The SDK re-parses results through its schemas,
 * stripping fields it does not know, so sizes must be taken here, before the SDK sees anything.
 */
export declare class MeteredStdioTransport implements Transport {
    private readonly group;
    private readonly maxMessageBytes;
    private readonly events;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    onmessage?: <T extends JSONRPCMessage>(message: T) => void;
    private chunks;
    private pendingBytes;
    private discarding;
    /** Every message's raw size, and the responses awaiting their request: what the session reads back. */
    readonly ledger: WireLedger;
    private started;
    private closed;
    private readonly unread;
    constructor(group: SpawnedGroup, maxMessageBytes: number, events?: TransportEvents);
    /** Idempotent: the era probe starts the transport before the SDK client attaches and starts it again. */
    start(): Promise<void>;
    send(message: JSONRPCMessage): Promise<void>;
    /** Ends the conversation; the process group belongs to the session, which ends it. */
    close(): Promise<void>;
    private finish;
    private onData;
    private append;
    private endLine;
    /** Decodes the pending line and lets go of its bytes, so a large message is held as text only, not twice. */
    private decodeLine;
    private deliverLine;
    private deliverTooLarge;
}
