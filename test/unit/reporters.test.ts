import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fmt } from '../../src/text/format.js';
import type { ReportedFinding as Finding } from '../../src/judge/findings.js';
import type { Report } from '../../src/judge/report.js';
import { ANNOTATIONS_PER_LEVEL, renderGithub } from '../../src/report/reporters/github.js';
import { renderMarkdown } from '../../src/report/reporters/markdown.js';

function bigReport(tools: number, errors: number): Report {
  const findings: Finding[] = Array.from({ length: errors }, (_, i) => ({
    code: 'TOOL_OVER_BUDGET',
    severity: 'error',
    subject: `s/tool_${i}`,
    limit: 100,
    actual: 200 + i,
    unit: 'bytes',
    message: `tool definition is ${200 + i} > 100 bytes`,
    path: ['limits', 'toolBytes'],
  }));
  return {
    schemaVersion: 1,
    ok: errors === 0,
    tokenizer: 'o200k_base',
    servers: [
      {
        name: 's',
        ok: true,
        transport: 'stdio',
        clientCapabilities: {},
        instructions: null,
        listPages: 1,
        durationMs: 1,
        tools: Array.from({ length: tools }, (_, i) => ({
          name: `tool_with_a_long_name_${i}`,
          bytes: 1000 + i,
          tokens: 250,
          descriptionChars: 100,
          hostName: `mcp__s__tool_${i}`,
          ceiling: { bytes: 4000, tokens: 1000 },
        })),
        totals: { tools, bytes: tools * 1000, tokens: tools * 250 },
      },
    ],
    fixtures: [],
    totals: { servers: 1, tools, bytes: tools * 1000, tokens: tools * 250 },
    findings,
  };
}

describe("reporters stay within GitHub's limits", () => {
  it('the markdown summary of a huge project stays under 1 MiB and says what it left out', () => {
    const markdown = renderMarkdown(bigReport(40_000, 3), { command: 'check', color: false });
    expect(Buffer.byteLength(markdown)).toBeLessThan(1024 * 1024);
    expect(markdown).toMatch(/_\d+ row\(s\) omitted to stay under GitHub's summary size limit/);
    expect(markdown.indexOf('❌ TOOL_OVER_BUDGET')).toBeLessThan(markdown.indexOf('<details>'));
  });

  it('the cap counts bytes: non-ASCII tool names never push the summary past 1 MiB', () => {
    const report = bigReport(20_000, 0);
    for (const tool of report.servers[0]!.tools) tool.name = `𝔱𝔬𝔬𝔩_${'名'.repeat(20)}_${tool.name}`;
    const markdown = renderMarkdown(report, { command: 'check', color: false });
    expect(markdown.length).toBeLessThan(1024 * 1024);
    expect(Buffer.byteLength(markdown)).toBeLessThan(1024 * 1024);
    expect(markdown).toMatch(/row\(s\) omitted/);
  });

  it('annotations: at most 10 per level, then one notice for the rest, each on the line to edit', () => {
    const output = renderGithub(bigReport(1, 15), {
      command: 'check',
      color: false,
      configFile: 'pkg/budget.json',
      lineOf: () => 7,
    });
    const lines = output.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('::error '))).toHaveLength(ANNOTATIONS_PER_LEVEL);
    expect(lines.at(-1)).toBe(
      '::notice title=mcp-budget::5 more finding(s) not annotated; see the job summary or the JSON report',
    );
    expect(lines[0]).toBe(
      '::error file=pkg/budget.json,line=7,title=TOOL_OVER_BUDGET s/tool_0::tool definition is 200 > 100 bytes [limits.toolBytes]',
    );
  });
});

describe('numbers in reports', () => {
  it('whole numbers are grouped exactly as Intl (en-US) groups them, without loading it', () => {
    const intl = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => fmt(n) === intl.format(n)),
      { numRuns: 1000 },
    );
    expect([0, 999, 1000, -1000, 12958, 1234567].map(fmt)).toEqual([
      '0',
      '999',
      '1,000',
      '-1,000',
      '12,958',
      '1,234,567',
    ]);
    expect(fmt(0.125)).toBe(intl.format(0.125));
  });
});
