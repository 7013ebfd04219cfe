import type { BudgetConfig } from '../budget/budget-config.js';
import type { ServerReport } from '../measure/measurement.js';
import type { Finding } from './findings.js';
/**
 * ENV_VARIABLE_UNSET: a server's `env` names `${VAR}` and VAR is not set where mcp-budget runs. The server ran with
 * it empty, and a server whose tools depend on it (write tools only with a token) lists fewer than its users' hosts
 * are sent: the figures would stand for a smaller server, so the run says which variable, never a smaller list
 * in silence. `${VAR:-}` says a variable is optional, and is not reported.
 */
export declare function envFindings(config: BudgetConfig, server: ServerReport): Finding[];
