import { EXIT } from '../exit-codes.js';
import path from 'node:path';
import { loadBudget } from '../budget/config.js';
import { readCheckout } from '../budget/git-base.js';
import type { BaseEvidence } from '../judge/base/against-base.js';
import { loadBaseSide } from './base/base-load.js';
import { resolveBaseSide } from './base/base-resolve.js';
import { measureBaseSide } from './base/base-side.js';
import { measureBudgetServers } from './budget-servers.js';
import { resolveBudgetServers } from '../servers/server-sources.js';
import type { CommandContext } from './command-context.js';
import type { CommandResult } from '../judge/command-result.js';
import { judgeAndRender } from '../report/judge-and-render-later.js';
import { setUpHead } from './head-setup.js';
import { budgetDigest } from './shard.js';

/**
 * `check`, in the pipeline's order and once each: load both budgets (and the base's tree or saved report) →
 * resolve each side's servers → set up the head → measure the head, then the base → judge, against the budget and the base in one
 * call → the one report.
 */
export async function checkCommand(configFile: string, given: CommandContext): Promise<CommandResult> {
  // A pull request's checkout holds what its own scripts wrote: counts on disk are not read (cache-trust.ts).
  const context: CommandContext = given.base ? { ...given, cacheFromDisk: false } : given;
  const againstBase = context.base !== undefined || context.baseReport !== undefined;
  // A shard only measures: limits on totals, duplicates and the ratchet need every server, so merge judges.
  const judging = context.shard === undefined;

  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  if (context.stale) loaded.config.ratchet = { ...loaded.config.ratchet, stale: context.stale };
  // Where the run stands in git, read once: the base's budget and worktree, a saved report's place, the commit.
  const checkout = await readCheckout(context.cwd);
  const commit = checkout.head;
  // All the base gives (its budget, versions, saved report or worktree) is read here, before any code of the PR runs.
  const loadedBase = againstBase ? await loadBaseSide(loaded, checkout, configFile, context, judging) : undefined;
  try {
    const head = await resolveBudgetServers(loaded, context.callerEnv);
    const baseSide = loadedBase ? await resolveBaseSide(loadedBase, loaded, context.callerEnv) : undefined;
    // The pull request's own setup runs now, in the sandbox: everything that judges (both budgets, both sides'
    // servers and the configs they import, package.json's version, the base's tree) was read above, before any of
    // its code ran.
    if (context.setup) await setUpHead(context.setup, loaded.dir, checkout, context);

    // A pull request's verdict lists once more as the richest client: a tool it adds for such clients is seen.
    const measuring = baseSide?.shardTimes ? { ...context, shardTimes: baseSide.shardTimes } : context;
    const measurement = await measureBudgetServers(
      loaded,
      head,
      againstBase ? { probeCapabilities: true, ...measuring } : measuring,
      baseSide?.budget?.trusted,
    );
    const base = baseSide?.base;
    if (!judging) {
      // What merge holds a shard to: the commit it measured, and the merge base whose reach it ran under.
      const { judgeContracts, exitCodeFor } = await judgeAndRender();
      const shard = {
        ...context.shard!,
        ...(base ? { baseCommit: base.budget.mergeBase } : {}),
        budgetSha256: budgetDigest(loaded.text),
      };
      const report = judgeContracts(loaded.config, measurement, configFile, { ...(commit ? { commit } : {}), shard });
      return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text: loaded.text } };
    }
    const evidence: BaseEvidence | undefined = baseSide
      ? await measureBaseSide(baseSide, loaded, context, measurement, head)
      : undefined;
    const { verdictOf, reportOf, exitCodeFor } = await judgeAndRender();
    const verdict = verdictOf(loaded.config, measurement, configFile, evidence);
    // A failing size finding names the change that saves the most, measured on what the servers sent in this run.
    const fixed =
      exitCodeFor(verdict) === EXIT.overBudget
        ? await (await import('./measured-fixes.js')).measuredFixes(loaded, verdict.findings, measurement)
        : undefined;

    const report = reportOf(measurement, verdict, configFile, { ...(commit ? { commit } : {}), ...fixed });
    return {
      report,
      exitCode: exitCodeFor(report),
      budget: { file: configFile, text: loaded.text },
      ...(verdict.budgetFigures ? { baseFigures: verdict.budgetFigures } : {}),
    };
  } finally {
    await loadedBase?.tree?.close();
  }
}
