import { asArray, blockTexts, type RecordedReading } from './host-module.js';

type Json = Record<string, unknown>;

/** A Chat Completions conversation's tool messages: the name of the call each answers, and its text. */
function toolMessages(body: Json): Array<{ call: string; text: string }> {
  const messages = asArray(body.messages);
  const names = new Map(
    messages
      .flatMap((m) => asArray(m.tool_calls))
      .map((c) => [String(c.id), String((c.function as Json | undefined)?.name)]),
  );
  return messages
    .filter((m) => m.role === 'tool')
    .map((m) => ({
      call: names.get(String(m.tool_call_id)) ?? '',
      text: typeof m.content === 'string' ? m.content : blockTexts(m.content),
    }));
}

/**
 * How the requests of a host that speaks OpenAI Chat Completions are read, given the prefix it puts before a server's
 * tool names: its `tools[]` functions, and the `<function>{declaration}</function>` entries of a tool_search answer
 * (Qwen Code's deferred tools).
 */
export function chatCompletionsReading(prefixOf: (server: string) => string): RecordedReading {
  return {
    requestPath: /\/chat\/completions$/,
    entries(body, server, into) {
      const prefix = prefixOf(server);
      for (const tool of asArray(body.tools)) {
        const name = String((tool.function as Json | undefined)?.name ?? '');
        if (name.startsWith(prefix)) into.set(name.slice(prefix.length), JSON.stringify(tool));
      }
      for (const text of toolMessages(body)
        .filter((m) => m.call === 'tool_search')
        .map((m) => m.text)) {
        for (const [, declaration] of text.matchAll(/<function>(.*?)<\/function>/g)) {
          const name = String((JSON.parse(declaration!) as Json).name);
          if (name.startsWith(prefix)) into.set(name.slice(prefix.length), declaration!);
        }
      }
    },
    results: (last) =>
      toolMessages(last)
        .filter((m) => m.call !== 'tool_search')
        .map((m) => m.text),
  };
}
