import type { BudgetConfig } from '../budget/budget-config.js';
import type { Finding } from './findings.js';
import type { ServerReport } from '../measure/measurement.js';
/**
 * What revision 2026-07-28 asks of a server measured in it, judged from the answers as they came: every result has
 * a resultType; every cacheable result (server/discover, every list, resources/read) has ttlMs and cacheScope, the
 * same cacheScope on every page of one listing; and what a dual-era
 * server gives each era's hosts, compared.
 */
export declare function revisionFindings(server: ServerReport): Finding[];
/** A tools/list that changed after fixture calls: a host that cached the definitions pays for all of them again. */
export declare function midSessionFindings(config: BudgetConfig, server: ServerReport): Finding[];
