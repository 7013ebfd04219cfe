import type { BudgetConfig } from '../budget/budget-config.js';
import type { Finding } from './findings.js';
import type { FixtureReport, ServerReport } from '../measure/measurement.js';
/**
 * Findings named by host, from each host's view of the definitions and results: a description or instructions
 * the host cuts, a name over its limit once prefixed (or shortened by the host), more tools than it accepts, a
 * result over its cap or spilled to a file, and a cut that loses the cursor (the model can neither go on nor know
 * there was more). A finding that rests on a fact without a primary source is a warning.
 */
export declare function hostFindings(config: BudgetConfig, servers: ServerReport[], fixtures: FixtureReport[]): Finding[];
