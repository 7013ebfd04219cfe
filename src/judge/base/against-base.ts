import type { BudgetConfig, ServerConfig } from '../../budget/budget-config.js';
import type { Finding } from '../findings.js';
import { hiddenAgainstBase } from './hidden-against-base.js';
import type { ContractReport, Report } from '../report.js';
import type { FixtureReport, ServerReport } from '../../measure/measurement.js';
import {
  baseProvenance,
  baseUnmeasuredFindings,
  unmeasuredServers,
  type BaseOutcome,
  type UnmeasuredPolicy,
} from './base-provenance.js';
import { baseFigures, budgetRaises, reachBeyondDefault, type RaisePolicy } from './budget-raises.js';
import { compareWithBase, growthFindings } from './changes.js';
import { contractChanges } from '../contracts/contract-changes.js';
import { withWhereItGrew } from './field-delta.js';
import { hostCrossings } from './host-crossings.js';
import { withFollowedEntries, withoutMovedEntries } from './renames.js';
import { requiredBump, semverFindings } from '../contracts/semver.js';
import type { PackageVersions } from '../../budget/package-version.js';

/** budget.json at the merge base, as loaded and resolved: what the change to it is judged against. */
export interface BaseBudgetEvidence {
  ref: string;
  /** The base's budget, or why there is none to compare with: new in this change, or not valid there. */
  config: BudgetConfig | 'new' | 'invalid';
  symlink: { base: string | undefined; head: string | undefined };
  /** The base's servers as resolved; absent when an import could not be read at the base. */
  servers?: Map<string, ServerConfig>;
}

/** Everything the base gave a run, gathered before judging: the judgment itself reads nothing. */
export interface BaseEvidence {
  /** With --base: the base's budget (raises are judged against it). */
  budget?: BaseBudgetEvidence;
  /** The head's servers as resolved, before any policy: what a change lets them reach. */
  headServers: Map<string, ServerConfig>;
  /** The base's figures (measured, or a saved report) or why there are none; absent when none were asked for. */
  figures?: BaseOutcome;
  /** The package's version in this checkout and at the base, for the bump a contract change needs (with figures). */
  versions?: PackageVersions;
  raises: RaisePolicy;
  acceptGrowth: boolean;
  /** Overrides budget.json's growth.unmeasuredBase. */
  unmeasuredBase?: UnmeasuredPolicy;
  /** Whether --base-setup was given: BASE_UNMEASURED's advice differs. */
  setupGiven: boolean;
  /** The --base-setup to advise when none was given: one the project can run (setup-advice.ts). */
  setupCommand?: string;
}

/** What a report says about the base. */
export type BaseSections = Pick<Report, 'base' | 'changes' | 'contracts'>;

type Measured = { servers: ServerReport[]; fixtures: FixtureReport[] };

/**
 * The run against its base: every loosening of budget.json, every tool's Δ, the growth gates, renames, what changed
 * for callers and what a host's cut now hides. A base server without figures is a finding (BASE_UNMEASURED), never
 * a zero: its tools are neither new nor removed. `judged` are the findings against the budget alone; the
 * findings come back in the order they are said, for the caller to sort by severity.
 */
export function judgedAgainstBase(
  config: BudgetConfig,
  head: Measured,
  judged: Finding[],
  evidence: BaseEvidence,
  configFile: string,
): { findings: Finding[]; sections: BaseSections; budgetFigures?: Map<string, number> } {
  const budget = evidence.budget;
  const baseConfig = budget && typeof budget.config === 'object' ? budget.config : undefined;
  const withRaises = [...judged, ...(budget ? raiseFindings(config, budget, evidence, configFile) : [])];
  const budgetFigures = baseConfig ? { budgetFigures: baseFigures(baseConfig) } : {};
  const figures = evidence.figures;
  if (!figures) return { findings: withRaises, sections: {}, ...budgetFigures };
  const provenance = baseProvenance(
    figures,
    head.servers.map((server) => server.name),
  );
  const unmeasured = baseUnmeasuredFindings(provenance, figures, config, {
    policy: evidence.unmeasuredBase,
    setupGiven: evidence.setupGiven,
    configFile,
    ...(evidence.setupCommand ? { setupCommand: evidence.setupCommand } : {}),
  });
  // A measured base shares this checkout's cache: say how much of it was already counted.
  const stats = figures.source === 'measured' ? figures.report?.cache : undefined;
  const cache = stats ? { cache: { warm: stats.warm, hits: stats.hits, misses: stats.misses } } : {};
  const changes = figures.report
    ? compareWithBase(figures.report, head, figures.ref, figures.source, {
        commit: figures.commit,
        unmeasured: unmeasuredServers(provenance),
        ...(config.hosts ? { hosts: config.hosts } : {}),
      })
    : undefined;
  const growth = changes ? withWhereItGrew(growthFindings(config, changes, evidence.acceptGrowth), changes) : [];
  // A pure rename keeps its oversized entry under the new name: no raise. A grown tool's findings say what grew.
  // A renamed tool's entry left under the old name follows it: one finding naming the key to rename.
  const ownFindings = changes
    ? withWhereItGrew(
        withFollowedEntries(
          withoutMovedEntries(withRaises, changes, baseConfig, config),
          changes,
          config,
          head,
          unmeasuredServers(provenance),
        ),
        changes,
      )
    : withRaises;
  // What changed for the tools' callers (breaking changes, the semver bump) and what a host's cut now hides.
  const contract = figures.report
    ? contractsAgainst(config, figures.report, head, unmeasuredServers(provenance), evidence.versions ?? {})
    : undefined;
  const crossings = figures.report
    ? [...hostCrossings(figures.report, head), ...hiddenAgainstBase(figures.report, head)]
    : [];
  // Said first: every other line of the verdict stands on what the base could and could not give.
  const findings = [...unmeasured, ...ownFindings, ...growth, ...(contract?.findings ?? []), ...crossings];
  const sections: BaseSections = {
    base: { ...provenance, ...cache },
    ...(changes ? { changes } : {}),
    ...(contract ? { contracts: contract.contracts } : {}),
  };
  return { findings, sections, ...budgetFigures };
}

/** BUDGET_RAISED: every loosening against the base's budget, or that there is no base budget to judge against. */
function raiseFindings(
  config: BudgetConfig,
  budget: BaseBudgetEvidence,
  evidence: BaseEvidence,
  configFile: string,
): Finding[] {
  if (typeof budget.config === 'object') {
    return budgetRaises(budget.config, config, evidence.raises, {
      ...(budget.servers ? { servers: { base: budget.servers, head: evidence.headServers } } : {}),
      symlink: budget.symlink,
    });
  }
  return [
    ...reachBeyondDefault(config, evidence.headServers, evidence.raises),
    {
      code: 'BUDGET_RAISED',
      severity: evidence.raises === 'fail' ? 'error' : 'notice',
      subject: configFile,
      args: { kind: budget.config === 'new' ? 'budget-new' : 'budget-invalid', file: configFile, ref: budget.ref },
    },
  ];
}

/** Tool contracts against the base: what changed for callers, the bump it needs, and the findings on it. */
function contractsAgainst(
  config: BudgetConfig,
  base: Measured,
  head: Measured,
  unmeasured: string[],
  versions: PackageVersions,
): { findings: Finding[]; contracts: ContractReport } {
  const { changes, unknown } = contractChanges(base, head, unmeasured);
  const findings = semverFindings(changes, versions, config.breakingChanges ?? 'warning');
  return {
    findings,
    contracts: {
      suggestedBump: requiredBump(changes, versions.base),
      versions,
      changes,
      ...(unknown.length > 0 ? { unknown } : {}),
    },
  };
}
