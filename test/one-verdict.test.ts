// The five reproductions of "one verdict": every command opens servers one way and judges one way.
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, cli, cliJson, project, runNode, specServer, tempDir } from './helpers.js';

const spec = {
  tools: [{ name: 'a', description: 'A tool with a description long enough to pass a tiny byte limit.', inputSchema: { type: 'object' } }],
  toolsForCapability: { sampling: [{ name: 'gated', description: 'Only for clients that can sample.', inputSchema: { type: 'object' } }] },
  results: { a: { content: [{ type: 'text', text: 'x'.repeat(400) }] } },
};

describe('one verdict', () => {
  it('check and measure give the same limit findings for the same budget', async () => {
    const dir = project({
      'spec.json': spec,
      'budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 50, resultTokens: 10 }, fixtures: [{ name: 'f', server: 's', tool: 'a' }] },
    });
    const checked = await cliJson(dir, ['check']);
    const measured = await cliJson(dir, ['measure']);
    const codes = (report: { findings: Array<{ code: string; subject: string }> }) => report.findings.map((f) => `${f.code} ${f.subject}`).sort();
    expect(codes(checked.report)).toEqual(['RESULT_OVER_BUDGET fixture:f', 'TOOL_OVER_BUDGET s/a']);
    expect(codes(measured.report)).toEqual(codes(checked.report));
    expect(measured.code).toBe(checked.code);
  });

  it('explain refuses to start a server that check refuses (sandbox.require, no sandbox here)', async () => {
    const bin = tempDir('mcp-budget-path-');
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') }, sandbox: { require: true } } });
    const checked = await runNode(BUILT_CLI, ['check'], { cwd: dir, env: { PATH: bin } });
    const explained = await runNode(BUILT_CLI, ['explain', 's/a'], { cwd: dir, env: { PATH: bin } });
    expect(checked.code).toBe(3);
    expect(explained.code).toBe(3);
    expect(explained.stderr).toContain('not started: sandbox.require is true');
  });

  it('explain honours --capabilities like check does', async () => {
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const without = await cli(dir, ['explain', 's/gated']);
    expect(without.code).toBe(2);
    expect(without.stderr).toContain('lists no tool "gated"');
    const withAll = await cli(dir, ['explain', 's/gated', '--capabilities', 'all']);
    expect(withAll.code).toBe(0);
    expect(withAll.stdout).toContain('s/gated:');
  });

  it('a server imported from .mcp.json and declared in budget.json gets no "skipped" warning', async () => {
    const dir = project({
      'spec.json': spec,
      '.mcp.json': { mcpServers: { s: { command: 'node', args: ['server.js'], env: { KEY: '${NOT_SET_ANYWHERE}' } } } },
      'budget.json': { mcpConfig: '.mcp.json', servers: { s: specServer('spec.json') } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(report.findings).toEqual([]);
  });
});
