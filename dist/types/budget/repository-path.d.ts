/**
 * A file's path from the top of the git repository holding it, with `/` separators: what code scanning and the
 * diff call a file, wherever in the repository the check ran (`packages/mono/budget.json` from packages/mono).
 * Found by the `.git` entry (a directory, or a file in a worktree or submodule), so no git process is needed.
 * Undefined outside a repository.
 */
export declare function repositoryPath(cwd: string, file: string): string | undefined;
/** The directory holding the `.git` of the repository around `dir` (a directory, or a worktree's file). */
export declare function workTreeOf(dir: string): string | undefined;
/** The outermost directory holding a package.json from `start` up to (not including) `stop`. */
export declare function outermostPackage(start: string, stop: string | undefined): string;
