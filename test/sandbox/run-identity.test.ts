// The process bound is the server's own: as root each server runs as a uid of its own, so a neighbour holding every
// process nobody may have cannot make a sound server fail to start (it did: exit 134 from uv_thread_create, reported
// as SERVER_START_FAILED). And when the bound does cut a thread, that is SERVER_LIMIT_HIT naming it.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundThatCut } from '../../src/servers/sandbox/bounds.js';
import { PRIVATE_UID_RANGE } from '../../src/servers/sandbox/private-uid.js';
import {
  BUILT_CLI,
  CHECKOUT_REACHABLE_BY_OTHERS,
  chownTree,
  HOSTILE_SERVER,
  project,
  runCommand,
  runNode,
} from '../helpers.js';

const IS_ROOT = process.getuid?.() === 0;
const PYTHON = ['/usr/bin/python3', '/bin/python3'].find((file) => existsSync(file));

/** A process of `uid` (nobody's by default) holding 1,100 threads: more than the 1,024 processes and threads a server may have. */
async function holdNobodysProcesses(uid = 65534): Promise<ChildProcess> {
  const script =
    "import threading,time\nfor _ in range(1100): threading.Thread(target=time.sleep, args=(600,), daemon=True).start()\nprint('held', flush=True)\ntime.sleep(600)\n";
  const holder = spawn('setpriv', [`--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--', PYTHON!, '-c', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    holder.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return holder;
}

describe.skipIf(!IS_ROOT || !PYTHON || process.platform !== 'linux')('a process identity per server', () => {
  it("beside a process holding all of nobody's processes, a sound server is measured, as a uid of its own", async () => {
    const holder = await holdNobodysProcesses();
    try {
      const dir = project({
        'budget.json': {
          servers: {
            a: {
              command: process.execPath,
              args: [HOSTILE_SERVER, 'reads', 'out/a.json', '[]'],
              sandbox: { writable: ['out'] },
            },
            b: {
              command: process.execPath,
              args: [HOSTILE_SERVER, 'reads', 'out/b.json', '[]'],
              sandbox: { writable: ['out'] },
            },
          },
        },
      });
      mkdirSync(path.join(dir, 'out'));
      chmodSync(path.join(dir, 'out'), 0o777);
      const run = await runNode(BUILT_CLI, ['check', '--json'], { cwd: dir });
      const report = JSON.parse(run.stdout);
      // Both list the same tool (ping): a cross-server duplicate is all there is to say.
      expect(report.findings.filter((f: { code: string }) => f.code !== 'DUPLICATE_TOOL_NAME')).toEqual([]);
      expect(report.servers.map((s: { ok: boolean }) => s.ok)).toEqual([true, true]);
      expect(run.code).not.toBe(3);
      const uids = ['a', 'b'].map(
        (name) => JSON.parse(readFileSync(path.join(dir, 'out', `${name}.json`), 'utf8')).uid as number,
      );
      for (const uid of uids) {
        expect(uid).toBeGreaterThanOrEqual(PRIVATE_UID_RANGE.first);
        expect(uid).toBeLessThan(PRIVATE_UID_RANGE.first + PRIVATE_UID_RANGE.size);
      }
      expect(uids[0]).not.toBe(uids[1]);
    } finally {
      holder.kill('SIGKILL');
    }
  });
});

// Unprivileged, every server runs as the caller's own uid, in a user namespace bubblewrap makes. Since Linux 5.14
// RLIMIT_NPROC is counted per user namespace (ucounts): the server's 1,024 count only its own processes, however many
// the caller has. (Its processes still count toward the caller's own limit, at most 1,024 of them.)
describe.skipIf(!IS_ROOT || !PYTHON || !CHECKOUT_REACHABLE_BY_OTHERS || process.platform !== 'linux')(
  'the process bound on the unprivileged route',
  () => {
    it("beside a process of the caller's own uid holding 1,100 threads, a sound server run as that user is measured", async () => {
      const user = 1234;
      const holder = await holdNobodysProcesses(user);
      try {
        const dir = project({
          'budget.json': {
            servers: {
              a: {
                command: process.execPath,
                args: [HOSTILE_SERVER, 'reads', 'out/a.json', '[]'],
                sandbox: { writable: ['out'] },
              },
            },
          },
        });
        mkdirSync(path.join(dir, 'out'));
        chmodSync(path.join(dir, 'out'), 0o777);
        chownTree(dir, user);
        const run = await runCommand(
          'setpriv',
          [
            `--reuid=${user}`,
            `--regid=${user}`,
            '--clear-groups',
            '--',
            process.execPath,
            BUILT_CLI,
            'check',
            '--json',
          ],
          { cwd: dir, env: { PATH: process.env.PATH, HOME: dir } },
        );
        const report = JSON.parse(run.stdout);
        expect(report.servers[0].sandbox.layers).toContain('user');
        expect(report.servers[0].ok, JSON.stringify(report.servers[0].failure)).toBe(true);
        expect(JSON.parse(readFileSync(path.join(dir, 'out', 'a.json'), 'utf8')).uid).toBe(user);
      } finally {
        holder.kill('SIGKILL');
      }
    });
  },
);

describe('a thread the process bound refuses', () => {
  it("node's abort from uv_thread_create (exit 134) is the processes bound", () => {
    const stderr =
      "node[7]: ../src/node_platform.cc:68:std::unique_ptr<long unsigned int> node::WorkerThreadsTaskRunner::DelayedTaskScheduler::Start(): Assertion `(0) == (uv_thread_create(t.get(), start_thread, this))' failed.";
    expect(boundThatCut('exited with code 134 before it was ready', stderr)).toBe('processes');
  });
});
