// On GitHub's ubuntu-24.04 runners AppArmor refuses unprivileged user namespaces, and the job has passwordless sudo.
// That runner is simulated: a bubblewrap that fails as AppArmor makes it fail when not run as root, and a sudo that
// asks for no password (a setuid-root program, as the real one is). The Action gets all four layers there with no
// extra workflow lines, and says which way it took.
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIVATE_UID_RANGE } from '../../src/servers/sandbox/private-uid.js';
import { BUILT_CLI, CHECKOUT_REACHABLE_BY_OTHERS, HOSTILE_SERVER, project, runCommand, tempDir } from '../helpers.js';
import { processesWithHome as serverProcesses } from '../processes.js';
import { HAS_CC, pathWithout, REAL_BWRAP, runnerBin } from '../fake-runner.js';

const IS_ROOT = process.getuid?.() === 0;
const USER = 1234;
const AS_USER = ['setpriv', `--reuid=${USER}`, `--regid=${USER}`, '--clear-groups', '--'];

function runnerProject(): { dir: string; home: string } {
  const dir = project({
    'budget.json': {
      servers: {
        reader: {
          command: process.execPath,
          args: [HOSTILE_SERVER, 'reads', 'out/seen.json', '[]'],
          sandbox: { writable: ['out'] },
        },
      },
    },
  });
  mkdirSync(path.join(dir, 'out'));
  chmodSync(path.join(dir, 'out'), 0o777);
  const home = tempDir('mcp-budget-runner-home-');
  chownSync(home, USER, USER);
  return { dir, home };
}

// The runner's user must reach this checkout to run the CLI (a clone in a mktemp -d folder: not).
describe.skipIf(!IS_ROOT || !REAL_BWRAP || !HAS_CC || !CHECKOUT_REACHABLE_BY_OTHERS || process.platform !== 'linux')(
  'a GitHub-hosted runner: user namespaces refused, sudo without a password',
  () => {
    it('bubblewrap runs through sudo, the server as a uid of its own, in all four layers; the report says which way', async () => {
      const bin = runnerBin(true);
      const { dir, home } = runnerProject();
      const env = { PATH: `${bin}:${process.env.PATH}`, HOME: home, GITHUB_ACTIONS: 'true' };
      const run = await runCommand(AS_USER[0]!, [...AS_USER.slice(1), process.execPath, BUILT_CLI, 'check', '--json'], {
        cwd: dir,
        env,
      });
      expect(run.stderr).toBe('');
      const report = JSON.parse(run.stdout);
      expect(run.code).toBe(0);
      expect(report.servers[0].sandbox).toMatchObject({
        method: 'bwrap',
        layers: ['pid', 'mount', 'user', 'network'],
        missing: [],
      });
      expect(report.servers[0].sandbox.route).toContain('through passwordless sudo');
      expect(report.servers[0].sandbox.route).toContain('setting up uid map: Permission denied');
      const uid = JSON.parse(readFileSync(path.join(dir, 'out', 'seen.json'), 'utf8')).uid as number;
      expect(uid).toBeGreaterThanOrEqual(PRIVATE_UID_RANGE.first);
      expect(uid).toBeLessThan(PRIVATE_UID_RANGE.first + PRIVATE_UID_RANGE.size);
    });

    it("on someone's own machine (no CI variable), sudo is never used unasked", async () => {
      const bin = runnerBin(true);
      const { dir, home } = runnerProject();
      const run = await runCommand(AS_USER[0]!, [...AS_USER.slice(1), process.execPath, BUILT_CLI, 'check', '--json'], {
        cwd: dir,
        env: { PATH: `${bin}:${process.env.PATH}`, HOME: home },
      });
      const sandbox = JSON.parse(run.stdout).servers[0].sandbox;
      expect(sandbox.method).not.toBe('bwrap');
      expect(sandbox.route).toBeUndefined();
      expect(sandbox.reason).toContain('setting up uid map: Permission denied');
    });

    it('without sudo, the layers it could not have are named with why', async () => {
      const bin = runnerBin(false);
      const { dir, home } = runnerProject();
      // No sudo on PATH, though this machine may have one (GitHub's runners do): the probe looks it up on PATH.
      const env = { PATH: `${bin}:${pathWithout('sudo')}`, HOME: home, GITHUB_ACTIONS: 'true' };
      const run = await runCommand(AS_USER[0]!, [...AS_USER.slice(1), process.execPath, BUILT_CLI, 'check', '--json'], {
        cwd: dir,
        env,
      });
      const report = JSON.parse(run.stdout);
      expect(report.servers[0].sandbox.method).not.toBe('bwrap');
      expect(report.servers[0].sandbox.missing).toEqual(expect.arrayContaining(['pid', 'mount']));
      expect(report.servers[0].sandbox.reason).toContain('setting up uid map: Permission denied');
      expect(report.servers[0].sandbox.reason).toContain('sudo is not installed');
    });

    it('SIGKILL of mcp-budget on the sudo route takes the sandbox with it (no process of the server is left, ppid 1 or not)', async () => {
      const bin = runnerBin(true);
      const dir = project({
        'budget.json': {
          servers: {
            hang: {
              command: process.execPath,
              args: [HOSTILE_SERVER, 'hang-before-handshake', 'out/seen.json'],
              sandbox: { writable: ['out'] },
            },
          },
          timeouts: { startupMs: 120_000 },
        },
      });
      mkdirSync(path.join(dir, 'out'));
      chmodSync(path.join(dir, 'out'), 0o777);
      const home = tempDir('mcp-budget-runner-home-');
      chownSync(home, USER, USER);
      const { spawn } = await import('node:child_process');
      const child = spawn(AS_USER[0]!, [...AS_USER.slice(1), process.execPath, BUILT_CLI, 'check'], {
        cwd: dir,
        env: { PATH: `${bin}:${process.env.PATH}`, HOME: home, GITHUB_ACTIONS: 'true' },
        stdio: 'ignore',
      });
      const seenFile = path.join(dir, 'out', 'seen.json');
      for (let i = 0; i < 1200 && !existsSync(seenFile); i++) await new Promise((r) => setTimeout(r, 50));
      const serverHome = JSON.parse(readFileSync(seenFile, 'utf8')).home as string;
      expect(serverProcesses(serverHome).length).toBeGreaterThan(0);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('exit', resolve));
      for (let i = 0; i < 200 && serverProcesses(serverHome).length > 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(serverProcesses(serverHome)).toEqual([]);
    });

    it('SIGKILL of mcp-budget on the sudo route leaves no file in TMPDIR: the watchdog removes the HOME and the run socket', async () => {
      const bin = runnerBin(true);
      const dir = project({
        'budget.json': {
          servers: {
            hang: {
              command: process.execPath,
              args: [HOSTILE_SERVER, 'hang-before-handshake', 'out/seen.json'],
              sandbox: { writable: ['out'] },
            },
          },
          timeouts: { startupMs: 120_000 },
        },
      });
      mkdirSync(path.join(dir, 'out'));
      chmodSync(path.join(dir, 'out'), 0o777);
      const home = tempDir('mcp-budget-runner-home-');
      chownSync(home, USER, USER);
      // The run's own TMPDIR, so what it leaves is all there is to see there.
      const tmp = tempDir('mcp-budget-runner-tmp-');
      chmodSync(tmp, 0o1777);
      const { spawn } = await import('node:child_process');
      const child = spawn(AS_USER[0]!, [...AS_USER.slice(1), process.execPath, BUILT_CLI, 'check'], {
        cwd: dir,
        env: { PATH: `${bin}:${process.env.PATH}`, HOME: home, TMPDIR: tmp, GITHUB_ACTIONS: 'true' },
        stdio: 'ignore',
      });
      const seenFile = path.join(dir, 'out', 'seen.json');
      for (let i = 0; i < 1200 && !existsSync(seenFile); i++) await new Promise((r) => setTimeout(r, 50));
      const left = () => readdirSync(tmp).filter((name) => name.startsWith('mcp-budget-'));
      // While it runs: the server's placeholder HOME, its environment's private folder and the run's lock socket.
      expect(left().some((name) => name.startsWith('mcp-budget-home-'))).toBe(true);
      expect(left().some((name) => /^mcp-budget-run-.*\.sock$/.test(name))).toBe(true);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('exit', resolve));
      // The watchdog looks for its parent every second.
      for (let i = 0; i < 100 && left().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(left()).toEqual([]);
    });
  },
);
