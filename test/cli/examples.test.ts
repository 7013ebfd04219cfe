import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { BUILT_CLI, cli, cliJson, ROOT, runNode } from '../helpers.js';
import { independentTokens, rawCall } from '../independent-client.js';

describe('examples', () => {
  it('quickstart: the README command passes with the committed dist/cli.js', async () => {
    const run = await runNode(BUILT_CLI, ['check', '--config', 'examples/quickstart/budget.json'], { cwd: ROOT });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('✔ within budget: 3 tools · 1,601 bytes · 380 tokens (o200k_base)');
  });

  it('prs/before: the pass-through list of 30 pull requests is far over 20,000 tokens', async () => {
    const { code, report } = await cliJson(ROOT, ['check', '--config', 'examples/prs/before/budget.json']);
    expect(code).toBe(1);
    expect(report.findings.map((f: { code: string }) => f.code)).toEqual(['RESULT_OVER_BUDGET']);
    expect(report.fixtures[0].tokens).toBeGreaterThan(100_000);
    const explain = await cli(ROOT, [
      'explain',
      'fixture:all-prs',
      '--config',
      'examples/prs/before/budget.json',
      '--json',
    ]);
    const parts = JSON.parse(explain.stdout).parts as Array<{
      label: string;
      share: number;
      children?: Array<{ label: string; repeated?: { records: number } }>;
    }>;
    expect(parts.slice(0, 3).map((p) => p.label)).toEqual(['head', 'base', 'body']);
    expect(parts[0]!.children![0]).toMatchObject({ label: 'head.repo', repeated: { records: 30 } });
  });

  it('prs/after: passes every contract, every page within maxTokens, all 30 records once, foreign cursor rejected', async () => {
    const { code, report } = await cliJson(ROOT, ['check', '--config', 'examples/prs/after/budget.json']);
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    const walk = report.fixtures.find((f: { name: string }) => f.name === 'all-prs');
    expect(walk.pages.length).toBeGreaterThan(1);
    for (const page of walk.pages) expect(page.tokens).toBeLessThanOrEqual(4000);
    expect(walk.pages.reduce((sum: number, p: { items: number }) => sum + p.items, 0)).toBe(30);
    expect(report.fixtures.find((f: { name: string }) => f.name === 'foreign-cursor').isError).toBe(true);
  });

  it('filesystem: server-filesystem from npm through a checked-in .mcp.json; its result carries the payload twice', async () => {
    const run = await runNode(BUILT_CLI, ['check', '--json', '--config', 'examples/filesystem/budget.json'], {
      cwd: ROOT,
    });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.servers[0]).toMatchObject({
      name: 'filesystem',
      totals: { tools: 14, bytes: 12_958, tokens: 2_821 },
    });
    const fixture = report.fixtures[0];
    const dir = path.join(ROOT, 'examples', 'filesystem');
    const line = await rawCall(
      process.execPath,
      [path.join(ROOT, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js'), '.'],
      dir,
      'read_text_file',
      { path: 'notes.md' },
    );
    const result = JSON.parse(line).result;
    expect(fixture.wireBytes).toBe(Buffer.byteLength(line));
    expect(fixture.textTokens).toBe(independentTokens(result.content[0].text));
    expect(fixture.structuredTokens).toBe(independentTokens(JSON.stringify(result.structuredContent)));
    // Both copies of the file are on the wire: more than twice the file's own bytes.
    expect(fixture.wireBytes).toBeGreaterThan(2 * Buffer.byteLength(result.content[0].text));
  });
});
