export interface TransportEvents {
    /** A stdout line that is not JSON-RPC (banners, logs): skipped, reported as a warning. */
    onNoise?(line: string): void;
    /** A line that claims to be JSON-RPC but is not valid. */
    onProtocolViolation?(detail: string): void;
    /** The first bytes the server sent (MCP_BUDGET_TRACE). */
    onFirstByte?(): void;
}
