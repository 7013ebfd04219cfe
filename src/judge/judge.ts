import { EXIT } from '../exit-codes.js';
import { hostSessions } from './host-sessions.js';
import type { BudgetConfig } from '../budget/budget-config.js';
import type { Measurement } from '../measure/measure-all.js';
import type { Finding } from './findings.js';
import { reportedFinding } from './finding-render.js';
import { exitCodeFor } from './exit-code.js';
import type { FixtureReport, ServerReport } from '../measure/measurement.js';
import type { Report } from './report.js';
import { judgedAgainstBase, type BaseEvidence, type BaseSections } from './base/against-base.js';
import { ceilingInForce, fixtureSubject, UNITS, type CeilingSubject } from './ceilings.js';
import { checkDefinitions } from './check-definitions.js';
import { checkResults } from './check-results.js';
import { checkLinked } from './check-linked.js';
import { contractFindings } from './contract-findings.js';
import { hostFindings } from './host-findings.js';
import { checkSessions, sessionReports } from './check-sessions.js';
import type { SessionReport } from '../measure/sessions/session-turns.js';
import { judgeOversized, ratchetFindings, unmeasuredServers, type EntryVerdict } from './ratchet.js';
import { largestConfiguration } from './configurations.js';
import { listedKind } from './check-listed.js';
import { SURFACE_LISTS } from '../measure/listed-surface.js';

/**
 * Everything one run is judged to be, before it is a report: every finding (failures first), each `oversized`
 * entry's verdict, the measured servers and fixtures with the ceilings they were held to, and with a base, what
 * the report says about it. Nothing is written into the budget or the measurement it was judged from.
 */
export interface Verdict {
  findings: Finding[];
  verdicts: EntryVerdict[];
  servers: ServerReport[];
  fixtures: FixtureReport[];
  /** With a base: where its figures came from, every tool's change, what changed for callers. */
  sections: BaseSections;
  /** Sizes the base's budget recorded per `subject|unit`, for Δ columns. */
  budgetFigures?: Map<string, number>;
  /** Each session of budget.json on each host, turn by turn. */
  sessions?: SessionReport[];
}

/**
 * The verdict on one run: contracts, limits and the ratchet against the budget, and with a base (raises, growth,
 * renames, contracts, host cuts) against the base too. Pure: the same inputs, the same verdict.
 */
export function verdictOf(
  config: BudgetConfig,
  measurement: Measurement,
  configFile?: string,
  base?: BaseEvidence,
): Verdict {
  const { servers, fixtures } = withCeilings(config, measurement);
  const verdicts = judgeOversized(config, servers, fixtures, unmeasuredServers(measurement));
  const sessions = sessionReports(config, servers, fixtures);
  const findings = [
    ...contractFindings(config, measurement),
    ...checkDefinitions(config, servers),
    ...checkResults(config, fixtures),
    ...checkLinked(config, fixtures),
    ...hostFindings(config, servers, fixtures),
    ...checkSessions(config, sessions),
    ...ratchetFindings(config, verdicts),
  ];
  const withSessions = sessions.length > 0 ? { sessions } : {};
  if (!base) return { findings: sortFindings(findings), verdicts, servers, fixtures, sections: {}, ...withSessions };
  const against = judgedAgainstBase(config, { servers, fixtures }, findings, base, configFile ?? 'budget.json');
  return {
    findings: sortFindings(against.findings),
    verdicts,
    servers,
    fixtures,
    sections: against.sections,
    ...(against.budgetFigures ? { budgetFigures: against.budgetFigures } : {}),
    ...withSessions,
  };
}

/** The verdict as a report: what `measure`, `update`, `init` and `merge` print. */
export function judge(
  config: BudgetConfig,
  measurement: Measurement,
  configFile?: string,
  base?: BaseEvidence,
): { report: Report; verdicts: EntryVerdict[]; budgetFigures?: Map<string, number> } {
  const verdict = verdictOf(config, measurement, configFile, base);
  return {
    report: reportOf(measurement, verdict, configFile),
    verdicts: verdict.verdicts,
    ...(verdict.budgetFigures ? { budgetFigures: verdict.budgetFigures } : {}),
  };
}

/**
 * What can be said without limits (no budget yet, a shard, the merge base): whether servers ran and kept their
 * contracts. Totals, duplicates and the ratchet wait for a budget and every server.
 */
export function judgeContracts(
  config: BudgetConfig,
  measurement: Measurement,
  configFile?: string,
  sections: ReportSections = {},
): Report {
  return buildReport(measurement, sortFindings(contractFindings(config, measurement)), configFile, sections);
}

/** What a report carries besides the measurement and its findings, in the order it is written. */
export type ReportSections = Pick<Report, 'commit' | 'base' | 'changes' | 'contracts' | 'fixes' | 'shard' | 'sessions'>;

/** The one report of a run, from its verdict: `findings` replaces the verdict's when they carry measured fixes. */
export function reportOf(
  measurement: Measurement,
  verdict: Verdict,
  configFile?: string,
  extra: Pick<Report, 'commit' | 'fixes'> & { findings?: Finding[] } = {},
): Report {
  const { findings, commit, fixes } = extra;
  return buildReport(
    { ...measurement, servers: verdict.servers, fixtures: verdict.fixtures },
    findings ?? verdict.findings,
    configFile,
    {
      ...(commit ? { commit } : {}),
      ...(verdict.sessions ? { sessions: verdict.sessions } : {}),
      ...verdict.sections,
      ...(fixes && fixes.length > 0 ? { fixes } : {}),
    },
  );
}

export function buildReport(
  measurement: Measurement,
  unscoped: Finding[],
  configFile?: string,
  sections: ReportSections = {},
): Report {
  // The report is where findings get their words: every reporter, and a saved report read back, shows these.
  const findings = unscoped.map((finding) => reportedFinding(finding, configFile));
  const measured = measurement.servers.filter((server) => server.ok);
  const sessions = hostSessions(measured);
  const report: Report = {
    schemaVersion: 1,
    ok: exitCodeFor({ findings }) === EXIT.ok,
    tokenizer: measurement.tokenizer,
    ...(measurement.cache ? { cache: measurement.cache } : {}),
    ...(configFile ? { config: configFile } : {}),
    servers: measurement.servers,
    fixtures: measurement.fixtures,
    // With variants, the largest way to run the servers: what a user who picks it pays.
    totals: { servers: measurement.servers.length, ...largestConfiguration(measured) },
    findings,
    ...(sessions ? { hostSessions: sessions } : {}),
    ...(measurement.skippedServers.length > 0 ? { skippedServers: measurement.skippedServers } : {}),
    ...sections,
  };
  return report;
}

/**
 * Each tool and fixture with the ceiling it was held to, so every reporter can show limit next to actual: copies,
 * so the measurement stays what was measured (update judges it again against the budget it writes).
 */
function withCeilings(
  config: BudgetConfig,
  measurement: Measurement,
): { servers: ServerReport[]; fixtures: FixtureReport[] } {
  const both = (subject: CeilingSubject) => {
    const ceiling: { bytes?: number; tokens?: number; chars?: number } = {};
    for (const unit of UNITS) {
      const value = ceilingInForce(config, subject, unit)?.value;
      if (value !== undefined) ceiling[unit] = value;
    }
    return ceiling;
  };
  const servers = measurement.servers.map((server) => {
    const held: ServerReport = {
      ...server,
      tools: server.tools.map((tool) => ({
        ...tool,
        ceiling: both({ kind: 'tool', server: server.name, tool: tool.name }),
      })),
    };
    for (const { field } of SURFACE_LISTS) {
      const list = server[field];
      if (list)
        held[field] = {
          ...list,
          items: list.items.map((item) => ({
            ...item,
            ceiling: both({ kind: listedKind(list.method), server: server.name, name: item.name }),
          })),
        };
    }
    return held;
  });
  const fixtures = measurement.fixtures.map((report) => {
    const subject = fixtureSubject(config, report.name);
    return subject ? { ...report, ceiling: both(subject) } : report;
  });
  return { servers, fixtures };
}

const SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 } as const;

/** Errors first, then warnings, then notices; the order within each kept. */
export function sortFindings(findings: Finding[]): Finding[] {
  return findings
    .map((finding, order) => ({ finding, order }))
    .sort((a, b) => SEVERITY_ORDER[a.finding.severity] - SEVERITY_ORDER[b.finding.severity] || a.order - b.order)
    .map(({ finding }) => finding);
}
