import type { ServerReport } from './measurement.js';
import { listTools, type WireTool } from '../servers/list-tools.js';
import { ServerSession } from '../servers/server-session.js';
import type { SessionOptions } from '../servers/session-options.js';
import { firstListingDifference } from './list-stability.js';

/**
 * Whether to look for a legacy face: when the budget leaves the era to mcp-budget. Discovery cannot tell: a dual-era
 * server built on the TypeScript SDK (serveStdio) lists only 2026-07-28 in supportedVersions, yet answers initialize.
 */
export function mayHaveLegacyFace(options: SessionOptions): boolean {
  return (options.era ?? 'newest') === 'newest';
}

/**
 * The other face of a dual-era server: a host that uses server/discover puts its instructions and tools in the
 * model's context, one that uses initialize puts the others. A second process, opened with initialize, is compared
 * with what the modern session saw; only the differences are kept.
 */
export async function checkEraParity(
  options: SessionOptions,
  modern: { tools: WireTool[]; instructions: string | undefined },
): Promise<{ parity: NonNullable<ServerReport['parity']>; tools?: WireTool[] }> {
  let legacy: ServerSession | undefined;
  try {
    legacy = await ServerSession.open({ ...options, era: 'legacy', onSpawned: undefined });
    const hasTools = legacy.client.getServerCapabilities()?.tools !== undefined;
    const tools = hasTools ? (await listTools(legacy)).tools : [];
    const instructions = legacy.client.getInstructions();
    const parity: NonNullable<ServerReport['parity']> = { era: 'legacy', protocolVersion: legacy.protocolVersion };
    if ((instructions ?? '') !== (modern.instructions ?? ''))
      parity.instructions = { modernChars: modern.instructions?.length ?? 0, legacyChars: instructions?.length ?? 0 };
    const difference = firstListingDifference(modern.tools, tools);
    if (difference) parity.tools = difference;
    return { parity, tools };
  } catch (error) {
    // A server that speaks only 2026-07-28 has no other face: nothing to compare.
    return { parity: { era: 'legacy', failed: (error as Error).message.slice(0, 300) } };
  } finally {
    await legacy?.close();
  }
}
