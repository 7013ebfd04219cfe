/**
 * How mcp-budget runs git, whatever wrote the repository before it: a pull request's script could `git replace` the
 * base commit with one of its own (objects are read through replace refs), graft a history, or leave a hook or an
 * fsmonitor command for git to run. Objects are read as they are, and git runs no program of the repository's.
 */
export declare const TRUSTED_GIT: {
    readonly args: readonly ['-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false'];
    readonly env: () => NodeJS.ProcessEnv;
};
/** Runs git; never throws: the caller says what a failure means. */
export declare function git(cwd: string, args: string[]): Promise<{
    ok: boolean;
    stdout: string;
    stderr: string;
}>;
/** git, synchronously, the same way (a signal handler's cleanup, a worktree added before a signal can land). */
export declare function gitSync(cwd: string, args: string[], options: {
    stdio: import('node:child_process').StdioOptions;
    timeout: number;
    maxBuffer?: number;
}): Buffer;
/**
 * Where a run stands in git, read once for everything that asks (the base's budget, its worktree, a saved report's
 * place, the commit a report names): the work tree's top folder as git names it, and HEAD's commit. Both undefined
 * outside a repository; `head` undefined before the first commit.
 */
export interface Checkout {
    cwd: string;
    top: string | undefined;
    head: string | undefined;
}
export declare function readCheckout(cwd: string): Promise<Checkout>;
/**
 * `git worktree add`, synchronously: a SIGTERM or Ctrl-C that lands while git is still checking out is handled
 * after it, on a whole worktree the handler can remove. An interrupted asynchronous add went on writing after
 * mcp-budget had cleaned up, and left its worktree and entry behind.
 */
export declare function addWorktreeSync(top: string, tree: string, commit: string): {
    ok: boolean;
    stderr: string;
};
/**
 * The release before `tag` on a tag push: the highest version tag below it on its history (release-tags.ts says
 * which tags are releases), so the release's notes quote what changed since the last release. Undefined for a first
 * release, a tag that is no version, or a checkout without tags (fetch-depth: 0).
 */
export declare function previousTag(cwd: string, tag: string): Promise<string | undefined>;
