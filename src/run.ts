import os from 'node:os';
import type { BudgetConfig } from './config.js';
import { checkDefinitions } from './check-definitions.js';
import { mapConcurrent } from './concurrency.js';
import type { Finding } from './findings.js';
import { ceilingInForce, fixtureSubject, UNITS, type CeilingSubject } from './ceilings.js';
import { checkResults } from './check-results.js';
import { measureServer, type MeasureContext } from './measure-server.js';
import { judgeOversized, ratchetFindings, type EntryVerdict } from './ratchet.js';
import type { FixtureReport, Report, ServerReport } from './report.js';
import { exitCodeFor } from './report.js';
import type { ResolvedServer } from './server-sources.js';
import { DEFAULT_MAX_MESSAGE_BYTES } from './server-session.js';
import { loadTokenizer, type Tokenizer, type TokenizerName } from './tokens.js';
import { VERSION } from './version.js';

export type ProgressEvent =
  | { kind: 'start'; server: string }
  | { kind: 'done'; server: string; ok: boolean; tools: number; durationMs: number };

export interface RunOptions {
  callerEnv: Record<string, string | undefined>;
  concurrency?: number;
  maxMessageBytes?: number;
  /** Capabilities declared to every server, over what budget.json says (the --capabilities preset). */
  capabilities?: Record<string, unknown>;
  onProgress?: (event: ProgressEvent) => void;
}

export interface Measurement {
  tokenizer: TokenizerName;
  servers: ServerReport[];
  fixtures: FixtureReport[];
  /** Findings that come from running servers (failures, protocol, fixtures' contracts), not from limits. */
  findings: Finding[];
}

/**
 * Measures every server concurrently (results in input order). The tokenizer loads while the first servers
 * start, so its ~300 ms of parsing overlaps their boot instead of following it.
 */
export async function measureAll(
  config: BudgetConfig,
  servers: ResolvedServer[],
  baseDir: string,
  options: RunOptions,
  /** Every configured server, when `servers` is only a shard of them. */
  allServers: ResolvedServer[] = servers,
): Promise<Measurement> {
  const tokenizerName = config.tokenizer ?? 'o200k_base';
  let tokenizer: Promise<Tokenizer> | undefined;
  const startTokenizer = () => (tokenizer ??= loadTokenizer(tokenizerName));
  const context: MeasureContext = {
    config,
    baseDir,
    callerEnv: options.callerEnv,
    tokenizer: startTokenizer,
    maxMessageBytes: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
    clientVersion: VERSION,
    capabilitiesOverride: options.capabilities,
    onSpawned: () => setImmediate(startTokenizer),
  };
  const outcomes = await mapConcurrent(servers, options.concurrency ?? os.availableParallelism(), async (server) => {
    options.onProgress?.({ kind: 'start', server: server.name });
    const fixtures = (config.fixtures ?? []).filter((fixture) => fixture.server === server.name);
    const outcome = await measureServer(server, fixtures, context);
    options.onProgress?.({ kind: 'done', server: server.name, ok: outcome.report.ok && !outcome.report.failure, tools: outcome.report.tools.length, durationMs: outcome.report.durationMs });
    return outcome;
  });
  const findings = outcomes.flatMap((outcome) => outcome.findings);
  const known = new Set(allServers.map((server) => server.name));
  for (const fixture of config.fixtures ?? []) {
    if (!known.has(fixture.server)) {
      findings.push({
        code: 'TOOL_NOT_FOUND',
        severity: 'error',
        subject: `fixture:${fixture.name}`,
        path: ['fixtures', config.fixtures!.indexOf(fixture), 'server'],
        message: `fixture names server "${fixture.server}", which is not configured`,
        fix: `add "${fixture.server}" to servers (or mcpConfig), or correct the fixture`,
      });
    }
  }
  return {
    tokenizer: tokenizerName,
    servers: outcomes.map((outcome) => outcome.report),
    fixtures: outcomes.flatMap((outcome) => outcome.fixtures),
    findings,
  };
}

/** The verdict: measurement plus every limit and ratchet finding, failures first. */
export function judge(config: BudgetConfig, measurement: Measurement, configFile?: string): { report: Report; verdicts: EntryVerdict[] } {
  annotateCeilings(config, measurement);
  const verdicts = judgeOversized(config, measurement.servers, measurement.fixtures);
  const findings = [...measurement.findings, ...checkDefinitions(config, measurement.servers), ...checkResults(config, measurement.fixtures), ...ratchetFindings(config, verdicts)];
  return { report: buildReport(measurement, sortFindings(findings), configFile), verdicts };
}

export function buildReport(measurement: Measurement, findings: Finding[], configFile?: string): Report {
  const measured = measurement.servers.filter((server) => server.ok);
  const report: Report = {
    schemaVersion: 1,
    ok: false,
    tokenizer: measurement.tokenizer,
    ...(configFile ? { config: configFile } : {}),
    servers: measurement.servers,
    fixtures: measurement.fixtures,
    totals: {
      servers: measurement.servers.length,
      tools: measured.reduce((sum, s) => sum + s.totals.tools, 0),
      bytes: measured.reduce((sum, s) => sum + s.totals.bytes, 0),
      tokens: measured.reduce((sum, s) => sum + s.totals.tokens, 0),
    },
    findings,
  };
  report.ok = exitCodeFor(report) === 0;
  return report;
}

/** Records on each tool and fixture the ceiling it was held to, so every reporter can show limit next to actual. */
function annotateCeilings(config: BudgetConfig, measurement: Measurement): void {
  const both = (subject: CeilingSubject) => {
    const ceiling: { bytes?: number; tokens?: number } = {};
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
