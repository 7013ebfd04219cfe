import type { HostModule } from '../host-module.js';
/** VS Code's McpPrefixGenerator.take: lowercased, runs of other characters to `_`, cut so the prefix fits 18. */
export declare function vscodePrefix(label: string, serverChars: number): string;
export declare const vscodeCopilot: HostModule;
