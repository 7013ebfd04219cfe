import type { BudgetConfig } from '../budget/budget-config.js';
import type { Finding } from './findings.js';
import type { TotalParts } from './finding-words.js';
import type { ServerReport } from '../measure/measurement.js';
import { listedKind } from '../measure/listed-surface.js';
export { listedKind };
/**
 * Each prompt, resource, skill and resource template a server lists, against its ceiling (its oversized entry is the
 * ratchet's business), and each list it advertises and could not give: a figure not had, never a zero.
 */
export declare function checkListed(config: BudgetConfig, server: ServerReport): Finding[];
/** Where a server's total comes from, list by list (tools/list and instructions, then each other list); undefined with no lists. */
export declare function totalParts(servers: ServerReport[], unit: 'bytes' | 'tokens'): TotalParts | undefined;
