import { userError } from '../../user-error-words.js';
import path from 'node:path';
import { loadBudget } from '../../budget/config.js';
import { sessionOptionsFor } from '../../measure/measure-server.js';
import { terminateGroup } from '../../servers/process-group.js';
import { launch } from '../../servers/server-launch.js';
import { StderrTail } from '../../servers/server-failure.js';
import { DEFAULT_MAX_MESSAGE_BYTES } from '../../servers/server-session.js';
import { resolveBudgetServers } from '../../servers/server-sources.js';
import { VERSION } from '../../version.js';

/**
 * The model API keys hosts hold (Claude Code and Qwen Code hand theirs to the MCP servers they start): a server
 * started through the proxy never sees one, even when budget.json's sandbox.passEnv or env names it.
 */
const MODEL_API_KEYS =
  /^(ANTHROPIC_(API_KEY|AUTH_TOKEN)|OPENAI_API_KEY|GEMINI_API_KEY|GOOGLE_API_KEY|CODEX_API_KEY|COPILOT_PROVIDER_API_KEY|QWEN_API_KEY|.*_MODEL_API_KEY|CLAUDE_CODE_OAUTH_TOKEN)$/;

function withoutModelKeys(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !MODEL_API_KEYS.test(name)));
}

const STOP_GRACE_MS = 5000;

export interface ProxyIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
  cwd: string;
}

/**
 * `mcp-budget hosts proxy <server>`: a host's MCP config names this command in the server's command slot, so the
 * server a host starts runs in mcp-budget's sandbox, never raw. Bytes pass through both ways untouched; the
 * server's stderr is not passed on (it is the server's text, and the host may show it).
 */
export async function proxyServer(configFile: string, serverName: string, io: ProxyIo): Promise<number> {
  const file = path.resolve(io.cwd, configFile);
  const loaded = await loadBudget(file, configFile);
  const callerEnv = withoutModelKeys(io.env);
  const { servers } = await resolveBudgetServers(loaded, callerEnv);
  const server = servers.find((candidate) => candidate.name === serverName);
  if (!server)
    throw userError('PROXY_NO_SERVER', {
      file: configFile,
      server: serverName,
      servers: servers.map((s) => s.name),
    });
  if (server.config.url) throw userError('PROXY_URL_SERVER', { file: configFile, server: serverName });
  const options = sessionOptionsFor(server, {
    config: loaded.config,
    baseDir: loaded.dir,
    callerEnv,
    maxMessageBytes: DEFAULT_MAX_MESSAGE_BYTES,
    clientVersion: VERSION,
    tokenizer: () => Promise.reject(new Error('the proxy counts nothing')),
  });
  const launched = await launch(options, new StderrTail());
  const { child } = launched.group;
  io.stdin.pipe(child.stdin!);
  child.stdout!.pipe(io.stdout, { end: false });
  child.stderr!.resume();
  // The host closing our stdin is its way of stopping the server: the server's stdin closes with it (pipe), and a
  // server that does not end by itself within the grace period is ended.
  io.stdin.on('end', () => setTimeout(() => void terminateGroup(launched.group), STOP_GRACE_MS).unref());
  const exit = await launched.group.exit;
  await launched.group.closed;
  await launched.dispose();
  return exit.code ?? 1;
}
