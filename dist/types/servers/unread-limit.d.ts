import type { TransportEvents } from './transport-events.js';
export declare class UnreadLimit {
    private readonly events;
    private waiting;
    /** Once true, a transport hands the SDK nothing more from this server. */
    stopped: boolean;
    constructor(events: TransportEvents);
    /** Sends one message through `write`, which settles once the server has taken it; refused past the limit. */
    send(write: () => Promise<void>, unreadBytes?: number): Promise<void>;
}
