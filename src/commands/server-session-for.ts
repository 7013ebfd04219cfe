import type { LoadedBudget } from '../budget/config.js';
import { sessionOptionsFor } from '../measure/measure-server.js';
import type { Tokenizer } from '../measure/tokens.js';
import { DEFAULT_MAX_MESSAGE_BYTES, ServerSession } from '../servers/server-session.js';
import type { ResolvedServer } from '../servers/server-sources.js';
import { VERSION } from '../version.js';
import type { CommandContext } from './command-context.js';

/** One server opened the way `check` opens it (sandbox, timeouts, capabilities), for commands that look closer. */
export function openServerSession(
  loaded: LoadedBudget,
  server: ResolvedServer,
  context: CommandContext,
  tokenizer: Promise<Tokenizer>,
): Promise<ServerSession> {
  return ServerSession.open(
    sessionOptionsFor(server, {
      config: loaded.config,
      baseDir: loaded.dir,
      callerEnv: context.callerEnv,
      tokenizer: () => tokenizer,
      maxMessageBytes: context.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
      clientVersion: VERSION,
      capabilitiesOverride: context.capabilities,
    }),
  );
}
