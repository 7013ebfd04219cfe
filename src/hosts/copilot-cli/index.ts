import path from 'node:path';
import { chatCompletionsReading } from '../chat-completions.js';
import { STAND_IN_KEY, type HostModule } from '../host-module.js';
import type { HostProfile } from '../host-profile.js';
import profile from './profile.json' with { type: 'json' };

export const copilotCli: HostModule = {
  profile: profile as HostProfile,
  program: {
    profile: 'copilot-cli',
    pkg: '@github/copilot',
    version: '1.0.102',
    bin: 'copilot',
    api: 'openai-chat',
    callName: (server, tool) => `${server}-${tool}`,
    invocation: (run) => ({
      args: [
        '-p',
        run.prompt,
        '--additional-mcp-config',
        `@${path.join(run.home, 'mcp.json')}`,
        '--allow-all-tools',
        '--no-color',
        ...(run.model ? ['--model', run.model] : []),
      ],
      env: {
        COPILOT_PROVIDER_BASE_URL: `${run.modelUrl}/v1`,
        COPILOT_PROVIDER_TYPE: 'openai',
        COPILOT_PROVIDER_API_KEY: STAND_IN_KEY,
        COPILOT_OFFLINE: 'true',
        COPILOT_MODEL: run.model ?? 'gpt-5.5',
        XDG_CONFIG_HOME: path.join(run.home, '.config'),
      },
      files: {
        'mcp.json': JSON.stringify({
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [
              name,
              { type: 'local', command: s.command, args: s.args, tools: ['*'] },
            ]),
          ),
        }),
      },
    }),
  },
  recorded: chatCompletionsReading((server) => `${server}-`),
};
