import type { WireTool } from '../servers/list-tools.js';
/**
 * Hosts cache the prompt prefix, and tool definitions come first in it: a tools/list that differs between two
 * listings (order, a timestamp, a random id, map order) costs the whole cache on every session. Returns where
 * two listings first differ, or undefined when they are byte-identical.
 */
export declare function firstListingDifference(first: WireTool[], second: WireTool[]): {
    tool: string;
    path: string;
} | undefined;
