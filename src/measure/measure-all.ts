import os from 'node:os';
import type { BudgetConfig } from '../budget/config.js';
import { mapConcurrent } from './concurrency.js';
import type { Finding } from '../report/findings.js';
import { measureServer, type MeasureContext } from './measure-server.js';
import type { FixtureReport, ServerReport } from '../report/report.js';
import type { ResolvedServer } from '../servers/server-sources.js';
import { DEFAULT_MAX_MESSAGE_BYTES } from '../servers/server-session.js';
import { loadTokenizer, type Tokenizer, type TokenizerName } from './tokens.js';
import { VERSION } from '../version.js';

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
