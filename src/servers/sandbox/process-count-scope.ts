import os from 'node:os';
import { probedConfinement, type Confinement } from './confinement-probe.js';

/**
 * Whose processes the processes bound (RLIMIT_NPROC) counts besides the server's. It counts every process of a uid;
 * Linux counts a user namespace's apart since 5.14 (ucounts). So it is the server's own with a uid of its own (root,
 * sudo), or unprivileged in a user namespace on 5.14 and later; otherwise the caller's other processes use it up, and
 * a bound that cuts says so. undefined: the server's own.
 */
export function sharedProcessCount(
  confinement: Confinement | undefined = probedConfinement(),
  release = os.release(),
  asRoot = process.getuid?.() === 0,
): string | undefined {
  if (!confinement) return undefined;
  if (confinement.method === 'bwrap' && confinement.setpriv) return undefined;
  if (asRoot) return 'not enforced: the server runs as root, which RLIMIT_NPROC does not hold';
  const userNamespace =
    confinement.method === 'bwrap' || (confinement.method === 'unshare' && confinement.unshareArgs.includes('--user'));
  if (userNamespace && countsPerUserNamespace(release)) return undefined;
  const why = userNamespace
    ? `Linux ${release.split('-')[0]} counts it per uid, a user namespace apart only from 5.14`
    : 'it runs as your own uid, without a user namespace';
  return `counted with every other process of your user on this machine (${why})`;
}

function countsPerUserNamespace(release: string): boolean {
  const [major = 0, minor = 0] = (/^(\d+)\.(\d+)/.exec(release) ?? []).slice(1).map(Number);
  return major > 5 || (major === 5 && minor >= 14);
}
