import type { WireTool } from '../../servers/list-tools.js';
import type { ResultChange } from './result-change.js';
/**
 * Projection of a list result's records: the repeated nested objects, the entities reduced to their identifier, the
 * URL and link fields, the long free text cut to a preview, the opaque ids, and one field allowlist doing all of it
 * with the code to write. Each is made on the records the server sent (both copies) and measured again.
 * Its phases: what the records are and what the server's tools need of them, each projection on its own, then the
 * allowlist that does them all.
 */
export declare function projectionProposals(change: ResultChange, tools: WireTool[]): void;
