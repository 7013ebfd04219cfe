import { geminiTurn } from './gemini-turns.js';
import { geminiLineageSettings } from '../gemini-settings.js';
import { asArray, STAND_IN_KEY, type HostModule, type HostName, type ResultParts } from '../host-module.js';
import type { HostProfile } from '../host-profile.js';
import { geminiCliParameters } from './gemini-schema.js';
import profile from './profile.json' with { type: 'json' };

/** Gemini CLI's generateValidName: `mcp_` prefix, invalid characters to `_`, over 63 the first 30 + "..." + the last 30. */
export function geminiName(raw: string): HostName {
  let name = raw.startsWith('mcp_') ? raw : `mcp_${raw}`;
  name = name.replace(/[^a-zA-Z0-9_\-.:]/g, '_');
  if (/^[^a-zA-Z_]/.test(name)) name = `_${name}`;
  if (name.length > 63) return { name: `${name.slice(0, 30)}...${name.slice(-30)}`, unshortened: name };
  return { name };
}

/** Gemini CLI's error result (recorded from 0.61.0): the call and the raw response, quoted in one message. */
function geminiError(call: { name: string; args: unknown }, response: unknown): string {
  return `MCP tool '${call.name}' reported tool error for function call: ${JSON.stringify({ name: call.name, args: call.args ?? {} })} with response: ${JSON.stringify([{ functionResponse: { name: call.name, response } }])}`;
}

/**
 * What its MCP client's callTool answers for a result whose structuredContent is not an object (its
 * McpComplianceTransport took it from the first text): the SDK's zod v4 CallToolResult check fails, and
 * McpCallableTool.callTool returns the ZodError's message (its issues, JSON with two-space indents) as the error
 * (recorded from 0.61.0: an array, a number, a string, a boolean and null).
 */
function rejectedResponse(structured: unknown): unknown {
  const received = structured === null ? 'null' : Array.isArray(structured) ? 'array' : typeof structured;
  const issues = [
    {
      expected: 'record',
      code: 'invalid_type',
      path: ['structuredContent'],
      message: `Invalid input: expected record, received ${received}`,
    },
  ];
  return { error: { message: JSON.stringify(issues, null, 2), isError: true } };
}

/** The raw result its client parsed: content, structuredContent (the server's or the one the client took), isError. */
function erroredResponse(page: ResultParts): unknown {
  const content = page.blocks ?? page.texts.map((text) => ({ type: 'text', text }));
  return { content, ...(page.structured === undefined ? {} : { structuredContent: page.structured }), isError: true };
}

export const geminiCli: HostModule = {
  profile: profile as HostProfile,
  errorResult: (page) =>
    page.call
      ? geminiError(page.call, page.rejected ? rejectedResponse(page.structured) : erroredResponse(page))
      : undefined,
  toolName: (_profile, server, tool) => geminiName(`${server}_${tool}`),
  requestEntry: (tool) => ({
    name: tool.name,
    description: tool.description,
    parametersJsonSchema: geminiCliParameters(tool.inputSchema ?? { type: 'object', properties: {} }),
  }),
  program: {
    profile: 'gemini-cli',
    pkg: '@google/gemini-cli',
    version: '0.61.0',
    bin: 'gemini',
    api: 'gemini',
    callName: (server, tool) => `mcp_${server}_${tool}`.replace(/[^a-zA-Z0-9_\-.:]/g, '_'),
    invocation: (run) => ({
      args: ['-p', run.prompt, '--yolo', '--output-format', 'json', ...(run.model ? ['--model', run.model] : [])],
      env: {
        GOOGLE_GEMINI_BASE_URL: run.modelUrl,
        GEMINI_API_KEY: STAND_IN_KEY,
        GEMINI_CLI_TRUST_WORKSPACE: 'true',
        GEMINI_CLI_NO_RELAUNCH: 'true',
      },
      files: {
        '.gemini/settings.json': geminiLineageSettings(run, 'gemini-api-key', 'timeout'),
      },
    }),
  },
  // Its function declarations; a result is the functionResponse's output (or error).
  recorded: {
    turn: geminiTurn,
    requestPath: /:(stream)?[gG]enerateContent/,
    entries(body, server, into) {
      for (const declaration of asArray(body.tools).flatMap((tool) => asArray(tool.functionDeclarations)))
        if (String(declaration.name).startsWith(`mcp_${server}_`))
          into.set(String(declaration.name).slice(`mcp_${server}_`.length), JSON.stringify(declaration));
    },
    results: (last) =>
      asArray(last.contents)
        .flatMap((content) => asArray(content.parts))
        .filter((part) => part.functionResponse)
        .map((part) => {
          const response = (part.functionResponse as Record<string, unknown>).response as Record<string, unknown>;
          return String(response.output ?? response.error ?? JSON.stringify(response));
        }),
  },
};
