import type { RecordedRequest } from './model-stand-in.js';
import { showControls } from '../../text/untrusted.js';

type Json = Record<string, unknown>;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** The hosts that speak OpenAI Chat Completions, and the prefix each puts before a server's tool names. */
const CHAT_PREFIX: Record<string, (server: string) => string> = {
  'copilot-cli': (server) => `${server}-`,
  opencode: (server) => `${server.replace(/[^a-zA-Z0-9_-]/g, '_')}_`,
  'qwen-code': (server) => `mcp__${server}__`,
};

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
      text:
        typeof m.content === 'string'
          ? m.content
          : asArray(m.content)
              .map((part) => String(part.text ?? JSON.stringify(part)))
              .join('\n'),
    }));
}

/** The host's requests to its model proper (not count_tokens, not a model listing), in order. */
function modelRequests(host: string, requests: RecordedRequest[]): Json[] {
  const path =
    host === 'claude-code'
      ? /\/v1\/messages(\?|$)/
      : host === 'codex'
        ? /\/responses$/
        : CHAT_PREFIX[host]
          ? /\/chat\/completions$/
          : /:(stream)?[gG]enerateContent/;
  return requests
    .filter((request) => path.test(request.path) && typeof request.body === 'object' && request.body !== null)
    .map((request) => request.body as Json);
}

/**
 * Each of `server`'s tools as the host last sent it, by the tool's MCP name, serialized compactly: Claude Code's
 * tools[] entry, the function inside Codex's `mcp__<server>` namespace (up front or in a tool_search output),
 * Gemini CLI's function declaration.
 */
export function recordedEntries(host: string, requests: RecordedRequest[], server: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const body of modelRequests(host, requests)) {
    if (host === 'claude-code') {
      for (const tool of asArray(body.tools))
        if (String(tool.name).startsWith(`mcp__${server}__`))
          entries.set(String(tool.name).slice(`mcp__${server}__`.length), JSON.stringify(tool));
    } else if (CHAT_PREFIX[host]) {
      const prefix = CHAT_PREFIX[host](server);
      for (const tool of asArray(body.tools)) {
        const name = String((tool.function as Json | undefined)?.name ?? '');
        if (name.startsWith(prefix)) entries.set(name.slice(prefix.length), JSON.stringify(tool));
      }
      // Qwen Code's tool_search answers with a <functions> block: one <function>{declaration}</function> per tool.
      for (const text of toolMessages(body)
        .filter((m) => m.call === 'tool_search')
        .map((m) => m.text)) {
        for (const [, declaration] of text.matchAll(/<function>(.*?)<\/function>/g)) {
          const name = String((JSON.parse(declaration!) as Json).name);
          if (name.startsWith(prefix)) entries.set(name.slice(prefix.length), declaration!);
        }
      }
    } else if (host === 'codex') {
      const namespaces = [
        ...asArray(body.tools),
        ...asArray(body.input)
          .filter((item) => item.type === 'tool_search_output')
          .flatMap((item) => asArray(item.tools)),
      ];
      for (const namespace of namespaces.filter(
        (entry) => entry.type === 'namespace' && entry.name === `mcp__${server}`,
      )) {
        for (const tool of asArray(namespace.tools)) entries.set(String(tool.name), JSON.stringify(tool));
      }
    } else {
      for (const declaration of asArray(body.tools).flatMap((tool) => asArray(tool.functionDeclarations))) {
        if (String(declaration.name).startsWith(`mcp_${server}_`))
          entries.set(String(declaration.name).slice(`mcp_${server}_`.length), JSON.stringify(declaration));
      }
    }
  }
  return entries;
}

/**
 * What the model received of each MCP tool call, in call order, from the host's last request: the text of Claude
 * Code's tool_result (its blocks' texts joined), Codex's function_call_output items' texts joined with "\n", Gemini
 * CLI's functionResponse output (or error). Tool-search steps are left out.
 */
export function recordedResults(host: string, requests: RecordedRequest[]): string[] {
  const last = modelRequests(host, requests).at(-1);
  if (!last) return [];
  if (host === 'claude-code') {
    return asArray(last.messages)
      .filter((m) => m.role === 'user')
      .flatMap((m) => asArray(m.content))
      .filter((block) => block.type === 'tool_result')
      .filter((block) => !asArray(block.content).some((inner) => inner.type === 'tool_reference'))
      .map((block) =>
        typeof block.content === 'string'
          ? block.content
          : asArray(block.content)
              .map((inner) => String(inner.text ?? JSON.stringify(inner)))
              .join('\n'),
      );
  }
  if (CHAT_PREFIX[host]) {
    return toolMessages(last)
      .filter((m) => m.call !== 'tool_search')
      .map((m) => m.text);
  }
  if (host === 'codex') {
    return asArray(last.input)
      .filter((item) => item.type === 'function_call_output')
      .map((item) =>
        typeof item.output === 'string'
          ? item.output
          : asArray(item.output)
              .map((inner) => String(inner.text ?? JSON.stringify(inner)))
              .join('\n'),
      );
  }
  return asArray(last.contents)
    .flatMap((content) => asArray(content.parts))
    .filter((part) => part.functionResponse)
    .map((part) => {
      const response = (part.functionResponse as Json).response as Json;
      return String(response.output ?? response.error ?? JSON.stringify(response));
    });
}

/**
 * The parts of a recorded text that depend on the machine and the moment, each replaced by one placeholder: a
 * saved file's path, Codex's wall time, the count in Codex's truncation marker.
 */
export function withoutMachineParts(text: string): string {
  return text
    .replace(/\/[^\s"'`]*\/(tool-results|tool-outputs|tool-output)\/[^\s"'`]+?(?=\.?(\s|$|"|'))/g, '<saved file>')
    .replace(/\/[^\s"'`]*\/\d+-copilot-tool-output-[0-9a-f]+\.txt/g, '<saved file>')
    .replace(/Wall time: \d+\.\d+ seconds/g, 'Wall time: <t> seconds')
    .replace(/…\d+ tokens truncated…/g, '…<n> tokens truncated…');
}

/** What a recording keeps: each tool's entry as sent, and each result as the model received it, machine parts out. */
export interface RecordedRun {
  entries: Record<string, string>;
  results: string[];
  /** Whether the first request already held the server's definitions (false: deferred behind tool search). */
  upFront: boolean;
}

export function summarizeRun(host: string, requests: RecordedRequest[], server: string): RecordedRun {
  // The first request that offers any tool (Gemini CLI first asks a router model, with none).
  const first = modelRequests(host, requests).find((body) => asArray(body.tools).length > 0);
  const upFront =
    first !== undefined &&
    recordedEntries(
      host,
      [{ method: 'POST', path: requests.find((r) => r.body === first)!.path, body: first, raw: '' }],
      server,
    ).size > 0;
  return {
    entries: Object.fromEntries([...recordedEntries(host, requests, server)].sort(([a], [b]) => a.localeCompare(b))),
    results: recordedResults(host, requests).map(withoutMachineParts),
    upFront,
  };
}

/** A committed recording: one host version's runs of the recorded fixture set. */
export interface HostRecordingFile {
  host: string;
  pkg: string;
  version: string;
  recorded: string;
  runs: Record<string, RecordedRun>;
}

/** What changed between two recordings of one run, one line each (tool entries, results, deferral). */
export function recordingChanges(was: RecordedRun | undefined, now: RecordedRun): string[] {
  if (!was) return ['new run: nothing committed to compare with'];
  const lines: string[] = [];
  if (was.upFront !== now.upFront)
    lines.push(`definitions ${now.upFront ? 'now sent up front' : 'now deferred behind tool search'}`);
  for (const key of new Set([...Object.keys(was.entries), ...Object.keys(now.entries)])) {
    const before = was.entries[key];
    const after = now.entries[key];
    if (before === after) continue;
    // The host's copy of a server's tool name: one line, its controls shown, never sent to the terminal.
    const name = showControls(key);
    lines.push(
      before === undefined
        ? `tool ${name}: now sent (${Buffer.byteLength(after!)} B)`
        : after === undefined
          ? `tool ${name}: no longer sent`
          : `tool ${name}: ${Buffer.byteLength(before)} B → ${Buffer.byteLength(after)} B as sent`,
    );
  }
  now.results.forEach((result, index) => {
    const before = was.results[index];
    if (before !== result)
      lines.push(
        `result ${index + 1}: ${before === undefined ? 'new' : `${Buffer.byteLength(before)} B → ${Buffer.byteLength(result)} B as received`}`,
      );
  });
  return lines;
}
