import type { BudgetConfig } from '../budget/budget-config.js';
import type { Measurement } from '../measure/measure-all.js';
import { type Finding } from './findings.js';
/**
 * Every finding that is not a limit: servers that failed or broke the protocol, listings that loop or change,
 * unusable schemas, and each fixture's contract (pagination, output schema, expectations). Measuring recorded
 * what happened; this decides what it means, so a saved report or a set of shards is judged exactly as a run is.
 */
export declare function contractFindings(config: BudgetConfig, measurement: Measurement): Finding[];
