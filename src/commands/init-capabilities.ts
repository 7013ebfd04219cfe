import type { BudgetConfig } from '../budget/budget-config.js';
import { RICHEST_CAPABILITIES } from '../measure/capability-probe.js';
import type { Measurement } from '../measure/measure-all.js';
import type { RevealedTools } from '../judge/command-result.js';

/**
 * init measures with the default capabilities and, per server, lists once more as the richest client. Where that
 * shows more tools, the budget declares the richest capabilities (on the server, or at the top level for servers
 * imported from an MCP config file) and those servers' figures are the ones measured with them.
 */
export async function revealHiddenTools(
  config: BudgetConfig,
  measurement: Measurement,
  measureRichest: () => Promise<Measurement>,
): Promise<{ config: BudgetConfig; measurement: Measurement; revealed: RevealedTools[] }> {
  const hiding = measurement.servers.filter((server) => server.ok && (server.hiddenByCapabilities?.count ?? 0) > 0);
  if (hiding.length === 0) return { config, measurement, revealed: [] };
  const rich = await measureRichest();
  const revealed: RevealedTools[] = [];
  const servers = { ...config.servers };
  let topLevel = false;
  const merged = measurement.servers.map((server) => {
    const richer = rich.servers.find((candidate) => candidate.name === server.name);
    if (!hiding.includes(server) || !richer?.ok) return server;
    // The tools the declared capabilities were listed, not those the richest client's listing added.
    const seen = new Set(server.tools.filter((tool) => !tool.onlyWithCapabilities).map((tool) => tool.name));
    const inBudget = Object.hasOwn(servers, server.name);
    if (inBudget) servers[server.name] = { ...servers[server.name]!, clientCapabilities: RICHEST_CAPABILITIES };
    else topLevel = true;
    revealed.push({
      server: server.name,
      tools: richer.tools.filter((tool) => !seen.has(tool.name)).map((tool) => tool.name),
      at: inBudget ? 'server' : 'top level',
    });
    return richer;
  });
  // Servers imported from a config file have no entry here: the top level declares for them (and the others).
  const declared: BudgetConfig = {
    ...config,
    ...(config.servers ? { servers } : {}),
    ...(topLevel ? { clientCapabilities: RICHEST_CAPABILITIES } : {}),
  };
  if (topLevel) {
    for (const server of measurement.servers) {
      const richer = rich.servers.find((candidate) => candidate.name === server.name);
      const index = merged.findIndex((candidate) => candidate.name === server.name);
      if (richer?.ok && index >= 0) merged[index] = richer; // every imported server is measured as budget.json now declares
    }
  }
  return { config: declared, measurement: { ...measurement, servers: merged }, revealed };
}
