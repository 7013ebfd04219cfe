// However mcp-budget ends, what it made is gone: a SIGTERM (a cancelled job) while the base is measured leaves no
// base worktree on disk and no entry in `git worktree list`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, git, HOSTILE_SERVER, project } from './helpers.js';

const worktrees = (dir: string) =>
  git(dir, 'worktree', 'list', '--porcelain')
    .split('\n')
    .filter((line) => line.startsWith('worktree '))
    .map((line) => line.slice(9));

describe('signals clean up', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} while the base is measured removes the base worktree and its git entry`, async () => {
      // The base's server never answers, so the run is inside the base worktree when the signal comes.
      const hang = { command: process.execPath, args: [HOSTILE_SERVER, 'hang-before-handshake', ''] };
      const dir = project({ 'budget.json': { servers: { s: hang }, timeouts: { startupMs: 60_000 } } });
      git(dir, 'init', '-q', '-b', 'main');
      git(dir, 'add', '.');
      git(dir, 'commit', '-q', '-m', 'base');
      git(dir, 'checkout', '-q', '-b', 'pr');
      const child = spawn(process.execPath, [BUILT_CLI, 'check', '--base', 'main'], { cwd: dir, stdio: 'ignore' });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      let seen: string[] = [];
      for (let i = 0; i < 1200 && seen.length < 2; i++) {
        await new Promise((r) => setTimeout(r, 50));
        try {
          seen = worktrees(dir);
        } catch {
          // `git worktree add` is half done: git itself cannot read the entry yet ("failed to read .../commondir").
        }
      }
      expect(seen).toHaveLength(2);
      const tree = seen.find(
        (entry) => path.resolve(entry) !== path.resolve(dir) && !entry.endsWith(path.basename(dir)),
      )!;
      child.kill(signal);
      expect(await exited).toBe(signal === 'SIGTERM' ? 143 : 130);
      expect(worktrees(dir)).toHaveLength(1);
      expect(existsSync(tree)).toBe(false);
      expect(existsSync(path.dirname(tree))).toBe(false);
    });
  }
});
