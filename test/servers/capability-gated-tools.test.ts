// Every tool is seen: a server that registers a tool only for clients declaring elicitation. init declares the
// capabilities that reveal it; check, with a budget that declares none, counts what they hide.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, cli, cliJson, git, project, runNode, sizedTool, specServer, tempDir } from '../helpers.js';

/** Two tools for every client; ask_user (1,409 B) only for a client that declares elicitation. */
const SPEC = {
  tools: [sizedTool('search', 400), sizedTool('fetch', 300)],
  toolsForCapability: { elicitation: [sizedTool('ask_user', 1409)] },
};

describe('capability-gated tools', () => {
  it('init lists as the richest client too, declares its capabilities for the server and says so; check then sees all three', async () => {
    const dir = project({ 'spec.json': SPEC });
    const server = specServer('spec.json');
    const init = await cli(dir, ['init', '--server', `gated=${server.command} ${server.args.join(' ')}`]);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain(
      'gated lists 1 more tool(s) to a client declaring roots, sampling, elicitation and tasks (ask_user): declared in servers["gated"].clientCapabilities',
    );
    const written = JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8'));
    expect(written.servers.gated.clientCapabilities).toMatchObject({
      elicitation: {},
      sampling: {},
      roots: { listChanged: true },
    });
    // The budget's total was made from all three tools.
    expect(written.limits.totalBytes).toBeGreaterThanOrEqual(400 + 300 + 1409);

    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(report.servers[0].tools.map((t: { name: string }) => t.name)).toEqual(['search', 'fetch', 'ask_user']);
    expect(report.servers[0].hiddenByCapabilities).toBeUndefined();
    expect(report.findings).toEqual([]);
  });

  it('init on a server that lists the same tools to every client declares nothing', async () => {
    const dir = project({ 'spec.json': { tools: SPEC.tools } });
    const server = specServer('spec.json');
    const init = await cli(dir, ['init', '--server', `plain=${server.command} ${server.args.join(' ')}`]);
    expect(init.code).toBe(0);
    expect(init.stdout).not.toContain('more tool(s)');
    expect(
      JSON.parse(readFileSync(path.join(dir, 'budget.json'), 'utf8')).servers.plain.clientCapabilities,
    ).toBeUndefined();
  });

  it('a pull-request check with a budget that declares no capabilities counts the hidden tool: CAPABILITY_HIDDEN_TOOLS', async () => {
    const dir = project({
      'spec.json': SPEC,
      'budget.json': { servers: { gated: specServer('spec.json') }, limits: { toolBytes: 1000 } },
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    // The hidden tool is over toolBytes: it is measured as the richest client is listed it, and fails (it passed
    // before, never measured); the warning still asks for the declaration.
    expect(code).toBe(1);
    expect(report.servers[0].tools).toHaveLength(3);
    expect(report.servers[0].hiddenByCapabilities).toEqual({
      declared: {},
      count: 1,
      tools: [{ name: 'ask_user', bytes: 1409 }],
    });
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'TOOL_OVER_BUDGET', severity: 'error', subject: 'gated/ask_user', actual: 1409 }),
      expect.objectContaining({ code: 'CAPABILITY_HIDDEN_TOOLS', severity: 'warning', subject: 'gated', actual: 1 }),
    ]);
    expect(report.findings[1].message).toContain('ask_user (1,409 B)');
    // The merge base is not listed a second time: its hidden tools are not judged.
    expect(report.base.servers).toEqual([{ name: 'gated', source: 'measured' }]);
  });

  it('a tool listed only to a client that declares capabilities is held to the limits on a pull request (9,084 B past toolBytes 4,000): exit 1, and a plain server costs no start more', async () => {
    const gated = {
      tools: [sizedTool('search', 400)],
      toolsForCapability: { sampling: [sizedTool('summarize_with_model', 9084)] },
    };
    const spawnsOf = async (spec: unknown) => {
      const dir = project({
        'spec.json': spec,
        'budget.json': { servers: { gated: specServer('spec.json') }, limits: { toolBytes: 4000 } },
      });
      git(dir, 'init', '-q', '-b', 'main');
      git(dir, 'add', '.');
      git(dir, 'commit', '-q', '-m', 'base');
      const trace = path.join(tempDir(), 'trace.jsonl');
      const run = await runNode(BUILT_CLI, ['check', '--base', 'main', '--json'], {
        cwd: dir,
        env: { MCP_BUDGET_TRACE: trace },
      });
      const spawns = readFileSync(trace, 'utf8')
        .trim()
        .split('\n')
        .filter((line) => JSON.parse(line).phase === 'spawn requested').length;
      return { code: run.code, report: JSON.parse(run.stdout), spawns };
    };
    const held = await spawnsOf(gated);
    // Before: exit 0, CAPABILITY_HIDDEN_TOOLS alone (a warning), the 9,084 B tool never judged.
    expect(held.code).toBe(1);
    const over = held.report.findings.filter((f: { code: string }) => f.code === 'TOOL_OVER_BUDGET');
    expect(over.map((f: { subject: string; unit: string; actual: number }) => [f.subject, f.unit, f.actual])).toEqual([
      ['gated/summarize_with_model', 'bytes', 9084],
    ]);
    expect(over[0].message).toContain('a client declaring roots, sampling, elicitation and tasks');
    const server = held.report.servers[0];
    expect(server.tools.find((t: { name: string }) => t.name === 'summarize_with_model')).toMatchObject({
      bytes: 9084,
      face: 'capabilities',
    });
    expect(server.totals.bytes).toBe(400 + 9084);
    // A server that hides nothing: the head, its listing as the richest client, the base. One that shows a richer
    // client more: one start more, the base listed so too (its faces held alike, so an unchanged server shows no growth).
    const plain = await spawnsOf({ tools: gated.tools });
    expect(plain.code).toBe(0);
    expect(plain.spawns).toBe(3);
    expect(held.spawns).toBe(plain.spawns + 1);
  });

  it('an unchanged gated server in a pull request shows no growth: the base is held to the same faces', async () => {
    const dir = project({
      'spec.json': SPEC,
      'budget.json': { servers: { gated: specServer('spec.json') }, growth: { totalPercent: 5, totalBytes: 100 } },
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(report.findings.map((f: { code: string }) => f.code)).toEqual(['CAPABILITY_HIDDEN_TOOLS']);
    expect(report.changes.total.deltaBytes).toBe(0);
    expect(code).toBe(0);
  });

  it('a plain check lists once unless stability.capabilities says every check; declared, the tool is held to the limits', async () => {
    const plain = project({ 'spec.json': SPEC, 'budget.json': { servers: { gated: specServer('spec.json') } } });
    expect((await cliJson(plain, ['check'])).report.servers[0].hiddenByCapabilities).toBeUndefined();
    const always = project({
      'spec.json': SPEC,
      'budget.json': { servers: { gated: specServer('spec.json') }, stability: { capabilities: true } },
    });
    expect((await cliJson(always, ['check'])).report.findings.map((f: { code: string }) => f.code)).toEqual([
      'CAPABILITY_HIDDEN_TOOLS',
    ]);

    const declared = project({
      'spec.json': SPEC,
      'budget.json': {
        servers: { gated: { ...specServer('spec.json'), clientCapabilities: { elicitation: {} } } },
        limits: { toolBytes: 1000 },
        stability: { capabilities: true },
      },
    });
    const held = await cliJson(declared, ['check']);
    expect(held.code).toBe(1);
    expect(held.report.findings.map((f: { code: string; subject: string }) => [f.code, f.subject])).toEqual([
      ['TOOL_OVER_BUDGET', 'gated/ask_user'],
    ]);
  });
});
