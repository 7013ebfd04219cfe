import { spawn } from 'node:child_process';
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';
import { rawConnection } from '../scripts/raw-session.mjs';

/**
 * A second way of counting, sharing no code with mcp-budget: a hand-written JSON-RPC client over stdio
 * (scripts/raw-session.mjs) that keeps the raw lines, and js-tiktoken (not gpt-tokenizer) for tokens.
 */
const encoder = new Tiktoken(o200k);
export function independentTokens(text: string): number {
  return encoder.encode(text, [], []).length;
}

/** The server started, its session initialized at 2025-11-25; `end` ends it. */
async function rawStart(command: string, args: string[], cwd: string) {
  const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'ignore'] });
  const connection = rawConnection(child);
  try {
    const initialized = await connection.initialize();
    return { ...connection, initialized, end: () => child.kill() };
  } catch (error) {
    child.kill();
    throw error;
  }
}

export async function rawToolsList(
  command: string,
  args: string[],
  cwd: string,
): Promise<Array<Record<string, unknown>>> {
  return (await rawListing(command, args, cwd)).tools;
}

/** tools/list and the serverInfo the server announced in its initialize result. */
export async function rawListing(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ tools: Array<Record<string, unknown>>; serverInfo: Record<string, unknown> }> {
  const server = await rawStart(command, args, cwd);
  try {
    const tools: Array<Record<string, unknown>> = [];
    let cursor: string | undefined;
    do {
      const { result } = JSON.parse(await server.request('tools/list', cursor ? { cursor } : {})) as {
        result: Record<string, unknown>;
      };
      tools.push(...(result.tools as Array<Record<string, unknown>>));
      cursor = result.nextCursor as string | undefined;
    } while (cursor);
    const { result } = JSON.parse(server.initialized) as { result: Record<string, unknown> };
    return { tools, serverInfo: result.serverInfo as Record<string, unknown> };
  } finally {
    server.end();
  }
}

/** The raw JSON-RPC response line to one tools/call, exactly as the server wrote it. */
export async function rawCall(
  command: string,
  args: string[],
  cwd: string,
  tool: string,
  toolArgs: Record<string, unknown>,
): Promise<string> {
  const server = await rawStart(command, args, cwd);
  try {
    return await server.request('tools/call', { name: tool, arguments: toolArgs });
  } finally {
    server.end();
  }
}

/**
 * Every page of each list method, by hand over stdio: the items, and each page's raw line as the server wrote it.
 * `reads`: resources/read answers, raw, by URI.
 */
export async function rawLists(
  command: string,
  args: string[],
  cwd: string,
  lists: Array<{ method: string; key: string }>,
  reads: string[] = [],
): Promise<{
  items: Record<string, Array<Record<string, unknown>>>;
  lines: Record<string, string[]>;
  reads: Record<string, string>;
}> {
  const { request, end } = await rawStart(command, args, cwd);
  try {
    const items: Record<string, Array<Record<string, unknown>>> = {};
    const lines: Record<string, string[]> = {};
    for (const { method, key } of lists) {
      items[method] = [];
      lines[method] = [];
      let cursor: string | undefined;
      do {
        const line = await request(method, cursor ? { cursor } : {});
        lines[method]!.push(line);
        const { result } = JSON.parse(line) as { result: Record<string, unknown> };
        items[method]!.push(...(result[key] as Array<Record<string, unknown>>));
        cursor = result.nextCursor as string | undefined;
      } while (cursor);
    }
    const answers: Record<string, string> = {};
    for (const uri of reads) answers[uri] = await request('resources/read', { uri });
    return { items, lines, reads: answers };
  } finally {
    end();
  }
}

/** The raw JSON-RPC answer line to each request (any method: prompts/get, resources/read…), in order, by hand over stdio. */
export async function rawRequests(
  command: string,
  args: string[],
  cwd: string,
  requests: Array<{ method: string; params: unknown }>,
): Promise<string[]> {
  const { request, end } = await rawStart(command, args, cwd);
  try {
    const lines: string[] = [];
    for (const { method, params } of requests) lines.push(await request(method, params));
    return lines;
  } finally {
    end();
  }
}
