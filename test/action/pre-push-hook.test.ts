// The pre-push hook with real git: a bare remote, a real `git push`, the hook installed as a user installs it.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, ROOT, SPEC_SERVER, tempDir } from '../helpers.js';

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t.invalid',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t.invalid',
  MCP_BUDGET_SKIP_HOOK: '',
};
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env, encoding: 'utf8' });
const spec = (description: string) =>
  JSON.stringify({ tools: [{ name: 'a', description, inputSchema: { type: 'object' } }] });

/** A repository with mcp-budget installed (node_modules/.bin), a budget that passes, the hook, and a bare remote. */
function repository(options: { gitignore: boolean }): { dir: string; remote: string } {
  const remote = tempDir('mcp-budget-remote-');
  git(remote, 'init', '-q', '--bare', '-b', 'main');
  const dir = tempDir('mcp-budget-hooked-');
  chmodSync(dir, 0o755);
  git(dir, 'init', '-q', '-b', 'main');
  mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(BUILT_CLI, path.join(dir, 'node_modules', '.bin', 'mcp-budget'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'hooked', private: true }));
  writeFileSync(path.join(dir, 'spec.json'), spec('Reads a.'));
  writeFileSync(
    path.join(dir, 'budget.json'),
    JSON.stringify(
      { servers: { s: { command: process.execPath, args: [SPEC_SERVER, 'spec.json'] } }, limits: { toolBytes: 1000 } },
      null,
      2,
    ),
  );
  if (options.gitignore) writeFileSync(path.join(dir, '.gitignore'), 'node_modules/\n');
  git(dir, 'add', 'package.json', 'spec.json', 'budget.json', ...(options.gitignore ? ['.gitignore'] : []));
  git(dir, 'commit', '-q', '-m', 'a server within budget');
  copyFileSync(path.join(ROOT, 'examples', 'hooks', 'pre-push'), path.join(dir, '.git', 'hooks', 'pre-push'));
  chmodSync(path.join(dir, '.git', 'hooks', 'pre-push'), 0o755);
  git(dir, 'remote', 'add', 'origin', remote);
  return { dir, remote };
}

/** A real push; the hook's output (git shows it on stderr) with the push's own. */
function push(dir: string, ...refs: string[]): { status: number | null; stderr: string } {
  const run = spawnSync('git', ['push', '-q', 'origin', ...refs], { cwd: dir, env, encoding: 'utf8' });
  return { status: run.status, stderr: `${run.stdout}${run.stderr}` };
}

describe('the pre-push hook', () => {
  it('checks every pushed ref, not only the checked-out branch: an over-budget branch pushed beside main is blocked', () => {
    const { dir, remote } = repository({ gitignore: true });
    git(dir, 'checkout', '-q', '-b', 'feature');
    writeFileSync(path.join(dir, 'spec.json'), spec('x'.repeat(3000)));
    git(dir, 'commit', '-q', '-am', 'grow the description');
    git(dir, 'checkout', '-q', 'main');
    const blocked = push(dir, 'main', 'feature');
    expect(blocked.status).not.toBe(0);
    expect(blocked.stderr).toContain('refs/heads/feature');
    expect(blocked.stderr).toContain('TOOL_OVER_BUDGET');
    expect(blocked.stderr).toContain('push blocked');
    expect(
      spawnSync('git', ['rev-parse', '--verify', '--quiet', 'refs/heads/feature'], { cwd: remote }).status,
    ).not.toBe(0);
    // The checkout is as it was: main, with its own spec.
    expect(git(dir, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
    expect(git(dir, 'status', '--porcelain').trim()).toBe('');
    expect(push(dir, 'main').status).toBe(0);
  });

  it('in a repository with no .gitignore, node_modules is not stashed and the check runs', () => {
    const { dir } = repository({ gitignore: false });
    writeFileSync(path.join(dir, 'notes.txt'), 'an uncommitted file\n');
    const pushed = push(dir, 'main');
    expect(pushed.stderr).not.toContain('push blocked');
    expect(pushed.status).toBe(0);
    expect(existsSync(path.join(dir, 'node_modules', '.bin', 'mcp-budget'))).toBe(true);
    expect(existsSync(path.join(dir, 'notes.txt'))).toBe(true);
    expect(git(dir, 'stash', 'list').trim()).toBe('');
  });

  it('a hook that cannot run mcp-budget says so, and does not blame the commit', () => {
    const { dir } = repository({ gitignore: true });
    execFileSync('rm', ['-rf', path.join(dir, 'node_modules')]);
    const pushed = push(dir, 'main');
    expect(pushed.status).not.toBe(0);
    expect(pushed.stderr).toContain('mcp-budget is not installed in this checkout');
    expect(pushed.stderr).not.toContain('over budget');
  });
});
