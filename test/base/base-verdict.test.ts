// An honest pull-request verdict: the base is a measurement or a finding. A base whose servers cannot start in the
// merge base's worktree (the build output is not committed) is said at the top, its tools are never "new" or
// "removed", and growth gates that cannot be answered fail unless the budget makes that a warning.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, git, project, sizedTool, SPEC_SERVER, tempDir } from '../helpers.js';

/**
 * The server reads what a build writes to dist/, which git ignores: exactly what a fresh worktree of the base lacks
 * (without it the server exits before the handshake).
 */
const built = { command: process.execPath, args: [SPEC_SERVER, 'dist/spec.json'] };
const BUILD_COMMAND = 'mkdir -p dist && cp spec.json dist/spec.json';
const build = (dir: string) => {
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  copyFileSync(path.join(dir, 'spec.json'), path.join(dir, 'dist', 'spec.json'));
};

/** main: A (300 B) and B (500 B); the pull request grows A by 76% and adds C. */
function repository(
  budget: Record<string, unknown>,
  head = { tools: [sizedTool('A', 528), sizedTool('B', 500), sizedTool('C', 1409)] },
) {
  const dir = project({
    '.gitignore': 'dist/\n',
    'spec.json': { tools: [sizedTool('A', 300), sizedTool('B', 500)] },
    'budget.json': { servers: { s: built }, limits: { toolBytes: 4000 }, ...budget },
  });
  build(dir);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify(head));
  git(dir, 'commit', '-q', '-am', 'grow A, add C');
  build(dir);
  return dir;
}

describe('a base that cannot be measured', () => {
  it('is BASE_UNMEASURED at the top, fails the growth gate it leaves unanswered, and shows no tool as new', async () => {
    const dir = repository({ growth: { toolPercent: 25 } });
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(code).toBe(1);
    expect(report.findings.map((f: { code: string }) => f.code)).toEqual(['BASE_UNMEASURED']);
    const [finding] = report.findings;
    expect(finding).toMatchObject({ severity: 'error', subject: 's', path: 'growth.unmeasuredBase' });
    expect(finding.message).toContain('SERVER_START_FAILED');
    expect(finding.fix).toContain('--base-setup "npm ci && npm run build"');
    const sha = git(dir, 'rev-parse', 'main').trim();
    expect(report.base).toMatchObject({
      ref: 'main',
      commit: sha,
      source: 'unmeasured',
      servers: [{ name: 's', source: 'unmeasured', reason: expect.stringContaining('SERVER_START_FAILED') }],
    });
    // No tool of s is new, removed or grown: nothing was measured to say so.
    expect(report.changes.subjects).toEqual([]);
    expect(report.changes.unmeasured).toEqual(['s']);

    const text = (await cli(dir, ['check', '--base', 'main'])).stdout;
    expect(text.split('\n')[0]).toMatch(/^Base main \([0-9a-f]{7}\) NOT MEASURED/);
    expect(text).not.toMatch(/\bnew\b.*s\/C|s\/C\s+new/);
    const markdown = (await cli(dir, ['check', '--base', 'main', '--reporter', 'markdown'])).stdout;
    // The summary leads with the reasons: the unmeasured base is the first, and its own section says what was not compared.
    expect(markdown.split('\n').slice(0, 6).join('\n')).toContain('- **BASE_UNMEASURED** s:');
    expect(markdown).toContain('### ⚠️ Base not measured');
    expect(markdown).not.toContain('🆕');
  });

  it('growth.unmeasuredBase "warning" (or --unmeasured-base warning) lets the run pass and still says it', async () => {
    const dir = repository({ growth: { toolPercent: 25, unmeasuredBase: 'warning' } });
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(code).toBe(0);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'BASE_UNMEASURED', severity: 'warning' })]);

    const strict = repository({ growth: { toolPercent: 25 } });
    const flagged = await cliJson(strict, ['check', '--base', 'main', '--unmeasured-base', 'warning']);
    expect(flagged.code).toBe(0);
    expect(flagged.report.findings[0]).toMatchObject({ code: 'BASE_UNMEASURED', severity: 'warning' });
  });

  it('without growth gates it is a warning: nothing depended on the base', async () => {
    const dir = repository({});
    const { code, report } = await cliJson(dir, ['check', '--base', 'main']);
    expect(code).toBe(0);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'BASE_UNMEASURED', severity: 'warning', subject: 's' }),
    ]);
  });

  it('with --base-setup building it, the base is measured: A grew 76% past the 25% gate, C is new', async () => {
    const dir = repository({ growth: { toolPercent: 25 } });
    const { code, report } = await cliJson(dir, ['check', '--base', 'main', '--base-setup', BUILD_COMMAND]);
    expect(code).toBe(1);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'GROWTH_OVER_BUDGET', subject: 's/A', actual: 76 }),
    ]);
    expect(report.base).toMatchObject({ source: 'measured', servers: [{ name: 's', source: 'measured' }] });
    expect(report.changes.subjects.map((c: { subject: string; kind: string }) => [c.subject, c.kind])).toEqual([
      ['s/C', 'new'],
      ['s/A', 'grew'],
      ['s/B', 'unchanged'],
    ]);
  });

  it("a failing --base-setup is the finding, with the setup's own error and a fix for it", async () => {
    const dir = repository({ growth: { toolPercent: 25 } });
    const { code, report } = await cliJson(dir, [
      'check',
      '--base',
      'main',
      '--base-setup',
      'echo cannot install >&2; exit 7',
    ]);
    expect(code).toBe(1);
    expect(report.base).toMatchObject({
      ref: 'main',
      source: 'unmeasured',
      error: '--base-setup exited with 7: cannot install',
    });
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'BASE_UNMEASURED', severity: 'error', subject: 'base' }),
    ]);
    expect(report.findings[0].message).toContain('cannot install');
    expect(report.changes).toBeUndefined();
  });

  it('a saved base report whose server failed counts as unmeasured for that server', async () => {
    const dir = repository({ growth: { toolPercent: 25 } });
    git(dir, 'checkout', '-q', 'main');
    const broken = project({ 'budget.json': { servers: { s: { command: process.execPath, args: ['missing.mjs'] } } } });
    const saved = path.join(tempDir('saved-base-'), 'base-report.json');
    await cli(broken, ['check', '--output', saved]);
    git(dir, 'checkout', '-q', 'pr');
    const { code, report } = await cliJson(dir, ['check', '--base-report', saved]);
    expect(code).toBe(1);
    expect(report.findings.map((f: { code: string }) => f.code)).toEqual(['BASE_UNMEASURED']);
    expect(report.base.servers).toEqual([expect.objectContaining({ name: 's', source: 'unmeasured' })]);
    expect(report.changes.subjects).toEqual([]);
  });
});
