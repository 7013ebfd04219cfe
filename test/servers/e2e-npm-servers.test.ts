import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, project, ROOT, runNode } from '../helpers.js';
import { independentTokens, rawLists, rawToolsList } from '../independent-client.js';

// Real servers from npm (devDependencies), measured by the built dist/cli.js as a user would run it. The figures are
// the reference sizes in shared/notes/mcp-facts.md, each also recounted here by an independent client and tokenizer.
const SERVERS = {
  filesystem: {
    script: 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js',
    tools: 14,
    bytes: 12_958,
    tokens: 2_821,
  },
  // Its tools are 10,740 bytes and 2,376 tokens; its one resource (resources/list: the knowledge graph) adds 188 and 38.
  memory: {
    script: 'node_modules/@modelcontextprotocol/server-memory/dist/index.js',
    tools: 9,
    bytes: 10_928,
    tokens: 2_414,
  },
  playwright: { script: 'node_modules/@playwright/mcp/cli.js', tools: 25, bytes: 20_260, tokens: 4_411 },
  notion: { script: 'node_modules/@notionhq/notion-mcp-server/bin/cli.mjs', tools: 24, bytes: 76_190, tokens: 17_498 },
};

describe('end to end: dist/cli.js against servers from npm', () => {
  for (const [name, reference] of Object.entries(SERVERS)) {
    it(`${name}: measure --json gives the reference figures and agrees with an independent client and tokenizer`, async () => {
      const dir = project({});
      const args = [path.join(ROOT, reference.script), ...(name === 'filesystem' ? [dir] : [])];
      const run = await runNode(
        BUILT_CLI,
        ['measure', '--json', '--server', `${name}=${process.execPath} ${args.join(' ')}`],
        { cwd: dir, env: { MEMORY_FILE_PATH: path.join(dir, 'memory.jsonl') } },
      );
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const report = JSON.parse(run.stdout);
      const server = report.servers[0];
      expect(server.totals).toEqual({ tools: reference.tools, bytes: reference.bytes, tokens: reference.tokens });
      // Listed twice, the same bytes both times: real servers' tool lists are stable.
      expect(report.findings.filter((f: { code: string }) => f.code === 'TOOLS_LIST_UNSTABLE')).toEqual([]);

      // What a host loads besides the tools, counted by the tests' own client: every resource listed.
      if (server.resources) {
        const listed = await rawLists(process.execPath, args, dir, [{ method: 'resources/list', key: 'resources' }]);
        const items = listed.items['resources/list']!;
        expect(server.resources.bytes).toBe(
          items.reduce((sum, item) => sum + Buffer.byteLength(JSON.stringify(item)), 0),
        );
        expect(server.resources.tokens).toBe(
          items.reduce((sum, item) => sum + independentTokens(JSON.stringify(item)), 0),
        );
      }
      const raw = await rawToolsList(process.execPath, args, dir);
      expect(server.tools.map((t: { name: string }) => t.name)).toEqual(raw.map((t) => t.name));
      raw.forEach((tool, i) => {
        const json = JSON.stringify(tool);
        expect(server.tools[i].bytes).toBe(Buffer.byteLength(json));
        expect(server.tools[i].tokens).toBe(independentTokens(json));
      });
    });
  }

  it('check with a budget the filesystem server exceeds exits 1 with per-subject figures', async () => {
    const budget = {
      servers: { fs: { command: process.execPath, args: [path.join(ROOT, SERVERS.filesystem.script), '.'] } },
      limits: { toolBytes: 1000, totalTokens: 2000 },
    };
    const run = await runNode(BUILT_CLI, ['check', '--json'], { cwd: project({ 'budget.json': budget }) });
    expect(run.code).toBe(1);
    const findings = JSON.parse(run.stdout).findings as Array<{
      code: string;
      subject: string;
      actual: number;
      limit: number;
    }>;
    expect(findings.map((f) => `${f.code} ${f.subject} ${f.actual}>${f.limit}`)).toEqual([
      'TOOL_OVER_BUDGET fs/read_text_file 1139>1000',
      'TOOL_OVER_BUDGET fs/read_media_file 1262>1000',
      'TOOL_OVER_BUDGET fs/edit_file 1071>1000',
      'TOOL_OVER_BUDGET fs/search_files 1021>1000',
      'TOTAL_OVER_BUDGET total 2821>2000',
    ]);
  });
});
