import type { ServerReport } from './measurement.js';
import { type WireTool } from '../servers/list-tools.js';
import type { SessionOptions } from '../servers/session-options.js';
/** The richest client capabilities the SDK can declare: a server lists its largest tool set to such a client. */
export declare const RICHEST_CAPABILITIES: Record<string, unknown>;
/** Whether `declared` already declares every capability the richest client does (then nothing can be hidden by it). */
export declare function declaresRichest(declared: Record<string, unknown>): boolean;
/**
 * A second listing from a fresh session that declares the richest capabilities. Started beside the measuring
 * session, so it costs a process, not the wait. Undefined when it cannot tell (the second session failed).
 */
export declare function listAsRichest(options: SessionOptions): Promise<WireTool[] | undefined>;
/** The tools the richest client was listed that the declared capabilities were not. */
export declare function hiddenTools(declared: Record<string, unknown>, listed: WireTool[], rich: WireTool[]): NonNullable<ServerReport['hiddenByCapabilities']>;
