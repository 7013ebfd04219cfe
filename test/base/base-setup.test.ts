// --base-setup: its log while it runs, and its failure as text.
import { describe, expect, it } from 'vitest';
import { cli, project, specServer } from '../helpers.js';

const spec = {
  tools: [{ name: 'a', description: 'A.', inputSchema: { type: 'object' } }],
  results: { a: { content: [{ type: 'text', text: 'done' }] } },
};

describe('--base-setup', () => {
  it('logs while it runs, line by line, and a failed setup reads as text, not \\x0a', async () => {
    const { execFileSync } = await import('node:child_process');
    const dir = project({ 'spec.json': spec, 'budget.json': { servers: { s: specServer('spec.json') } } });
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t.invalid', ...args], {
        cwd: dir,
        stdio: 'ignore',
      });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    git('checkout', '-q', '-b', 'change');
    const run = await cli(dir, [
      'check',
      '--base',
      'main',
      '--base-setup',
      'echo installing one >&2; echo installing two >&2; exit 1',
    ]);
    expect(run.stderr).toContain("mcp-budget: running --base-setup in the merge base's worktree");
    expect(run.stderr).toContain('  base-setup: installing one\n  base-setup: installing two\n');
    expect(run.stdout).toContain('--base-setup exited with 1: installing one | installing two');
    expect(run.stdout).not.toContain('\\x0a');
  });
});
