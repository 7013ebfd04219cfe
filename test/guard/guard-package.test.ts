// mcp-budget/guard as a production dependency: the repository packed as npm publishes it (`npm pack`), installed
// with `--omit=dev` into a server project of its own (outside this checkout, so nothing resolves from here), and the
// server started from another folder, as a host starts it from the user's project, by the SDK's own client.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers.js';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const SERVER = (budget: string) => `import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { guard } from 'mcp-budget/guard';
import * as z from 'zod';
const server = new McpServer({ name: 'words', version: '1.0.0' });
server.registerTool('words', { description: 'Words.', inputSchema: z.object({ n: z.number() }) }, async ({ n }) => ({ content: [{ type: 'text', text: 'word '.repeat(n) }] }));
guard(server, { budget: ${budget}, server: 'words' });
await server.connect(new StdioServerTransport());
`;

let projectDir = '';

beforeAll(() => {
  const packed = tempDir('mcp-budget-pack-');
  execFileSync(NPM, ['pack', '--pack-destination', packed, '--silent'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = path.join(packed, readdirSync(packed).find((name) => name.endsWith('.tgz'))!);
  projectDir = tempDir('mcp-budget-server-');
  writeFileSync(
    path.join(projectDir, 'package.json'),
    JSON.stringify({ name: 'words-server', version: '1.0.0', type: 'module', private: true }),
  );
  // Pinned as the repository pins them; the registry is the only network the test needs.
  execFileSync(
    NPM,
    [
      'install',
      '--omit=dev',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--save',
      tarball,
      '@modelcontextprotocol/server@2.4.0',
      'zod@4.6.7',
    ],
    { cwd: projectDir, stdio: ['ignore', 'ignore', 'inherit'], timeout: 240_000 },
  );
  writeFileSync(
    path.join(projectDir, 'budget.json'),
    JSON.stringify({
      servers: { words: { command: 'node', args: ['dist/server.mjs'] } },
      limits: { resultTokens: 200 },
    }),
  );
  mkdirSync(path.join(projectDir, 'dist'));
  mkdirSync(path.join(projectDir, 'config'));
  writeFileSync(
    path.join(projectDir, 'config', 'limits.json'),
    JSON.stringify({ servers: { words: { command: 'node', args: ['url.mjs'] } }, limits: { resultTokens: 300 } }),
  );
  writeFileSync(path.join(projectDir, 'dist', 'server.mjs'), SERVER("'budget.json'"));
  writeFileSync(path.join(projectDir, 'url.mjs'), SERVER("new URL('./config/limits.json', import.meta.url)"));
}, 300_000);

async function calls(entry: string) {
  const elsewhere = tempDir('mcp-budget-host-');
  let stderr = '';
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(projectDir, entry)],
    cwd: elsewhere,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk) => (stderr += chunk));
  const client = new Client({ name: 'host', version: '0' });
  try {
    await client.connect(transport);
    const small = await client.callTool({ name: 'words', arguments: { n: 10 } });
    const large = await client.callTool({ name: 'words', arguments: { n: 5000 } });
    return { small, large };
  } catch (error) {
    throw new Error(`${(error as Error).message}; server stderr: ${stderr}`);
  } finally {
    await client.close();
  }
}

describe('the guard installed with --omit=dev, its server started from another folder', () => {
  it("a relative budget resolves from the server's own package (its entry script's folder upward to package.json)", async () => {
    const { small, large } = await calls('dist/server.mjs');
    expect(small).toEqual({ content: [{ type: 'text', text: 'word '.repeat(10) }] });
    const texts = (large.content as Array<{ text: string }>).map((block) => block.text);
    expect(texts[0]).toMatch(/^(word )+(w(o(rd?)?)?)?$/);
    expect(texts[0]!.length).toBeLessThan(5000 * 5);
    expect(texts.join('\n')).toContain("to keep it within this server's limit of 200 tokens");
  }, 60_000);

  it('a URL (import.meta.url-relative) is accepted', async () => {
    const { small, large } = await calls('url.mjs');
    expect(small).toEqual({ content: [{ type: 'text', text: 'word '.repeat(10) }] });
    expect((large.content as Array<{ text: string }>).map((block) => block.text).join('\n')).toContain(
      "to keep it within this server's limit of 300 tokens",
    );
  }, 60_000);
});
