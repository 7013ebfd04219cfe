// On GitHub's ubuntu-24.04 runners AppArmor refuses unprivileged user namespaces, and the job has passwordless sudo.
// That runner is simulated: a bubblewrap that fails as AppArmor makes it fail when not run as root, and a sudo that
// asks for no password (a setuid-root program, as the real one is). The Action gets all four layers there with no
// extra workflow lines, and says which way it took.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIVATE_UID_RANGE } from '../src/servers/sandbox/private-uid.js';
import { BUILT_CLI, CHECKOUT_REACHABLE_BY_OTHERS, HOSTILE_SERVER, project, runCommand, tempDir } from './helpers.js';

const IS_ROOT = process.getuid?.() === 0;
const onPath = (name: string) => (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name)).find((file) => existsSync(file));
const REAL_BWRAP = onPath('bwrap');
const HAS_CC = !!onPath('cc');
const USER = 1234;
const AS_USER = ['setpriv', `--reuid=${USER}`, `--regid=${USER}`, '--clear-groups', '--'];

// Like the real sudo: the command runs in a child as root with every descriptor past stderr closed, and sudo waits for
// it, relaying the signals it gets.
const FAKE_SUDO_C = `#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
static pid_t child;
static void relay(int signal) { if (child > 0) kill(child, signal); }
int main(int argc, char **argv) {
  int i = 1, status;
  while (i < argc && argv[i][0] == '-') { if (strcmp(argv[i++], "--") == 0) break; }
  if (i >= argc) return 1;
  child = fork();
  if (child == 0) {
    if (setgid(0) != 0 || setuid(0) != 0) { perror("sudo"); _exit(1); }
    for (int fd = 3; fd < 1024; fd++) close(fd);
    execvp(argv[i], argv + i);
    perror("sudo");
    _exit(127);
  }
  signal(SIGTERM, relay); signal(SIGINT, relay); signal(SIGHUP, relay);
  while (waitpid(child, &status, 0) < 0) {}
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
`;

/** A folder of commands put first on PATH: bubblewrap as AppArmor leaves it, and (optionally) passwordless sudo. */
function runnerBin(withSudo: boolean): string {
  const bin = tempDir('mcp-budget-runner-bin-');
  chmodSync(bin, 0o755);
  writeFileSync(path.join(bin, 'bwrap'), `#!/bin/sh\nif [ "$(id -u)" != 0 ]; then echo 'bwrap: setting up uid map: Permission denied' >&2; exit 1; fi\nexec ${REAL_BWRAP} "$@"\n`, { mode: 0o755 });
  if (withSudo) {
    writeFileSync(path.join(bin, 'sudo.c'), FAKE_SUDO_C);
    execFileSync('cc', ['-o', path.join(bin, 'sudo'), path.join(bin, 'sudo.c')]);
    chmodSync(path.join(bin, 'sudo'), 0o4755);
  }
  return bin;
}

function runnerProject(): { dir: string; home: string } {
  const dir = project({ 'budget.json': { servers: { reader: { command: process.execPath, args: [HOSTILE_SERVER, 'reads', 'out/seen.json', '[]'], sandbox: { writable: ['out'] } } } } });
  mkdirSync(path.join(dir, 'out'));
  chmodSync(path.join(dir, 'out'), 0o777);
  const home = tempDir('mcp-budget-runner-home-');
  chownSync(home, USER, USER);
  return { dir, home };
}

// The runner's user must reach this checkout to run the CLI (a clone in a mktemp -d folder: not).
describe.skipIf(!IS_ROOT || !REAL_BWRAP || !HAS_CC || !CHECKOUT_REACHABLE_BY_OTHERS || process.platform !== 'linux')('a GitHub-hosted runner: user namespaces refused, sudo without a password', () => {
  it('bubblewrap runs through sudo, the server as a uid of its own, in all four layers; the report says which way', async () => {
    const bin = runnerBin(true);
    const { dir, home } = runnerProject();
    const env = { PATH: `${bin}:${process.env.PATH}`, HOME: home, GITHUB_ACTIONS: 'true' };
    const run = await runCommand(AS_USER[0]!, [...AS_USER.slice(1), process.execPath, BUILT_CLI, 'check', '--json'], { cwd: dir, env });
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout);
    expect(run.code).toBe(0);
    expect(report.servers[0].sandbox).toMatchObject({ method: 'bwrap', layers: ['pid', 'mount', 'user', 'network'], missing: [] });
    expect(report.servers[0].sandbox.route).toContain('through passwordless sudo');
    expect(report.servers[0].sandbox.route).toContain('setting up uid map: Permission denied');
    const uid = JSON.parse(readFileSync(path.join(dir, 'out', 'seen.json'), 'utf8')).uid as number;
    expect(uid).toBeGreaterThanOrEqual(PRIVATE_UID_RANGE.first);
    expect(uid).toBeLessThan(PRIVATE_UID_RANGE.first + PRIVATE_UID_RANGE.size);
  });

  it('on someone\'s own machine (no CI variable), sudo is never used unasked', async () => {
    const bin = runnerBin(true);
    const { dir, home } = runnerProject();
    const run = await runCommand(AS_USER[0]!, [...AS_USER.slice(1), process.execPath, BUILT_CLI, 'check', '--json'], { cwd: dir, env: { PATH: `${bin}:${process.env.PATH}`, HOME: home } });
    const sandbox = JSON.parse(run.stdout).servers[0].sandbox;
    expect(sandbox.method).not.toBe('bwrap');
    expect(sandbox.route).toBeUndefined();
    expect(sandbox.reason).toContain('setting up uid map: Permission denied');
  });

  it('without sudo, the layers it could not have are named with why', async () => {
    const bin = runnerBin(false);
    const { dir, home } = runnerProject();
    const env = { PATH: `${bin}:${process.env.PATH}`, HOME: home, GITHUB_ACTIONS: 'true' };
    const run = await runCommand(AS_USER[0]!, [...AS_USER.slice(1), process.execPath, BUILT_CLI, 'check', '--json'], { cwd: dir, env });
    const report = JSON.parse(run.stdout);
    expect(report.servers[0].sandbox.method).not.toBe('bwrap');
    expect(report.servers[0].sandbox.missing).toEqual(expect.arrayContaining(['pid', 'mount']));
    expect(report.servers[0].sandbox.reason).toContain('setting up uid map: Permission denied');
    expect(report.servers[0].sandbox.reason).toContain('sudo is not installed');
  });

  it('SIGKILL of mcp-budget on the sudo route takes the sandbox with it (no process of the server is left, ppid 1 or not)', async () => {
    const bin = runnerBin(true);
    const dir = project({ 'budget.json': { servers: { hang: { command: process.execPath, args: [HOSTILE_SERVER, 'hang-before-handshake', 'out/seen.json'], sandbox: { writable: ['out'] } } }, timeouts: { startupMs: 120_000 } } });
    mkdirSync(path.join(dir, 'out'));
    chmodSync(path.join(dir, 'out'), 0o777);
    const home = tempDir('mcp-budget-runner-home-');
    chownSync(home, USER, USER);
    const { spawn } = await import('node:child_process');
    const child = spawn(AS_USER[0]!, [...AS_USER.slice(1), process.execPath, BUILT_CLI, 'check'], { cwd: dir, env: { PATH: `${bin}:${process.env.PATH}`, HOME: home, GITHUB_ACTIONS: 'true' }, stdio: 'ignore' });
    const seenFile = path.join(dir, 'out', 'seen.json');
    for (let i = 0; i < 1200 && !existsSync(seenFile); i++) await new Promise((r) => setTimeout(r, 50));
    const serverHome = JSON.parse(readFileSync(seenFile, 'utf8')).home as string;
    expect(serverProcesses(serverHome).length).toBeGreaterThan(0);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));
    for (let i = 0; i < 200 && serverProcesses(serverHome).length > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(serverProcesses(serverHome)).toEqual([]);
  });
});

/** Living processes whose environment holds the server's HOME: the server and everything it started. */
function serverProcesses(home: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z') continue;
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(`HOME=${home}`)) found.push(Number(entry));
    } catch {
      // gone while looked at
    }
  }
  return found;
}
