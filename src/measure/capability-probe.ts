import type { ServerReport } from './measurement.js';
import { CAPABILITY_PRESETS } from '../servers/capabilities.js';
import { listTools, type WireTool } from '../servers/list-tools.js';
import { ServerSession } from '../servers/server-session.js';
import type { SessionOptions } from '../servers/session-options.js';

/** The richest client capabilities the SDK can declare: a server lists its largest tool set to such a client. */
export const RICHEST_CAPABILITIES: Record<string, unknown> = CAPABILITY_PRESETS.all;

/** A report names this many of the hidden tools; the count is always whole. */
const NAMED_HIDDEN = 20;

/** Whether `declared` already declares every capability the richest client does (then nothing can be hidden by it). */
export function declaresRichest(declared: Record<string, unknown>): boolean {
  return Object.keys(RICHEST_CAPABILITIES).every((capability) => declared[capability] !== undefined);
}

/**
 * A second listing from a fresh session that declares the richest capabilities. Started beside the measuring
 * session, so it costs a process, not the wait. Undefined when it cannot tell (the second session failed).
 */
export async function listAsRichest(options: SessionOptions): Promise<WireTool[] | undefined> {
  const session = await ServerSession.open({
    ...options,
    clientCapabilities: RICHEST_CAPABILITIES,
    onSpawned: undefined,
  }).catch(() => undefined);
  if (!session) return undefined;
  try {
    return (await listTools(session)).tools;
  } catch {
    return undefined; // a server that fails the second time is not what this check is about
  } finally {
    await session.close();
  }
}

/** The tools the richest client was listed that the declared capabilities were not. */
export function hiddenTools(
  declared: Record<string, unknown>,
  listed: WireTool[],
  rich: WireTool[],
): NonNullable<ServerReport['hiddenByCapabilities']> {
  const seen = new Set(listed.map((tool) => tool.name));
  const hidden = rich.filter((tool) => !seen.has(tool.name));
  return {
    declared,
    count: hidden.length,
    tools: hidden
      .slice(0, NAMED_HIDDEN)
      .map((tool) => ({ name: tool.name, bytes: Buffer.byteLength(JSON.stringify(tool), 'utf8') })),
  };
}
