import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BudgetConfig, ServerConfig } from '../budget/budget-config.js';
import { splitCommandLine } from '../servers/command-line.js';
import { KNOWN_MCP_CONFIGS } from '../servers/mcp-config.js';
import { userError } from '../user-error-words.js';

/**
 * The servers of a run without a budget (`measure`, `init`): from `--server` values, else from the MCP config
 * files checked in beside it.
 */
export function serversWithoutBudget(serverSpecs: string[], cwd: string, namedAfterFolder?: string[]): BudgetConfig {
  if (serverSpecs.length > 0) return { servers: serversFromSpecs(serverSpecs, cwd, namedAfterFolder) };
  const found = KNOWN_MCP_CONFIGS.filter((candidate) => existsSync(path.join(cwd, candidate)));
  if (found.length === 0) {
    throw userError('NO_SERVERS_TO_MEASURE', { configs: KNOWN_MCP_CONFIGS });
  }
  return { mcpConfig: found.length === 1 ? found[0]! : found };
}

/**
 * `--env NAME`: a variable the servers need to start (an API key). The sandbox passes a server nothing of the
 * caller's environment unless named, so the budget names it; its value stays in the environment (a CI secret).
 */
export function withPassEnv(config: BudgetConfig, names: string[]): BudgetConfig {
  for (const name of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw userError('ENV_NOT_A_NAME', { given: name });
  }
  return names.length > 0
    ? {
        ...config,
        sandbox: { ...config.sandbox, passEnv: [...new Set([...(config.sandbox?.passEnv ?? []), ...names])] },
      }
    : config;
}

/**
 * `--server "node dist/index.js"`, `--server "files=npx server-filesystem ."` or `--server https://host/mcp`. The
 * names of servers called after the project folder (nothing else in the command names them) go in `namedAfterFolder`.
 */
export function serversFromSpecs(
  specs: string[],
  cwd?: string,
  namedAfterFolder?: string[],
): Record<string, ServerConfig> {
  const servers: Record<string, ServerConfig> = {};
  for (const spec of specs) {
    const named = /^([A-Za-z0-9_.-]+)=(.+)$/s.exec(spec);
    const body = named ? named[2]! : spec;
    if (/^https?:\/\//.test(body)) {
      const url = new URL(body);
      servers[named ? named[1]! : url.hostname.replace(/[^A-Za-z0-9_.-]/g, '-')] = { url: body };
      continue;
    }
    const [command, ...args] = splitCommandLine(body);
    if (!command) throw userError('SERVER_NEEDS_COMMAND', { given: spec });
    const fromCommand = named ? undefined : nameFromCommand(command, args, cwd);
    const base = named ? named[1]! : fromCommand!.name;
    let name = base;
    for (let n = 2; servers[name]; n++) name = `${base}-${n}`;
    servers[name] = args.length > 0 ? { command, args } : { command };
    if (fromCommand?.fromFolder) namedAfterFolder?.push(name);
  }
  return servers;
}

/** `node ../my-server/dist/index.js` is "my-server": build and entry-file names say nothing about the server. */
function nameFromCommand(command: string, args: string[], cwd?: string): { name: string; fromFolder: boolean } {
  const subject = args.find((arg) => !arg.startsWith('-') && arg !== 'run' && arg !== 'exec') ?? command;
  const segments = subject
    .replace(/@[\d^~.]+.*$/, '')
    .split(/[\\/]/)
    .filter((segment) => segment && segment !== '.' && segment !== '..');
  const generic = /^(index|server|main|cli|dist|build|lib|src|out|bin|app)$/;
  const stems = segments.map((segment) => segment.replace(/\.(m?[jt]s|c[jt]s|py)$/, ''));
  // `node dist/index.js` run in the project: the project's folder is the server's name.
  const own = [...stems].reverse().find((stem) => !generic.test(stem));
  const folder = own === undefined && cwd ? path.basename(cwd) : undefined;
  const name = own ?? folder ?? stems.at(-1) ?? 'server';
  return { name: name.replace(/[^A-Za-z0-9_.-]/g, '-') || 'server', fromFolder: folder !== undefined };
}
