// A tag push is judged against the previous tag: the release's own change table and semver check.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../action-run.js';
import { git, project, specServer } from '../helpers.js';

const tool = (name: string) => ({ name, description: `${name}.`, inputSchema: { type: 'object' } });

function releases() {
  const dir = project({
    'spec.json': { tools: [tool('a'), tool('b')] },
    'package.json': { name: 'srv', version: '1.0.0' },
    'budget.json': { servers: { s: specServer('spec.json') } },
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'v1.0.0');
  git(dir, 'tag', 'v1.0.0');
  writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: [tool('a'), tool('c')] }));
  git(dir, 'commit', '-q', '-am', 'replace b with c');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'srv', version: '1.1.0' }));
  git(dir, 'commit', '-q', '-am', 'v1.1.0');
  git(dir, 'tag', 'v1.1.0');
  return dir;
}

describe('a tag push', () => {
  it('is compared with the previous tag: b removed needs a major, 1.0.0 → 1.1.0 is too small', async () => {
    const dir = releases();
    const run = await runAction(dir, {}, { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1.1.0' });
    expect(run.stdout).toContain('tag v1.1.0: compared with the previous tag v1.0.0');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error file=budget.json');
    expect(run.stdout).toMatch(
      /title=SEMVER_BUMP_TOO_SMALL package\.json::version 1\.0\.0 → 1\.1\.0 is a minor release, but the tools' changes need a major one/,
    );
    expect(run.summary).toContain('### Changes against v1.0.0');
    expect(run.summary).toContain('### Tool contracts: a major change; package.json 1.0.0 → 1.1.0');
    expect(run.summary).toMatch(/\| s\/b \| tool removed \| {2}\| breaking \| major \|/);
    expect(run.outputs['summary-markdown']).toContain('### Tool contracts');
  });

  it('the first tag has nothing to compare with, and is judged alone', async () => {
    const dir = releases();
    const run = await runAction(dir, {}, { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1.0.0' });
    expect(run.stdout).toContain('tag v1.0.0: no earlier tag, nothing to compare with');
    expect(run.code).toBe(0);
    expect(run.outputs['delta-bytes']).toBe('');
  });

  it('is compared with the previous release by version order: not the pre-release, not a `staging` tag', async () => {
    // v1.0.0 has tools a and b; v1.2.0-rc.1 removed b; `staging` and v1.2.0 come after, with no tool change.
    const dir = project({
      'spec.json': { tools: [tool('a'), tool('b')] },
      'package.json': { name: 'srv', version: '1.0.0' },
      'budget.json': { servers: { s: specServer('spec.json') } },
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'v1.0.0');
    git(dir, 'tag', 'v1.0.0');
    writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ tools: [tool('a')] }));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'srv', version: '1.2.0-rc.1' }));
    git(dir, 'commit', '-q', '-am', 'remove b');
    git(dir, 'tag', 'v1.2.0-rc.1');
    writeFileSync(path.join(dir, 'README'), 'staging\n');
    git(dir, 'add', 'README');
    git(dir, 'commit', '-q', '-m', 'staging');
    git(dir, 'tag', 'staging');
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'srv', version: '1.2.0' }));
    git(dir, 'commit', '-q', '-am', 'v1.2.0');
    git(dir, 'tag', 'v1.2.0');

    const release = await runAction(dir, {}, { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1.2.0' });
    expect(release.stdout).toContain('tag v1.2.0: compared with the previous tag v1.0.0');
    expect(release.summary).toContain('### Changes against v1.0.0');
    expect(release.summary).toMatch(/\| s\/b \| tool removed \| {2}\| breaking \| major \|/);
    expect(release.stdout).toMatch(
      /title=SEMVER_BUMP_TOO_SMALL package\.json::version 1\.0\.0 → 1\.2\.0 is a minor release/,
    );
    expect(release.code).toBe(1);

    // A release candidate is compared with the candidate before it, or the last release.
    git(dir, 'tag', 'v1.2.1-rc.2');
    const candidate = await runAction(dir, {}, { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1.2.1-rc.2' });
    expect(candidate.stdout).toContain('compared with the previous tag v1.2.0');
    // A tag that is no version has no previous release.
    const staging = await runAction(dir, {}, { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'staging' });
    expect(staging.stdout).toContain('tag staging: no earlier tag, nothing to compare with');
  });
});
