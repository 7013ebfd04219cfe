/**
 * A file's path from the top of the git repository holding it, with `/` separators: what code scanning and the
 * diff call a file, wherever in the repository the check ran (`packages/mono/budget.json` from packages/mono).
 * Found by the `.git` entry (a directory, or a file in a worktree or submodule), so no git process is needed.
 * Undefined outside a repository.
 */
export declare function repositoryPath(cwd: string, file: string): string | undefined;
/** The directory holding the `.git` of the repository around `dir` (a directory, or a worktree's file). */
export declare function workTreeOf(dir: string): string | undefined;
/** Whether `target` is `dir` or lies under it, by path alone (links are the caller's to resolve first). */
export declare function isInside(target: string, dir: string): boolean;
/** Whether `target` lies inside `area` once every symbolic link on the way is followed. */
export declare function reallyInside(target: string, area: string): boolean;
/** Where a path really is, every link followed; a path that is not there, as resolved. */
export declare function realOrResolved(file: string): string;
/** Each path resolved, once, in the order first given. */
export declare function uniquePaths(paths: string[]): string[];
