/**
 * The launchers (sudo, bwrap, setpriv, prlimit, unshare, sh) run before the sandbox exists, as the job's user or
 * root, with the job's files in reach. Started with the server's environment, `LD_PRELOAD=./evil.so` from a pull
 * request ran its code in each of them. So they start from this fixed environment, and the server's own is applied
 * by `env -i`, the last program before the server: inside every namespace, after the drop to nobody and the rlimits.
 */
export declare const LAUNCHER_ENV: Readonly<Record<string, string>>;
/**
 * `env -i -- NAME=value … ` in front of the server's command: it alone runs with the environment. undefined where
 * there is no env program (Windows): there the server is spawned with its environment directly, and no launcher runs.
 */
export declare function applyInside(env: Record<string, string>): string[] | undefined;
