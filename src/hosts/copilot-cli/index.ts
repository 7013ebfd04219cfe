import path from 'node:path';
import { chatCompletionsReading } from '../chat-completions.js';
import { STAND_IN_KEY, type HostModule, type ResultParts } from '../host-module.js';
import type { HostProfile, ResultSpill } from '../host-profile.js';
import profile from './profile.json' with { type: 'json' };

/** Where Copilot CLI saved a result, as a stand-in path of its shape (its temp folder, a time and a digest). */
const COPILOT_SAVED_FILE = '/tmp/1796160000000-copilot-tool-output-0123456789abcdef0123456789abcdef.txt';

/** Copilot CLI's note for a result over its threshold (recorded from 1.0.102; the path stands in). */
function copilotTempFile(text: string, spill: ResultSpill): string {
  const size = `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
  return `Output too large to read at once (${size}). Saved to: ${COPILOT_SAVED_FILE}\nConsider using tools like rg (for searching), head/tail (for viewing start/end), view with view_range (for specific sections), or jq (for JSON) to examine portions of the output.\n\nPreview (first ${spill.previewChars} chars):\n${text.slice(0, spill.previewChars)}`;
}

/** The texts joined, then a blank line and the structuredContent JSON, unless that JSON is the joined text exactly. */
function withStructured(page: ResultParts, separator: string): string {
  const text = page.texts.join(separator);
  const json = page.structured === undefined ? undefined : JSON.stringify(page.structured);
  const { structuredOnceWhenSame, structuredSeparator } = (profile as HostProfile).facts;
  if (json === undefined || (structuredOnceWhenSame?.value === true && json === text)) return text;
  return `${text}${structuredSeparator?.value ?? '\n'}${json}`;
}

export const copilotCli: HostModule = {
  profile: profile as HostProfile,
  // Its error result names the server, then the texts joined as its blocks are and, as on a result, the
  // structuredContent JSON unless it is that text (recorded from 1.0.102).
  errorResult: (page, separator) => `MCP server '${page.call?.server ?? 'server'}': ${withStructured(page, separator)}`,
  spilledResult: (_page, text, spill) => copilotTempFile(text, spill),
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
