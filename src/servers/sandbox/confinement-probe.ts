import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolveCommand } from '../server-environment.js';
import { sudoRoute } from './sudo-route.js';
import { bwrapArguments } from './bwrap-arguments.js';
import { SANDBOX_LAYERS, type SandboxLayer } from './sandbox-layers.js';

export type Confinement =
  | {
      method: 'bwrap';
      layers: SandboxLayer[];
      bwrap: string;
      setpriv?: string;
      reason?: string;
      sudo?: string;
      route?: string;
    }
  | { method: 'unshare'; layers: SandboxLayer[]; unshareArgs: string[]; ip?: string; reason: string }
  | { method: 'none'; layers: []; reason: string };

let probed: Promise<Confinement> | undefined;

/** Finds out once per process which sandbox layers can be had here. */
export function probeConfinement(): Promise<Confinement> {
  probed ??= probe().then((found) => (known = found));
  return probed;
}

let known: Confinement | undefined;

/** What the probe found, once it has: undefined before. */
export function probedConfinement(): Confinement | undefined {
  return known;
}

const asRoot = () => process.getuid?.() === 0;

async function probe(): Promise<Confinement> {
  if (process.platform !== 'linux') {
    return { method: 'none', layers: [], reason: `namespaces are a Linux feature; this is ${process.platform}` };
  }
  const onPath = (name: string) =>
    resolveCommand(name, process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', process.cwd());
  const bwrap = onPath('bwrap');
  const setpriv = asRoot() ? onPath('setpriv') : undefined;
  let bwrapDetail = 'not installed (apt-get install bubblewrap)';
  if (bwrap) {
    const trial = bwrapArguments(
      {
        network: 'none',
        hidden: [],
        exposed: [],
        concealedFiles: [],
        concealedDirs: [],
        readable: [],
        writable: [],
        cwd: '/',
      },
      { bwrap, setpriv },
    );
    const run = await tryRun(bwrap, [...trial, 'true']);
    if (run.ok) {
      if (asRoot() && !setpriv) {
        return {
          method: 'bwrap',
          bwrap,
          layers: ['pid', 'mount', 'network'],
          reason: 'setpriv (util-linux) is not installed, so servers would run as root',
        };
      }
      return { method: 'bwrap', bwrap, setpriv, layers: [...SANDBOX_LAYERS] };
    }
    bwrapDetail = run.detail;
  }
  if (!asRoot()) {
    const trialArguments = (tools: { bwrap: string; setpriv: string }) =>
      bwrapArguments(
        {
          network: 'none',
          hidden: [],
          exposed: [],
          concealedFiles: [],
          concealedDirs: [],
          readable: [],
          writable: [],
          cwd: '/',
        },
        tools,
      );
    const viaSudo = await sudoRoute(bwrap, bwrapDetail, process.env, { onPath, tryRun, trialArguments });
    if (viaSudo && 'route' in viaSudo) return { method: 'bwrap', ...viaSudo, layers: [...SANDBOX_LAYERS] };
    if (viaSudo) bwrapDetail += `; sudo: ${viaSudo.detail}`;
  }
  const unshareArgs = asRoot() ? ['--net'] : ['--user', '--map-root-user', '--net'];
  const unshare = await tryRun('unshare', [...unshareArgs, 'true']);
  const reason = `bubblewrap: ${bwrapDetail}`;
  if (unshare.ok) {
    const ip = ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip', '/bin/ip'].find((candidate) => existsSync(candidate));
    return { method: 'unshare', layers: ['network'], unshareArgs, ip, reason };
  }
  return { method: 'none', layers: [], reason: `${reason}; unshare: ${unshare.detail}` };
}

function tryRun(command: string, args: string[], timeoutMs = 5000): Promise<{ ok: boolean; detail: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: timeoutMs }, (error, _stdout, stderr) => {
      if (!error) return resolve({ ok: true, detail: 'ok' });
      const detail =
        (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not installed' : stderr.trim() || error.message;
      resolve({ ok: false, detail });
    });
  });
}
