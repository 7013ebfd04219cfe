import type { BudgetConfig } from '../budget/budget-config.js';
import type { Finding } from './findings.js';
import type { FixtureReport } from '../measure/measurement.js';
/**
 * A resource a fixture's result links to, against the result's own ceiling: pydantic-ai downloads a linked resource
 * into the context, so a result budget passed by moving the payload behind a link is not passed.
 */
export declare function checkLinked(config: BudgetConfig, fixtures: FixtureReport[]): Finding[];
