import type { BudgetConfig, ServerConfig } from '../budget/budget-config.js';
import type { LoadedBudget } from '../budget/config.js';
import { type ReadEnvFile, type ReadText, type UnresolvedServer } from './mcp-config.js';
import type { ServerPolicy } from './server-policy.js';
export interface ResolvedServer {
    name: string;
    config: ServerConfig;
    /** Where the server was declared: `budget.json` or the imported file. */
    origin: string;
    /** One of the server's `variants`: measured on its own as `<server>@<variant>`. */
    variant?: {
        of: string;
        name: string;
    };
    /** On a pull request: the trusted reach it runs under (see reach-policy.ts). */
    policy?: ServerPolicy;
}
/**
 * A budget's servers (mcpConfig imports, then its own, each variant on its own), resolved once per run: what is
 * measured, what a change to the budget lets them reach, and the order merge puts shards back in.
 */
export declare function resolveBudgetServers(loaded: LoadedBudget, callerEnv: Record<string, string | undefined>): Promise<BudgetServers>;
export type BudgetServers = Awaited<ReturnType<typeof resolveServers>>;
/**
 * The servers to measure: those imported from `mcpConfig` files, overridden by name by budget.json `servers`,
 * in a stable order (imports first, in file order, then budget.json's own).
 */
export declare function resolveServers(config: BudgetConfig, baseDir: string, callerEnv: Record<string, string | undefined>, budgetFileName?: string, readText?: ReadText, readEnvFile?: ReadEnvFile): Promise<{
    servers: ResolvedServer[];
    unresolved: Array<UnresolvedServer & {
        origin: string;
    }>;
}>;
