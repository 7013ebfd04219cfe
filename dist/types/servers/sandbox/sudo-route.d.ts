/**
 * GitHub's ubuntu-24.04 runners (and Ubuntu from 23.10) let AppArmor refuse unprivileged user namespaces, so
 * bubblewrap run as the job's user fails ("setting up uid map: Permission denied"). Those runners give the job
 * passwordless sudo: bubblewrap then runs as root, and the server is dropped to nobody inside it, as when
 * mcp-budget itself runs as root. Where bubblewrap is missing on a GitHub runner, sudo installs it. Only on a CI
 * runner (GITHUB_ACTIONS or CI set): on someone's own machine sudo is never used unasked.
 */
export interface SudoRoute {
    sudo: string;
    bwrap: string;
    setpriv: string;
    /** Which way was taken, for the report. */
    route: string;
}
export interface ProbeTools {
    onPath: (name: string) => string | undefined;
    tryRun: (command: string, args: string[], timeoutMs?: number) => Promise<{
        ok: boolean;
        detail: string;
    }>;
    /** bubblewrap's arguments for a trial run as root, up to the command. */
    trialArguments: (tools: {
        bwrap: string;
        setpriv: string;
    }) => string[];
}
/**
 * The sudo route, when bubblewrap could not be had as this user and sudo asks for no password; otherwise why not
 * (undefined when there was nothing to try).
 */
export declare function sudoRoute(bwrap: string | undefined, bwrapDetail: string, env: Record<string, string | undefined>, tools: ProbeTools): Promise<SudoRoute | {
    detail: string;
} | undefined>;
/**
 * The command that runs bubblewrap through sudo, with sudo's own clean environment: the server's is set inside, read
 * from `environmentFile` (removed once opened) when there is one. `leftovers` are what the watchdog removes when
 * mcp-budget dies without its own cleanup (SIGKILL): the server's HOME and the run's lock socket.
 */
export declare function throughSudo(sudo: string, bwrap: string, environmentFile?: string, watched?: number, seccompFilter?: string, leftovers?: {
    home?: string;
    lock?: string;
}): {
    command: string;
    prefix: string[];
};
/** The descriptor bubblewrap reads its seccomp filter from, through sudo (the watchdog's) or spawned directly. */
export declare const SECCOMP_FD: {
    readonly sudo: 5;
    readonly direct: 4;
};
