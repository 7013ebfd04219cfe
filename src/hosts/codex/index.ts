import path from 'node:path';
import { nodeCrypto } from '../../shell/node-crypto.js';
import { asArray, blockTexts, STAND_IN_KEY, type HostModule, type HostName } from '../host-module.js';
import type { HostProfile } from '../host-profile.js';
import { codexParameters } from './codex-schema.js';
import profile from './profile.json' with { type: 'json' };

const CODEX_MAX_BYTES = 64;
const CODEX_HASH_CHARS = 12;

/**
 * Codex's qualify_tools: characters outside [A-Za-z0-9_] become `_`; a name over 64 bytes keeps its namespace and
 * the start of the tool name, then `_` and 12 hex digits of SHA-1 of the tool's raw identity. The identity's exact
 * fields (server, namespace, connector, name) follow codex's ToolInfo as read; only the suffix's digits depend on it.
 */
export function codexName(server: string, tool: string): HostName {
  const sanitize = (text: string) => text.replace(/[^A-Za-z0-9_]/g, '_') || '_';
  const namespace = sanitize(`mcp__${server}__`);
  const callable = sanitize(tool);
  const full = `${namespace}${callable}`;
  if (Buffer.byteLength(full) <= CODEX_MAX_BYTES) return { name: full };
  const identity = `${server}\0mcp__${server}__\0\0${tool}\0${tool}`;
  const suffix = `_${nodeCrypto().createHash('sha1').update(identity).digest('hex').slice(0, CODEX_HASH_CHARS)}`;
  const room = CODEX_MAX_BYTES - Buffer.byteLength(namespace);
  if (room >= suffix.length)
    return { name: `${namespace}${[...callable].slice(0, room - suffix.length).join('')}${suffix}`, unshortened: full };
  return { name: `${[...namespace].slice(0, CODEX_MAX_BYTES - suffix.length).join('')}${suffix}`, unshortened: full };
}

function withProperties(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const object = schema as Record<string, unknown>;
  return object.properties === undefined || object.properties === null ? { ...object, properties: {} } : object;
}

export const codex: HostModule = {
  profile: profile as HostProfile,
  toolName: (_profile, server, tool) => codexName(server, tool),
  // Codex puts a server's tools in one `namespace` entry named `mcp__<server>` whose description is the server's
  // instructions: each tool's own entry there has its bare name. codex-rs/tools/src/mcp_tool.rs: properties inserted
  // when absent or null, then parse_tool_input_schema.
  requestEntry: (tool, rules) => {
    const prefix = `mcp__${tool.server.replace(/[^A-Za-z0-9_]/g, '_')}__`;
    return {
      type: 'function',
      name: tool.name.startsWith(prefix) ? tool.name.slice(prefix.length) : tool.name,
      description: tool.description,
      strict: false,
      ...(tool.deferred ? { defer_loading: true } : {}),
      parameters: codexParameters(withProperties(tool.inputSchema ?? { type: 'object' }), rules.step),
    };
  },
  program: {
    profile: 'codex',
    pkg: '@openai/codex',
    version: '0.169.0',
    bin: 'codex',
    api: 'openai-responses',
    callName: (server, tool) => `mcp__${server.replace(/[^A-Za-z0-9_]/g, '_')}__${tool.replace(/[^A-Za-z0-9_]/g, '_')}`,
    invocation: (run) => ({
      args: ['exec', '--skip-git-repo-check', '--json', run.prompt],
      env: { CODEX_HOME: path.join(run.home, '.codex'), STANDIN_API_KEY: STAND_IN_KEY },
      files: {
        '.codex/config.toml': [
          `model = ${JSON.stringify(run.model ?? 'gpt-5.5')}`,
          'model_provider = "standin"',
          // Recordings wait the servers out; a first-turn recording leaves the default or sets the grace itself.
          ...(run.startupWait === 'default' ? [] : [`mcp_optional_startup_grace_ms = ${run.startupWait ?? 60000}`]),
          '[model_providers.standin]',
          'name = "stand-in"',
          `base_url = ${JSON.stringify(`${run.modelUrl}/v1`)}`,
          'wire_api = "responses"',
          'env_key = "STANDIN_API_KEY"',
          ...Object.entries(run.servers).flatMap(([name, s]) => [
            `[mcp_servers.${name}]`,
            `command = ${JSON.stringify(s.command)}`,
            `args = ${JSON.stringify(s.args)}`,
            ...(run.startupWait === undefined ? ['required = true', 'startup_timeout_sec = 60'] : []),
            'default_tools_approval_mode = "approve"',
          ]),
        ].join('\n'),
      },
    }),
  },
  // The function inside the `mcp__<server>` namespace, up front or in a tool_search output; results are the
  // function_call_output items' texts joined with "\n".
  recorded: {
    requestPath: /\/responses$/,
    entries(body, server, into) {
      const namespaces = [
        ...asArray(body.tools),
        ...asArray(body.input)
          .filter((item) => item.type === 'tool_search_output')
          .flatMap((item) => asArray(item.tools)),
      ];
      for (const namespace of namespaces.filter(
        (entry) => entry.type === 'namespace' && entry.name === `mcp__${server}`,
      ))
        for (const tool of asArray(namespace.tools)) into.set(String(tool.name), JSON.stringify(tool));
    },
    results: (last) =>
      asArray(last.input)
        .filter((item) => item.type === 'function_call_output')
        .map((item) => (typeof item.output === 'string' ? item.output : blockTexts(item.output))),
  },
};
