import type { BudgetConfig } from '../budget/config.js';
import type { Finding } from './findings.js';
import type { ServerReport } from '../measure/measurement.js';
export declare const RAISE_ADVICE = "or raise it in budget.json in a reviewed pull request";
/**
 * Checks measured definitions against `limits`. Units covered by an `oversized` entry are the ratchet's business
 * (see ratchet.ts) and skipped here.
 */
export declare function checkDefinitions(config: BudgetConfig, servers: ServerReport[]): Finding[];
