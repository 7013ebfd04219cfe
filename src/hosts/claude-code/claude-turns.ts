import type { RecordedTurn } from '../host-module.js';

type Json = Record<string, unknown>;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/**
 * The server's share of one Messages request Claude Code sent: its tool names, one per line, where the request
 * announces its deferred tools; each `tools[]` entry of the server sent up front (one with `defer_loading: true` is
 * left out of the prompt by the Messages API); each `tool_reference` of a ToolSearch answer as the definition the API
 * appends there (that tool's `tools[]` entry); each tool_result of a call of the server's tools (its texts joined with
 * "\n").
 */
export function claudeTurn(body: Json, server: string): RecordedTurn {
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
