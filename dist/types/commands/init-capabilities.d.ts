import type { BudgetConfig } from '../budget/config.js';
import type { Measurement } from '../measure/measure-all.js';
/** A server whose tool list grew when listed as the richest client: init declares those capabilities for it. */
export interface RevealedTools {
    server: string;
    tools: string[];
    /** Where budget.json now declares the capabilities. */
    at: 'server' | 'top level';
}
/**
 * init measures with the default capabilities and, per server, lists once more as the richest client. Where that
 * shows more tools, the budget declares the richest capabilities (on the server, or at the top level for servers
 * imported from an MCP config file) and those servers' figures are the ones measured with them.
 */
export declare function revealHiddenTools(config: BudgetConfig, measurement: Measurement, measureRichest: () => Promise<Measurement>): Promise<{
    config: BudgetConfig;
    measurement: Measurement;
    revealed: RevealedTools[];
}>;
