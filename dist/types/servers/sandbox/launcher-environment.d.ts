/**
 * The launchers (sudo, bwrap, setpriv, prlimit, unshare, sh) run before the sandbox exists, as the job's user or
 * root, with the job's files in reach. Started with the server's environment, `LD_PRELOAD=./evil.so` from a pull
 * request ran its code in each of them. So they start from this fixed environment, and the server's own is applied
 * by the last program before the server: inside every namespace, after the drop to its uid and the rlimits.
 */
export declare const LAUNCHER_ENV: Readonly<Record<string, string>>;
/** The rlimits the server starts under, soft and hard alike (what `prlimit --data=… --nproc=… --fsize=…` sets). */
export interface Rlimits {
    data: number;
    nproc: number;
    fsize: number;
}
export interface InsideEnvironment {
    /** What goes right before the server's command. */
    prefix: string[];
    /** The environment, handed over on ENVIRONMENT_FD; undefined when it is in `prefix` (no perl). */
    payload?: Buffer;
    /** The rlimits asked for are set by `prefix` itself (perl, on a known architecture): no prlimit is needed. */
    bounded?: boolean;
}
/**
 * How the server's environment is applied inside. undefined where no launcher runs at all (Windows, no env program):
 * the server is spawned with its environment directly. Without perl, `env -i -- NAME=value …`: the values are then in
 * the argv of the launchers for as long as the server runs (the README says so). With `limits`, perl sets them too on
 * x86_64 and arm64 (`bounded`); elsewhere they are prlimit's to set.
 */
export declare function applyInside(env: Record<string, string>, limits?: Rlimits, arch?: NodeJS.Architecture): InsideEnvironment | undefined;
