// Every tool is seen: a server that registers a tool only for clients declaring elicitation. init declares the
// capabilities that reveal it; check, with a budget that declares none, counts what they hide.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, git, project, sizedTool, specServer } from '../helpers.js';

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
    // The hidden tool is over toolBytes, and still nothing fails: it was never measured. The warning says so.
    expect(code).toBe(0);
    expect(report.servers[0].tools).toHaveLength(2);
    expect(report.servers[0].hiddenByCapabilities).toEqual({
      declared: {},
      count: 1,
      tools: [{ name: 'ask_user', bytes: 1409 }],
    });
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'CAPABILITY_HIDDEN_TOOLS', severity: 'warning', subject: 'gated', actual: 1 }),
    ]);
    expect(report.findings[0].message).toContain('ask_user (1,409 B)');
    // The merge base is not listed a second time: its hidden tools are not judged.
    expect(report.base.servers).toEqual([{ name: 'gated', source: 'measured' }]);
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
