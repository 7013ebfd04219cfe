import type { BudgetConfig } from '../budget/budget-config.js';
import type { BudgetPath } from '../budget/budget-path.js';
import type { Finding } from './findings.js';
import type { ServerReport } from '../measure/measurement.js';

/**
 * CAPABILITY_HIDDEN_TOOLS: the server lists more tools to a client that declares more (elicitation, sampling,
 * roots, tasks) than budget.json declares. A host that declares the capability sends them to its model: they are
 * measured and held to the limits as that face (measure/other-face.ts); the warning asks for the declaration.
 */
export function capabilityFindings(config: BudgetConfig, server: ServerReport): Finding[] {
  const hidden = server.hiddenByCapabilities;
  if (!hidden || hidden.count === 0) return [];
  const declared = Object.keys(hidden.declared);
  const inBudget = config.servers !== undefined && Object.hasOwn(config.servers, server.name);
  const path: BudgetPath = inBudget ? ['servers', server.name] : [];
  return [
    {
      code: 'CAPABILITY_HIDDEN_TOOLS',
      severity: 'warning',
      subject: server.name,
      actual: hidden.count,
      path,
      args: { declared, count: hidden.count, tools: hidden.tools, inBudget },
    },
  ];
}
