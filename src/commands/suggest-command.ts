import path from 'node:path';
import { isToolFixture, loadBudget, type LoadedBudget } from '../budget/config.js';
import type { ToolFixture } from '../budget/budget-config.js';
import { filterTools } from '../measure/measure-server.js';
import { rankProposals } from '../measure/proposals/proposals.js';
import { rankBySessions, withSessionSavings } from '../measure/sessions/session-savings.js';
import { countedProposals } from '../measure/proposals/counted-proposals.js';
import { hostsOf } from '../measure/proposals/wire-proposals.js';
import type { WireResponse } from '../servers/wire-ledger.js';
import { loadTokenizer } from '../measure/tokens.js';
import { listTools } from '../servers/list-tools.js';
import { ServerFailure } from '../servers/server-failure.js';
import { DEFAULT_TIMEOUTS, type ServerSession } from '../servers/server-session.js';
import { resolveBudgetServers, type ResolvedServer } from '../servers/server-sources.js';
import type { CommandContext } from './command-context.js';
import { openServerSession } from './server-session-for.js';
import type { Suggestions } from '../measure/proposals/proposals.js';
import { userError } from '../user-error-words.js';

/** What to look at in one server: all its tools or some (and notes shared across them), and which fixtures. */
interface SuggestTarget {
  server: ResolvedServer;
  tools: 'all' | Set<string>;
  fixtures: ToolFixture[];
}

/**
 * `suggest [subject]`: starts the servers, and for each tool definition and fixture result proposes changes, each
 * measured by making it on what the server sent and counting again, most tokens saved first (with `sessions`: most
 * saved over a session on one host first).
 */
export async function suggestCommand(
  configFile: string,
  subject: string | undefined,
  context: CommandContext,
): Promise<Suggestions> {
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const { servers } = await resolveBudgetServers(loaded, context.callerEnv);
  const fixtureName = subject?.startsWith('fixture:') ? subject.slice(8) : undefined;
  const fixture = fixtureName === undefined ? undefined : loaded.config.fixtures?.find((f) => f.name === fixtureName);
  if (fixtureName !== undefined && !fixture)
    throw userError('SUGGEST_NO_FIXTURE', { file: configFile, fixture: fixtureName });
  const slash = subject && !fixture ? subject.indexOf('/') : -1;
  const serverName = fixture?.server ?? (slash > 0 ? subject!.slice(0, slash) : subject);
  const toolName = slash > 0 ? subject!.slice(slash + 1) : undefined;
  const chosen = serverName === undefined ? servers : servers.filter((server) => server.name === serverName);
  if (chosen.length === 0) throw userError('SUGGEST_NO_SERVER', { server: serverName, file: configFile });
  const targets = chosen.map(
    (server): SuggestTarget => ({
      server,
      tools: fixture ? new Set() : toolName === undefined ? 'all' : new Set([toolName]),
      fixtures:
        toolName !== undefined
          ? []
          : (loaded.config.fixtures ?? [])
              .filter(isToolFixture)
              .filter((f) => f.server === server.name && (!fixture || f === fixture)),
    }),
  );
  const suggestions = await proposalsFor(loaded, targets, context, subject ?? 'all');
  if (toolName !== undefined && suggestions.failures.length === 0 && !suggestions.seen.has(toolName))
    throw userError('SUGGEST_NO_TOOL', { server: serverName, tool: toolName });
  const { seen: _seen, ...result } = suggestions;
  // With sessions, each proposal is priced over them and ranked by that: a request carries it again and again.
  if ((loaded.config.sessions ?? []).length === 0) return result;
  return { ...result, proposals: rankBySessions(withSessionSavings(result.proposals, loaded.config)) };
}

/** Starts each target's server once and proposes what its chosen tools and fixtures could save. */
async function proposalsFor(
  loaded: LoadedBudget,
  targets: SuggestTarget[],
  context: CommandContext,
  scope: string,
): Promise<Suggestions & { seen: Set<string> }> {
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? 'o200k_base');
  const suggestions: Suggestions & { seen: Set<string> } = {
    scope,
    proposals: [],
    failures: [],
    skipped: [],
    seen: new Set(),
  };
  for (const { server, tools: wanted, fixtures } of targets) {
    let session: ServerSession | undefined;
    try {
      session = await openServerSession(loaded, server, context, tokenizer);
      // The tools check measures: after the server's enabledTools/disabledTools.
      const tools = filterTools((await listTools(session)).tools, server);
      const wire = { tools, instructions: session.client.getInstructions(), results: new Map<string, WireResponse>() };
      for (const tool of tools) if (wanted === 'all' || wanted.has(tool.name)) suggestions.seen.add(tool.name);
      const replayed = fixtures.filter((fixture) => !JSON.stringify(fixture.arguments ?? {}).includes('"fromFixture"'));
      suggestions.skipped.push(
        ...fixtures.filter((fixture) => !replayed.includes(fixture)).map((fixture) => fixture.name),
      );
      for (const fixture of replayed)
        wire.results.set(
          fixture.name,
          await session.request(
            'tools/call',
            { name: fixture.tool, arguments: fixture.arguments ?? {} },
            `call ${fixture.name}`,
          ),
        );
      const totalMs = server.config.timeouts?.totalMs ?? loaded.config.timeouts?.totalMs ?? DEFAULT_TIMEOUTS.totalMs;
      suggestions.proposals.push(
        ...(await countedProposals(
          {
            server: server.name,
            wire,
            tools: wanted,
            fixtures: replayed,
            deadline: Date.now() + totalMs,
            hosts: hostsOf(loaded.config),
          },
          await tokenizer,
        )),
      );
    } catch (error) {
      if (!(error instanceof ServerFailure)) throw error;
      suggestions.failures.push({ server: server.name, code: error.code, detail: error.message });
    } finally {
      await session?.close();
    }
  }
  rankProposals(suggestions.proposals);
  return suggestions;
}
