import type { BudgetConfig } from '../budget/config.js';
import type { Finding } from './findings.js';
import type { ServerReport } from '../measure/measurement.js';
export declare const SPEC_SECTIONS: {
    readonly resultType: "https://modelcontextprotocol.io/specification/2026-07-28/basic/index#resulttype";
    readonly cacheable: "https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#cacheable-results";
    readonly ttl: "https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#time-to-live-ttl-field";
    readonly cacheSecurity: "https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#security-considerations";
    readonly discover: "https://modelcontextprotocol.io/specification/2026-07-28/server/discover";
    readonly dualEra: "https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning#backward-compatibility-with-initialization-based-versions";
    readonly listChanged: "https://modelcontextprotocol.io/specification/2026-07-28/server/tools#list-changed-notification";
    readonly listing: "https://modelcontextprotocol.io/specification/2026-07-28/server/tools#listing-tools";
};
/**
 * What revision 2026-07-28 asks of a server measured in it, judged from the answers as they came: every result has
 * a resultType; every cacheable result (server/discover, every list, resources/read) has ttlMs and cacheScope, the
 * same cacheScope on every page of one listing; and what a dual-era
 * server gives each era's hosts, compared.
 */
export declare function revisionFindings(server: ServerReport): Finding[];
/** A tools/list that changed after fixture calls: a host that cached the definitions pays for all of them again. */
export declare function midSessionFindings(config: BudgetConfig, server: ServerReport): Finding[];
