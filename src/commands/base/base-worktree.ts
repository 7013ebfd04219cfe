import { chmodSync, existsSync, realpathSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { runTempDir } from '../../servers/temp-dir.js';
import path from 'node:path';
import { loadBudget, type LoadedBudget } from '../../budget/config.js';
import { addWorktreeSync, type Checkout, git, gitSync } from '../../budget/git-base.js';
import type { BaseBudget } from './base-budget.js';
import type { BaseOutcome } from '../../judge/base/base-provenance.js';
import type { RunOptions } from '../../measure/measure-all.js';
import type { ResolvedServer } from '../../servers/server-sources.js';
import { runSetup } from '../../servers/setup-launch.js';
import type { SavedReport } from './saved-reports.js';

/** Base figures: a report of the base, or why there is none (the run says so, as BASE_UNMEASURED). */
export type BaseFigures = BaseOutcome;

export interface BaseMeasureOptions extends RunOptions {
  /** Where the run stands in git: the base's worktree is added from this repository. */
  checkout: Checkout;
  /** A report saved by a run on the base branch (an artifact): used instead of measuring the base again. */
  baseReport?: string;
  /** Run in the base's worktree before measuring it, e.g. "npm ci && npm run build". */
  baseSetup?: string;
  /** Where the setup's progress goes while it runs (the Action's log, the CLI's stderr): one line at a time. */
  log?: (line: string) => void;
}

/**
 * The base's figures, gathered in the run's own stages: read from a saved report, or checked out (and set up) in
 * a temporary worktree of the merge base with the budgets, its servers resolved with the head's, and measured
 * after the head. Whatever fails on the way is the base's finding, never the run's error.
 */
export interface BaseTree {
  /** Where the figures come from; with `report` or `error` once they are known. */
  figures: BaseFigures;
  /** The base's budget in its worktree, while the base is still to be measured. */
  budget?: LoadedBudget;
  servers?: ResolvedServer[];
  /** Removes the worktree: the caller's `finally`. */
  close(): Promise<void>;
}

const nothingToClose = async () => undefined;

/** Worktrees of the base still checked out, removed at exit even when mcp-budget is interrupted (SIGTERM, Ctrl-C). */
const liveWorktrees = new Set<{ top: string; tree: string; scratch: string }>();

/** For exit and signal handlers: each base worktree and its `git worktree` entry go, synchronously. */
export function removeBaseWorktreesSync(): void {
  for (const { top, tree, scratch } of liveWorktrees) {
    try {
      gitSync(top, ['worktree', 'remove', '--force', tree], { stdio: 'ignore', timeout: 10_000 });
    } catch {
      // Half made or already gone: the folder goes below, and prune forgets the entry.
    }
    rmSync(scratch, { recursive: true, force: true });
    try {
      gitSync(top, ['worktree', 'prune'], { stdio: 'ignore', timeout: 10_000 });
    } catch {
      // not a repository any more: nothing to forget
    }
  }
  liveWorktrees.clear();
}

/**
 * Load: the saved report of the base (`saved`, read once by the base side), or the merge base checked out and set up
 * in a temporary worktree.
 */
export async function checkOutBase(
  loaded: LoadedBudget,
  base: BaseBudget | undefined,
  saved: SavedReport | undefined,
  options: BaseMeasureOptions,
): Promise<BaseTree | undefined> {
  let fallback: string | undefined;
  if (options.baseReport && saved) {
    // The base commit's own run measured it already: its saved report, when it is of the merge base.
    if ('report' in saved) {
      const figures: BaseFigures = {
        ref: saved.file,
        source: 'report',
        report: saved.report,
        ...(saved.report.commit ? { commit: saved.report.commit } : {}),
        ...(saved.note ? { note: saved.note } : {}),
      };
      return { figures, close: nothingToClose };
    }
    if (!base)
      return { figures: { ref: options.baseReport, source: 'report', error: saved.fallback }, close: nothingToClose };
    fallback = saved.fallback; // measuring in a worktree stays the fallback
  }
  if (!base || options.checkout.top === undefined) return undefined;
  const named: BaseFigures = {
    ref: base.ref,
    commit: base.mergeBase,
    source: 'measured',
    ...(fallback ? { fallback } : {}),
  };
  const scratch = await mkdtemp(path.join(runTempDir(), 'mcp-budget-base-'));
  // Servers run as nobody when mcp-budget is root: the worktree must be readable like a checkout.
  chmodSync(scratch, 0o755);
  const tree = path.join(scratch, 'tree');
  const top = realpathSync(options.checkout.top);
  const live = { top, tree, scratch };
  liveWorktrees.add(live);
  const close = async () => {
    await git(top, ['worktree', 'remove', '--force', tree]);
    await rm(scratch, { recursive: true, force: true });
    liveWorktrees.delete(live);
  };
  const failed = async (figures: BaseFigures): Promise<BaseTree> => (await close(), { figures, close: nothingToClose });
  try {
    const added = addWorktreeSync(top, tree, base.mergeBase);
    if (!added.ok)
      return await failed({ ...named, error: `could not check out the merge base: ${added.stderr.trim()}` });
    const budgetFile = path.join(tree, path.relative(top, realpathSync(loaded.file)));
    if (!existsSync(budgetFile))
      return await failed({
        ...named,
        missing: 'budget',
        error: `there is no ${path.basename(loaded.file)} at the merge base`,
      });
    if (options.baseSetup) {
      const setup = await runSetup({
        command: options.baseSetup,
        cwd: path.dirname(budgetFile),
        workTree: tree,
        where: `the merge base's worktree (${base.mergeBase.slice(0, 12)})`,
        callerEnv: options.callerEnv,
        label: 'base-setup',
        ...(options.log ? { log: options.log } : {}),
      });
      if (setup.code !== 0)
        return await failed({
          ...named,
          missing: 'setup',
          error: `--base-setup exited with ${setup.code}: ${setup.tail}`,
        });
    }
    return {
      figures: named,
      budget: await loadBudget(budgetFile, `${path.basename(loaded.file)} at ${base.ref}`),
      close,
    };
  } catch (error) {
    return await failed({ ...named, error: (error as Error).message });
  }
}
