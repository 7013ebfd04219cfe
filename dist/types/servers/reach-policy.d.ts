import type { BudgetConfig, SandboxConfig, ServerConfig } from '../budget/budget-config.js';
import type { ResolvedServer } from './server-sources.js';
/** One thing a server may reach at the head that it could not at the base: old → new, and what it lets through. */
export interface ReachWidening {
    key: 'network' | 'require' | 'passEnv' | 'readable' | 'writable' | 'env' | 'headers' | 'remote' | 'started' | 'startedWith' | 'envFile';
    /** The path below the server's entry: ['sandbox', 'network'], ['env'], ['url']. */
    at: string[];
    from: string;
    to: string;
    /** Names the widening adds (variables, paths, header names); empty for network, require and url. */
    items: string[];
}
/** A server as one side declares it, with the budget-wide sandbox under its own. */
export interface ReachSide {
    server: ServerConfig;
    sandbox: SandboxConfig;
}
/** `${NAME}` references to the caller's environment: recorded on import for configs expanded there, else read. */
export declare function callerReferences(server: ServerConfig, field: string, text: string | undefined): string[];
/**
 * Every way `after` reaches further than `before` (undefined: the default, tightest reach). The one rule both the
 * BUDGET_RAISED lines and the policy a server runs under are made from. In the order they are listed: the sandbox,
 * the values handed in (env, headers), where it is reached (url), its env file, its command line.
 */
export declare function reachWidenings(before: ReachSide | undefined, after: ReachSide): ReachWidening[];
/** The trusted side: the base's servers (undefined when the base has no budget.json) and its budget-wide sandbox. */
export interface TrustedReach {
    ref: string;
    servers: Map<string, ServerConfig> | undefined;
    sandbox: SandboxConfig | undefined;
}
/** The servers as they run on a pull request: each under the base's reach, or the default one. */
export declare function underPolicy(servers: ResolvedServer[], headSandbox: SandboxConfig | undefined, trusted: TrustedReach): ResolvedServer[];
/** Each server with the policy it runs under: the trusted side's when there is one, else the checked-in budget. */
export declare function policed(servers: ResolvedServer[], config: BudgetConfig, trusted: TrustedReach | undefined): ResolvedServer[];
