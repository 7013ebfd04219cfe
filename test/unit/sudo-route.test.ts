// The decisions of the sudo route, with the commands it runs recorded: which runner gets sudo, when bubblewrap is
// installed, and why a route is refused. The route run for real is in test/sandbox/github-runner.test.ts.
import { describe, expect, it } from 'vitest';
import { sudoRoute, type ProbeTools } from '../../src/servers/sandbox/sudo-route.js';

const REFUSED = 'bwrap: setting up uid map: Permission denied';

function machine(options: { installed?: string[]; sudoAsksPassword?: boolean; listsMissing?: boolean }) {
  const installed = new Set(options.installed ?? ['sudo', 'bwrap', 'setpriv']);
  let lists = !options.listsMissing;
  const ran: string[] = [];
  const tools: ProbeTools = {
    onPath: (name) => (installed.has(name) ? `/usr/bin/${name}` : undefined),
    trialArguments: () => ['--trial'],
    tryRun: async (command, args) => {
      ran.push([command, ...args].join(' '));
      if (options.sudoAsksPassword) return { ok: false, detail: 'sudo: a password is required' };
      if (args.includes('update')) return ((lists = true), { ok: true, detail: 'ok' });
      if (args.includes('install')) {
        if (!lists) return { ok: false, detail: 'E: Unable to locate package bubblewrap' };
        installed.add('bwrap');
      }
      return { ok: true, detail: 'ok' };
    },
  };
  return { tools, ran };
}

describe('the sudo route', () => {
  it('on a runner where user namespaces are refused: bubblewrap through sudo, and why', async () => {
    const { tools, ran } = machine({});
    const route = await sudoRoute('/usr/bin/bwrap', REFUSED, { GITHUB_ACTIONS: 'true' }, tools);
    expect(route).toMatchObject({ sudo: '/usr/bin/sudo', bwrap: '/usr/bin/bwrap', setpriv: '/usr/bin/setpriv' });
    expect((route as { route: string }).route).toContain(
      'unprivileged user namespaces are refused here (bwrap: setting up uid map: Permission denied)',
    );
    expect(ran).toEqual(['/usr/bin/sudo -n true', '/usr/bin/sudo -n /usr/bin/bwrap --trial true']);
  });

  it('bubblewrap missing on a GitHub runner: installed with sudo apt-get, fetching the package lists when absent', async () => {
    const { tools, ran } = machine({ installed: ['sudo', 'setpriv'], listsMissing: true });
    const route = await sudoRoute(undefined, 'not installed', { GITHUB_ACTIONS: 'true' }, tools);
    expect((route as { route: string }).route).toContain('bubblewrap was missing and was installed with sudo apt-get');
    expect(ran.filter((line) => line.includes('apt-get')).map((line) => line.replace(/.* apt-get /, ''))).toEqual([
      'install -y -q bubblewrap',
      'update -q',
      'install -y -q bubblewrap',
    ]);
  });

  it('not on a CI runner, or bubblewrap failing for another reason: nothing is tried', async () => {
    const { tools, ran } = machine({});
    expect(await sudoRoute('/usr/bin/bwrap', REFUSED, {}, tools)).toBeUndefined();
    expect(
      await sudoRoute(
        '/usr/bin/bwrap',
        "bwrap: Can't mount proc on /newroot/proc: Device or resource busy",
        { CI: 'true' },
        tools,
      ),
    ).toBeUndefined();
    expect(ran).toEqual([]);
  });

  it('a sudo that asks for a password, or none at all: the reason, nothing installed', async () => {
    expect(
      await sudoRoute('/usr/bin/bwrap', REFUSED, { CI: 'true' }, machine({ sudoAsksPassword: true }).tools),
    ).toEqual({ detail: 'sudo asks for a password (sudo: a password is required)' });
    expect(
      await sudoRoute('/usr/bin/bwrap', REFUSED, { CI: 'true' }, machine({ installed: ['bwrap', 'setpriv'] }).tools),
    ).toEqual({ detail: 'sudo is not installed' });
    expect(
      await sudoRoute(undefined, 'not installed', { CI: 'true' }, machine({ installed: ['sudo', 'setpriv'] }).tools),
    ).toEqual({ detail: 'bubblewrap is not installed' });
  });
});
