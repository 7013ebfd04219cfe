import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { git } from '../budget/git-base.js';

/**
 * The Action judges against budget.json as the commit holds it. Steps before it run the pull request's own code
 * (`npm ci` runs its install scripts): one that rewrites budget.json in the work tree must not loosen the gate
 * or hide a raise. The committed blob is put back (atomically) and the change is named; outside a git
 * repository, or for a file the commit does not hold, nothing is done.
 */
export async function restoreCommittedBudget(cwd: string, configFile: string): Promise<string | undefined> {
  const file = path.resolve(cwd, configFile);
  const top = await git(cwd, ['rev-parse', '--show-toplevel']);
  if (!top.ok) return undefined;
  const relative = path.relative(top.stdout.trim(), file).split(path.sep).join('/');
  const committed = await git(cwd, ['show', `HEAD:${relative}`]);
  if (!committed.ok) return undefined;
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === committed.stdout) return undefined;
  const temporary = `${file}.mcp-budget-${process.pid}`;
  await writeFile(temporary, committed.stdout);
  await rename(temporary, file);
  return `${relative} in the work tree differs from the commit (a step before mcp-budget, such as an install script, ${current === undefined ? 'removed' : 'changed'} it): judged against the committed ${relative}, which is restored`;
}
