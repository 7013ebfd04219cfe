import type { BudgetConfig } from '../budget/budget-config.js';
import { type Finding } from './findings.js';
import type { FixtureReport } from '../measure/measurement.js';
/**
 * Each page of each fixture result against its ceiling (see ceilings.ts). A unit held by an `oversized` entry is
 * the ratchet's business. Judged from the measurement alone, so check and measure say the same.
 */
export declare function checkResults(config: BudgetConfig, fixtures: FixtureReport[]): Finding[];
