import type { WireTool } from '../servers/list-tools.js';
import type { TextMeasure, ToolReport } from './measurement.js';
import type { Tokenizer } from './tokens.js';
export declare const DEFAULT_HOST_TOOL_NAME = "mcp__{server}__{tool}";
/** bytes and tokens of JSON.stringify(tool) for the tool object as it arrived, every field included. */
export declare function measureTool(tool: WireTool, server: string, tokenizer: Tokenizer, hostToolName: string): ToolReport;
export declare function measureText(text: string, tokenizer: Tokenizer): TextMeasure;
/** Characters as JavaScript hosts count them when they cut (Claude Code's 2,048): UTF-16 code units. */
export declare function charCount(text: string): number;
export declare const OTHER_MEMBERS = "(other members)";
/**
 * Bytes of each top-level member as it stands in JSON.stringify(tool): `"key":value` and its comma. They add up to
 * the tool's bytes less one (the braces, one comma fewer), so the Δ of the members is exactly the tool's Δ.
 */
export declare function memberBytes(tool: WireTool): Record<string, number>;
