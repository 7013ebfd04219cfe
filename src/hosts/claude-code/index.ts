import { claudeTurn } from './claude-turns.js';
import path from 'node:path';
import { asArray, blockTexts, STAND_IN_KEY, type HostModule } from '../host-module.js';
import type { HostProfile } from '../host-profile.js';
import { claudeTooManyTokens, persistedOutput } from './claude-results.js';
import profile from './profile.json' with { type: 'json' };

/** Claude Code: characters outside A-Za-z0-9_- in the server name become "_" (its docs, via its profile's toolName). */
const serverPart = (server: string) => server.replace(/[^A-Za-z0-9_-]/g, '_');

export const claudeCode: HostModule = {
  profile: profile as HostProfile,
  toolName: (_profile, server, tool) => ({ name: `mcp__${serverPart(server)}__${tool}` }),
  spilledResult: persistedOutput,
  overCapResult: claudeTooManyTokens,
  program: {
    profile: 'claude-code',
    pkg: '@anthropic-ai/claude-code',
    version: '2.1.328',
    bin: 'claude',
    api: 'anthropic',
    callName: (server, tool) => `mcp__${serverPart(server)}__${tool}`,
    invocation: (run) => ({
      args: [
        '-p',
        run.prompt,
        '--mcp-config',
        path.join(run.home, 'mcp.json'),
        '--strict-mcp-config',
        '--allowedTools',
        run.allowed.join(','),
        '--output-format',
        'json',
        ...(run.model ? ['--model', run.model] : []),
      ],
      env: {
        ANTHROPIC_BASE_URL: run.modelUrl,
        ANTHROPIC_API_KEY: STAND_IN_KEY,
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        DISABLE_AUTOUPDATER: '1',
        ...(run.deferral === false ? { ENABLE_TOOL_SEARCH: 'false' } : {}),
        // Told how long to wait for the servers at start (its profile's startupWait): MCP_TIMEOUT.
        ...(typeof run.startupWait === 'number' ? { MCP_TIMEOUT: String(run.startupWait) } : {}),
      },
      files: {
        'mcp.json': JSON.stringify({
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [name, { type: 'stdio', command: s.command, args: s.args }]),
          ),
        }),
      },
    }),
  },
  // Its tools[] entries; a result is the tool_result's blocks' texts joined (tool search's references left out).
  recorded: {
    turn: claudeTurn,
    requestPath: /\/v1\/messages(\?|$)/,
    entries(body, server, into) {
      for (const tool of asArray(body.tools))
        if (String(tool.name).startsWith(`mcp__${server}__`))
          into.set(String(tool.name).slice(`mcp__${server}__`.length), JSON.stringify(tool));
    },
    results: (last) =>
      asArray(last.messages)
        .filter((m) => m.role === 'user')
        .flatMap((m) => asArray(m.content))
        .filter((block) => block.type === 'tool_result')
        .filter((block) => !asArray(block.content).some((inner) => inner.type === 'tool_reference'))
        .map((block) => (typeof block.content === 'string' ? block.content : blockTexts(block.content))),
  },
};
