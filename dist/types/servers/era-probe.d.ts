import type { WireLedger } from './wire-ledger.js';
import type { Transport } from '@modelcontextprotocol/client';
/** The stateless revision: no initialize, `server/discover`, a `_meta` envelope on every request. */
export declare const MODERN_VERSION = "2026-07-28";
export type Era = 'modern' | 'legacy';
/** Which era a server is measured in (budget key `era`): the newest both sides speak, or one named era. */
export type EraChoice = 'newest' | Era;
export type ProbeOutcome = {
    era: 'modern';
    version: string;
    discover: Record<string, unknown>;
}
/** Why the server counts as legacy; `closed`: it ended the connection, and must be started again for initialize. */
 | {
    era: 'legacy';
    reason: string;
    closed?: boolean;
}
/** A modern server with no version in common, or an answer no era explains. */
 | {
    era: 'none';
    reason: string;
};
export interface ProbeDeps {
    transport: Transport & {
        lastHttpError?: {
            status: number;
            text: string;
        };
        ledger: Pick<WireLedger, 'abandon'>;
        unanswered?(id: string): boolean;
    };
    clientInfo: {
        name: string;
        version: string;
    };
    capabilities: Record<string, unknown>;
    timeoutMs: number;
    /** A protocol violation or the startup deadline ends the probe as it ends any request. */
    signal: AbortSignal;
}
/**
 * The backward-compatibility probe of a client that speaks both eras (spec basic/transports/stdio#backward-compatibility,
 * streamable-http#backward-compatibility): `server/discover` first; a DiscoverResult or a recognised modern error
 * (UnsupportedProtocolVersion) means modern; any other error, silence, or an HTTP 4xx without a modern error body
 * means legacy. Sent over the metered transport before the SDK client attaches, so its bytes are on the ledger too.
 */
export declare function probeEra(deps: ProbeDeps): Promise<ProbeOutcome>;
