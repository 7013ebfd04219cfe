import { constants, statSync } from 'node:fs';
import { lstat, mkdir, open, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Checkout } from '../../budget/git-base.js';
import type { Report } from '../../judge/report.js';
import { renderJson } from '../../report/reporters/json.js';
import { parseReport } from '../report-file.js';

/** How many reports a directory of saved reports keeps (newest first by commit time of writing). */
const KEPT_REPORTS = 50;

/** Saved reports are the base's figures: a report the measured tree could have written would let it judge itself. */
const OUTSIDE =
  'a base report is read only from outside the checked-out work tree (a restored cache or a downloaded artifact under $RUNNER_TEMP), never from a path the pull request can commit';

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
export async function savedBaseReport(
  where: string,
  checkout: Checkout,
  mergeBase: string | undefined,
): Promise<{ file: string; report: Report; note?: string } | { fallback: string }> {
  const resolved = path.resolve(checkout.cwd, where);
  const link = await lstat(resolved).catch(() => undefined);
  if (!link) return { fallback: `${where} does not exist (no saved report yet, or the cache missed)` };
  if (link.isSymbolicLink()) return { fallback: `${where} is a symbolic link, not followed: ${OUTSIDE}` };
  const tree = checkout.top ? await realpath(checkout.top).catch(() => undefined) : undefined;
  const real = await realpath(resolved);
  if (tree && within(real, tree)) return { fallback: `${where} is inside the work tree: ${OUTSIDE}` };
  if (link.isDirectory()) {
    if (!mergeBase)
      return {
        fallback: `${where} is a directory of saved reports, and without --base there is no merge base to look up`,
      };
    const file = path.join(where, `${mergeBase}.json`);
    const text = await readNoFollow(path.join(real, `${mergeBase}.json`));
    if (text === 'missing')
      return { fallback: `no saved report of the merge base ${mergeBase.slice(0, 7)} in ${where}` };
    if (text === 'not a file')
      return { fallback: `${file} is a symbolic link or not a regular file, not followed: ${OUTSIDE}` };
    const report = await parseReport(text, file, '--base-report');
    // Filed under the merge base's name, it must say it measured the merge base: a cache restored under the wrong
    // key, or a report copied over another, would lend another commit's figures.
    if (report.commit !== mergeBase)
      return {
        fallback: `${file} is the report of ${report.commit ? report.commit.slice(0, 7) : 'no commit'}, not of the merge base ${mergeBase.slice(0, 7)} its name says`,
      };
    return { file, report };
  }
  const text = await readNoFollow(real);
  if (text === 'missing' || text === 'not a file') return { fallback: `${where} is not a regular file` };
  const report = await parseReport(text, where, '--base-report');
  const other = mergeBase && report.commit && report.commit !== mergeBase;
  return {
    file: where,
    report,
    ...(other
      ? {
          note: `${where} is the report of ${report.commit!.slice(0, 7)}, not of the merge base ${mergeBase.slice(0, 7)}`,
        }
      : {}),
  };
}

/** The base's saved report as read (`savedBaseReport`), or why it is not used. */
export type SavedReport = Awaited<ReturnType<typeof savedBaseReport>>;

/**
 * Each server's measured time in a saved report, when one was there to read (the same rules as a base report): what
 * a shard plans its share with.
 */
export function previousTimes(saved: SavedReport): Map<string, number> | undefined {
  return 'report' in saved
    ? new Map(saved.report.servers.map((server) => [server.name, server.durationMs]))
    : undefined;
}

/** The file's text, opened with O_NOFOLLOW and checked to be a regular file on the open descriptor itself. */
async function readNoFollow(file: string): Promise<string | 'missing' | 'not a file'> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? ('missing' as const) : ('not a file' as const)),
  );
  if (typeof handle === 'string') return handle;
  try {
    if (!(await handle.stat()).isFile()) return 'not a file';
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

function within(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * A default-branch run keeps its report as `<dir>/<commit>.json`, for the pull requests whose merge base it is.
 * The directory keeps the newest KEPT_REPORTS.
 */
export async function keepReport(dir: string, report: Report): Promise<string | undefined> {
  if (!report.commit || !/^[0-9a-f]{40,64}$/.test(report.commit)) return undefined;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${report.commit}.json`);
  await writeFile(file, renderJson(report));
  const saved = (await readdir(dir)).filter((name) => /^[0-9a-f]{40,64}\.json$/.test(name));
  const byAge = saved
    .map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  await Promise.all(byAge.slice(KEPT_REPORTS).map((old) => rm(path.join(dir, old.name), { force: true })));
  return file;
}
