// Two false alarms seen replaying real history as a pull-request gate, reduced to committed fixtures
// (test/fixtures/replays/): modelcontextprotocol/servers c2ee97e7 added annotations to sequential-thinking's one
// tool (+104 B), makenotion/notion-mcp-server 8358ff0 added annotations (a title and a hint) to every tool. A
// budget.json with no `hosts` and an oversized entry for the tool failed both on OVERSIZED_GREW; no shipped host
// profile sends annotations to its model, so the growth is reported and does not fail. Growth a model reads still fails.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliJson, FIXTURES, git, project, specServer } from '../helpers.js';

type Finding = { code: string; subject: string; severity: string; message: string };

const fixture = (name: string, side: 'base' | 'head') =>
  JSON.parse(readFileSync(path.join(FIXTURES, 'replays', name, `${side}.json`), 'utf8')) as {
    tools: Array<Record<string, unknown>>;
  };

/** The base spec committed on main, then `head` on the branch pr; one budget.json, without `hosts`. */
function replay(base: unknown, head: unknown, budget: unknown): string {
  const dir = project({ 'spec.json': base, 'budget.json': budget });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify(head));
  git(dir, 'commit', '-q', '-am', 'head');
  return dir;
}

const grew = (findings: Finding[]) => findings.filter((f) => f.code === 'OVERSIZED_GREW');

describe('replays: annotations added to an oversized tool, no `hosts` in budget.json', () => {
  it('modelcontextprotocol/servers c2ee97e7 (sequential-thinking): +104 B in annotations is reported, not failing', async () => {
    const budget = {
      servers: { thinking: specServer('spec.json') },
      limits: { toolBytes: 2000 },
      oversized: { 'thinking/sequentialthinking': { bytes: 4324 } },
    };
    const dir = replay(fixture('sequential-thinking', 'base'), fixture('sequential-thinking', 'head'), budget);
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(grew(report.findings).map((f) => [f.subject, f.severity])).toEqual([
      ['thinking/sequentialthinking', 'warning'],
    ]);
    expect(grew(report.findings)[0]!.message).toContain(
      'in annotations +104 B; no shipped host profile sends this growth to its model (no `hosts` in budget.json: every profile asked): reported, not failing',
    );
    expect(report.findings.filter((f: Finding) => f.severity === 'error')).toEqual([]);
    expect(code).toBe(0);
    expect(report.changes.subjects[0]).toMatchObject({
      subject: 'thinking/sequentialthinking',
      kind: 'grew',
      deltaBytes: 104,
      fields: [{ field: 'annotations', before: 0, after: 104, delta: 104 }],
      sentByNoHost: true,
    });
    // No host findings: `hosts` is still what turns them on.
    expect(report.servers[0].hosts).toBeUndefined();
  });

  it('makenotion/notion-mcp-server 8358ff0: a title and a hint on every tool; the oversized one is reported, not failing', async () => {
    const budget = {
      servers: { notion: specServer('spec.json') },
      limits: { toolBytes: 2000 },
      oversized: { 'notion/API-post-search': { bytes: 2267 } },
    };
    const dir = replay(fixture('notion', 'base'), fixture('notion', 'head'), budget);
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(grew(report.findings).map((f) => [f.subject, f.severity])).toEqual([['notion/API-post-search', 'warning']]);
    expect(grew(report.findings)[0]!.message).toContain('in annotations +61 B; no shipped host profile sends');
    expect(code).toBe(0);
  });

  it('the same tool grown in its description (what every model reads) still fails', async () => {
    const base = fixture('sequential-thinking', 'base');
    const head = fixture('sequential-thinking', 'head');
    const tool = head.tools[0]!;
    const described = { ...head, tools: [{ ...tool, description: `${tool.description} Think twice.` }] };
    const budget = {
      servers: { thinking: specServer('spec.json') },
      limits: { toolBytes: 2000 },
      oversized: { 'thinking/sequentialthinking': { bytes: 4324 } },
    };
    const { code, report } = await cliJson(replay(base, described, budget), ['check', '--base', 'main']);
    expect(grew(report.findings).map((f) => [f.subject, f.severity])).toEqual([
      ['thinking/sequentialthinking', 'error'],
    ]);
    expect(grew(report.findings)[0]!.message).toContain('in annotations +104 B, description +13 B');
    expect(grew(report.findings)[0]!.message).not.toContain('no shipped host profile');
    expect(code).toBe(1);
  });
});
