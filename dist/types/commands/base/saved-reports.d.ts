import type { Checkout } from '../../budget/git-base.js';
import type { Report } from '../../judge/report.js';
/**
 * The base's saved report: `--base-report <dir>` holding `<commit>.json` per default-branch run (the Action writes
 * them; a cache keyed by commit carries them between runs), used only when it holds the merge base's; or
 * `--base-report <file>`, used as given. A file that names another commit than the merge base is still what the
 * caller asked for: `note` says so, and the change table names the commit it really compares with.
 *
 * Nothing the pull request's tree holds is read: a path inside the git work tree, or a symbolic link anywhere on
 * the last step, is not used (the base is measured instead, and `fallback` says why), and no error quotes what a
 * refused file holds. A directory that does not exist yet (the first pull request, a cache miss) is a fallback too.
 */
export declare function savedBaseReport(where: string, checkout: Checkout, mergeBase: string | undefined): Promise<{
    file: string;
    report: Report;
    note?: string;
} | {
    fallback: string;
}>;
/** The base's saved report as read (`savedBaseReport`), or why it is not used. */
export type SavedReport = Awaited<ReturnType<typeof savedBaseReport>>;
/**
 * Each server's measured time in a saved report, when one was there to read (the same rules as a base report): what
 * a shard plans its share with.
 */
export declare function previousTimes(saved: SavedReport): Map<string, number> | undefined;
/**
 * A default-branch run keeps its report as `<dir>/<commit>.json`, for the pull requests whose merge base it is.
 * The directory keeps the newest KEPT_REPORTS.
 */
export declare function keepReport(dir: string, report: Report): Promise<string | undefined>;
