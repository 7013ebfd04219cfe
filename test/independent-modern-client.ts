import { spawn } from 'node:child_process';
import { rawConnection } from '../scripts/raw-session.mjs';

/**
 * An independent client for revision 2026-07-28, sharing no code with mcp-budget or the SDK: server/discover, then
 * tools/list and tools/call with the per-request _meta envelope, over stdio by hand (scripts/raw-session.mjs).
 * Returns the raw lines.
 */
export interface ModernExchange {
  discover: Record<string, unknown>;
  tools: Array<Record<string, unknown>>;
  /** Each tools/list page and tools/call answer exactly as the server wrote it. */
  listLines: string[];
  callLines: string[];
}

const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'independent', version: '0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

export async function modernExchange(
  command: string,
  args: string[],
  cwd: string,
  calls: Array<{ name: string; arguments: Record<string, unknown> }> = [],
): Promise<ModernExchange> {
  const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'ignore'] });
  const connection = rawConnection(child);
  const request = (method: string, params: Record<string, unknown>) =>
    connection.request(method, { ...params, _meta: META });
  try {
    const discover = (JSON.parse(await request('server/discover', {})) as { result: Record<string, unknown> }).result;
    const tools: Array<Record<string, unknown>> = [];
    const listLines: string[] = [];
    let cursor: string | undefined;
    do {
      const line = await request('tools/list', cursor ? { cursor } : {});
      listLines.push(line);
      const { result } = JSON.parse(line) as { result: { tools: Array<Record<string, unknown>>; nextCursor?: string } };
      tools.push(...result.tools);
      cursor = result.nextCursor;
    } while (cursor);
    const callLines: string[] = [];
    for (const call of calls) callLines.push(await request('tools/call', call));
    return { discover, tools, listLines, callLines };
  } finally {
    child.kill();
  }
}
