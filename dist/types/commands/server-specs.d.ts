import type { BudgetConfig, ServerConfig } from '../budget/budget-config.js';
/**
 * The servers of a run without a budget (`measure`, `init`): from `--server` values, else from the MCP config
 * files checked in beside it.
 */
export declare function serversWithoutBudget(serverSpecs: string[], cwd: string, namedAfterFolder?: string[]): BudgetConfig;
/**
 * `--env NAME`: a variable the servers need to start (an API key). The sandbox passes a server nothing of the
 * caller's environment unless named, so the budget names it; its value stays in the environment (a CI secret).
 */
export declare function withPassEnv(config: BudgetConfig, names: string[]): BudgetConfig;
/**
 * `--server "node dist/index.js"`, `--server "files=npx server-filesystem ."` or `--server https://host/mcp`. The
 * names of servers called after the project folder (nothing else in the command names them) go in `namedAfterFolder`.
 */
export declare function serversFromSpecs(specs: string[], cwd?: string, namedAfterFolder?: string[]): Record<string, ServerConfig>;
