import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Report } from '../judge/report.js';
import { renderJson } from '../report/reporters/json.js';
import { readReportFile } from './report-file.js';

/** How many reports a directory of saved reports keeps (newest first by commit time of writing). */
export const KEPT_REPORTS = 50;

/**
 * The base's saved report: `--base-report <dir>` holding `<commit>.json` per default-branch run (the Action writes
 * them; a cache keyed by commit carries them between runs), used only when it holds the merge base's; or
 * `--base-report <file>`, used as given. A file that names another commit than the merge base is still what the
 * caller asked for: `note` says so, and the change table names the commit it really compares with.
 */
export async function savedBaseReport(where: string, cwd: string, mergeBase: string | undefined): Promise<{ file: string; report: Report; note?: string } | { fallback: string }> {
  const resolved = path.resolve(cwd, where);
  if (existsSync(resolved) && statSync(resolved).isDirectory()) {
    if (!mergeBase) return { fallback: `${where} is a directory of saved reports, and without --base there is no merge base to look up` };
    const file = path.join(where, `${mergeBase}.json`);
    if (!existsSync(path.resolve(cwd, file))) return { fallback: `no saved report of the merge base ${mergeBase.slice(0, 7)} in ${where}` };
    return { file, report: await readReportFile(file, cwd, '--base-report') };
  }
  const report = await readReportFile(where, cwd, '--base-report');
  const other = mergeBase && report.commit && report.commit !== mergeBase;
  return { file: where, report, ...(other ? { note: `${where} is the report of ${report.commit!.slice(0, 7)}, not of the merge base ${mergeBase.slice(0, 7)}` } : {}) };
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
  const byAge = saved.map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs })).sort((a, b) => b.time - a.time);
  await Promise.all(byAge.slice(KEPT_REPORTS).map((old) => rm(path.join(dir, old.name), { force: true })));
  return file;
}
