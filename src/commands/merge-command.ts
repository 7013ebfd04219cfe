import path from 'node:path';
import { loadBudget } from '../budget/config.js';
import { readCheckout } from '../budget/git-base.js';
import type { BudgetConfig } from '../budget/budget-config.js';
import type { BaseEvidence } from '../judge/base/against-base.js';
import { judge } from '../judge/judge.js';
import { exitCodeFor } from '../judge/exit-code.js';
import type { Report } from '../judge/report.js';
import type { Measurement } from '../measure/measure-all.js';
import { loadBase } from './base/base-budget.js';
import { resolveBase } from './base/base-resolve.js';
import { serverConfigs } from './base/base-side.js';
import { resolveBudgetServers } from '../servers/server-sources.js';
import type { CommandContext } from './command-context.js';
import type { CommandResult } from '../judge/command-result.js';
import { readReportFile } from './report-file.js';
import { budgetDigest } from './shard.js';
import { userError } from '../user-error-words.js';

/**
 * Combines shard reports into one verdict, exactly as if every server had been measured in one run: check's order,
 * with the shards' figures for the measuring.
 */
export async function mergeCommand(
  configFile: string,
  reportFiles: string[],
  context: CommandContext,
): Promise<CommandResult> {
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const reports = await readShards(reportFiles, loaded.text, configFile, context.cwd);
  if (context.base) refuseUnpoliced(reports, configFile, context.base);
  const checkout = await readCheckout(context.cwd);
  const base = context.base ? await loadBase(checkout, configFile, context.base) : undefined;
  refuseOtherCommits(
    reportFiles,
    reports,
    checkout.head,
    base && { ref: context.base!, commit: base.budget.mergeBase },
  );

  const head = await resolveBudgetServers(loaded, context.callerEnv);
  const baseSide = base ? await resolveBase(base, loaded, context.callerEnv) : undefined;

  const measurement = shardMeasurement(
    reports,
    head.servers.map((server) => server.name),
    loaded.config,
    configFile,
  );

  const evidence: BaseEvidence | undefined = baseSide
    ? {
        budget: baseSide.evidence,
        headServers: serverConfigs(head),
        raises: context.raises ?? 'allow',
        acceptGrowth: false,
        setupGiven: false,
      }
    : undefined;
  const { report, budgetFigures } = judge(loaded.config, measurement, configFile, evidence);
  return {
    report,
    exitCode: exitCodeFor(report),
    budget: { file: configFile, text: loaded.text },
    ...(budgetFigures ? { baseFigures: budgetFigures } : {}),
  };
}

/**
 * merge --base judges the budget under review against the base, and says what it widens was not applied: true only
 * when every shard ran with --base too. A shard run without it started its servers with the reach the pull request
 * asked for, so its figures cannot stand for a run under the base's policy.
 */
function refuseUnpoliced(reports: Report[], configFile: string, base: string): void {
  const unpoliced = reports.flatMap((r) =>
    r.servers.filter((server) => server.policy?.source === 'budget').map((server) => server.name),
  );
  if (unpoliced.length === 0) return;
  throw userError('MERGE_UNPOLICED', { servers: unpoliced, file: configFile, base });
}

/**
 * Shards stand for the commit they measured and the base they were judged against: all of one commit, the one
 * checked out here (the budget judged is this checkout's), and, with --base, of the merge base merge computes. A
 * shard of another run (re-run at a later commit, restored from another pull request) would lend its figures.
 */
function refuseOtherCommits(
  files: string[],
  reports: Report[],
  here: string | undefined,
  base: { ref: string; commit: string } | undefined,
): void {
  const short = (sha: string | undefined) => (sha ? sha.slice(0, 12) : 'no commit');
  const named = reports.map((report, i) => ({
    file: files[i]!,
    commit: report.commit,
    base: report.shard?.baseCommit,
  }));
  const problems: string[] = [];
  const commits = new Set(named.map((shard) => shard.commit));
  if (commits.size > 1)
    problems.push(
      `shards measured different commits (${named.map((shard) => `${shard.file} ${short(shard.commit)}`).join(', ')})`,
    );
  else if (here !== undefined && named[0]!.commit !== here)
    problems.push(
      `the shards measured ${short(named[0]!.commit)}, but HEAD here is ${short(here)}: merge in a checkout of the commit the shards measured`,
    );
  if (base) {
    const other = named.filter((shard) => shard.base !== base.commit);
    if (other.length > 0)
      problems.push(
        `${other.map((shard) => shard.file).join(', ')} were measured against the base ${[...new Set(other.map((shard) => short(shard.base)))].join(', ')}, but --base ${base.ref} has the merge base ${short(base.commit)} here`,
      );
  }
  if (problems.length > 0) throw userError('MERGE_SHARDS_DISAGREE', { problems });
}

/** The shard reports, checked to be every shard once, of this budget, with one tokenizer. */
async function readShards(
  reportFiles: string[],
  budgetText: string,
  configFile: string,
  cwd: string,
): Promise<Report[]> {
  const digest = budgetDigest(budgetText);
  const reports: Report[] = [];
  for (const file of reportFiles) {
    const report = await readReportFile(file, cwd, 'merge');
    if (!report.shard) throw userError('MERGE_NOT_A_SHARD', { file });
    reports.push(report);
  }
  if (reports.length === 0) throw userError('MERGE_NEEDS_REPORTS');
  const count = reports[0]!.shard!.count;
  const problems: string[] = [];
  if (new Set(reports.map((r) => r.tokenizer)).size > 1)
    problems.push(`shards disagree on the tokenizer (${[...new Set(reports.map((r) => r.tokenizer))].join(', ')})`);
  if (reports.some((r) => r.shard!.budgetSha256 !== digest))
    problems.push(`shards were measured against a different ${configFile} than this one`);
  if (reports.some((r) => r.shard!.count !== count)) problems.push('shards disagree on the number of shards');
  const indices = reports.map((r) => r.shard!.index).sort((a, b) => a - b);
  const expected = Array.from({ length: count }, (_, i) => i + 1);
  if (indices.join() !== expected.join())
    problems.push(`need shards ${expected.join(', ')} once each, got ${indices.join(', ')}`);
  if (problems.length > 0) throw userError('MERGE_SHARDS_DISAGREE', { problems });
  return reports;
}

/** The shards' figures as one measurement, in the order one run gives: every configured server in some shard. */
function shardMeasurement(reports: Report[], order: string[], config: BudgetConfig, configFile: string): Measurement {
  // Every server must have been in some shard: a server left out would pass unmeasured.
  const measured = new Set(
    reports.flatMap((r) => [...r.servers.map((s) => s.name), ...(r.skippedServers ?? []).map((s) => s.server)]),
  );
  // Shards planned from different previous reports could measure a server twice: its tools would count twice.
  const names = reports.flatMap((r) => r.servers.map((s) => s.name));
  const twice = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
  if (twice.length > 0) throw userError('MERGE_MEASURED_TWICE', { servers: twice });
  const missing = order.filter((name) => !measured.has(name));
  if (missing.length > 0) throw userError('MERGE_UNMEASURED', { servers: missing, file: configFile });
  const position = (name: string) => order.indexOf(name);
  const fixtureOrder = (name: string) => (config.fixtures ?? []).findIndex((fixture) => fixture.name === name);
  return {
    tokenizer: reports[0]!.tokenizer,
    servers: reports.flatMap((r) => r.servers).sort((a, b) => position(a.name) - position(b.name)),
    fixtures: reports.flatMap((r) => r.fixtures).sort((a, b) => fixtureOrder(a.name) - fixtureOrder(b.name)),
    // Only what was measured: every finding is judged here again, as in one run.
    configured: order,
    skippedServers: reports.flatMap((r) => r.skippedServers ?? []),
  };
}
