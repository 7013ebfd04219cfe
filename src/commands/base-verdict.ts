import { parseBudget, type BudgetConfig, type LoadedBudget } from '../budget/config.js';
import { git, type BaseBudget } from '../budget/git-base.js';
import { baseProvenance, baseUnmeasuredFindings, unmeasuredServers, type UnmeasuredPolicy } from '../judge/base-provenance.js';
import { compareWithBase, growthFindings } from '../judge/changes.js';
import { buildReport, sortFindings } from '../judge/judge.js';
import { withWhereItGrew } from '../judge/field-delta.js';
import { withoutMovedEntries } from '../judge/renames.js';
import type { Measurement } from '../measure/measure-all.js';
import { exitCodeFor, type Report } from '../report/report.js';
import { baseFiguresFor, type BaseMeasureOptions } from './base-measurement.js';
import { contractVerdict } from './contract-verdict.js';
import { hostCrossings } from '../judge/host-crossings.js';

export interface BaseVerdictOptions extends BaseMeasureOptions {
  acceptGrowth?: boolean;
  /** Overrides budget.json's growth.unmeasuredBase. */
  unmeasuredBase?: UnmeasuredPolicy;
}

/**
 * The verdict against the base's figures: every tool's Δ, the growth gates, and where each base figure came from.
 * A base server without figures is a finding (BASE_UNMEASURED), never a zero: its tools are neither new nor removed.
 */
export async function withBaseFigures<T extends { report: Report; exitCode: number }>(
  judged: T,
  configFile: string,
  loaded: LoadedBudget,
  base: BaseBudget | undefined,
  measurement: Measurement,
  options: BaseVerdictOptions,
): Promise<T> {
  const figures = await baseFiguresFor(loaded, base, options);
  if (!figures) return judged;
  const provenance = baseProvenance(figures, judged.report.servers.map((server) => server.name));
  const unmeasured = baseUnmeasuredFindings(provenance, figures, loaded.config, { policy: options.unmeasuredBase, setupGiven: options.baseSetup !== undefined, configFile });
  // A measured base shares this checkout's cache: say how much of it was already counted.
  const stats = figures.source === 'measured' ? figures.report?.cache : undefined;
  const cache = stats ? { cache: { warm: stats.warm, hits: stats.hits, misses: stats.misses } } : {};
  const changes = figures.report
    ? compareWithBase(figures.report, judged.report, figures.ref, figures.source, { commit: figures.commit, unmeasured: unmeasuredServers(provenance) })
    : undefined;
  const growth = changes ? growthFindings(loaded.config, changes, options.acceptGrowth === true) : [];
  // Said first: every other line of the verdict stands on what the base could and could not give.
  // A pure rename keeps its oversized entry under the new name: no raise. A grown tool's findings say what grew.
  const judgedFindings = changes ? withWhereItGrew(withoutMovedEntries(judged.report.findings, changes, baseConfig(configFile, base), loaded.config), changes) : judged.report.findings;
  // What changed for the tools' callers (breaking changes, the semver bump) and what a host's cut now hides.
  const contract = figures.report ? await contractVerdict(loaded, base, figures.report, judged.report, unmeasuredServers(provenance)) : undefined;
  const crossings = figures.report ? hostCrossings(figures.report, judged.report) : [];
  const findings = sortFindings([...unmeasured, ...judgedFindings, ...growth, ...(contract?.findings ?? []), ...crossings]);
  const report = {
    ...buildReport(measurement, findings, configFile),
    ...(judged.report.commit ? { commit: judged.report.commit } : {}),
    base: { ...provenance, ...cache },
    ...(changes ? { changes } : {}),
    ...(contract ? { contracts: contract.contracts } : {}),
  };
  return { ...judged, report, exitCode: exitCodeFor(report) };
}

/** HEAD's commit, so a saved report names the commit it stands for (a later pull request's base). */
export async function headCommit(cwd: string): Promise<string | undefined> {
  const head = await git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  return head.ok ? head.stdout.trim() || undefined : undefined;
}

function baseConfig(configFile: string, base: BaseBudget | undefined): BudgetConfig | undefined {
  if (base?.text === undefined) return undefined;
  try {
    return parseBudget(configFile, base.text);
  } catch {
    return undefined; // an invalid base budget is judgeAgainstBase's finding
  }
}
