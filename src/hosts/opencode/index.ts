import path from 'node:path';
import { chatCompletionsReading } from '../chat-completions.js';
import { STAND_IN_KEY, type HostModule } from '../host-module.js';
import type { HostProfile } from '../host-profile.js';
import profile from './profile.json' with { type: 'json' };

/** opencode 1.18.33: characters outside a-zA-Z0-9_- become "_", in the server and the tool part alike (its profile). */
const sanitize = (text: string) => text.replace(/[^a-zA-Z0-9_-]/g, '_');

export const opencode: HostModule = {
  profile: profile as HostProfile,
  // opencode 1.18.33 throws the error's non-blank texts, joined by a blank line, and its model reads the message.
  errorResult: (page) => page.texts.filter((t) => t.trim()).join('\n\n') || 'MCP tool returned an error',
  toolName: (_profile, server, tool) => ({ name: `${sanitize(server)}_${sanitize(tool)}` }),
  program: {
    profile: 'opencode',
    pkg: 'opencode-ai',
    version: '1.18.33',
    bin: 'opencode',
    api: 'openai-chat',
    callName: (server, tool) => `${server}_${tool}`.replace(/[^a-zA-Z0-9_-]/g, '_'),
    invocation: (run) => ({
      args: ['run', '--model', `standin/${run.model ?? 'gpt-5.5'}`, run.prompt],
      env: {
        OPENCODE_CONFIG: path.join(run.home, 'opencode.json'),
        OPENCODE_DISABLE_MODELS_FETCH: 'true',
        OPENCODE_DISABLE_AUTOUPDATE: 'true',
        OPENCODE_DISABLE_SHARE: 'true',
        OPENCODE_DISABLE_DEFAULT_PLUGINS: 'true',
        OPENCODE_DISABLE_CLAUDE_CODE: 'true',
        XDG_CONFIG_HOME: path.join(run.home, '.config'),
        XDG_DATA_HOME: path.join(run.home, '.local', 'share'),
      },
      files: {
        'opencode.json': JSON.stringify({
          $schema: 'https://opencode.ai/config.json',
          autoupdate: false,
          share: 'disabled',
          permission: { '*': 'allow' },
          provider: {
            standin: {
              npm: '@ai-sdk/openai-compatible',
              name: 'stand-in',
              options: { baseURL: `${run.modelUrl}/v1`, apiKey: STAND_IN_KEY },
              models: { [run.model ?? 'gpt-5.5']: { name: run.model ?? 'gpt-5.5', tool_call: true } },
            },
          },
          mcp: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [
              name,
              {
                type: 'local',
                command: [s.command, ...s.args],
                enabled: true,
                ...(typeof run.startupWait === 'number' ? { timeout: run.startupWait } : {}),
              },
            ]),
          ),
        }),
      },
    }),
  },
  recorded: chatCompletionsReading((server) => `${sanitize(server)}_`),
};
