// Fixes and hints that name a command name the --config the run was given.
import { describe, expect, it } from 'vitest';
import { cli, project, specServer } from '../helpers.js';

const spec = {
  tools: [{ name: 'a', description: 'A.', inputSchema: { type: 'object' } }],
  results: { a: { content: [{ type: 'text', text: 'done' }] } },
};

describe('hints that name a command', () => {
  it('name --config when the run was given one', async () => {
    const dir = project({
      'ci/spec.json': spec,
      'ci/mcp-budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 10 } },
    });
    const { report } = await (await import('../helpers.js')).cliJson(dir, ['check', '--config', 'ci/mcp-budget.json']);
    const over = report.findings.find((finding: { code: string }) => finding.code === 'TOOL_OVER_BUDGET');
    expect(
      report.findings.map((finding: { code: string; message: string }) => `${finding.code} ${finding.message}`),
    ).toEqual(['TOOL_OVER_BUDGET tool definition is 63 > 10 (+53) bytes']);
    expect(over.fix).toContain('`npx mcp-budget explain s/a --config ci/mcp-budget.json`');
  });
});

describe('hints that name a command, for every finding', () => {
  it('--config in each of several fixes, and in the commands explain and the summary print', async () => {
    const tool = (name: string) => ({
      name,
      description: `Does ${name}.`,
      inputSchema: { type: 'object', $defs: { unused: { type: 'string', description: 'x'.repeat(60) } } },
    });
    const dir = project({
      'ci/spec.json': { tools: [tool('a'), tool('b'), tool('c')] },
      'ci/mcp-budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 10 } },
    });
    const { report } = await (await import('../helpers.js')).cliJson(dir, ['check', '--config', 'ci/mcp-budget.json']);
    const fixes = report.findings
      .filter((finding: { code: string }) => finding.code === 'TOOL_OVER_BUDGET')
      .map((finding: { fix: string }) => finding.fix);
    expect(fixes).toHaveLength(3);
    for (const [i, name] of ['a', 'b', 'c'].entries())
      expect(fixes[i]).toContain(`\`npx mcp-budget explain s/${name} --config ci/mcp-budget.json\``);
    const explained = await cli(dir, ['explain', 's/a', '--config', 'ci/mcp-budget.json']);
    expect(explained.stdout).toContain(
      '(npx mcp-budget suggest s/a --config ci/mcp-budget.json proposes dropping them)',
    );
    const suggested = await cli(dir, ['suggest', '--config', 'ci/mcp-budget.json']);
    expect(suggested.stdout).toContain(
      'After a change, `npx mcp-budget update --config ci/mcp-budget.json` lowers the budget to the new size.',
    );
    const summary = await cli(dir, ['check', '--config', 'ci/mcp-budget.json', '--reporter', 'markdown']);
    expect(summary.stdout).toContain(
      '_`npx mcp-budget suggest <subject> --config ci/mcp-budget.json` lists every measured change; after one, `npx mcp-budget update --config ci/mcp-budget.json` lowers the budget._',
    );
  });
});
