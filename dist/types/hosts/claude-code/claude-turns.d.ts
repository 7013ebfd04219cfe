import type { RecordedTurn } from '../host-module.js';
type Json = Record<string, unknown>;
/**
 * The server's share of one Messages request Claude Code sent: its tool names, one per line, where the request
 * announces its deferred tools; each `tools[]` entry of the server sent up front (one with `defer_loading: true` is
 * left out of the prompt by the Messages API); each `tool_reference` of a ToolSearch answer as the definition the API
 * appends there (that tool's `tools[]` entry); each tool_result of a call of the server's tools (its texts joined with
 * "\n").
 */
export declare function claudeTurn(body: Json, server: string): RecordedTurn;
export {};
