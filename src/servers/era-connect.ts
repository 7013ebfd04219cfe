import type { Client, Transport } from '@modelcontextprotocol/client';
import { MODERN_VERSION, probeEra, type Era } from './era-probe.js';
import { ServerFailure, type StderrTail } from './server-failure.js';
import type { SessionOptions } from './session-options.js';
import { mark } from '../shell/trace.js';

/** Longest wait for an answer to server/discover before a server counts as legacy (spec: "a reasonable timeout"). */
const PROBE_TIMEOUT_MS = 10_000;

/** Thrown when the probe ended the server's connection: the server is started again for initialize. */
export class StartAgainForInitialize extends Error {}

export interface EraConnection {
  era: Era;
  /** The server/discover result as it came from the wire (modern era). */
  discover?: Record<string, unknown>;
  /** Why a probed server counts as legacy. */
  legacyBecause?: string;
}

type ProbedTransport = Transport & Parameters<typeof probeEra>[0]['transport'] & { lastHttpError?: unknown };

/**
 * Connects the SDK client in the era the budget asks for: `server/discover` first unless it names the legacy era;
 * the client then adopts the discovery (its requests carry the per-request `_meta` envelope) or performs the
 * initialize handshake. `onHandshake` learns which method the server is now waiting to answer, for failure messages.
 */
export async function connectInEra(
  client: Client,
  transport: ProbedTransport,
  options: SessionOptions,
  signal: AbortSignal,
  stderr: StderrTail,
  onHandshake: (method: 'initialize' | 'server/discover') => void,
): Promise<EraConnection> {
  const { timeouts, era: wanted = 'newest', name, clientCapabilities, clientVersion } = options;
  const connectOptions = { timeout: timeouts.startupMs, signal };
  if (wanted === 'legacy') {
    await client.connect(transport, { ...connectOptions, prior: { kind: 'legacy' } });
    return { era: 'legacy' };
  }
  onHandshake('server/discover');
  const outcome = await probeEra({
    transport,
    clientInfo: { name: 'mcp-budget', version: clientVersion },
    capabilities: clientCapabilities,
    // Half the startup time at most: a server silent to server/discover keeps the rest for initialize.
    timeoutMs: Math.min(timeouts.startupMs / 2, PROBE_TIMEOUT_MS),
    signal,
  });
  mark('era probe answered', name);
  // An HTTP error the probe read is era evidence, not the reason a later request fails.
  transport.lastHttpError = undefined;
  if (outcome.era === 'none')
    throw new ServerFailure('SERVER_START_FAILED', name, 'start', outcome.reason, stderr.lines());
  if (outcome.era === 'legacy') {
    if (wanted === 'modern') {
      throw new ServerFailure(
        'SERVER_START_FAILED',
        name,
        'start',
        `does not speak ${MODERN_VERSION} (${outcome.reason}), and the budget asks for era "modern"`,
        stderr.lines(),
        'remove "era": "modern" to measure it in the legacy era, or serve server/discover',
      );
    }
    if (outcome.closed) throw new StartAgainForInitialize(outcome.reason);
    onHandshake('initialize');
    await client.connect(transport, { ...connectOptions, prior: { kind: 'legacy' } });
    return { era: 'legacy', legacyBecause: outcome.reason };
  }
  // The SDK holds the discovery to its schema; what the wire lacked is judged from the wire, not refused here.
  const discover = outcome.discover;
  const adopted = {
    ...discover,
    resultType: 'complete',
    ttlMs: validTtl(discover.ttlMs),
    cacheScope: discover.cacheScope === 'public' ? 'public' : 'private',
    capabilities: discover.capabilities ?? {},
  };
  await client.connect(transport, { ...connectOptions, prior: { kind: 'modern', discover: adopted as never } });
  return { era: 'modern', discover };
}

function validTtl(ttl: unknown): number {
  return typeof ttl === 'number' && Number.isSafeInteger(ttl) && ttl >= 0 ? ttl : 0;
}
