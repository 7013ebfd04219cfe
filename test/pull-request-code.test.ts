// The pull request's code runs only inside the sandbox, and nothing it could write decides the verdict. A script of
// the pull request that ran before the gate (an install script) can write the repository: replace refs, grafts,
// hooks, remote refs. The base the run names is read as git stores it, whatever was written beside it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliJson, git, project, sizedTool, specServer } from './helpers.js';

/** main holds toolBytes 4,000; the pull request raises it to 100,000 (and grows nothing else). */
function raisingPullRequest(): { dir: string; baseSha: string } {
  const dir = project({
    'spec.json': { tools: [sizedTool('A', 300)] },
    'budget.json': { servers: { s: specServer('spec.json') }, limits: { toolBytes: 4000 } },
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'base');
  const baseSha = git(dir, 'rev-parse', 'HEAD').trim();
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(
    path.join(dir, 'budget.json'),
    JSON.stringify({ servers: { s: specServer('spec.json') }, limits: { toolBytes: 100000 } }),
  );
  git(dir, 'commit', '-q', '-am', 'raise toolBytes');
  return { dir, baseSha };
}

const raised = (report: { findings: Array<{ code: string; message: string }> }) =>
  report.findings.filter((f) => f.code === 'BUDGET_RAISED').map((f) => f.message);

describe('the base the run names is the base git stores', () => {
  it('a replace ref made by the pull request does not swap the base commit: the raise is still listed and fails', async () => {
    const { dir, baseSha } = raisingPullRequest();
    const control = await cliJson(dir, ['check', '--base', baseSha, '--raises', 'fail']);
    expect(control.code).toBe(1);
    expect(raised(control.report).join('\n')).toContain('4,000 → 100,000');

    // The attack: a commit whose budget.json already says 100,000, put in place of the base by a replace ref.
    const tree = git(dir, 'rev-parse', 'HEAD^{tree}').trim();
    const fake = git(dir, 'commit-tree', tree, '-m', 'fake base').trim();
    git(dir, 'replace', baseSha, fake);
    expect(git(dir, 'show', `${baseSha}:budget.json`)).toContain('100000');

    const attacked = await cliJson(dir, ['check', '--base', baseSha, '--raises', 'fail']);
    expect(attacked.code).toBe(1);
    expect(raised(attacked.report)).toEqual(raised(control.report));
    expect(attacked.report.base.commit).toBe(baseSha);
  });

  it('a graft that hides the base from the history does not change the merge base', async () => {
    const { dir, baseSha } = raisingPullRequest();
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    // HEAD grafted as a root commit: through grafts, HEAD and main share no history at all.
    writeFileSync(path.join(dir, '.git', 'info', 'grafts'), `${head}\n`);
    const attacked = await cliJson(dir, ['check', '--base', 'main', '--raises', 'fail']);
    expect(attacked.code).toBe(1);
    expect(attacked.report.base.commit).toBe(baseSha);
    expect(raised(attacked.report).join('\n')).toContain('4,000 → 100,000');
  });
});
