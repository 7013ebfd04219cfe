import path from 'node:path';
import { loadBudget } from '../budget/config.js';
import { userError } from '../user-error-words.js';
import { EXIT } from '../exit-codes.js';
import { sessionReports } from '../judge/check-sessions.js';
import type { SessionReport } from '../measure/sessions/session-turns.js';
import { measureBudgetServers } from './budget-servers.js';
import { resolveBudgetServers } from '../servers/server-sources.js';
import type { CommandContext } from './command-context.js';

/**
 * `explain session:<name>`: measures only what the session needs (the servers its steps call, its fixtures) on the
 * budget's hosts and gives its turns per host. A server that failed leaves its hosts without a figure: exit 3.
 */
export async function explainSessionCommand(
  configFile: string,
  name: string,
  context: CommandContext,
): Promise<{ session: SessionReport; exitCode: typeof EXIT.ok | typeof EXIT.server }> {
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const sessions = loaded.config.sessions ?? [];
  const spec = sessions.find((session) => session.name === name);
  if (!spec) {
    throw userError('EXPLAIN_NO_SESSION', {
      file: configFile,
      session: name,
      sessions: sessions.map((session) => session.name),
    });
  }
  const fixtures = (loaded.config.fixtures ?? []).filter((fixture) => spec.steps.includes(fixture.name));
  const used = new Set(fixtures.map((fixture) => fixture.server));
  const scoped = { ...loaded, config: { ...loaded.config, fixtures } };
  const resolved = await resolveBudgetServers(scoped, context.callerEnv);
  const measurement = await measureBudgetServers(
    scoped,
    {
      servers: resolved.servers.filter((server) => used.has(server.name)),
      unresolved: resolved.unresolved.filter((server) => used.has(server.server)),
    },
    context,
  );
  const session = sessionReports(scoped.config, measurement.servers, measurement.fixtures).find(
    (candidate) => candidate.name === name,
  )!;
  return { session, exitCode: measurement.servers.every((server) => server.ok) ? EXIT.ok : EXIT.server };
}
