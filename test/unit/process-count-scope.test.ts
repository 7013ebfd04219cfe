import { describe, expect, it } from 'vitest';
import { describeBound } from '../../src/servers/sandbox/bounds.js';
import type { Confinement } from '../../src/servers/sandbox/confinement-probe.js';
import { sharedProcessCount } from '../../src/servers/sandbox/process-count-scope.js';

const bwrap: Extract<Confinement, { method: 'bwrap' }> = {
  method: 'bwrap',
  layers: ['pid', 'mount', 'user', 'network'],
  bwrap: '/usr/bin/bwrap',
};

describe('whose processes the processes bound counts', () => {
  it("a uid of its own (as root or through sudo): the server's alone", () => {
    expect(sharedProcessCount({ ...bwrap, setpriv: '/usr/bin/setpriv' }, '5.10.0-21-amd64', true)).toBeUndefined();
    expect(
      sharedProcessCount(
        { ...bwrap, setpriv: '/usr/bin/setpriv', sudo: '/usr/bin/sudo', route: 'sudo' },
        '5.4.0',
        false,
      ),
    ).toBeUndefined();
  });

  it("unprivileged in a user namespace: its own from Linux 5.14, the caller's before, and the finding says so", () => {
    expect(sharedProcessCount(bwrap, '6.18.44-fc-v1045', false)).toBeUndefined();
    expect(sharedProcessCount(bwrap, '5.14.0', false)).toBeUndefined();
    const shared = sharedProcessCount(bwrap, '5.10.0-21-amd64', false);
    expect(shared).toBe(
      'counted with every other process of your user on this machine (Linux 5.10.0 counts it per uid, a user namespace apart only from 5.14)',
    );
    expect(describeBound('processes', shared)).toBe(`processes (1,024 processes and threads, ${shared})`);
  });

  it("without a user namespace: the caller's processes count, and as root the bound does not hold", () => {
    expect(sharedProcessCount({ method: 'none', layers: [], reason: 'x' }, '6.1.0', false)).toContain(
      'without a user namespace',
    );
    expect(
      sharedProcessCount(
        { method: 'unshare', layers: ['network'], unshareArgs: ['--net'], reason: 'x' },
        '6.1.0',
        true,
      ),
    ).toContain('not enforced');
    expect(describeBound('processes')).toBe('processes (1,024 processes and threads)');
  });
});
