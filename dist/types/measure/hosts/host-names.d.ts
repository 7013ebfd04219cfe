import type { HostProfile } from '../../budget/host-profiles.js';
/** The name a host gives a tool, and the name it would have had before the host shortened it. */
export interface HostName {
    name: string;
    /** The name before a host's shortening (Codex's hash suffix, Gemini CLI's middle ellipsis), when it shortened it. */
    unshortened?: string;
}
/**
 * The tool's name as the host shows it to its model, built the way that host builds it (each rule cites its source
 * in hosts/*.json): Codex `mcp__server__tool` with a SHA-1 suffix past 64 bytes, Gemini CLI `mcp_server_tool` with
 * its middle elided past 63 characters, VS Code's prefix from the server's announced name cut to 13, or a pattern.
 */
export declare function hostToolName(profile: HostProfile, server: string, tool: string, serverInfo?: {
    name?: unknown;
    title?: unknown;
}): HostName;
/** VS Code's McpPrefixGenerator.take: lowercased, runs of other characters to `_`, cut so the prefix fits 18. */
export declare function vscodePrefix(label: string, serverChars: number): string;
/** Gemini CLI's generateValidName: `mcp_` prefix, invalid characters to `_`, over 63 the first 30 + "..." + the last 30. */
export declare function geminiName(raw: string): HostName;
