import { describe, expect, it } from 'vitest';
import { cliJson, project, SPEC_SERVER, specServer } from '../helpers.js';
import { independentTokens, rawLists } from '../independent-client.js';

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
});
