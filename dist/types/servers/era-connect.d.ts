import type { Client, Transport } from '@modelcontextprotocol/client';
import { probeEra, type Era } from './era-probe.js';
import { type StderrTail } from './server-failure.js';
import type { SessionOptions } from './session-options.js';
/** Thrown when the probe ended the server's connection: the server is started again for initialize. */
export declare class StartAgainForInitialize extends Error {
}
export interface EraConnection {
    era: Era;
    /** The server/discover result as it came from the wire (modern era). */
    discover?: Record<string, unknown>;
    /** Why a probed server counts as legacy. */
    legacyBecause?: string;
}
type ProbedTransport = Transport & Parameters<typeof probeEra>[0]['transport'] & {
    lastHttpError?: unknown;
};
/**
 * Connects the SDK client in the era the budget asks for: `server/discover` first unless it names the legacy era;
 * the client then adopts the discovery (its requests carry the per-request `_meta` envelope) or performs the
 * initialize handshake. `onHandshake` learns which method the server is now waiting to answer, for failure messages.
 */
export declare function connectInEra(client: Client, transport: ProbedTransport, options: SessionOptions, signal: AbortSignal, stderr: StderrTail, onHandshake: (method: 'initialize' | 'server/discover') => void): Promise<EraConnection>;
export {};
