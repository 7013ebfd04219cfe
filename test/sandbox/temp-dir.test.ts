// A TMPDIR the run cannot write (missing, or read-only for this user) ended in "internal error" and a stack trace
// (exit 2): the servers' HOMEs are made in the temporary directory. A run does not need that one directory: it
// makes its folders in /tmp (or /var/tmp) instead and says so, and fails with a plain usage error only when no
// temporary directory at all can be written.
import { chmodSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, CHECKOUT_REACHABLE_BY_OTHERS, ROOT, runCommand, runNode, tempDir } from '../helpers.js';

const QUICKSTART = ['check', '--config', 'examples/quickstart/budget.json'];
const PASSED = '✔ within budget: 3 tools · 1,601 bytes · 380 tokens (o200k_base)';
const IS_ROOT = process.getuid?.() === 0;

function expectNoCrash(run: { stdout: string; stderr: string }) {
  expect(run.stderr).not.toContain('internal error');
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

describe('a TMPDIR the run cannot write', () => {
  it('TMPDIR=/nonexistent: the check runs (exit 0), and stderr names the directory and where the run went instead', async () => {
    const run = await runNode(BUILT_CLI, QUICKSTART, { cwd: ROOT, env: { TMPDIR: '/nonexistent' } });
    expectNoCrash(run);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(PASSED);
    expect(run.stderr).toContain('TMPDIR /nonexistent cannot be written (no such directory)');
    expect(run.stderr).toContain('/tmp instead');
  });

  it.skipIf(IS_ROOT && !CHECKOUT_REACHABLE_BY_OTHERS)(
    'a read-only TMPDIR (this user may not write it): the check runs (exit 0) and says so',
    async () => {
      const readOnly = tempDir('mcp-budget-read-only-tmp-');
      chmodSync(readOnly, 0o555);
      // Root writes anywhere: the run is made as a user of its own.
      const asUser = IS_ROOT ? ['setpriv', '--reuid=1234', '--regid=1234', '--clear-groups', '--'] : [];
      const run = await runCommand(
        asUser[0] ?? process.execPath,
        [...asUser.slice(1), ...(IS_ROOT ? [process.execPath] : []), BUILT_CLI, ...QUICKSTART],
        { cwd: ROOT, env: { PATH: process.env.PATH, HOME: readOnly, TMPDIR: readOnly } },
      );
      expectNoCrash(run);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(PASSED);
      expect(run.stderr).toContain(`TMPDIR ${readOnly} cannot be written (not writable by this user)`);
    },
  );

  it('measure too: TMPDIR a file, not a directory', async () => {
    const file = `${tempDir()}/not-a-directory`;
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, '');
    const run = await runNode(BUILT_CLI, ['measure', '--config', 'examples/quickstart/budget.json'], {
      cwd: ROOT,
      env: { TMPDIR: file },
    });
    expectNoCrash(run);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`TMPDIR ${file} cannot be written (not a directory)`);
  });
});
