import type { RecordedRequest } from './model-stand-in.js';

type Json = Record<string, unknown>;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/**
 * One model request a real host sent, and what of it is one server's: `definitions` (its tool names announced, each
 * definition sent, each tool-search answer) and `results` (each earlier result of its tools as the model reads it),
 * as texts, in the request's order. The model's own calls are not in it.
 */
export interface RecordedTurn {
  definitions: string[];
  results: string[];
}

/** The hosts whose requests are read turn by turn: Claude Code (Anthropic Messages) and Gemini CLI (generateContent). */
export const TURN_HOSTS = ['claude-code', 'gemini-cli'] as const;

/**
 * Each request of a recorded session that carries the conversation (it offers tools: Gemini CLI's routing request
 * does not), and the server's share of it (session-turns.ts models the same from a run's figures):
 * - Claude Code: the server's tool names, one per line, where the request announces its deferred tools; each
 *   `tools[]` entry of the server sent up front (one with `defer_loading: true` is left out of the prompt by the
 *   Messages API); each `tool_reference` of a ToolSearch answer as the definition the API appends there (that tool's
 *   `tools[]` entry); each tool_result of a call of the server's tools (its texts joined with "\n").
 * - Gemini CLI: each function declaration of the server; each functionResponse of its tools (output, else error).
 */
export function recordedTurns(host: string, requests: RecordedRequest[], server: string): RecordedTurn[] {
  if (host === 'claude-code')
    return requests
      .filter((request) => /\/v1\/messages(\?|$)/.test(request.path) && isObject(request.body))
      .map((request) => claudeTurn(request.body as Json, server));
  if (host === 'gemini-cli')
    return requests
      .filter((request) => /:(stream)?[gG]enerateContent/.test(request.path) && isObject(request.body))
      .map((request) => request.body as Json)
      .filter((body) => asArray(body.tools).some((tool) => asArray(tool.functionDeclarations).length > 0))
      .map((body) => geminiTurn(body, server));
  throw new Error(`a session's turns are not read from ${host}'s requests (only ${TURN_HOSTS.join(', ')})`);
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

function claudeTurn(body: Json, server: string): RecordedTurn {
  const prefix = `mcp__${server}__`;
  const messages = asArray(body.messages);
  const blocks = messages.flatMap((message) => asArray(message.content));
  const texts = [
    ...(typeof body.system === 'string'
      ? [body.system]
      : asArray(body.system).map((block) => String(block.text ?? ''))),
    ...messages.flatMap((message) =>
      typeof message.content === 'string'
        ? [message.content]
        : asArray(message.content)
            .filter((block) => block.type === 'text')
            .map((block) => String(block.text)),
    ),
  ];
  const named = new RegExp(`^${prefix.replace(/[^A-Za-z0-9_]/g, '\\$&')}[A-Za-z0-9_-]+$`);
  const names = [...new Set(texts.flatMap((text) => text.split('\n')).filter((line) => named.test(line)))];
  const tools = asArray(body.tools).filter((tool) => String(tool.name).startsWith(prefix));
  const entries = new Map(tools.map((tool) => [String(tool.name), JSON.stringify(tool)]));
  const upFront = tools.filter((tool) => tool.defer_loading !== true).map((tool) => JSON.stringify(tool));
  const answers = blocks
    .filter((block) => block.type === 'tool_result')
    .flatMap((block) => asArray(block.content))
    .filter((inner) => inner.type === 'tool_reference' && String(inner.tool_name).startsWith(prefix))
    .map((inner) => entries.get(String(inner.tool_name)) ?? JSON.stringify(inner));
  const calls = new Set(
    blocks
      .filter((block) => block.type === 'tool_use' && String(block.name).startsWith(prefix))
      .map((block) => String(block.id)),
  );
  const results = blocks
    .filter((block) => block.type === 'tool_result' && calls.has(String(block.tool_use_id)))
    .map((block) =>
      typeof block.content === 'string'
        ? block.content
        : asArray(block.content)
            .map((inner) => String(inner.text ?? JSON.stringify(inner)))
            .join('\n'),
    );
  return { definitions: [...(names.length > 0 ? [names.join('\n')] : []), ...answers, ...upFront], results };
}

function geminiTurn(body: Json, server: string): RecordedTurn {
  const prefix = `mcp_${server}_`;
  const definitions = asArray(body.tools)
    .flatMap((tool) => asArray(tool.functionDeclarations))
    .filter((declaration) => String(declaration.name).startsWith(prefix))
    .map((declaration) => JSON.stringify(declaration));
  const results = asArray(body.contents)
    .flatMap((content) => asArray(content.parts))
    .filter((part) => isObject(part.functionResponse))
    .map((part) => part.functionResponse as Json)
    .filter((response) => String(response.name).startsWith(prefix))
    .map((response) => {
      const answer = (response.response ?? {}) as Json;
      return String(answer.output ?? answer.error ?? JSON.stringify(answer));
    });
  return { definitions, results };
}
