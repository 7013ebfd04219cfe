import type { BudgetConfig } from '../../budget/budget-config.js';
import type { Finding } from '../findings.js';
import type { UnmeasuredAdvice } from '../finding-words.js';
import type { BaseProvenance, Report } from '../report.js';
import type { ServerReport } from '../../measure/measurement.js';

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
  const named = {
    ref: outcome.ref,
    ...(outcome.commit ? { commit: outcome.commit } : {}),
    ...(outcome.fallback ? { reportNotUsed: outcome.fallback } : {}),
    ...(outcome.note ? { note: outcome.note } : {}),
  };
  if (!outcome.report) {
    const reason = outcome.error ?? 'no figures';
    return {
      ...named,
      source: 'unmeasured',
      error: reason,
      servers: headServers.map((name) => ({ name, source: 'unmeasured', reason })),
    };
  }
  const servers = outcome.report.servers.map((server) =>
    server.ok
      ? { name: server.name, source: outcome.source }
      : { name: server.name, source: 'unmeasured' as const, reason: failureReason(server) },
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
  const stderr = failure.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const last = stderr.find((line) => /error/i.test(line)) ?? stderr.at(-1);
  return `${failure.code} (${failure.phase}): ${failure.detail}${last ? ` — ${last.slice(0, 200)}` : ''}`;
}

/**
 * BASE_UNMEASURED: said for each base server without figures (or once, for a base without any). With growth gates
 * it is an error unless the budget (growth.unmeasuredBase) or the caller makes it a warning: a gate whose answer is
 * unknown has not passed. A budget that is new in this change had no gates at the base: a warning.
 */
export function baseUnmeasuredFindings(
  provenance: BaseProvenance,
  outcome: BaseOutcome,
  config: BudgetConfig,
  options: { policy?: UnmeasuredPolicy; setupGiven: boolean; configFile: string; setupCommand?: string },
): Finding[] {
  const unmeasured = (provenance.servers ?? []).filter((server) => server.source === 'unmeasured');
  if (provenance.source !== 'unmeasured' && unmeasured.length === 0) return [];
  const gates = GATES.filter((gate) => config.growth?.[gate] !== undefined);
  const policy = options.policy ?? config.growth?.unmeasuredBase ?? 'error';
  const severity: Finding['severity'] = gates.length > 0 && outcome.missing !== 'budget' ? policy : 'warning';
  const at = `${provenance.ref}${provenance.commit ? ` at ${provenance.commit.slice(0, 7)}` : ''}`;
  const args = { at, gates, advice: adviceFor(outcome, options), acceptable: severity === 'error' };
  const finding = (
    subject: string,
    what: { kind: 'base' } | { kind: 'server'; name: string },
    reason: string,
  ): Finding => ({
    code: 'BASE_UNMEASURED',
    severity,
    subject,
    args: { ...args, what, reason },
    ...(gates.length > 0 ? { path: ['growth', 'unmeasuredBase'] } : {}),
  });
  if (provenance.error !== undefined || unmeasured.length === 0)
    return [finding('base', { kind: 'base' }, provenance.error ?? 'no server of the base has figures')];
  return unmeasured.map((server) =>
    finding(server.name, { kind: 'server', name: server.name }, server.reason ?? 'no figures'),
  );
}

/** What gets the base measured next time: nothing (a new budget), a better saved report, a setup that works, a setup at all. */
function adviceFor(
  outcome: BaseOutcome,
  options: { setupGiven: boolean; configFile: string; setupCommand?: string },
): UnmeasuredAdvice {
  if (outcome.missing === 'budget') return { kind: 'new-budget', configFile: options.configFile };
  if (outcome.source === 'report') return { kind: 'report' };
  if (options.setupGiven) return { kind: 'setup-failed' };
  return { kind: 'no-setup', setupCommand: options.setupCommand ?? 'npm ci && npm run build' };
}
