import path from 'node:path';
import { loadBudget } from '../budget/config.js';
import { UsageError } from '../errors.js';
import { definitionProposals, sharedNoteProposals } from '../measure/definition-proposals.js';
import { rankProposals, type Proposal } from '../measure/proposals.js';
import { resultProposals } from '../measure/result-proposals.js';
import { loadTokenizer } from '../measure/tokens.js';
import { listTools } from '../servers/list-tools.js';
import { filterTools } from '../measure/measure-server.js';
import { ServerFailure } from '../servers/server-failure.js';
import type { ServerSession } from '../servers/server-session.js';
import { resolveServers } from '../servers/server-sources.js';
import type { CommandContext } from './commands.js';
import { openServerSession } from './server-session-for.js';

export interface Suggestions {
  /** `all`, a server, `server/tool` or `fixture:name`. */
  scope: string;
  proposals: Proposal[];
  /** Servers that could not be looked at: their failure, never an empty list of proposals. */
  failures: Array<{ server: string; code: ServerFailure['code']; detail: string }>;
  /** Fixtures not replayed (a cursor taken from another fixture). */
  skipped: string[];
}

/**
 * `suggest [subject]`: starts the servers, and for each tool definition and fixture result proposes changes, each
 * measured by making it on what the server sent and counting again, most tokens saved first.
 */
export async function suggestCommand(configFile: string, subject: string | undefined, context: CommandContext): Promise<Suggestions> {
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const { servers } = await resolveServers(loaded.config, loaded.dir, context.callerEnv, path.basename(configFile));
  const fixtureName = subject?.startsWith('fixture:') ? subject.slice(8) : undefined;
  const fixture = fixtureName === undefined ? undefined : loaded.config.fixtures?.find((f) => f.name === fixtureName);
  if (fixtureName !== undefined && !fixture) throw new UsageError(`${configFile} has no fixture "${fixtureName}"`);
  const slash = subject && !fixture ? subject.indexOf('/') : -1;
  const serverName = fixture?.server ?? (slash > 0 ? subject!.slice(0, slash) : subject);
  const toolName = slash > 0 ? subject!.slice(slash + 1) : undefined;
  const chosen = serverName === undefined ? servers : servers.filter((server) => server.name === serverName);
  if (chosen.length === 0) throw new UsageError(`no server "${serverName}" in ${configFile}`);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? 'o200k_base');
  const suggestions: Suggestions = { scope: subject ?? 'all', proposals: [], failures: [], skipped: [] };
  for (const server of chosen) {
    let session: ServerSession | undefined;
    try {
      session = await openServerSession(loaded, server, context, tokenizer);
      // The tools check measures: after the server's enabledTools/disabledTools.
      const tools = filterTools((await listTools(session)).tools, server);
      const instructions = session.client.getInstructions();
      const count = await tokenizer;
      if (!fixture) {
        const looked = toolName === undefined ? tools : tools.filter((tool) => tool.name === toolName);
        if (toolName !== undefined && looked.length === 0) throw new UsageError(`server "${server.name}" lists no tool "${toolName}"`);
        for (const tool of looked) suggestions.proposals.push(...definitionProposals(server.name, tool, count));
        if (toolName === undefined) suggestions.proposals.push(...sharedNoteProposals(server.name, tools, instructions, count));
      }
      if (toolName !== undefined) continue;
      for (const each of (loaded.config.fixtures ?? []).filter((f) => f.server === server.name && (!fixture || f === fixture))) {
        if (JSON.stringify(each.arguments ?? {}).includes('"fromFixture"')) {
          suggestions.skipped.push(each.name);
          continue;
        }
        const wire = await session.request('tools/call', { name: each.tool, arguments: each.arguments ?? {} }, `call ${each.name}`);
        suggestions.proposals.push(...resultProposals(each.name, wire, count));
      }
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
