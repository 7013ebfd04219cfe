// The sudo route (GitHub's hosted runners refuse unprivileged user namespaces, so bubblewrap runs as root through
// passwordless sudo): its watchdog shell hands bubblewrap the server's stdin, its environment file and the seccomp
// filter, and the server still gets no user namespace of its own. Run as root with the real watchdog, the real
// bubblewrap and setpriv; only sudo itself is a stand-in that runs the command as it is (root already).
import { chmodSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { probeConfinement } from '../../src/servers/sandbox/confinement-probe.js';
import { planSandbox } from '../../src/servers/sandbox/sandbox-plan.js';
import { confine } from '../../src/servers/server-launch.js';
import { spawnGroup } from '../../src/servers/process-group.js';
import { tempDir } from '../helpers.js';

const confinement = await probeConfinement();
const IS_ROOT = process.getuid?.() === 0;

describe.skipIf(!IS_ROOT || confinement.method !== 'bwrap' || !confinement.setpriv)('the sudo route', () => {
  it('runs the server, hands it stdin, and refuses it a user namespace', async () => {
    const dir = tempDir('mcp-budget-sudo-route-');
    chmodSync(dir, 0o755);
    mkdirSync(path.join(dir, 'home'));
    const sudo = path.join(dir, 'sudo');
    writeFileSync(sudo, '#!/bin/sh\n[ "$1" = -n ] && shift\nexec "$@"\n', { mode: 0o755 });
    const script =
      'read line; echo "stdin=$line"; unshare -U -r true 2>/dev/null && echo userns=allowed || echo userns=refused';
    const plan = () =>
      planSandbox({
        network: 'none',
        projectDir: dir,
        cwd: dir,
        home: path.join(dir, 'home'),
        command: '/bin/sh',
        args: ['-c', script],
        readable: [],
        writable: [],
        callerEnv: {},
        uid: 47215,
      });
    const seen = readdirSync('/tmp');
    const route = { ...confinement, sudo };
    const command = confine(route, 'none', '/bin/sh', ['-c', script], undefined, plan);
    expect(command.command).toBe(sudo);
    expect(command.seccomp).toBeUndefined();
    const group = spawnGroup(command.command, command.args, { env: { PATH: process.env.PATH! }, cwd: dir });
    let out = '';
    let err = '';
    group.child.stdout!.on('data', (chunk: Buffer) => (out += chunk));
    group.child.stderr!.on('data', (chunk: Buffer) => (err += chunk));
    group.child.stdin!.end('hello\n');
    const ended = await group.exit;
    await group.closed;
    expect(ended.code, err).toBe(0);
    expect(out).toBe('stdin=hello\nuserns=refused\n');
    // The watchdog's copy of the filter (mktemp, as root) is removed once bubblewrap has it open.
    expect(readdirSync('/tmp').filter((name) => name.startsWith('tmp.') && !seen.includes(name))).toEqual([]);
  });
});
