import { type HostModule, type HostName } from '../host-module.js';
/**
 * Codex's qualify_tools: characters outside [A-Za-z0-9_] become `_`; a name over 64 bytes keeps its namespace and
 * the start of the tool name, then `_` and 12 hex digits of SHA-1 of the tool's raw identity. The identity's exact
 * fields (server, namespace, connector, name) follow codex's ToolInfo as read; only the suffix's digits depend on it.
 */
export declare function codexName(server: string, tool: string): HostName;
export declare const codex: HostModule;
