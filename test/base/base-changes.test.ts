// The pull request shows what changed: every tool's Δ against the base, measured at the merge base in a git
// worktree (or read from a saved report), growth gates, and unstable tool lists.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, git, project, sizedTool, specServer, tempDir } from '../helpers.js';

/** main: tools A (300 B) and B; the pull request grows A to 3,000 B (under every limit), adds C, removes B. */
function repository(budget: Record<string, unknown>) {
  const dir = project({
    'spec.json': { tools: [sizedTool('A', 300), sizedTool('B', 500)] },
    'budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 4000 }, ...budget },
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: [sizedTool('A', 3000), sizedTool('C', 800)] }));
  git(dir, 'commit', '-q', '-am', 'grow A, add C, remove B');
  return dir;
}

describe('changes against the base', () => {
  it('lists A with +2,700 B first, C as new, B as removed, in JSON, text and markdown', async () => {
    const dir = repository({});
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(code).toBe(0);
    // The base's definitions differ from the checkout's, so the shared cache had nothing for them.
    const mergeBase = git(dir, 'rev-parse', 'main').trim();
    expect(report.base).toEqual({
      ref: 'main',
      commit: mergeBase,
      source: 'measured',
      servers: [{ name: 's', source: 'measured' }],
      cache: { warm: false, hits: 0, misses: expect.any(Number) },
    });
    expect(
      report.changes.subjects.map((c: { subject: string; kind: string; deltaBytes: number }) => [
        c.subject,
        c.kind,
        c.deltaBytes,
      ]),
    ).toEqual([
      ['s/A', 'grew', 2700],
      ['s/C', 'new', 800],
      ['s/B', 'removed', -500],
    ]);
    const text = (await cli(dir, ['check', '--base', 'main'])).stdout;
    expect(text).toMatch(
      new RegExp(
        `Changes against main \\(${mergeBase.slice(0, 7)}, measured at the merge base\\): total 800 B .* → 3,800 B`,
      ),
    );
    expect(text).toMatch(/s\/A\s+grew\s+300 B · \d+ tok\s+3,000 B · \d+ tok\s+\+2,700 B \(\+900%\)/);
    expect(text.indexOf('s/A')).toBeLessThan(text.indexOf('s/C'));
    expect(text).toMatch(/s\/C\s+new/);
    expect(text).toMatch(/s\/B\s+removed/);
    const markdown = (await cli(dir, ['check', '--base', 'main', '--reporter', 'markdown'])).stdout;
    expect(markdown).toContain('### Changes against main');
    expect(markdown).toMatch(/\| s\/A \| grew \| 300 B · \d+ tok \| 3,000 B · \d+ tok \| \+2,700 B \(\+900%\)/);
    // Nothing that changed is folded away with the unchanged.
    expect(markdown).not.toContain('unchanged subject(s)');
    expect(markdown.indexOf('| s/A |')).toBeLessThan(markdown.indexOf('| s/C |'));
  });

  it('a growth gate of 50% fails A with GROWTH_OVER_BUDGET; the same from a saved base report; accepted, a warning', async () => {
    const dir = repository({ growth: { toolPercent: 50 } });
    const measured = await cliJson(dir, ['check', '--base', 'main']);
    expect(measured.code).toBe(1);
    // B is gone too: a removed tool breaks its callers (a warning by default).
    expect(measured.report.findings).toEqual([
      expect.objectContaining({
        code: 'GROWTH_OVER_BUDGET',
        subject: 's/A',
        limit: 50,
        actual: 900,
        path: 'growth.toolPercent',
      }),
      expect.objectContaining({ code: 'BREAKING_CHANGE', severity: 'warning', subject: 's/B' }),
    ]);

    git(dir, 'checkout', '-q', 'main');
    // Saved outside the work tree, as a cache or an artifact is: the pull request's tree never supplies its base.
    const saved = path.join(tempDir('saved-base-'), 'base-report.json');
    await cli(dir, ['check', '--output', saved]);
    git(dir, 'checkout', '-q', 'pr');
    const fromReport = await cliJson(dir, ['check', '--base-report', saved]);
    expect(fromReport.code).toBe(1);
    const baseCommit = git(dir, 'rev-parse', 'main').trim();
    expect(fromReport.report.base).toEqual({
      ref: saved,
      commit: baseCommit,
      source: 'report',
      servers: [{ name: 's', source: 'report' }],
    });
    const essence = (findings: Array<Record<string, unknown>>) =>
      findings.map(({ code, subject, limit, actual, path: at }) => ({ code, subject, limit, actual, at }));
    expect(essence(fromReport.report.findings)).toEqual(essence(measured.report.findings));

    const accepted = await cliJson(dir, ['check', '--base', 'main', '--accept-growth']);
    expect(accepted.code).toBe(0);
    expect(accepted.report.findings.find((f: { code: string }) => f.code === 'GROWTH_OVER_BUDGET')).toMatchObject({
      severity: 'warning',
    });
  });

  it("the merge base shares the checkout's cache: definitions that did not change are not counted again", async () => {
    const dir = project({
      'spec.json': { tools: [sizedTool('A', 300), sizedTool('B', 500)] },
      'budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 4000 } },
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'base');
    git(dir, 'checkout', '-q', '-b', 'pr');
    writeFileSync(
      path.join(dir, 'budget.json'),
      JSON.stringify({ servers: { s: specServer('spec.json') }, limits: { toolBytes: 3000 } }),
    );
    // The cache lives in the user's cache folder, outside both work trees: the base's counts come from this process.
    mkdirSync(path.join(dir, 'node_modules'));
    const cache = tempDir('mcp-budget-cache-');
    const { code, report } = await cliJson(dir, ['check', '--base', 'main'], { XDG_CACHE_HOME: cache });
    expect(existsSync(path.join(cache, 'mcp-budget'))).toBe(true);
    expect(existsSync(path.join(dir, 'node_modules', '.cache', 'mcp-budget'))).toBe(false);
    expect(code).toBe(0);
    expect(report.cache).toMatchObject({ warm: false, hits: 0 });
    expect(report.base).toMatchObject({
      ref: 'main',
      source: 'measured',
      servers: [{ name: 's', source: 'measured' }],
      cache: { warm: true, hits: 2, misses: 0 },
    });
    expect(report.changes.subjects.map((c: { subject: string; kind: string }) => [c.subject, c.kind])).toEqual([
      ['s/A', 'unchanged'],
      ['s/B', 'unchanged'],
    ]);
  });

  it('a base that cannot be measured is said (BASE_UNMEASURED); without growth gates the verdict does not change', async () => {
    const dir = repository({});
    const { code, report } = await cliJson(dir, [
      'check',
      '--base',
      'main',
      '--base-setup',
      'echo cannot install >&2; exit 7',
    ]);
    expect(code).toBe(0);
    expect(report.base).toMatchObject({
      ref: 'main',
      source: 'unmeasured',
      error: '--base-setup exited with 7: cannot install',
    });
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'BASE_UNMEASURED', severity: 'warning', subject: 'base' }),
    ]);
    expect(report.changes).toBeUndefined();
  });
});

describe('stable tool lists', () => {
  it('a server whose tool order changes between listings gets TOOLS_LIST_UNSTABLE naming the tool and place', async () => {
    const dir = project({
      'spec.json': { tools: [sizedTool('A', 300), sizedTool('B', 300)], shuffle: true },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(0);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'TOOLS_LIST_UNSTABLE', severity: 'warning', subject: 's/A' }),
    ]);
    expect(report.findings[0].message).toContain('order');
  });

  it('a description with a timestamp is unstable too; the budget can make it an error', async () => {
    const dir = project({
      'spec.json': { tools: [sizedTool('A', 300)], stampDescriptions: true },
      'budget.json': { servers: { s: specServer('spec.json') }, stability: { toolsList: 'error' } },
    });
    const { code, report } = await cliJson(dir, ['check']);
    expect(code).toBe(1);
    expect(report.findings[0]).toMatchObject({ code: 'TOOLS_LIST_UNSTABLE', severity: 'error', subject: 's/A' });
    expect(report.findings[0].message).toContain('/description');
  });
});
