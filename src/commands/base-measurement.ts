import { spawn } from 'node:child_process';
import { chmodSync, existsSync, realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadBudget, type LoadedBudget } from '../budget/config.js';
import { git, type BaseBudget } from '../budget/git-base.js';
import { judgeContracts } from '../judge/judge.js';
import type { BaseOutcome } from '../judge/base-provenance.js';
import { measureAll, type RunOptions } from '../measure/measure-all.js';
import { resolveServers } from '../servers/server-sources.js';
import { savedBaseReport } from './saved-reports.js';

/** Base figures: a report of the base, or why there is none (the run says so, as BASE_UNMEASURED). */
export type BaseFigures = BaseOutcome;

export interface BaseMeasureOptions extends RunOptions {
  cwd: string;
  /** A report saved by a run on the base branch (an artifact): used instead of measuring the base again. */
  baseReport?: string;
  /** Run in the base's worktree before measuring it, e.g. "npm ci && npm run build". */
  baseSetup?: string;
}

/** Base figures from a saved report, or by measuring the merge base in a temporary git worktree. */
export async function baseFiguresFor(loaded: LoadedBudget, base: BaseBudget | undefined, options: BaseMeasureOptions): Promise<BaseFigures | undefined> {
  let fallback: string | undefined;
  if (options.baseReport) {
    // The base commit's own run measured it already: its saved report, when it is of the merge base.
    const saved = await savedBaseReport(options.baseReport, options.cwd, base?.mergeBase);
    if ('report' in saved) return { ref: saved.file, source: 'report', report: saved.report, ...(saved.report.commit ? { commit: saved.report.commit } : {}), ...(saved.note ? { note: saved.note } : {}) };
    if (!base) return { ref: options.baseReport, source: 'report', error: saved.fallback };
    fallback = saved.fallback; // measuring in a worktree stays the fallback
  }
  if (!base) return undefined;
  const figures: BaseFigures = { ref: base.ref, commit: base.mergeBase, source: 'measured', ...(fallback ? { fallback } : {}) };
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'mcp-budget-base-'));
  // Servers run as nobody when mcp-budget is root: the worktree must be readable like a checkout.
  chmodSync(scratch, 0o755);
  const tree = path.join(scratch, 'tree');
  const top = realpathSync((await git(loaded.dir, ['rev-parse', '--show-toplevel'])).stdout.trim());
  try {
    const added = await git(top, ['worktree', 'add', '--detach', '--quiet', tree, base.mergeBase]);
    if (!added.ok) return { ...figures, error: `could not check out the merge base: ${added.stderr.trim()}` };
    const budgetFile = path.join(tree, path.relative(top, realpathSync(loaded.file)));
    if (!existsSync(budgetFile)) return { ...figures, missing: 'budget', error: `there is no ${path.basename(loaded.file)} at the merge base` };
    if (options.baseSetup) {
      const setup = await shell(options.baseSetup, path.dirname(budgetFile), options.callerEnv);
      if (setup.code !== 0) return { ...figures, missing: 'setup', error: `--base-setup exited with ${setup.code}: ${setup.tail}` };
    }
    const baseBudget = await loadBudget(budgetFile, `${path.basename(loaded.file)} at ${base.ref}`);
    const { servers } = await resolveServers(baseBudget.config, baseBudget.dir, options.callerEnv);
    const measurement = await measureAll(baseBudget.config, servers, baseBudget.dir, { ...options, onProgress: undefined, cacheProject: loaded.dir, probeCapabilities: false });
    return { ...figures, report: judgeContracts(baseBudget.config, measurement) };
  } catch (error) {
    return { ...figures, error: (error as Error).message };
  } finally {
    await git(top, ['worktree', 'remove', '--force', tree]);
    await rm(scratch, { recursive: true, force: true });
  }
}


/** The setup runs the base branch's own scripts (the reviewed side), with the network they need to install. */
function shell(command: string, cwd: string, env: Record<string, string | undefined>): Promise<{ code: number; tail: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { cwd, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'ignore', 'pipe'] });
    let tail = '';
    child.stderr.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15 * 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, tail: tail.trim().split('\n').slice(-5).join('\n') });
    });
    child.on('error', (error) => resolve({ code: 1, tail: error.message }));
  });
}
