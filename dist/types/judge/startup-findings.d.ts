import type { BudgetConfig } from '../budget/budget-config.js';
import type { ServerReport } from '../measure/measurement.js';
import type { Finding } from './findings.js';
/**
 * Past this, a server misses the first turn of a host that does not wait for MCP servers (Qwen Code 0.24.4's
 * interactive session sets each server's tools as it settles). When such a host's first request leaves is stated
 * nowhere; 5,000 ms is the shortest start-up wait Qwen Code itself gives any server (REMOTE_DEFAULT_TIMEOUT_MS = 5e3
 * in its mcp-discovery-timeout.ts, which it says "mirrors Claude Code's" CLAUDE_AI_MCP_TIMEOUT_MS): a server past it is
 * slow by the host's own measure. One below it may still miss the first turn (the finding's page says so).
 */
export declare const NO_WAIT_THRESHOLD_MS = 5000;
/**
 * Issue 52, the first turn: each server's slowest start against each host's start-up behaviour (its profile's
 * `startupWait`, or `hostLimits.<host>.startupWaitMs` where users set the host's wait). At most a warning: the
 * figures are this machine's timing, and no verdict depends on them.
 */
export declare function startupFindings(config: BudgetConfig, host: string, servers: ServerReport[]): Finding[];
