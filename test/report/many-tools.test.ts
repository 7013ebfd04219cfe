// Noise on a real server with many tools (@notionhq/notion-mcp-server, 24 tools): one block per tool over its
// limits, one line for a warning repeated for every tool; the JSON report keeps one finding per unit and subject.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, ROOT } from '../helpers.js';

const NOTION = path.join(ROOT, 'node_modules', '@notionhq', 'notion-mcp-server', 'bin', 'cli.mjs');

describe('a check of a server with many tools over tight limits', () => {
  it('shows each tool once, with all its figures, and a repeated host warning as one block with the count and names', async () => {
    const dir = project({
      'budget.json': {
        servers: { notion: { command: process.execPath, args: [NOTION] } },
        limits: { toolBytes: 2000, toolTokens: 500, descriptionChars: 200, totalBytes: 50000, totalTokens: 10000 },
        hosts: ['claude-code', 'codex', 'gemini-cli', 'vscode-copilot', 'cursor'],
      },
    });
    const { report } = await cliJson(dir, ['check']);
    const over = report.findings.filter((f: { code: string }) => f.code === 'TOOL_OVER_BUDGET');
    const stripped = report.findings.filter((f: { code: string }) => f.code === 'HOST_SCHEMA_STRIPPED');
    // The data keeps every unit: both figures of a tool over in bytes and in tokens.
    expect(over.length).toBeGreaterThan(20);
    expect(stripped.length).toBeGreaterThan(20);
    const run = await cli(dir, ['check']);
    expect(run.code).toBe(1);
    const headers = run.stdout.split('\n').filter((line) => /^(error|warning|notice) /.test(line));
    const subjects = headers
      .filter((line) => line.includes('TOOL_OVER_BUDGET'))
      .map((line) => line.split(/\s+/).at(-1));
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjects.length).toBe(new Set(over.map((f: { subject: string }) => f.subject)).size);
    // A tool over in bytes and tokens: one block with both figures and one fix with the entry for both units.
    const both = over.find(
      (f: { subject: string; unit: string }) =>
        f.unit === 'bytes' &&
        over.some((g: { subject: string; unit: string }) => g.subject === f.subject && g.unit === 'tokens'),
    );
    const tokens = over.find(
      (f: { subject: string; unit: string }) => f.subject === both.subject && f.unit === 'tokens',
    );
    const block = run.stdout
      .split('\n\n')
      .find((text) => text.split('\n')[0]!.endsWith(`  ${both.subject}`) && text.includes('TOOL_OVER_BUDGET'))!;
    expect(block).toContain(`${both.actual.toLocaleString('en-US')} > 2,000`);
    expect(block).toContain(`${tokens.actual.toLocaleString('en-US')} > 500`);
    expect(block).toContain(`{ "bytes": ${both.actual}, "tokens": ${tokens.actual} }`);
    expect(block.match(/fix: /g)?.length).toBe(1);
    const strippedHeaders = headers.filter((line) => line.includes('HOST_SCHEMA_STRIPPED'));
    expect(strippedHeaders).toEqual([`warning HOST_SCHEMA_STRIPPED  ×${stripped.length} (codex)`]);
    // The measured fix on the total is the shared unused $defs (issue 38): it covers the overage, so no "not enough"
    // note (a fix short of its overage says so: test/unit/measured-fixes.test.ts).
    const total = report.findings.find(
      (f: { code: string; unit: string }) => f.code === 'TOTAL_OVER_BUDGET' && f.unit === 'bytes',
    );
    const saved = Number(/saves [\d,]+ tokens, ([\d,]+) bytes/.exec(total.fix)![1]!.replace(/,/g, ''));
    expect(total.fix).toContain('"$defs" stand in all 24 tools');
    expect(saved).toBeGreaterThanOrEqual(total.actual - total.limit);
    expect(total.fix).not.toContain('not enough');
    expect(
      report.findings.some(
        (f: { code: string; unit: string }) => f.code === 'TOTAL_OVER_BUDGET' && f.unit === 'tokens',
      ),
    ).toBe(true);
    const lines = run.stdout.split('\n').length;
    expect(lines).toBeLessThan(260);
  });
});
