import type { BudgetConfig } from '../budget/budget-config.js';
import type { Finding } from './findings.js';
import type { ServerReport } from '../measure/measurement.js';
/**
 * Checks measured definitions against `limits`. Units covered by an `oversized` entry are the ratchet's business
 * (see ratchet.ts) and skipped here.
 * Its phases: each tool's own limits, each server's (instructions, listed items, its totals), then every way the
 * servers run together.
 */
export declare function checkDefinitions(config: BudgetConfig, servers: ServerReport[]): Finding[];
