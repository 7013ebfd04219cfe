import type { BudgetConfig } from '../budget/budget-config.js';
import type { BudgetPath } from '../budget/budget-path.js';
import type { ServerReport } from '../measure/measurement.js';
import type { Finding } from './findings.js';

/**
 * ENV_VARIABLE_UNSET: a server's `env` names `${VAR}` and VAR is not set where mcp-budget runs. The server ran with
 * it empty, and a server whose tools depend on it (write tools only with a token) lists fewer than its users' hosts
 * are sent: the figures would stand for a smaller server, so the run says which variable, never a smaller list
 * in silence. `${VAR:-}` says a variable is optional, and is not reported.
 */
export function envFindings(config: BudgetConfig, server: ServerReport): Finding[] {
  return [...unsetFindings(config, server), ...withheldFindings(config, server)];
}

/**
 * A value withheld on a pull request (a `${VAR}` of its env or an imported `envFile` the base did not give it): the
 * server ran without it, as with an unset `${VAR}`, so the same error, naming the field and where it is declared.
 */
function withheldFindings(config: BudgetConfig, server: ServerReport): Finding[] {
  const own = Object.hasOwn(config.servers ?? {}, server.name);
  return (server.policy?.unset ?? []).map(({ variable, field, origin }) => ({
    code: 'ENV_VARIABLE_UNSET',
    severity: 'error',
    subject: server.name,
    path:
      own && field.startsWith('env.')
        ? ['servers', server.name, 'env', field.slice(4)]
        : own
          ? ['servers', server.name]
          : ['mcpConfig'],
    args: { variable, withheld: { field, origin } },
  }));
}

function unsetFindings(config: BudgetConfig, server: ServerReport): Finding[] {
  const unset = server.sandbox?.envUnresolved ?? [];
  if (unset.length === 0) return [];
  const entry = config.servers?.[server.name];
  return unset.map((variable) => {
    const key = Object.entries(entry?.env ?? {}).find(([, value]) => value.includes(`\${${variable}}`))?.[0];
    const path: BudgetPath = entry ? (key ? ['servers', server.name, 'env', key] : ['servers', server.name]) : [];
    return {
      code: 'ENV_VARIABLE_UNSET',
      severity: 'error',
      subject: server.name,
      path,
      args: { variable, ...(key !== undefined ? { key } : {}) },
    };
  });
}
