import { spawn } from 'node:child_process';
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';

/**
 * A second way of counting, sharing no code with mcp-budget: a hand-written JSON-RPC client over stdio that
 * keeps the raw tools/list lines, and js-tiktoken (not gpt-tokenizer) for tokens.
 */
const encoder = new Tiktoken(o200k);
export function independentTokens(text: string): number {
  return encoder.encode(text, [], []).length;
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
  const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = '';
  const waiting = new Map<number, (message: { result: Record<string, unknown> }) => void>();
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      const message = JSON.parse(line);
      waiting.get(message.id)?.(message);
    }
  });
  let id = 0;
  const request = (method: string, params: unknown) =>
    new Promise<{ result: Record<string, unknown> }>((resolve) => {
      waiting.set(++id, resolve);
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  const initialized = await request('initialize', {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'raw', version: '0' },
  });
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  const tools: Array<Record<string, unknown>> = [];
  let cursor: string | undefined;
  do {
    const { result } = await request('tools/list', cursor ? { cursor } : {});
    tools.push(...(result.tools as Array<Record<string, unknown>>));
    cursor = result.nextCursor as string | undefined;
  } while (cursor);
  child.kill();
  return { tools, serverInfo: initialized.result.serverInfo as Record<string, unknown> };
}

/** The raw JSON-RPC response line to one tools/call, exactly as the server wrote it. */
export async function rawCall(
  command: string,
  args: string[],
  cwd: string,
  tool: string,
  toolArgs: Record<string, unknown>,
): Promise<string> {
  const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = '';
  const lines: string[] = [];
  let notify: (() => void) | undefined;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf('\n')) !== -1) {
      lines.push(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
      notify?.();
    }
  });
  const next = () =>
    new Promise<string>((resolve) => {
      const take = () => (lines.length > 0 ? resolve(lines.shift()!) : (notify = take));
      take();
    });
  child.stdin.write(
    `${JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
    })}\n`,
  );
  await next();
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  child.stdin.write(
    `${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: tool, arguments: toolArgs } })}\n`,
  );
  const line = await next();
  child.kill();
  return line;
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
  const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = '';
  const waiting = new Map<number, (line: string) => void>();
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      const message = JSON.parse(line) as { id?: number };
      if (message.id !== undefined) waiting.get(message.id)?.(line);
    }
  });
  let id = 0;
  const request = (method: string, params: unknown) =>
    new Promise<string>((resolve) => {
      waiting.set(++id, resolve);
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  try {
    await request('initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'raw', version: '0' },
    });
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
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
    child.kill();
  }
}

/** The raw JSON-RPC answer line to each request (any method: prompts/get, resources/read…), in order, by hand over stdio. */
export async function rawRequests(
  command: string,
  args: string[],
  cwd: string,
  requests: Array<{ method: string; params: unknown }>,
): Promise<string[]> {
  const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = '';
  const waiting = new Map<number, (line: string) => void>();
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      const message = JSON.parse(line) as { id?: number };
      if (message.id !== undefined) waiting.get(message.id)?.(line);
    }
  });
  let id = 0;
  const request = (method: string, params: unknown) =>
    new Promise<string>((resolve) => {
      waiting.set(++id, resolve);
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  try {
    await request('initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'raw', version: '0' },
    });
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    const lines: string[] = [];
    for (const { method, params } of requests) lines.push(await request(method, params));
    return lines;
  } finally {
    child.kill();
  }
}
