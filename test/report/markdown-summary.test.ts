// The markdown summary (GitHub's job summary, the PR comment) says each measured fix once: a total over in bytes
// and in tokens is one reason line, and the change that saves the most stands in the "Measured fixes" table only.
import { describe, expect, it } from 'vitest';
import { cli, cliJson, project, specServer } from '../helpers.js';

const tool = (name: string) => ({
  name,
  description: `Does ${name}.`,
  inputSchema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: { q: { type: 'string' } },
  },
});

describe('markdown summary: one measured fix, once', () => {
  it('a total over in bytes and tokens: one reason line with both figures, the $schema drop named once', async () => {
    const dir = project({
      'spec.json': { tools: [tool('a'), tool('b')] },
      'budget.json': { servers: { s: specServer('spec.json') }, limits: { totalBytes: 100, totalTokens: 20 } },
    });
    const { report } = await cliJson(dir, ['check']);
    // The data keeps one finding per unit, each with its measured fix.
    expect(report.findings.map((f: { code: string; unit: string }) => `${f.code} ${f.unit}`)).toEqual([
      'TOTAL_OVER_BUDGET bytes',
      'TOTAL_OVER_BUDGET tokens',
    ]);
    expect(report.fixes).toHaveLength(1);
    const run = await cli(dir, ['check', '--reporter', 'markdown']);
    expect(run.code).toBe(1);
    // In markdown a $ is written \$ (GitHub typesets $…$ as math); it renders as $.
    const change = 'drop "\\$schema" from the tool\'s schemas';
    expect(run.stdout.split(change).length - 1).toBe(1);
    const why = run.stdout.slice(run.stdout.indexOf('### Why it failed'), run.stdout.indexOf('### Measured fixes'));
    const reasons = why.split('\n').filter((line) => line.startsWith('- '));
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain(`${report.findings[0].actual} \\> 100 (+${report.findings[0].actual - 100}) bytes`);
    expect(reasons[0]).toContain(`${report.findings[1].actual} \\> 20 (+${report.findings[1].actual - 20}) tokens`);
    expect(reasons[0]).toContain('a measured fix for it is under "Measured fixes"');
    expect(run.stdout).toContain(`| total | s/a: ${change}`);
  });
});
