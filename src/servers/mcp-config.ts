import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { gitSync } from '../budget/git-base.js';
import { nodeCrypto } from '../shell/node-crypto.js';
import { repositoryPath } from '../budget/repository-path.js';
import { isInside } from '../budget/resolved-paths.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { ServerConfig } from '../budget/budget-config.js';
import { loaderVariableRefusal } from '../budget/loader-variables.js';
import { expandVariables } from './server-environment.js';
import { userError } from '../user-error-words.js';

type McpConfigFormat = 'claude' | 'vscode' | 'cursor' | 'codex';

export interface ImportedServers {
  format: McpConfigFormat;
  servers: Array<{ name: string; config: ServerConfig }>;
  /** Servers that need something mcp-budget will not do in CI (prompt for input, run a helper): skipped. */
  unresolved: UnresolvedServer[];
}

export interface UnresolvedServer {
  server: string;
  reason: string;
  /** The caller's variable the entry names without a default, unset here: the server could not be measured. */
  variable?: string;
  /** Where in the entry it is named (`env.API_KEY`, `args`, `headers.Authorization`). */
  field?: string;
  /** How the entry writes it: `${API_KEY}` (.mcp.json), `${env:API_KEY}` (VS Code, Cursor), `API_KEY` (Codex). */
  written?: string;
}

/** Config files projects already check in for their editor or agent, in the order `init` looks for them. */
export const KNOWN_MCP_CONFIGS = ['.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json', '.codex/config.toml'];

function detectFormat(file: string): McpConfigFormat {
  const normalized = file.replaceAll('\\', '/');
  if (normalized.endsWith('.toml')) return 'codex';
  if (normalized.endsWith('.vscode/mcp.json')) return 'vscode';
  if (normalized.endsWith('.cursor/mcp.json')) return 'cursor';
  return 'claude';
}

class Unresolvable extends Error {
  constructor(
    message: string,
    /** An unset variable of the caller's environment, and the field that names it. */
    readonly unset?: { variable: string; field: string; written: string },
  ) {
    super(message);
  }
}

/** Reads a file the budget names; the base branch's version comes from git instead of the disk. */
export type ReadText = (file: string) => Promise<string>;

/**
 * Reads the `envFile` an entry names (`file` as written, expanded), as the repository holds it: its text and its path
 * from the workspace. The head's comes from the work tree (`workTreeEnvFile`), the base's from the base commit
 * (`committedEnvFile`), never from the head's work tree.
 */
export type ReadEnvFile = (file: string, workspace: string) => { text: string; file: string };

export async function importMcpConfig(
  file: string,
  workspace: string,
  callerEnv: Record<string, string | undefined>,
  readText: ReadText = (name) => readFile(name, 'utf8'),
  readEnvFile: ReadEnvFile = workTreeEnvFile,
): Promise<ImportedServers> {
  let text: string;
  try {
    text = await readText(file);
  } catch (error) {
    throw userError('MCP_CONFIG_UNREADABLE', { file, reason: (error as Error).message });
  }
  const format = detectFormat(file);
  const document = format === 'codex' ? await parseTomlFile(file, text) : parseJsonFile(file, text);
  const entries =
    format === 'codex'
      ? document.mcp_servers
      : format === 'vscode'
        ? (document.servers ?? document.mcpServers)
        : document.mcpServers;
  if (entries === undefined) return { format, servers: [], unresolved: [] };
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
    throw userError('MCP_CONFIG_NO_SERVERS_OBJECT', {
      file,
      key: format === 'codex' ? 'mcp_servers' : format === 'vscode' ? 'servers' : 'mcpServers',
    });
  }
  const result: ImportedServers = { format, servers: [], unresolved: [] };
  for (const [name, raw] of Object.entries(entries as Record<string, Record<string, unknown>>)) {
    try {
      const server =
        format === 'codex' ? fromCodex(raw, callerEnv) : fromJson(format, raw, { workspace, callerEnv, readEnvFile });
      if (server) result.servers.push({ name, config: server });
    } catch (error) {
      if (!(error instanceof Unresolvable))
        throw userError('MCP_CONFIG_SERVER_INVALID', { file, server: name, reason: (error as Error).message });
      result.unresolved.push({ server: name, reason: error.message, ...error.unset });
    }
  }
  return result;
}

function parseJsonFile(file: string, text: string): Record<string, unknown> {
  const errors: ParseError[] = [];
  const value = parseJsonc(text, errors, { allowTrailingComma: true });
  if (errors.length > 0)
    throw userError('MCP_CONFIG_NOT_JSON', {
      file,
      places: errors.slice(0, 3).map((e) => ({ offset: e.offset, code: printParseErrorCode(e.error) })),
    });
  if (typeof value !== 'object' || value === null) throw userError('MCP_CONFIG_NOT_OBJECT', { file });
  return value as Record<string, unknown>;
}

async function parseTomlFile(file: string, text: string): Promise<Record<string, unknown>> {
  const { parse: parseToml } = await import('smol-toml');
  try {
    return parseToml(text) as Record<string, unknown>;
  } catch (error) {
    throw userError('MCP_CONFIG_NOT_TOML', { file, reason: (error as Error).message.split('\n')[0]! });
  }
}

function fromJson(
  format: Exclude<McpConfigFormat, 'codex'>,
  raw: Record<string, unknown>,
  {
    workspace,
    callerEnv,
    readEnvFile,
  }: { workspace: string; callerEnv: Record<string, string | undefined>; readEnvFile: ReadEnvFile },
): ServerConfig | undefined {
  if (raw.disabled === true) return undefined;
  if (raw.headersHelper !== undefined)
    throw new Unresolvable('headersHelper runs a command to make headers; mcp-budget does not run it');
  const callerVariables: Record<string, string[]> = {};
  // Which of the caller's variables each field took in: a policy compares them, the report names them.
  const expandAs = (field: string) => (text: string) => {
    const used = new Set<string>();
    const value = expandForFormat(format, text, workspace, callerEnv, used, field);
    if (used.size > 0) callerVariables[field] = [...new Set([...(callerVariables[field] ?? []), ...used])].sort();
    return value;
  };
  const type =
    raw.type === 'http' || raw.type === 'streamable-http' || raw.type === 'sse' || raw.type === 'stdio'
      ? raw.type
      : undefined;
  if (type === 'sse') throw new Unresolvable('the deprecated SSE transport is not measured; serve Streamable HTTP');
  const server: ServerConfig = {};
  if (type) server.type = type;
  if (typeof raw.command === 'string') server.command = expandAs('command')(raw.command);
  if (Array.isArray(raw.args)) server.args = raw.args.map((arg) => expandAs('args')(String(arg)));
  if (typeof raw.cwd === 'string') server.cwd = expandAs('cwd')(raw.cwd);
  if (typeof raw.url === 'string') server.url = expandAs('url')(raw.url);
  if (isStringRecord(raw.headers))
    server.headers = Object.fromEntries(
      Object.entries(raw.headers).map(([name, value]) => [name, expandAs(`headers.${name}`)(value)]),
    );
  const env: Record<string, string> = {};
  if (typeof raw.envFile === 'string') {
    const read = readEnvFile(expandAs('envFile')(raw.envFile), workspace);
    const values = parseEnvFile(read.text);
    Object.assign(env, values);
    // Recorded so a pull request can be held to the base's: a file (or content) the base did not have is a widening.
    const names = Object.keys(values).filter((name) => !(isStringRecord(raw.env) && Object.hasOwn(raw.env, name)));
    server.envFile = {
      file: read.file,
      digest: nodeCrypto().createHash('sha256').update(read.text).digest('hex'),
      names,
    };
  }
  if (isStringRecord(raw.env))
    Object.assign(
      env,
      Object.fromEntries(Object.entries(raw.env).map(([name, value]) => [name, expandAs(`env.${name}`)(value)])),
    );
  refuseLoaderVariables(env);
  if (Object.keys(env).length > 0) server.env = env;
  if (!server.command && !server.url) throw new Error('has neither "command" nor "url"');
  server.expanded = true;
  if (Object.keys(callerVariables).length > 0) server.callerVariables = callerVariables;
  return server;
}

function fromCodex(
  raw: Record<string, unknown>,
  callerEnv: Record<string, string | undefined>,
): ServerConfig | undefined {
  if (raw.enabled === false) return undefined;
  const server: ServerConfig = {};
  if (typeof raw.command === 'string') server.command = raw.command;
  if (Array.isArray(raw.args)) server.args = raw.args.map(String);
  if (typeof raw.cwd === 'string') server.cwd = raw.cwd;
  if (typeof raw.url === 'string') server.url = raw.url;
  const env: Record<string, string> = isStringRecord(raw.env) ? { ...raw.env } : {};
  // env_vars names caller variables to forward, like sandbox.passEnv.
  if (Array.isArray(raw.env_vars)) server.sandbox = { passEnv: raw.env_vars.map(String) };
  refuseLoaderVariables(env, server.sandbox?.passEnv);
  if (Object.keys(env).length > 0) server.env = env;
  const headers: Record<string, string> = isStringRecord(raw.http_headers) ? { ...raw.http_headers } : {};
  const callerVariables: Record<string, string[]> = {};
  if (isStringRecord(raw.env_http_headers)) {
    for (const [header, variable] of Object.entries(raw.env_http_headers)) {
      const value = callerEnv[variable];
      if (value === undefined)
        throw new Unresolvable(`header ${header} needs environment variable ${variable}, which is not set`, {
          variable,
          field: `env_http_headers.${header}`,
          written: variable,
        });
      headers[header] = value;
      callerVariables[`headers.${header}`] = [variable];
    }
  }
  if (typeof raw.bearer_token_env_var === 'string') {
    const token = callerEnv[raw.bearer_token_env_var];
    if (token === undefined)
      throw new Unresolvable(`bearer_token_env_var ${raw.bearer_token_env_var} is not set`, {
        variable: raw.bearer_token_env_var,
        field: 'bearer_token_env_var',
        written: raw.bearer_token_env_var,
      });
    headers.Authorization = `Bearer ${token}`;
    callerVariables['headers.Authorization'] = [raw.bearer_token_env_var];
  }
  if (Object.keys(callerVariables).length > 0) server.callerVariables = callerVariables;
  if (Object.keys(headers).length > 0) server.headers = headers;
  if (Array.isArray(raw.enabled_tools)) server.enabledTools = raw.enabled_tools.map(String);
  if (Array.isArray(raw.disabled_tools)) server.disabledTools = raw.disabled_tools.map(String);
  if (!server.command && !server.url) throw new Error('has neither "command" nor "url"');
  server.expanded = true;
  return server;
}

/**
 * Each format's own variables: Claude Code `${VAR}` and `${VAR:-default}`; VS Code and Cursor `${env:NAME}`,
 * `${workspaceFolder}`, `${userHome}`; VS Code `${input:id}` would prompt, so such a server is unresolved.
 */
function expandForFormat(
  format: Exclude<McpConfigFormat, 'codex'>,
  text: string,
  workspace: string,
  callerEnv: Record<string, string | undefined>,
  used: Set<string>,
  field: string,
): string {
  if (format === 'claude') {
    const unresolved = new Set<string>();
    const expanded = expandVariables(text, callerEnv, used, unresolved);
    const [missing] = unresolved;
    if (missing !== undefined)
      throw new Unresolvable(`\${${missing}} is not set in the environment and has no default`, {
        variable: missing,
        field,
        written: `\${${missing}}`,
      });
    return expanded;
  }
  return text.replace(/\$\{([^}]+)\}/g, (match, expression: string) => {
    if (expression === 'workspaceFolder') return workspace;
    if (expression === 'workspaceFolderBasename') return path.basename(workspace);
    if (expression === 'userHome') return callerEnv.HOME ?? '';
    if (expression === 'pathSeparator' || expression === '/') return path.sep;
    if (expression.startsWith('env:')) {
      // VS Code's resolver (and Cursor's, a fork) makes an unset one "", so the editor starts the server without its
      // key: measured so, CI would stand for a server with fewer tools, or none. As .mcp.json: not started, an error.
      const variable = expression.slice(4);
      const value = callerEnv[variable];
      if (value === undefined)
        throw new Unresolvable(`${match} is not set in the environment (the editor would pass it on empty)`, {
          variable,
          field,
          written: match,
        });
      used.add(variable);
      return value;
    }
    if (expression.startsWith('input:'))
      throw new Unresolvable(
        `${match} would prompt for input; mcp-budget never prompts (set the value in budget.json servers instead)`,
      );
    throw new Unresolvable(`${match} is not a variable mcp-budget can resolve`);
  });
}

/**
 * An envFile is read by mcp-budget itself, outside the sandbox, so only as the repository holds it: where it really
 * is (links followed) inside the workspace, never inside .git (a checkout's token), and in a repository only a file
 * git tracks (not one an earlier step of the job wrote).
 */
/** Whether git tracks `name` in `dir` (the index, not the work tree, which any earlier step could write). */
function tracked(dir: string, name: string): boolean {
  try {
    gitSync(dir, ['ls-files', '--error-unmatch', '--', name], {
      stdio: 'ignore',
      timeout: 10_000,
    });
    return true;
  } catch {
    return false;
  }
}

/** The head's envFile, from the work tree: only a file git tracks there (see above). */
export function workTreeEnvFile(file: string, workspace: string): { text: string; file: string } {
  const named = path.resolve(workspace, file);
  if (!isInside(named, workspace))
    throw new Unresolvable(
      `envFile ${file} is outside the repository; mcp-budget reads only files the project checks in`,
    );
  if (!existsSync(named)) throw new Unresolvable(`envFile ${file} does not exist`);
  const real = realpathSync(named);
  const realWorkspace = realpathSync(workspace);
  if (!isInside(real, realWorkspace))
    throw new Unresolvable(
      `envFile ${file} leads outside the repository (${real}); mcp-budget reads only files the project checks in`,
    );
  if (path.relative(realWorkspace, real).split(path.sep).includes('.git'))
    throw new Unresolvable(`envFile ${file} is inside .git, which holds the checkout's credentials; it is not read`);
  const inRepository = repositoryPath(realWorkspace, real);
  if (inRepository !== undefined && !tracked(path.dirname(real), path.basename(real)))
    throw new Unresolvable(
      `envFile ${file} is a file the repository does not track; mcp-budget reads only files the project checks in`,
    );
  return { text: readFileSync(real, 'utf8'), file: path.relative(workspace, named).split(path.sep).join('/') };
}

/**
 * The base's envFile, from the base commit (`git show`), never the head's work tree: a file the commit holds, not a
 * symbolic link (its target would be the head's), never under .git.
 */
export function committedEnvFile(commit: string): ReadEnvFile {
  return (file, workspace) => {
    const named = path.resolve(workspace, file);
    const relative = path.relative(workspace, named).split(path.sep).join('/');
    if (!isInside(named, workspace))
      throw new Unresolvable(
        `envFile ${file} is outside the repository; mcp-budget reads only files the project checks in`,
      );
    if (relative.split('/').includes('.git'))
      throw new Unresolvable(`envFile ${file} is inside .git, which holds the checkout's credentials; it is not read`);
    const at = (args: string[]) => {
      try {
        return gitSync(workspace, args, { stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).toString('utf8');
      } catch {
        return undefined;
      }
    };
    const entry = at(['ls-tree', commit, '--', `./${relative}`]) ?? '';
    if (!entry.trim()) throw new Unresolvable(`envFile ${file} is not in the base commit ${commit.slice(0, 12)}`);
    if (!entry.startsWith('100')) throw new Unresolvable(`envFile ${file} is not a plain file at the base commit`);
    const text = at(['show', `${commit}:./${relative}`]);
    if (text === undefined) throw new Unresolvable(`envFile ${file} cannot be read at the base commit`);
    return { text, file: relative };
  };
}

function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    env[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/** A loader or hook variable is refused here as in budget.json (loader-variables.ts): an error, not a skipped server. */
function refuseLoaderVariables(env: Record<string, string>, passed: string[] = []): void {
  for (const [name, value] of [...Object.entries(env), ...passed.map((name) => [name, undefined] as const)]) {
    const refusal = loaderVariableRefusal(name, value);
    if (refusal) throw new Error(`env.${name}: ${refusal}`);
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}
