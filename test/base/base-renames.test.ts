// What the pull request changed, in the words of the change: a rename is one row and no raise; a growth says which
// part of the definition grew and whether any host sends it to its model.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, git, project, sizedTool, specServer } from '../helpers.js';

/** Commits `base` on main, then `head` (spec and budget) on the branch pr. */
function repository(base: { spec: unknown; budget: unknown }, head: { spec: unknown; budget: unknown }) {
  const dir = project({ 'spec.json': base.spec, 'budget.json': base.budget });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify(head.spec));
  writeFileSync(path.join(dir, 'budget.json'), JSON.stringify(head.budget, null, 2));
  git(dir, 'commit', '-q', '-am', 'head');
  return dir;
}

const subjects = (report: {
  changes: { subjects: Array<{ subject: string; kind: string; renamedFrom?: string; deltaBytes: number }> };
}) => report.changes.subjects.map((c) => [c.subject, c.kind, c.renamedFrom, c.deltaBytes]);

describe('renames', () => {
  const big = sizedTool('search', 900);
  const renamed = { ...big, name: 'search_code' };
  const budget = (key: string, bytes = 900) => ({
    servers: { s: specServer('spec.json') },
    limits: { toolBytes: 500 },
    oversized: { [key]: { bytes } },
  });

  it('a tool renamed with the same definition is one change, and its oversized entry moved with it is no raise', async () => {
    const dir = repository(
      { spec: { tools: [sizedTool('a', 300), big] }, budget: budget('s/search') },
      { spec: { tools: [sizedTool('a', 300), renamed] }, budget: budget('s/search_code', 905) },
    );
    // 905: the entry moved to the new name, whose definition is 5 bytes longer ("_code"), is a raise of 5.
    const raised = await cliJson(dir, ['check', '--base', 'main']);
    expect(subjects(raised.report)).toEqual([
      ['s/search_code', 'renamed', 's/search', 5],
      ['s/a', 'unchanged', undefined, 0],
    ]);
    // Callers that call the old name break: a rename is one BREAKING_CHANGE (a warning by default), never removed + added.
    expect(raised.report.findings.map((f: { code: string }) => f.code)).toEqual(['BUDGET_RAISED', 'BREAKING_CHANGE']);

    // Bytes still 900 would not hold the new name; a rename whose entry keeps the same numbers: no raise at all.
    const exact = repository(
      { spec: { tools: [sizedTool('a', 300), sizedTool('find', 900)] }, budget: budget('s/find') },
      { spec: { tools: [sizedTool('a', 300), { ...sizedTool('find', 900), name: 'seek' }] }, budget: budget('s/seek') },
    );
    const { code, report } = await cliJson(exact, ['check', '--base', 'main']);
    expect(subjects(report)).toEqual([
      ['s/seek', 'renamed', 's/find', 0],
      ['s/a', 'unchanged', undefined, 0],
    ]);
    expect(
      report.findings.map((f: { code: string; severity: string; message: string }) => [f.code, f.severity, f.message]),
    ).toEqual([
      ['BREAKING_CHANGE', 'warning', 'tool renamed: s/find → s/seek (breaks callers written against the base)'],
    ]);
    expect(code).toBe(0);
    const text = (await cli(exact, ['check', '--base', 'main'])).stdout;
    expect(text).toMatch(/s\/find → s\/seek\s+renamed/);
    expect(text).not.toMatch(/\bnew\b|\bremoved\b/);
  });

  it('a renamed tool whose entry budget.json still keeps under the old name: the entry follows it, one finding names the key to rename', async () => {
    const dir = repository(
      { spec: { tools: [sizedTool('a', 300), sizedTool('find', 900)] }, budget: budget('s/find') },
      { spec: { tools: [sizedTool('a', 300), { ...sizedTool('find', 900), name: 'seek' }] }, budget: budget('s/find') },
    );
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(
      report.findings.map((f: { code: string; subject: string; severity: string }) => [f.code, f.subject, f.severity]),
    ).toEqual([
      ['OVERSIZED_RENAMED', 's/seek', 'error'],
      ['BREAKING_CHANGE', 's/find', 'warning'],
    ]);
    expect(report.findings[0]).toMatchObject({
      path: 'oversized["s/find"]',
      fix: 'rename the key oversized["s/find"] to "s/seek" in budget.json, numbers unchanged (moved with the same numbers it is no raise)',
    });
    expect(code).toBe(1);
    // Renamed as it says: no finding at all but the rename itself.
    const moved = repository(
      { spec: { tools: [sizedTool('a', 300), sizedTool('find', 900)] }, budget: budget('s/find') },
      { spec: { tools: [sizedTool('a', 300), { ...sizedTool('find', 900), name: 'seek' }] }, budget: budget('s/seek') },
    );
    const after = await cliJson(moved, ['check', '--base', 'main']);
    expect(after.report.findings.map((f: { code: string }) => f.code)).toEqual(['BREAKING_CHANGE']);
    expect(after.code).toBe(0);
  });

  it('a removed and a new tool whose definitions differ beyond the name stay new and removed', async () => {
    const dir = repository(
      { spec: { tools: [sizedTool('a', 300)] }, budget: { servers: { s: specServer('spec.json') } } },
      { spec: { tools: [sizedTool('b', 301)] }, budget: { servers: { s: specServer('spec.json') } } },
    );
    const { report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(subjects(report)).toEqual([
      ['s/b', 'new', undefined, 301],
      ['s/a', 'removed', undefined, -300],
    ]);
  });
});

describe('Δ by field', () => {
  const annotations = { annotations: { readOnlyHint: true, openWorldHint: false, title: 'Search the code base' } };

  it('annotations added to an oversized tool: OVERSIZED_GREW names the field, no declared host sends it, so it is reported and does not fail; without hosts every shipped profile is asked, and none sends it either', async () => {
    const before = sizedTool('search', 900);
    const after = { ...before, ...annotations };
    const grown = Buffer.byteLength(JSON.stringify(after)) - 900;
    const { hosts: _, ...raw } = {
      servers: { s: specServer('spec.json') },
      hosts: ['claude-code', 'codex'],
      limits: { toolBytes: 500 },
      oversized: { 's/search': { bytes: 900 } },
    };
    const withoutHosts = await cliJson(
      repository({ spec: { tools: [before] }, budget: raw }, { spec: { tools: [after] }, budget: raw }),
      ['check', '--base', 'main'],
    );
    expect(withoutHosts.code).toBe(0);
    expect(withoutHosts.report.findings.find((f: { code: string }) => f.code === 'OVERSIZED_GREW')).toMatchObject({
      severity: 'warning',
      message: expect.stringContaining(
        'no shipped host profile sends this growth to its model (no `hosts` in budget.json: every profile asked): reported, not failing',
      ),
    });
    const budget = { ...raw, hosts: ['claude-code', 'codex'] };
    const dir = repository({ spec: { tools: [before] }, budget }, { spec: { tools: [after] }, budget });
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(code).toBe(0);
    expect(report.findings.find((f: { code: string }) => f.code === 'OVERSIZED_GREW')).toMatchObject({
      severity: 'warning',
      message: expect.stringContaining('no host in hosts sends this growth to its model: reported, not failing'),
    });
    const change = report.changes.subjects[0];
    expect(change).toMatchObject({
      subject: 's/search',
      kind: 'grew',
      deltaBytes: grown,
      fields: [{ field: 'annotations', before: 0, delta: grown }],
      sentByNoHost: true,
    });
    expect(change.hosts).toEqual([
      { host: 'claude-code', deltaBytes: 0, deltaTokens: 0 },
      { host: 'codex', deltaBytes: 0, deltaTokens: 0 },
    ]);
    const grew = report.findings.find((f: { code: string }) => f.code === 'OVERSIZED_GREW');
    expect(grew.message).toContain(`in annotations +${grown} B; no host in hosts sends this growth to its model`);
    expect(grew.fix).toMatch(/^`mcp-budget explain s\/search` shows where its bytes go; /);

    const markdown = (await cli(dir, ['check', '--base', 'main', '--reporter', 'markdown'])).stdout;
    expect(markdown).toContain(
      '| subject | change | base | head | Δ (bytes · tokens) | changed in | Δ as hosts send it |',
    );
    expect(markdown).toMatch(
      new RegExp(
        `\\| s/search \\| grew \\| 900 B · \\d+ tok \\| ${after && Buffer.byteLength(JSON.stringify(after))} B · \\d+ tok \\| \\+${grown} B \\(\\+\\d+%\\) · \\+\\d+ tok \\| annotations \\+${grown} B \\| no host sends it \\|`,
      ),
    );
  });

  it('a grown description is seen by every host: the model-visible Δ per host beside the raw one; the gate says where', async () => {
    const budget = { servers: { s: specServer('spec.json') }, hosts: ['claude-code'], growth: { toolBytes: 100 } };
    const dir = repository(
      { spec: { tools: [sizedTool('search', 300)] }, budget },
      { spec: { tools: [sizedTool('search', 700)] }, budget },
    );
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(code).toBe(1);
    const change = report.changes.subjects[0];
    expect(change.fields).toEqual([
      { field: 'description', before: expect.any(Number), after: expect.any(Number), delta: 400 },
    ]);
    expect(change.hosts).toEqual([{ host: 'claude-code', deltaBytes: 400, deltaTokens: expect.any(Number) }]);
    expect(change.sentByNoHost).toBeUndefined();
    const gate = report.findings.find((f: { code: string }) => f.code === 'GROWTH_OVER_BUDGET');
    expect(gate.message).toContain('in description +400 B; as hosts send it: claude-code +400 B');
    expect(gate.fix).toContain('`mcp-budget explain s/search`');
  });

  it('every Δ says its unit, a total over budget has its Δ, and the heading names the base commit', async () => {
    const budget = { servers: { s: specServer('spec.json') }, limits: { totalBytes: 1000 } };
    const dir = repository(
      { spec: { tools: [sizedTool('a', 300), sizedTool('b', 500)] }, budget },
      { spec: { tools: [sizedTool('a', 700), sizedTool('b', 500)] }, budget },
    );
    const markdown = (await cli(dir, ['check', '--base', 'main', '--reporter', 'markdown'])).stdout;
    const sha = git(dir, 'rev-parse', 'main').trim().slice(0, 7);
    expect(markdown).toContain(`### Changes against main (${sha}, measured at the merge base)`);
    expect(markdown).toContain('| total (bytes) | 1,000 | 1,200 | +400 B | ❌ TOTAL_OVER_BUDGET |');
    expect(markdown).toMatch(/\| s\/a \| [^|]* \| 700 B · \d+ tok \| \+400 B \| ↗ grew \|/);
  });
});
