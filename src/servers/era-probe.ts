import type { WireLedger } from './wire-ledger.js';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';

/** The stateless revision: no initialize, `server/discover`, a `_meta` envelope on every request. */
export const MODERN_VERSION = '2026-07-28';
/** -32022 UnsupportedProtocolVersion: a modern server that does not serve the version asked for. */
const UNSUPPORTED_PROTOCOL_VERSION = -32022;

export type Era = 'modern' | 'legacy';
/** Which era a server is measured in (budget key `era`): the newest both sides speak, or one named era. */
export type EraChoice = 'newest' | Era;

export type ProbeOutcome =
  | { era: 'modern'; version: string; discover: Record<string, unknown> }
  /** Why the server counts as legacy; `closed`: it ended the connection, and must be started again for initialize. */
  | { era: 'legacy'; reason: string; closed?: boolean }
  /** A modern server with no version in common, or an answer no era explains. */
  | { era: 'none'; reason: string };

export interface ProbeDeps {
  transport: Transport & {
    lastHttpError?: { status: number; text: string };
    ledger: Pick<WireLedger, 'abandon'>;
    unanswered?(id: string): boolean;
  };
  clientInfo: { name: string; version: string };
  capabilities: Record<string, unknown>;
  timeoutMs: number;
  /** A protocol violation or the startup deadline ends the probe as it ends any request. */
  signal: AbortSignal;
}

/** What a request of the modern era carries in `params._meta` (spec basic/index#_meta): version, client, capabilities. */
function modernEnvelope(
  version: string,
  clientInfo: ProbeDeps['clientInfo'],
  capabilities: Record<string, unknown>,
): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': version,
    'io.modelcontextprotocol/clientInfo': clientInfo,
    'io.modelcontextprotocol/clientCapabilities': capabilities,
  };
}

/**
 * The backward-compatibility probe of a client that speaks both eras (spec basic/transports/stdio#backward-compatibility,
 * streamable-http#backward-compatibility): `server/discover` first; a DiscoverResult or a recognised modern error
 * (UnsupportedProtocolVersion) means modern; any other error, silence, or an HTTP 4xx without a modern error body
 * means legacy. Sent over the metered transport before the SDK client attaches, so its bytes are on the ledger too.
 */
export async function probeEra(deps: ProbeDeps): Promise<ProbeOutcome> {
  const { transport } = deps;
  let pending: { id: string; resolve: (reply: Reply) => void } | undefined;
  transport.onmessage = (message) => {
    const response = message as { id?: unknown; result?: Record<string, unknown>; error?: RpcError };
    if (pending && response.id === pending.id)
      pending.resolve(
        response.error !== undefined
          ? { kind: 'error', error: response.error }
          : { kind: 'result', result: response.result ?? {} },
      );
  };
  transport.onclose = () => pending?.resolve({ kind: 'closed' });
  // Only a result or error answer pairs with the probe; anything else in the meantime is the SDK's business later.
  await transport.start();
  let version = MODERN_VERSION;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const id = `mcp-budget-discover-${attempt}`;
    const reply = await new Promise<Reply>((resolve) => {
      const settle = (value: Reply) => {
        clearTimeout(timer);
        deps.signal.removeEventListener('abort', onAbort);
        resolve(value);
      };
      const timer = setTimeout(() => settle({ kind: 'timeout' }), deps.timeoutMs);
      const onAbort = () => settle({ kind: 'aborted', reason: deps.signal.reason });
      deps.signal.addEventListener('abort', onAbort, { once: true });
      pending = { id, resolve: settle };
      if (deps.signal.aborted) onAbort();
      const request = {
        jsonrpc: '2.0',
        id,
        method: 'server/discover',
        params: { _meta: modernEnvelope(version, deps.clientInfo, deps.capabilities) },
      };
      transport.send(request as JSONRPCMessage).then(
        () => {
          if (transport.unanswered?.(id)) settle({ kind: 'no-answer' });
        },
        (error: unknown) => settle({ kind: 'send-error', error }),
      );
    });
    pending = undefined;
    if (reply.kind === 'aborted') throw reply.reason;
    // A POST that failed will never be answered; a silent server may still answer late, and that answer is no violation.
    if (reply.kind === 'send-error' || reply.kind === 'no-answer') transport.ledger.abandon(id);
    const outcome = classify(reply, version, transport.lastHttpError);
    if (outcome.era !== 'retry') return detach(transport, outcome);
    version = outcome.version;
  }
  return detach(transport, { era: 'none', reason: 'server/discover answered UnsupportedProtocolVersion twice' });
}

/** The SDK client chains the handlers it finds on connect: the probe's are removed first. */
function detach(transport: Transport, outcome: ProbeOutcome): ProbeOutcome {
  transport.onmessage = undefined;
  transport.onclose = undefined;
  return outcome;
}

interface RpcError {
  code?: unknown;
  message?: unknown;
  data?: { supported?: unknown };
}
type Reply =
  | { kind: 'result'; result: Record<string, unknown> }
  | { kind: 'error'; error: RpcError }
  | { kind: 'closed' }
  | { kind: 'timeout' }
  | { kind: 'no-answer' }
  | { kind: 'send-error'; error: unknown }
  | { kind: 'aborted'; reason: unknown };

function classify(
  reply: Exclude<Reply, { kind: 'aborted' }>,
  asked: string,
  http: ProbeDeps['transport']['lastHttpError'],
): ProbeOutcome | { era: 'retry'; version: string } {
  switch (reply.kind) {
    case 'result': {
      const supported = reply.result.supportedVersions;
      if (!Array.isArray(supported))
        return { era: 'legacy', reason: 'server/discover answered without supportedVersions' };
      if (supported.includes(MODERN_VERSION)) return { era: 'modern', version: MODERN_VERSION, discover: reply.result };
      return {
        era: 'legacy',
        reason: `server/discover offers ${JSON.stringify(supported)}, none of which mcp-budget speaks in the modern era`,
      };
    }
    case 'error':
      return fromRpcError(reply.error, asked);
    case 'closed':
      return { era: 'legacy', reason: 'the server closed the connection on server/discover', closed: true };
    case 'timeout':
      return { era: 'legacy', reason: 'no answer to server/discover' };
    case 'no-answer':
      return { era: 'legacy', reason: 'the HTTP answer to server/discover carried no JSON-RPC response' };
    case 'send-error': {
      // Streamable HTTP: 401/403 and 5xx are no era evidence but failures; another 4xx is legacy unless its body is a modern error.
      // stdio: the write failed because the server already ended; it is started again for initialize.
      if (!http) return { era: 'legacy', reason: 'the server closed its input before server/discover', closed: true };
      if (http.status === 401 || http.status === 403 || http.status >= 500) throw reply.error;
      const body = parseErrorBody(http.text);
      return body
        ? fromRpcError(body, asked)
        : { era: 'legacy', reason: `server/discover answered HTTP ${http.status}` };
    }
  }
}

function fromRpcError(error: RpcError, asked: string): ProbeOutcome | { era: 'retry'; version: string } {
  if (error.code !== UNSUPPORTED_PROTOCOL_VERSION)
    return { era: 'legacy', reason: `server/discover answered error ${JSON.stringify(error.code)}` };
  const supported = Array.isArray(error.data?.supported)
    ? (error.data.supported as unknown[]).filter((v): v is string => typeof v === 'string')
    : [];
  if (supported.includes(MODERN_VERSION) && asked !== MODERN_VERSION) return { era: 'retry', version: MODERN_VERSION };
  if (supported.some((version) => version < MODERN_VERSION))
    return {
      era: 'legacy',
      reason: `server/discover: UnsupportedProtocolVersion, supported ${JSON.stringify(supported)}`,
    };
  return {
    era: 'none',
    reason: `the server supports protocol versions ${JSON.stringify(supported)}; mcp-budget speaks ${MODERN_VERSION} and the 2025 revisions`,
  };
}

function parseErrorBody(text: string): RpcError | undefined {
  try {
    const parsed = JSON.parse(text) as { error?: RpcError };
    return typeof parsed?.error === 'object' && parsed.error !== null ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}
