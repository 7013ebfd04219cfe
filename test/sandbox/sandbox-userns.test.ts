// A server cannot make a user namespace of its own inside the sandbox: in one it would be uid 0 with every
// capability over what it can see (mounts, network set-up), a kernel surface a measured server has no use for.
// bubblewrap installs a seccomp filter that refuses unshare/clone with CLONE_NEWUSER (clone3, whose flags a filter
// cannot read, answers ENOSYS so libc falls back to clone), on the root route and the unprivileged one.
import { chmodSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, chownTree, project, runCommand, runNode } from '../helpers.js';
import { probeConfinement } from '../../src/servers/sandbox/confinement-probe.js';

const confinement = await probeConfinement();
const IS_ROOT = process.getuid?.() === 0;

/** Tries `unshare -U -r` at start, says on stderr what it got, and exits: the failure's stderr lines carry it. */
const TRY_USERNS = `
import { spawnSync } from 'node:child_process';
const run = spawnSync('unshare', ['-U', '-r', 'id', '-u'], { encoding: 'utf8' });
const worker = await import('node:worker_threads').then(({ Worker }) => new Promise((done) => {
  const w = new Worker('require("node:worker_threads").parentPort.postMessage(1)', { eval: true });
  w.once('message', () => done('threads work'));
  w.once('error', (e) => done('threads fail: ' + e.message));
}));
process.stderr.write('userns ' + (run.status === 0 ? 'allowed uid=' + run.stdout.trim() : 'refused') + '; ' + worker + '\\n');
process.exit(1);
`;

function userNamespaceProject(): string {
  return project({
    'server.mjs': TRY_USERNS,
    'budget.json': { servers: { s: { command: process.execPath, args: ['server.mjs'] } } },
  });
}

const stderrOf = (stdout: string) => JSON.parse(stdout).servers[0].failure.stderr as string;

describe.skipIf(confinement.method !== 'bwrap')('no user namespace inside the sandbox', () => {
  it(`is refused on this run's route (${IS_ROOT ? 'root, setpriv' : 'unprivileged'}), and threads still start`, async () => {
    const run = await runNode(BUILT_CLI, ['check', '--json'], { cwd: userNamespaceProject() });
    expect(stderrOf(run.stdout)).toContain('userns refused; threads work');
  });

  it.skipIf(!IS_ROOT)('is refused as an unprivileged user (the --unshare-user route) too', async () => {
    const uid = 47214;
    const dir = userNamespaceProject();
    chownTree(dir, uid);
    chmodSync(dir, 0o755);
    const run = await runCommand(
      'setpriv',
      [`--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--', process.execPath, BUILT_CLI, 'check', '--json'],
      { cwd: dir, env: { PATH: process.env.PATH, HOME: dir }, timeoutMs: 60_000 },
    );
    expect(stderrOf(run.stdout)).toContain('userns refused; threads work');
  });
});
