import type { BudgetConfig } from '../budget/budget-config.js';
import type { Finding } from './findings.js';
import type { ServerReport } from '../measure/measurement.js';
/**
 * CAPABILITY_HIDDEN_TOOLS: the server lists more tools to a client that declares more (elicitation, sampling,
 * roots, tasks) than budget.json declares. A host that declares the capability sends them to its model: they are
 * measured and held to the limits as that face (measure/other-face.ts); the warning asks for the declaration.
 */
export declare function capabilityFindings(config: BudgetConfig, server: ServerReport): Finding[];
