/** What one server's sandbox hides, shows and lets it write; all paths absolute. */
export interface SandboxPlan {
    network: 'none' | 'host';
    /** Directories replaced by an empty one: the caller's HOME, /tmp, /run, the runner's temporary files. */
    hidden: string[];
    /** Shown again, read-only, inside hidden directories: the project, the server's cwd, its toolchain. */
    exposed: string[];
    /** Hidden again inside what is shown: the repository's .git. */
    concealedDirs: string[];
    concealedFiles: string[];
    /** What the budget asks to show (after concealing) and to make writable; the server's HOME is writable. */
    readable: string[];
    writable: string[];
    /**
     * Shown writable before anything is hidden again inside it: the work tree a setup installs into, whose .git and
     * runner files stay concealed. (`writable` is bound last, over everything, so it cannot hold a .git.)
     */
    editable?: string[];
    cwd: string;
    /** The server's own HOME: a tmpfs of bounded size (with TMPDIR inside), instead of a folder of the caller's disk. */
    home?: string;
    /** The uid and gid setpriv drops to (as root or through sudo); nobody when unset. */
    uid?: number;
}
/**
 * What a server sees of the host's own folders, read-only: programs, libraries and their configuration. The rest of
 * `/` (HOME, /home, /var, /srv, /mnt, /opt, /run, /tmp, runner folders) is not there; the plan adds the project and
 * the toolchain. /opt is not one: it holds other installs (a runner's own folder, other tools' credentials), and a
 * toolchain kept there (/opt/hostedtoolcache/node/20/x64) is shown as the toolchain, its own folder only.
 */
export declare const SYSTEM_FOLDERS: string[];
/** What one server's plan is made from: where it runs, what it starts, what the budget declares. */
interface PlanOptions {
    network: 'none' | 'host';
    projectDir: string;
    cwd: string;
    home: string;
    command: string;
    args: string[];
    readable: string[];
    writable: string[];
    callerEnv: Record<string, string | undefined>;
    uid?: number;
}
/**
 * The plan for one server: what a server may read is the system, the project and its toolchain; what it may
 * write is its own HOME (and what the budget declares). Credentials live in the caller's HOME, the repository's
 * .git, /run's sockets and the runner's temporary directory, so those are hidden.
 * Its phases: what is hidden, what is shown again (the toolchain, the project's packages, a package installed
 * elsewhere), and what is hidden again inside what is shown (.git, the runner's files).
 */
export declare function planSandbox(options: PlanOptions): SandboxPlan;
export {};
