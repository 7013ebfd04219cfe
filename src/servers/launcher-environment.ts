import { existsSync } from 'node:fs';

/**
 * The launchers (sudo, bwrap, setpriv, prlimit, unshare, sh) run before the sandbox exists, as the job's user or
 * root, with the job's files in reach. Started with the server's environment, `LD_PRELOAD=./evil.so` from a pull
 * request ran its code in each of them. So they start from this fixed environment, and the server's own is applied
 * by `env -i`, the last program before the server: inside every namespace, after the drop to nobody and the rlimits.
 */
export const LAUNCHER_ENV: Readonly<Record<string, string>> = { PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' };

const ENV_PROGRAM = ['/usr/bin/env', '/bin/env'].find((candidate) => existsSync(candidate));

/**
 * `env -i -- NAME=value … ` in front of the server's command: it alone runs with the environment. undefined where
 * there is no env program (Windows): there the server is spawned with its environment directly, and no launcher runs.
 */
export function applyInside(env: Record<string, string>): string[] | undefined {
  if (process.platform === 'win32' || !ENV_PROGRAM) return undefined;
  const pairs = Object.entries(env).map(([name, value]) => {
    // env would read a name with "=" as a shorter name and a longer value.
    if (name === '' || name.includes('=') || name.includes('\0') || value.includes('\0')) throw new TypeError(`the variable name ${JSON.stringify(name)} cannot be set`);
    return `${name}=${value}`;
  });
  return [ENV_PROGRAM, '-i', '--', ...pairs];
}
