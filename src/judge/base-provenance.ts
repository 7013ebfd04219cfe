import type { BudgetConfig } from '../budget/config.js';
import type { UnconvertedFinding as Finding } from './findings.js';
import type { BaseProvenance, Report } from './report.js';
import type { ServerReport } from '../measure/measurement.js';

export type UnmeasuredPolicy = 'error' | 'warning';

/** What the base half of a check came back with: a report of the base, or why there is none. */
export interface BaseOutcome {
  ref: string;
  commit?: string;
  source: 'measured' | 'report';
  /** The base's figures: a saved report, or the base's measurement (only its servers, fixtures and cache are read). */
  report?: Pick<Report, 'servers' | 'fixtures' | 'cache'>;
  error?: string;
  /** Why there is no report, when it is known: no budget at the merge base, or the --base-setup failed. */
  missing?: 'budget' | 'setup';
  /** Why a saved report was not used (none of the merge base, or of another commit): the base was measured instead. */
  fallback?: string;
  /** A saved report used as given although it names another commit than the merge base. */
  note?: string;
}

const GATES = ['toolPercent', 'toolBytes', 'toolTokens', 'totalPercent', 'totalBytes', 'totalTokens'] as const;

/**
 * Per server of the base: measured, from a saved report, or unmeasured and why. A base server that failed (no
 * node_modules or dist in the worktree, a crash) has no figures; its tools are neither new nor removed.
 */
export function baseProvenance(outcome: BaseOutcome, headServers: string[]): BaseProvenance {
  const named = { ref: outcome.ref, ...(outcome.commit ? { commit: outcome.commit } : {}), ...(outcome.fallback ? { reportNotUsed: outcome.fallback } : {}), ...(outcome.note ? { note: outcome.note } : {}) };
  if (!outcome.report) {
    const reason = outcome.error ?? 'no figures';
    return { ...named, source: 'unmeasured', error: reason, servers: headServers.map((name) => ({ name, source: 'unmeasured', reason })) };
  }
  const servers = outcome.report.servers.map((server) =>
    server.ok ? { name: server.name, source: outcome.source } : { name: server.name, source: 'unmeasured' as const, reason: failureReason(server) },
  );
  const none = servers.length > 0 && servers.every((server) => server.source === 'unmeasured');
  return { ...named, source: none ? 'unmeasured' : outcome.source, servers };
}

/** The servers whose tools cannot be compared: unmeasured at the base. */
export function unmeasuredServers(provenance: BaseProvenance): string[] {
  return (provenance.servers ?? []).filter((server) => server.source === 'unmeasured').map((server) => server.name);
}

function failureReason(server: ServerReport): string {
  const failure = server.failure;
  if (!failure) return 'no figures';
  const stderr = failure.stderr.split('\n').map((line) => line.trim()).filter(Boolean);
  const last = stderr.find((line) => /error/i.test(line)) ?? stderr.at(-1);
  return `${failure.code} (${failure.phase}): ${failure.detail}${last ? ` — ${last.slice(0, 200)}` : ''}`;
}

/**
 * BASE_UNMEASURED: said for each base server without figures (or once, for a base without any). With growth gates
 * it is an error unless the budget (growth.unmeasuredBase) or the caller makes it a warning: a gate whose answer is
 * unknown has not passed. A budget that is new in this change had no gates at the base: a warning.
 */
export function baseUnmeasuredFindings(provenance: BaseProvenance, outcome: BaseOutcome, config: BudgetConfig, options: { policy?: UnmeasuredPolicy; setupGiven: boolean; configFile: string; setupCommand?: string }): Finding[] {
  const unmeasured = (provenance.servers ?? []).filter((server) => server.source === 'unmeasured');
  if (provenance.source !== 'unmeasured' && unmeasured.length === 0) return [];
  const gates = GATES.filter((gate) => config.growth?.[gate] !== undefined);
  const policy = options.policy ?? config.growth?.unmeasuredBase ?? 'error';
  const severity: Finding['severity'] = gates.length > 0 && outcome.missing !== 'budget' ? policy : 'warning';
  const at = `${provenance.ref}${provenance.commit ? ` at ${provenance.commit.slice(0, 7)}` : ''}`;
  const unanswered = gates.length > 0 ? `; the growth gates (${gates.map((gate) => `growth.${gate}`).join(', ')}) have no answer for it, and a gate whose answer is unknown has not passed` : '';
  const fix = fixFor(outcome, options, at) + (severity === 'error' ? '; or accept not knowing: "growth": { "unmeasuredBase": "warning" } (or --unmeasured-base warning)' : '');
  const finding = (subject: string, what: string, reason: string): Finding => ({
    code: 'BASE_UNMEASURED',
    severity,
    subject,
    message: `${what} could not be measured: ${reason}. Its tools are not compared with the base (none is shown as new, removed or grown)${unanswered}`,
    fix,
    ...(gates.length > 0 ? { path: ['growth', 'unmeasuredBase'] } : {}),
  });
  if (provenance.error !== undefined || unmeasured.length === 0) return [finding('base', `the base (${at})`, provenance.error ?? 'no server of the base has figures')];
  return unmeasured.map((server) => finding(server.name, `server "${server.name}" at the base (${at})`, server.reason ?? 'no figures'));
}

function fixFor(outcome: BaseOutcome, options: { setupGiven: boolean; configFile: string; setupCommand?: string }, at: string): string {
  if (outcome.missing === 'budget') return `nothing to fix: ${options.configFile} is new in this change, so the base has no budget to measure; growth is judged from the next pull request`;
  if (outcome.source === 'report') return 'the saved base report has no figures for it: save the report of a base run where it started, or measure the base instead (--base with --base-setup)';
  if (options.setupGiven) return `make the base setup succeed in the merge base's worktree (${at}), or pass the report saved by the base commit's own run (--base-report, Action input base-report)`;
  return `build the base before it is measured: --base-setup "${options.setupCommand ?? 'npm ci && npm run build'}" (Action input base-setup), or pass the report saved by the base commit's own run (--base-report, Action input base-report)`;
}
