import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted call: the tool's name as the host shows it to its model, and the fixture's arguments. */
export interface ScriptedCall {
  name: string;
  args: Record<string, unknown>;
}

/**
 * How the scripted model searches deferred tools: by default one search loads every listed tool of the called
 * servers (so tools only listed are recorded as sent too); `searchCallsOnly` loads only the tools it will call, in
 * the order it calls them, as a model that knows its plan does (a session's turns, test/hosts/real-hosts-sessions.test.ts).
 */
export interface StandInScript {
  searchCallsOnly?: boolean;
}

/** One request a host sent its model: the path, and the parsed body (the raw text where it was not JSON). */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  raw: string;
}

export interface ModelStandIn {
  /** http://127.0.0.1:port, without a trailing slash. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/**
 * A loopback stand-in for a model API, on the wire: Anthropic Messages (with count_tokens, streaming or not), the
 * OpenAI Responses API (streamed), OpenAI Chat Completions (streaming or not) and Gemini generateContent / streamGenerateContent. It records every request and
 * answers the way a model following a script would: call each scripted tool in turn (through Claude Code's
 * ToolSearch or Codex's tool_search first when the host deferred it), then end with a text. It keeps no state
 * between requests: what was called is read from the conversation the host sends back. `countTokens` answers
 * Anthropic's count_tokens (a stand-in count: the caller's tokenizer, not Anthropic's).
 */
export async function startModelStandIn(
  calls: ScriptedCall[],
  countTokens: (text: string) => number = (text) => Math.ceil(text.length / 4),
  script: StandInScript = {},
  at?: { socket: string; url: string },
): Promise<ModelStandIn> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        // kept as text
      }
      const url = request.url ?? '/';
      requests.push({ method: request.method ?? 'GET', path: url, body, raw });
      answer(url, body as Json, calls, response, countTokens, script);
    });
  });
  // On a unix socket (`at`): a sandboxed host reaches it through a forwarder on its own loopback, at `at.url`.
  if (at) await new Promise<void>((resolve) => server.listen(at.socket, resolve));
  else await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: at ? at.url : `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(
  url: string,
  body: Json,
  calls: ScriptedCall[],
  response: http.ServerResponse,
  countTokens: (text: string) => number,
  script: StandInScript,
): void {
  const path = url.split('?')[0]!;
  // Claude Code asks for a large result's count before it decides how to spill it: the count is the caller's.
  if (path.endsWith('/count_tokens'))
    return json(response, { input_tokens: countTokens(textsOf(body.messages).join('\n')) });
  if (path.endsWith('/messages')) return anthropic(body, calls, response, script);
  if (path.endsWith('/responses')) return responses(body, calls, response);
  if (path.endsWith('/chat/completions')) return chatCompletions(body, calls, response, script);
  if (/:(stream)?[gG]enerateContent$/.test(path)) return gemini(path, body, calls, response);
  if (path.endsWith(':countTokens')) return json(response, { totalTokens: Math.ceil(JSON.stringify(body).length / 4) });
  if (path.endsWith('/models')) return json(response, { object: 'list', data: [], models: [] });
  response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not stood in"}}');
}

/** The next scripted call not yet made, given the tool names called so far in the conversation. */
function nextCall(called: string[], calls: ScriptedCall[]): ScriptedCall | undefined {
  let made = 0;
  for (const name of called) if (made < calls.length && name === calls[made]!.name) made++;
  return calls[made];
}

function anthropic(body: Json, calls: ScriptedCall[], response: http.ServerResponse, script: StandInScript): void {
  const offered = asArray(body.tools).map((tool) => String(tool.name));
  const called = asArray(body.messages)
    .filter((m) => m.role === 'assistant')
    .flatMap((m) => asArray(m.content))
    .filter((b) => b.type === 'tool_use')
    .map((b) => String(b.name));
  const next = offered.length > 0 ? nextCall(called, calls) : undefined;
  let block: Json = { type: 'text', text: 'Done.' };
  if (next && offered.includes(next.name))
    block = { type: 'tool_use', id: `toolu_${called.length + 1}`, name: next.name, input: next.args };
  else if (next && offered.includes('ToolSearch') && !called.includes('ToolSearch'))
    block = {
      type: 'tool_use',
      id: `toolu_${called.length + 1}`,
      name: 'ToolSearch',
      input: {
        query: `select:${deferredNames(body, calls, script).join(',')}`,
        max_results: deferredNames(body, calls, script).length,
      },
    };
  const stop = block.type === 'tool_use' ? 'tool_use' : 'end_turn';
  const message = {
    id: `msg_${Date.now()}`,
    type: 'message',
    role: 'assistant',
    model: String(body.model ?? 'claude'),
    content: [block],
    stop_reason: stop,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
  if (body.stream !== true) return json(response, message);
  const events: Array<[string, Json]> = [
    ['message_start', { type: 'message_start', message: { ...message, content: [], stop_reason: null } }],
    [
      'content_block_start',
      {
        type: 'content_block_start',
        index: 0,
        content_block: block.type === 'tool_use' ? { ...block, input: {} } : { type: 'text', text: '' },
      },
    ],
    [
      'content_block_delta',
      {
        type: 'content_block_delta',
        index: 0,
        delta:
          block.type === 'tool_use'
            ? { type: 'input_json_delta', partial_json: JSON.stringify(block.input) }
            : { type: 'text_delta', text: block.text },
      },
    ],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    [
      'message_delta',
      { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 10 } },
    ],
    ['message_stop', { type: 'message_stop' }],
  ];
  sse(response, events);
}

function responses(body: Json, calls: ScriptedCall[], response: http.ServerResponse): void {
  const input = asArray(body.input);
  const callName = (item: Json) =>
    typeof item.namespace === 'string' ? `${item.namespace}__${String(item.name)}` : String(item.name);
  const called = input
    .filter((item) => item.type === 'function_call' || item.type === 'tool_search_call')
    .map((item) => (item.type === 'tool_search_call' ? 'tool_search' : callName(item)));
  const tools = asArray(body.tools);
  const next = tools.length > 0 ? nextCall(called, calls) : undefined;
  const id = `resp_${Date.now()}`;
  const items: Json[] = [];
  // Codex groups a server's tools in a namespace entry (`mcp__s` holding `t`), up front or in a tool_search output.
  const callable = new Map<string, Json>();
  const visit = (entry: Json) => {
    if (entry.type === 'namespace')
      for (const inner of asArray(entry.tools))
        callable.set(`${String(entry.name)}__${String(inner.name)}`, { namespace: entry.name, name: inner.name });
    else if (typeof entry.name === 'string') callable.set(entry.name, { name: entry.name });
  };
  tools.forEach(visit);
  input.filter((item) => item.type === 'tool_search_output').forEach((item) => asArray(item.tools).forEach(visit));
  const target = next ? callable.get(next.name) : undefined;
  if (next && !target && tools.some((tool) => tool.type === 'tool_search') && !called.includes('tool_search')) {
    items.push({
      type: 'tool_search_call',
      id: `ts_${called.length}`,
      call_id: `call_ts_${called.length}`,
      status: 'completed',
      execution: 'client',
      // One search loads every scripted tool: a limit below the number of calls left the rest uncallable.
      arguments: { query: calls.map((c) => c.name.split('__').pop()).join(' '), limit: Math.max(8, calls.length) },
    });
  } else if (next && target) {
    items.push({
      type: 'function_call',
      id: `fc_${called.length}`,
      call_id: `call_${called.length + 1}`,
      ...target,
      arguments: JSON.stringify(next.args),
    });
  } else {
    items.push({
      type: 'message',
      id: `msg_${called.length}`,
      role: 'assistant',
      content: [{ type: 'output_text', text: 'Done.', annotations: [] }],
    });
  }
  const events: Array<[string, Json]> = [['response.created', { type: 'response.created', response: { id } }]];
  items.forEach((item, index) => {
    events.push(['response.output_item.added', { type: 'response.output_item.added', output_index: index, item }]);
    events.push(['response.output_item.done', { type: 'response.output_item.done', output_index: index, item }]);
  });
  events.push([
    'response.completed',
    {
      type: 'response.completed',
      response: {
        id,
        output: items,
        usage: {
          input_tokens: 10,
          input_tokens_details: null,
          output_tokens: 10,
          output_tokens_details: null,
          total_tokens: 20,
        },
      },
    },
  ]);
  sse(response, events);
}

/** OpenAI Chat Completions (Copilot CLI, opencode, Qwen Code): one tool call per turn, streamed when asked. */
function chatCompletions(
  body: Json,
  calls: ScriptedCall[],
  response: http.ServerResponse,
  script: StandInScript,
): void {
  const offered = asArray(body.tools).map((tool) => String((tool.function as Json | undefined)?.name ?? tool.name));
  // Qwen Code's bridge: a deferred tool is called through tool_call {name, arguments}; count the inner name.
  const called = asArray(body.messages)
    .filter((m) => m.role === 'assistant')
    .flatMap((m) => asArray(m.tool_calls))
    .map((c) => {
      const fn = (c.function as Json | undefined) ?? {};
      if (fn.name !== 'tool_call') return String(fn.name);
      try {
        return String((JSON.parse(String(fn.arguments)) as Json).name);
      } catch {
        return 'tool_call';
      }
    });
  const next = offered.length > 0 ? nextCall(called, calls) : undefined;
  const id = `chatcmpl_${Date.now()}`;
  const model = String(body.model ?? 'gpt');
  const created = Math.floor(Date.now() / 1000);
  const usage = { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 };
  const id_ = `call_${called.length + 1}`;
  const fn = (name: string, args: unknown) => ({
    id: id_,
    type: 'function',
    function: { name, arguments: JSON.stringify(args) },
  });
  const toolCall = !next
    ? undefined
    : offered.includes(next.name)
      ? fn(next.name, next.args)
      : offered.includes('tool_search') && !called.includes('tool_search')
        ? fn('tool_search', {
            query: `select:${deferredNames({ messages: body.messages }, calls, script).join(',')}`,
            max_results: Math.min(20, deferredNames({ messages: body.messages }, calls, script).length),
          })
        : offered.includes('tool_call')
          ? fn('tool_call', { name: next.name, arguments: next.args })
          : undefined;
  const finish = toolCall ? 'tool_calls' : 'stop';
  const message: Json = toolCall
    ? { role: 'assistant', content: null, tool_calls: [toolCall] }
    : { role: 'assistant', content: 'Done.' };
  if (body.stream !== true)
    return json(response, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message, finish_reason: finish }],
      usage,
    });
  const chunk = (delta: Json, finishReason: string | null, extra: Json = {}) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
    ...extra,
  });
  const chunks = [
    chunk({ role: 'assistant', content: toolCall ? null : '' }, null),
    chunk(toolCall ? { tool_calls: [{ index: 0, ...toolCall }] } : { content: 'Done.' }, null),
    chunk({}, finish, { usage }),
  ];
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.end(`${chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('')}data: [DONE]\n\n`);
}

function gemini(path: string, body: Json, calls: ScriptedCall[], response: http.ServerResponse): void {
  const declared = asArray(body.tools)
    .flatMap((tool) => asArray(tool.functionDeclarations))
    .map((d) => String(d.name));
  const called = asArray(body.contents)
    .filter((c) => c.role === 'model')
    .flatMap((c) => asArray(c.parts))
    .filter((p) => p.functionCall)
    .map((p) => String((p.functionCall as Json).name));
  const next = declared.length > 0 ? nextCall(called, calls) : undefined;
  const wantsJson = typeof (body.generationConfig as Json | undefined)?.responseMimeType === 'string';
  const part =
    next && declared.includes(next.name)
      ? { functionCall: { name: next.name, args: next.args } }
      : { text: wantsJson ? '{"reasoning":"done","next_speaker":"user"}' : 'Done.' };
  const chunk = {
    candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
    modelVersion: 'gemini',
  };
  if (!path.includes(':stream')) return json(response, chunk);
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.end(`data: ${JSON.stringify(chunk)}\r\n\r\n`);
}

/**
 * The deferred tools to load through ToolSearch: every name the host listed that shares a server prefix with a
 * scripted call (so tools that are only listed, never called, are recorded as the model would get them too).
 */
function deferredNames(body: Json, calls: ScriptedCall[], script: StandInScript = {}): string[] {
  if (script.searchCallsOnly) return [...new Set(calls.map((call) => call.name))];
  const prefixes = new Set(calls.map((call) => call.name.replace(/__[^_]+(?:_[^_]+)*$/, '__')));
  const listed = [...new Set(JSON.stringify([body.system, body.messages]).match(/mcp__[A-Za-z0-9_-]+/g) ?? [])];
  const names = listed.filter((name) => [...prefixes].some((prefix) => name.startsWith(prefix)));
  return [...new Set([...calls.map((call) => call.name), ...names])];
}

/** Every text in a Messages API conversation, in order. */
function textsOf(messages: unknown): string[] {
  return asArray(messages).flatMap((message) =>
    typeof message.content === 'string'
      ? [message.content]
      : asArray(message.content).flatMap((block) =>
          typeof block.text === 'string'
            ? [block.text]
            : typeof block.content === 'string'
              ? [block.content]
              : textsOf([{ content: block.content }]),
        ),
  );
}

function json(response: http.ServerResponse, value: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

function sse(response: http.ServerResponse, events: Array<[string, Json]>): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.end(events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''));
}
