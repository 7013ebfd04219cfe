/**
 * The temporary directory a run makes its folders in (each server's HOME, the run lock, the base's worktree):
 * TMPDIR (`os.tmpdir()`) when this user can write it, else the first of /tmp and /var/tmp that can be. A run does
 * not need TMPDIR itself, only somewhere to write: a TMPDIR that is missing or read-only (a container's, a
 * mistyped one) used to end the run with a stack trace. Only when none can be written is it an error, naming them.
 */
export interface TempDirChoice {
    dir: string;
    /** TMPDIR could not be written: which it was and why; `dir` is where the run went instead. */
    unusable?: {
        dir: string;
        why: string;
    };
}
/** Where this run makes its temporary folders; a usage error (exit 2) when no temporary directory can be written. */
export declare function runTempDir(): string;
/** What to tell the user when TMPDIR was passed over (or none can be written: the run says so when it needs one). */
export declare function tempDirNote(): string | undefined;
