import type { BudgetConfig } from '../budget/config.js';
import type { Finding } from './findings.js';
import type { ListReport, ServerReport } from '../measure/measurement.js';
/** What a listed item is called in findings and which ceiling subject it is. */
export declare function listedKind(method: ListReport['method']): 'prompt' | 'resource';
/**
 * Each prompt, resource and resource template a server lists, against its ceiling (its oversized entry is the
 * ratchet's business), and each list it advertises and could not give: a figure not had, never a zero.
 */
export declare function checkListed(config: BudgetConfig, server: ServerReport): Finding[];
/** Where a server's total comes from, list by list: `tools/list and instructions 269, prompts/list 60,601`. */
export declare function totalParts(servers: ServerReport[], unit: 'bytes' | 'tokens'): string;
