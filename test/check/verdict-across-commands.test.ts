// The five reproductions of "one verdict": every command opens servers one way and judges one way.
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BudgetConfig } from '../../src/budget/budget-config.js';
import { judge } from '../../src/judge/judge.js';
import type { Measurement } from '../../src/measure/measure-all.js';
import type { FixtureReport, ServerReport, WalkReport } from '../../src/measure/measurement.js';
import { BUILT_CLI, cli, cliJson, project, runNode, specServer, tempDir } from '../helpers.js';

const spec = {
  tools: [
    {
      name: 'a',
      description: 'A tool with a description long enough to pass a tiny byte limit.',
      inputSchema: { type: 'object' },
    },
  ],
  toolsForCapability: {
    sampling: [{ name: 'gated', description: 'Only for clients that can sample.', inputSchema: { type: 'object' } }],
  },
  results: { a: { content: [{ type: 'text', text: 'x'.repeat(400) }] } },
};

describe('one verdict', () => {
  it('check and measure give the same limit findings for the same budget', async () => {
    const dir = project({
      'spec.json': spec,
      'budget.json': {
        servers: { s: specServer('spec.json') },
        limits: { toolBytes: 50, resultTokens: 10 },
        fixtures: [{ name: 'f', server: 's', tool: 'a' }],
      },
    });
    const checked = await cliJson(dir, ['check']);
    const measured = await cliJson(dir, ['measure']);
    const codes = (report: { findings: Array<{ code: string; subject: string }> }) =>
      report.findings.map((f) => `${f.code} ${f.subject}`).sort();
    expect(codes(checked.report)).toEqual(['RESULT_OVER_BUDGET fixture:f', 'TOOL_OVER_BUDGET s/a']);
    expect(codes(measured.report)).toEqual(codes(checked.report));
    expect(measured.code).toBe(checked.code);
  });

  it('explain refuses to start a server that check refuses (sandbox.require, no sandbox here)', async () => {
    const bin = tempDir('mcp-budget-path-');
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const dir = project({
      'spec.json': spec,
      'budget.json': { servers: { s: specServer('spec.json') }, sandbox: { require: true } },
    });
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

describe('the judge decides contracts from what was measured', () => {
  const server = (over: Partial<ServerReport> = {}): ServerReport => ({
    name: 's',
    ok: true,
    transport: 'stdio',
    clientCapabilities: {},
    instructions: null,
    tools: [],
    totals: { tools: 0, bytes: 0, tokens: 0 },
    listPages: 1,
    durationMs: 1,
    ...over,
  });
  const walked = (walk: WalkReport): FixtureReport => ({
    name: 'pages',
    server: 's',
    tool: 'list',
    isError: false,
    wireBytes: 10,
    textTokens: 3,
    structuredTokens: 0,
    tokens: 3,
    content: { text: 2 },
    pages: [
      { wireBytes: 5, textTokens: 1, structuredTokens: 0, tokens: 1 },
      { wireBytes: 5, textTokens: 2, structuredTokens: 0, tokens: 2 },
    ],
    answer: { preview: '' },
    walk,
  });
  const measurement = (servers: ServerReport[], fixtures: FixtureReport[] = []): Measurement => ({
    tokenizer: 'o200k_base',
    servers,
    fixtures,
    configured: ['s'],
    skippedServers: [],
  });
  const codes = (config: BudgetConfig, measured: Measurement) =>
    judge(config, measured).report.findings.map((f) => `${f.severity} ${f.code}`);

  it('the budget, not the measuring, sets how much a changing tools/list weighs', () => {
    const changed = measurement([server({ listingChanges: [{ when: 'session', tool: 't', path: '/description' }] })]);
    expect(codes({ servers: { s: { command: 'x' } } }, changed)).toEqual(['warning TOOLS_LIST_UNSTABLE']);
    expect(codes({ servers: { s: { command: 'x' } }, stability: { toolsList: 'error' } }, changed)).toEqual([
      'error TOOLS_LIST_UNSTABLE',
    ]);
  });

  it('a walk short of its stated total is a gap only when records have a key to count them by', () => {
    const walk: WalkReport = {
      flagMismatches: [],
      repeatedRecords: [],
      repeatedCount: 0,
      distinctRecords: 8,
      statedTotal: 10,
      completed: true,
    };
    const paginate = { nextCursor: '/next', cursorArgument: 'cursor', items: '/items', total: '/total' };
    const fixture = { name: 'pages', server: 's', tool: 'list', paginate };
    expect(
      codes(
        { servers: { s: { command: 'x' } }, fixtures: [{ ...fixture, paginate: { ...paginate, key: '/id' } }] },
        measurement([server()], [walked(walk)]),
      ),
    ).toEqual(['error PAGINATION_GAP']);
    expect(
      codes({ servers: { s: { command: 'x' } }, fixtures: [fixture] }, measurement([server()], [walked(walk)])),
    ).toEqual([]);
    // A walk cut short (a loop) is not also called a gap.
    expect(
      codes(
        { servers: { s: { command: 'x' } }, fixtures: [{ ...fixture, paginate: { ...paginate, key: '/id' } }] },
        measurement(
          [server()],
          [walked({ ...walk, completed: false, stopped: { page: 2, reason: 'cursor-repeated', cursor: 'c' } })],
        ),
      ),
    ).toEqual(['error PAGINATION_LOOP']);
  });

  it('an expectation is held against the budget that states it', () => {
    const answered: FixtureReport = {
      ...walked({ flagMismatches: [], repeatedRecords: [], repeatedCount: 0, distinctRecords: 0, completed: true }),
      isError: true,
      answer: { preview: 'not found' },
    };
    delete answered.walk;
    expect(
      codes(
        { servers: { s: { command: 'x' } }, fixtures: [{ name: 'pages', server: 's', tool: 'list' }] },
        measurement([server()], [answered]),
      ),
    ).toEqual(['error EXPECTATION_FAILED']);
    expect(
      codes(
        {
          servers: { s: { command: 'x' } },
          fixtures: [{ name: 'pages', server: 's', tool: 'list', expect: { isError: true } }],
        },
        measurement([server()], [answered]),
      ),
    ).toEqual([]);
  });
});
