export interface SetupOutcome {
    code: number;
    /** The last lines of its output, on one line (a finding's reason, a banner). */
    tail: string;
    /** How it was confined, or why it was not. */
    sandbox: string;
}
/**
 * Runs a project's setup in its work tree, inside the sandbox: the network is there (a registry is needed) and the
 * work tree is writable, but the repository's .git, the caller's HOME, the runner's temporary files and file commands
 * are not, and its HOME (with the package cache) is a fresh folder of its own, so one side's install cannot poison
 * the other's. It runs as the work tree's owner (root's capabilities dropped): installing writes the owner's files.
 * Its output goes to `log` line by line, controls shown, as it comes.
 */
export declare function runSetup(options: SetupOptions): Promise<SetupOutcome>;
export interface SetupOptions {
    command: string;
    /** Where the command runs: the folder of budget.json. */
    cwd: string;
    /** The work tree it may write: the checkout's (or the base worktree's) top folder. */
    workTree: string;
    /** The work tree as the log names it ("the merge base's worktree (1a2b3c)"). */
    where: string;
    callerEnv: Record<string, string | undefined>;
    /** The option it came from, naming its lines in the log: `setup`, `base-setup`. */
    label: string;
    /** Folders besides its HOME it may write (a package cache of its own); the rest of the machine is read-only or hidden. */
    writable?: string[];
    log?: (line: string) => void;
    timeoutMs?: number;
}
