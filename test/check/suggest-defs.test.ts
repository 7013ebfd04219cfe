// $defs on a real server from npm: @notionhq/notion-mcp-server writes the same definitions into every tool's input
// schema. `suggest` proposes keeping in each tool only the definitions its properties refer to, and the saving is
// checked by hand: the raw tools/list of a client of our own, the definitions dropped by a string search of "$ref"s,
// counted with js-tiktoken.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project, ROOT } from '../helpers.js';
import { independentTokens, rawToolsList } from '../independent-client.js';

const NOTION = path.join(ROOT, 'node_modules/@notionhq/notion-mcp-server/bin/cli.mjs');

/** The schema without the definitions no "$ref" outside them names, directly or through a kept one. */
function handTrimmed(schema: Record<string, unknown>): Record<string, unknown> {
  const { $defs, ...rest } = schema as { $defs?: Record<string, unknown> };
  if (!$defs) return schema;
  const kept = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    const text = JSON.stringify(rest) + [...kept].map((name) => JSON.stringify($defs[name])).join('');
    for (const name of Object.keys($defs))
      if (!kept.has(name) && text.includes(`"#/$defs/${name}"`)) kept.add(name), (grew = true);
  }
  return kept.size > 0
    ? {
        ...rest,
        $defs: Object.fromEntries(
          Object.keys($defs)
            .filter((name) => kept.has(name))
            .map((name) => [name, $defs[name]]),
        ),
      }
    : rest;
}

describe('suggest: $defs no property refers to', () => {
  it('notion-mcp-server: the same 9 definitions in all 24 tools; keeping only the used ones saves what it says', async () => {
    const dir = project({ 'budget.json': { servers: { notion: { command: process.execPath, args: [NOTION] } } } });
    const run = await cli(dir, ['suggest', 'notion', '--json']);
    expect(run.code).toBe(0);
    const proposal = JSON.parse(run.stdout).proposals.find(
      (p: { subject: string; kind: string }) => p.subject === 'notion' && p.kind === 'unused-defs',
    );
    expect(proposal.change).toMatch(/^the same 9 "\$defs" stand in all 24 tools/);
    const tools = await rawToolsList(process.execPath, [NOTION], dir);
    const after = tools.map((tool) => ({
      ...tool,
      inputSchema: handTrimmed(tool.inputSchema as Record<string, unknown>),
    }));
    const sum = (list: unknown[], f: (text: string) => number) =>
      list.reduce<number>((total, tool) => total + f(JSON.stringify(tool)), 0);
    const bytes = (text: string) => Buffer.byteLength(text);
    expect(proposal.saves).toEqual({
      bytes: sum(tools, bytes) - sum(after, bytes),
      tokens: sum(tools, independentTokens) - sum(after, independentTokens),
    });
    expect(proposal.saves.bytes).toBeGreaterThan(50_000);
    const explained = await cli(dir, ['explain', 'notion/API-post-search']);
    expect(explained.stdout).toMatch(/^\s+inputSchema\.\$defs\.richTextRequest .* nothing refers to it$/m);
    expect(explained.stdout).toContain('Definitions nothing refers to: 9,');
  }, 120_000);
});
