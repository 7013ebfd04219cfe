import type { ServerReport } from './measurement.js';
import { type WireTool } from '../servers/list-tools.js';
import type { SessionOptions } from '../servers/session-options.js';
/**
 * Whether to look for a legacy face: when the budget leaves the era to mcp-budget. Discovery cannot tell: a dual-era
 * server built on the TypeScript SDK (serveStdio) lists only 2026-07-28 in supportedVersions, yet answers initialize.
 */
export declare function mayHaveLegacyFace(options: SessionOptions): boolean;
/**
 * The other face of a dual-era server: a host that uses server/discover puts its instructions and tools in the
 * model's context, one that uses initialize puts the others. A second process, opened with initialize, is compared
 * with what the modern session saw; only the differences are kept.
 */
export declare function checkEraParity(options: SessionOptions, modern: {
    tools: WireTool[];
    instructions: string | undefined;
}): Promise<{
    parity: NonNullable<ServerReport['parity']>;
    tools?: WireTool[];
}>;
