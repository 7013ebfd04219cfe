import type { ServerReport } from '../report/report.js';
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
 * A second listing from a fresh session that declares the richest capabilities: the tools it lists that the
 * declared capabilities did not. Undefined when it cannot tell (the second session failed): nothing is claimed.
 */
export async function probeHiddenTools(options: SessionOptions, listed: WireTool[]): Promise<ServerReport['hiddenByCapabilities']> {
  const session = await ServerSession.open({ ...options, clientCapabilities: RICHEST_CAPABILITIES }).catch(() => undefined);
  if (!session) return undefined;
  try {
    const rich = (await listTools(session)).tools;
    const seen = new Set(listed.map((tool) => tool.name));
    const hidden = rich.filter((tool) => !seen.has(tool.name));
    return {
      declared: options.clientCapabilities,
      count: hidden.length,
      tools: hidden.slice(0, NAMED_HIDDEN).map((tool) => ({ name: tool.name, bytes: Buffer.byteLength(JSON.stringify(tool), 'utf8') })),
    };
  } catch {
    return undefined; // a server that fails the second time is not what this check is about
  } finally {
    await session.close();
  }
}
