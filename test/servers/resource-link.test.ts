import { describe, expect, it } from 'vitest';
import { cliJson, project, SPEC_SERVER, specServer } from '../helpers.js';
import { independentTokens, rawCall, rawLists } from '../independent-client.js';

// A tool whose result is one resource_link to a 208,992-byte resource: the payload moved behind a link is still
// measured (resources/read, its own figure), and Claude Code's model reads the link as a line of text.
const URI = 'file:///exports/report.csv';
const LINK = {
  type: 'resource_link',
  uri: URI,
  name: 'report.csv',
  description: 'the whole export',
  mimeType: 'text/csv',
};
const SPEC = {
  name: 'linker',
  tools: [{ name: 'export', description: 'Export the table', inputSchema: { type: 'object' } }],
  results: { export: { content: [LINK] } },
  resources: [{ uri: URI, name: 'report.csv', mimeType: 'text/csv' }],
  resourceContents: { [URI]: { $textBytes: 208_900 } },
};

describe('a resource_link in a tool result', () => {
  it("the linked resource is read and measured, over the result ceiling is a finding, and Claude Code's rendered line is counted", async () => {
    const dir = project({
      'spec.json': SPEC,
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['claude-code'],
        limits: { resultTokens: 20_000 },
        fixtures: [{ name: 'export', server: 's', tool: 'export' }],
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    const fixture = report.fixtures[0];
    const raw = await rawLists(process.execPath, [SPEC_SERVER, 'spec.json'], dir, [], [URI]);
    const line = raw.reads[URI]!;
    const text = (JSON.parse(line) as { result: { contents: Array<{ text: string }> } }).result.contents[0]!.text;
    expect(fixture.linked).toEqual([{ uri: URI, wireBytes: Buffer.byteLength(line), tokens: independentTokens(text) }]);
    expect(fixture.linked[0].wireBytes).toBeGreaterThan(208_900);

    // Claude Code 2.1.328 (its bundled JS): `[Resource link: ${name}] ${uri}` plus ` (${description})`, one text block.
    const claude = fixture.hosts.find((h: { host: string }) => h.host === 'claude-code');
    expect(claude.tokens).toBe(independentTokens(`[Resource link: report.csv] ${URI} (the whole export)`));
    expect(claude.tokens).toBeGreaterThan(0);

    expect(code).toBe(1);
    const finding = report.findings.find((f: { code: string }) => f.code === 'LINKED_RESOURCE_OVER_BUDGET');
    expect(finding).toMatchObject({
      subject: 'fixture:export',
      unit: 'tokens',
      limit: 20_000,
      actual: independentTokens(text),
    });
    expect(finding.message).toContain(URI);
  });

  it("2,000 resource_links with descriptions count as each block's JSON, the most a shipped host shows of them (Codex), not 0 tokens", async () => {
    const links = Array.from({ length: 2000 }, (_, i) => ({
      type: 'resource_link',
      uri: `file:///exports/part-${i}.csv`,
      name: `part-${i}.csv`,
      description: `Part ${i} of the export: every row of the table between ${i * 1000} and ${i * 1000 + 999}, with all columns, ready to read`,
      mimeType: 'text/csv',
    }));
    const spec = {
      name: 'linker',
      tools: [{ name: 'export', description: 'Export the table', inputSchema: { type: 'object' } }],
      results: { export: { content: links } },
    };
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: specServer('spec.json') },
        hosts: ['claude-code', 'codex', 'qwen-code'],
        limits: { resultTokens: 20_000 },
        fixtures: [{ name: 'export', server: 's', tool: 'export' }],
      },
    });
    const { code, report } = await cliJson(dir, ['check']);
    const fixture = report.fixtures[0];
    const line = await rawCall(process.execPath, [SPEC_SERVER, 'spec.json'], dir, 'export', {});
    const blocks = (JSON.parse(line) as { result: { content: Array<Record<string, unknown>> } }).result.content;
    expect(blocks).toHaveLength(2000);
    expect(fixture.wireBytes).toBe(Buffer.byteLength(line));
    // Before: textTokens 0 and tokens 0 for 2,000 links a host's model reads.
    const expected = blocks.reduce((sum, block) => sum + independentTokens(JSON.stringify(block)), 0);
    expect(fixture.textTokens).toBe(expected);
    expect(fixture.tokens).toBe(expected);
    // No shipped host shows more of them than the main figure counts.
    // The hosts' own figures: Claude Code and Qwen Code write a line of the same members (fewer tokens); Codex writes
    // each block back as JSON, with its prefix and the items joined (a few tokens more).
    const host = (name: string) => fixture.hosts.find((h: { host: string }) => h.host === name).preCutTokens;
    expect(host('claude-code')).toBeLessThan(fixture.tokens);
    expect(host('qwen-code')).toBeLessThan(fixture.tokens);
    expect(host('codex')).toBeGreaterThanOrEqual(fixture.tokens);
    expect(host('codex') - fixture.tokens).toBeLessThan(100);
    expect(code).toBe(1);
    expect(report.findings.map((f: { code: string; subject: string }) => [f.code, f.subject])).toContainEqual([
      'RESULT_OVER_BUDGET',
      'fixture:export',
    ]);
  });
});
