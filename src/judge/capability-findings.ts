import type { BudgetConfig } from '../budget/config.js';
import type { BudgetPath } from '../budget/budget-path.js';
import type { UnconvertedFinding as Finding } from './findings.js';
import { fmt } from '../text/format.js';
import type { ServerReport } from '../measure/measurement.js';

/**
 * CAPABILITY_HIDDEN_TOOLS: the server lists more tools to a client that declares more (elicitation, sampling,
 * roots, tasks) than budget.json declares. Those tools are neither measured nor checked; a host that declares the
 * capability sends them to its model.
 */
export function capabilityFindings(config: BudgetConfig, server: ServerReport): Finding[] {
  const hidden = server.hiddenByCapabilities;
  if (!hidden || hidden.count === 0) return [];
  const declared = Object.keys(hidden.declared);
  const named = hidden.tools.map((tool) => `${tool.name} (${fmt(tool.bytes)} B)`).join(', ');
  const more = hidden.count > hidden.tools.length ? ` and ${fmt(hidden.count - hidden.tools.length)} more` : '';
  const inBudget = config.servers !== undefined && Object.hasOwn(config.servers, server.name);
  const path: BudgetPath = inBudget ? ['servers', server.name] : [];
  return [{
    code: 'CAPABILITY_HIDDEN_TOOLS',
    severity: 'warning',
    subject: server.name,
    actual: hidden.count,
    path,
    message: `the client capabilities declared (${declared.length > 0 ? declared.join(', ') : 'none'}) hide ${fmt(hidden.count)} tool(s) this server lists to a client declaring roots, sampling, elicitation and tasks: ${named}${more}. They are not measured or checked`,
    fix: `declare what your users' hosts declare: "clientCapabilities": { "elicitation": {}, "sampling": {}, "roots": { "listChanged": true } } ${inBudget ? `on servers["${server.name}"]` : 'at the top level of budget.json'} (\`mcp-budget init\` writes them when they reveal more tools)`,
  }];
}
