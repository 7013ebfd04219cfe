import type { BudgetConfig } from '../budget/config.js';
import type { Measurement } from '../measure/measure-all.js';
import type { Finding } from '../report/findings.js';
import { exitCodeFor, type Report } from '../report/report.js';
import { ceilingInForce, fixtureSubject, UNITS, type CeilingSubject } from './ceilings.js';
import { checkDefinitions } from './check-definitions.js';
import { checkResults } from './check-results.js';
import { contractFindings } from './contract-findings.js';
import { hostFindings } from './host-findings.js';
import { judgeOversized, ratchetFindings, type EntryVerdict } from './ratchet.js';
import { largestConfiguration } from './configurations.js';

/** The verdict: measurement plus every contract, limit and ratchet finding, failures first. */
export function judge(config: BudgetConfig, measurement: Measurement, configFile?: string): { report: Report; verdicts: EntryVerdict[] } {
  annotateCeilings(config, measurement);
  const verdicts = judgeOversized(config, measurement.servers, measurement.fixtures);
  const findings = [...contractFindings(config, measurement), ...checkDefinitions(config, measurement.servers), ...checkResults(config, measurement.fixtures), ...hostFindings(config, measurement.servers, measurement.fixtures), ...ratchetFindings(config, verdicts)];
  return { report: buildReport(measurement, sortFindings(findings), configFile), verdicts };
}

/**
 * What can be said without limits (no budget yet, a shard, the merge base): whether servers ran and kept their
 * contracts. Totals, duplicates and the ratchet wait for a budget and every server.
 */
export function judgeContracts(config: BudgetConfig, measurement: Measurement, configFile?: string): Report {
  return buildReport(measurement, sortFindings(contractFindings(config, measurement)), configFile);
}

export function buildReport(measurement: Measurement, findings: Finding[], configFile?: string): Report {
  const measured = measurement.servers.filter((server) => server.ok);
  const report: Report = {
    schemaVersion: 1,
    ok: false,
    tokenizer: measurement.tokenizer,
    ...(measurement.cache ? { cache: measurement.cache } : {}),
    ...(configFile ? { config: configFile } : {}),
    servers: measurement.servers,
    fixtures: measurement.fixtures,
    // With variants, the largest way to run the servers: what a user who picks it pays.
    totals: { servers: measurement.servers.length, ...largestConfiguration(measured) },
    findings,
    ...(measurement.skippedServers.length > 0 ? { skippedServers: measurement.skippedServers } : {}),
  };
  report.ok = exitCodeFor(report) === 0;
  return report;
}

/** Records on each tool and fixture the ceiling it was held to, so every reporter can show limit next to actual. */
function annotateCeilings(config: BudgetConfig, measurement: Measurement): void {
  const both = (subject: CeilingSubject) => {
    const ceiling: { bytes?: number; tokens?: number; chars?: number } = {};
    for (const unit of UNITS) {
      const value = ceilingInForce(config, subject, unit)?.value;
      if (value !== undefined) ceiling[unit] = value;
    }
    return ceiling;
  };
  for (const server of measurement.servers) {
    for (const tool of server.tools) tool.ceiling = both({ kind: 'tool', server: server.name, tool: tool.name });
  }
  for (const report of measurement.fixtures) {
    const subject = fixtureSubject(config, report.name);
    if (subject) report.ceiling = both(subject);
  }
}

const SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 } as const;

/** Errors first, then warnings, then notices; the order within each kept. */
export function sortFindings(findings: Finding[]): Finding[] {
  return findings
    .map((finding, order) => ({ finding, order }))
    .sort((a, b) => SEVERITY_ORDER[a.finding.severity] - SEVERITY_ORDER[b.finding.severity] || a.order - b.order)
    .map(({ finding }) => finding);
}
