import type { Client, Transport } from '@modelcontextprotocol/client';
import type { Timeouts } from '../budget/budget-config.js';
import type { SandboxReport, SessionOptions } from './session-options.js';
import { MeteredHttpTransport } from './metered-http-transport.js';
import { MeteredStdioTransport } from './metered-stdio-transport.js';
import type { WireLedger, WireResponse } from './wire-ledger.js';
import type { TransportEvents } from './transport-events.js';
import { terminateGroup, within } from './process-group.js';
import { expandVariables } from './server-environment.js';
import { missingVariable, passVariableFix } from './missing-variable.js';
import { unshownPathFix } from './sandbox/unshown-path.js';
import { ServerFailure, shownHttpBody, shownUrl, StderrTail, type ServerPhase } from './server-failure.js';
import { launch, refuseOutsidePolicy, waitUntilReady, type Launched } from './server-launch.js';
import { ANY_RESULT } from './any-result.js';
import { warmUpClient } from './client-warm-up.js';
import type { Era } from './era-probe.js';
import { connectInEra, StartAgainForInitialize } from './era-connect.js';
import { RevisionWatch } from './revision-watch.js';
import { mark, tracing } from '../shell/trace.js';
import { serversStarting } from '../shell/after-start.js';

export const DEFAULT_TIMEOUTS: Required<Timeouts> = { startupMs: 30_000, requestMs: 30_000, totalMs: 120_000 };
export const DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/** How long a failing server gets to exit and flush stderr before its failure is described. */
const SETTLE_MS = 1500;

type MeteredTransport = Transport & {
  readonly ledger: WireLedger;
  lastHttpError?: { status: number; statusText: string; text: string };
};

/**
 * One connected server: its handshake facts and a way to send requests whose raw responses come back metered.
 * Every failure becomes a ServerFailure naming the server, the phase and the tail of its stderr.
 */
export class ServerSession {
  readonly noise: string[] = [];
  exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  noiseCount = 0;
  private violation: string | undefined;
  private deadlinePassed = false;
  private closing: Promise<void> | undefined;
  private readonly deadline: NodeJS.Timeout;
  /** When timeouts.totalMs runs out for this server (ms since the epoch): work on its output stops there too. */
  readonly deadlineAt: number;
  /** The era this session speaks, once the handshake chose it. */
  era: Era = 'legacy';
  /** The server/discover result as it came from the wire (modern era). */
  discover: Record<string, unknown> | undefined;
  /** Why a probe found the server legacy (none when it was never probed). */
  legacyBecause: string | undefined;
  readonly revision = new RevisionWatch();

  private constructor(
    readonly options: SessionOptions,
    readonly client: Client,
    readonly transport: MeteredTransport,
    readonly stderr: StderrTail,
    readonly sandbox: SandboxReport,
    private readonly launched: Launched | undefined,
  ) {
    void launched?.group.exit.then((info) => (this.exitInfo = info));
    this.deadlineAt = Date.now() + options.timeouts.totalMs;
    this.deadline = setTimeout(() => {
      this.deadlinePassed = true;
      void this.close();
    }, options.timeouts.totalMs);
  }

  static async open(options: SessionOptions): Promise<ServerSession> {
    const { name, server } = options;
    const stderr = new StderrTail();
    refuseOutsidePolicy(options);
    const launched = server.command ? await launch(options, stderr) : undefined;
    let session: ServerSession | undefined;
    const events: TransportEvents = {
      onNoise: (line: string) => session?.recordNoise(line),
      onProtocolViolation: (detail: string) => session?.recordViolation(detail),
      ...(tracing ? { onFirstByte: () => mark('first byte', name) } : {}),
    };
    try {
      // The SDK takes ~250 ms to load: it loads while the server boots, not before the server is started.
      const sdk = await import('@modelcontextprotocol/client');
      const { Client } = sdk;
      mark('client SDK loaded', name);
      options.onSpawned?.();
      serversStarting();
      void warmUpClient(sdk);
      let transport: MeteredTransport;
      if (server.url) {
        if (launched) await waitUntilReady(name, server, launched, stderr, options.timeouts.startupMs);
        const headers = Object.fromEntries(
          Object.entries(server.headers ?? {}).map(([key, value]) => [
            key,
            server.expanded ? value : expandVariables(value, options.callerEnv, new Set(), new Set()),
          ]),
        );
        transport = await new MeteredHttpTransport(
          new URL(server.url),
          headers,
          options.maxMessageBytes,
          events,
        ).init();
      } else {
        transport = new MeteredStdioTransport(launched!.group, options.maxMessageBytes, events);
      }
      const client = new Client(
        { name: 'mcp-budget', version: options.clientVersion },
        { capabilities: options.clientCapabilities },
      );
      const sandbox: SandboxReport = launched?.sandbox ?? {
        network: 'host',
        reason: 'a server reached by url runs where it runs',
        envFromCaller: [],
        envUnresolved: [],
      };
      session = new ServerSession(options, client, transport, stderr, sandbox, launched);
    } catch (error) {
      if (launched) await terminateGroup(launched.group);
      await launched?.dispose();
      throw error;
    }
    try {
      await session.handshake();
      mark('handshake answered', name);
    } catch (error) {
      if (!(error instanceof StartAgainForInitialize)) throw error;
      const again = await ServerSession.open({ ...options, era: 'legacy' });
      again.legacyBecause = error.message;
      return again;
    }
    return session;
  }

  /** A protocol violation seen while no request was waiting (a duplicate response, say): still a broken server. */
  get unreportedViolation(): string | undefined {
    return this.violation;
  }

  get protocolVersion(): string | undefined {
    return this.client.getNegotiatedProtocolVersion();
  }

  /**
   * Sends one request and returns its response exactly as it crossed the wire. `timeoutMs` shortens the server's
   * requestMs for this one request (a search's time budget ending first), never lengthens it.
   */
  async request(
    method: string,
    params: Record<string, unknown>,
    phase: ServerPhase,
    timeoutMs?: number,
  ): Promise<WireResponse> {
    const abort = new AbortController();
    this.abortOnViolation = abort;
    try {
      await this.client.request({ method, params } as never, ANY_RESULT, {
        timeout: Math.max(1, Math.min(this.options.timeouts.requestMs, timeoutMs ?? Number.POSITIVE_INFINITY)),
        signal: abort.signal,
      });
    } catch (error) {
      const wire = this.transport.ledger.takeResponse(method);
      // A JSON-RPC error answer is still an answer: the caller decides whether it was expected.
      if (wire && !this.violation) {
        // The SDK refuses a modern result without resultType; the wire still has it, and the judge says why.
        this.observe(method, wire.message?.result, params.cursor !== undefined);
        return wire;
      }
      await this.settle(error);
      throw this.classify(error, phase);
    } finally {
      this.abortOnViolation = undefined;
    }
    const wire = this.transport.ledger.takeResponse(method);
    if (!wire)
      throw new ServerFailure(
        'PROTOCOL_ERROR',
        this.options.name,
        phase,
        'response not seen on the wire',
        this.stderr.lines(),
      );
    this.observe(method, wire.message?.result, params.cursor !== undefined);
    return wire;
  }

  /** Notifications of this method the server has sent so far. */
  notificationCount(method: string): number {
    return this.transport.ledger.notifications.get(method) ?? 0;
  }

  /** The modern era's rules for results (spec basic/index#resulttype, server/utilities/caching), kept as facts. */
  private observe(method: string, result: Record<string, unknown> | undefined, cursor = false): void {
    if (this.era === 'modern')
      this.revision.observe(method, result, this.transport.ledger.lastRequestMetaBytes, cursor);
  }

  /** Ends the server once, however many paths (deadline, failure, the end of the run) ask for it. */
  close(): Promise<void> {
    this.closing ??= this.end();
    return this.closing;
  }

  private async end(): Promise<void> {
    clearTimeout(this.deadline);
    await this.transport.close().catch(() => undefined);
    if (this.launched) {
      await terminateGroup(this.launched.group);
      await this.launched.dispose().catch(() => undefined);
    }
  }

  private abortOnViolation: AbortController | undefined;

  private async handshake(): Promise<void> {
    const abort = new AbortController();
    this.abortOnViolation = abort;
    const timer = setTimeout(() => abort.abort(new Error('startup timeout')), this.options.timeouts.startupMs);
    try {
      await this.chooseEraAndConnect(abort.signal);
    } catch (error) {
      // Already a verdict (or a restart for initialize): nothing for settle and classify to add. A connection that
      // closed because this session ended it (totalMs) is no server closing on the probe, and is not started again.
      const endedByUs = this.closing !== undefined;
      if ((error instanceof StartAgainForInitialize && !endedByUs) || error instanceof ServerFailure) {
        await this.close();
        throw error;
      }
      await this.settle(error);
      const failure = this.classify(error, 'start');
      await this.close();
      throw failure;
    } finally {
      clearTimeout(timer);
      this.abortOnViolation = undefined;
    }
  }

  /** Connects in the era the budget asks for (see connectInEra) and keeps what the choice found. */
  private async chooseEraAndConnect(signal: AbortSignal): Promise<void> {
    const connection = await connectInEra(
      this.client,
      this.transport,
      this.options,
      signal,
      this.stderr,
      (method) => (this.handshakeMethod = method),
    );
    this.era = connection.era;
    this.discover = connection.discover;
    this.legacyBecause = connection.legacyBecause;
    if (connection.discover) this.observe('server/discover', connection.discover);
  }

  private handshakeMethod: 'initialize' | 'server/discover' = 'initialize';

  /**
   * A write to a server that already exited fails (EPIPE) before its exit and its last stderr lines are read. A
   * failure is judged only once the process has had a moment to end and say why, so the report names the cause.
   * A timeout is no such failure: the server is still there, silent, and waiting for it to exit only delays the verdict.
   */
  private async settle(error: unknown): Promise<void> {
    if (!this.launched || this.violation || this.deadlinePassed || (isTimeout(error) && !this.exitInfo)) return;
    const exited = await within(this.launched.group.exit, SETTLE_MS);
    if (exited) await within(this.launched.group.closed, SETTLE_MS);
  }

  private recordNoise(line: string): void {
    this.noiseCount += 1;
    if (this.noise.length < 3) this.noise.push(line);
  }

  private recordViolation(detail: string): void {
    this.violation ??= detail;
    this.abortOnViolation?.abort(new Error(detail));
  }

  /**
   * What a failed request means, in the order the causes are trusted: a protocol violation, the run's deadline, an
   * error answer to the handshake, the process's exit, a timeout, the url not reached or refusing, a closed stdout.
   */
  private classify(error: unknown, phase: ServerPhase): ServerFailure {
    const { name, timeouts } = this.options;
    const stderr = this.stderr.lines();
    if (this.violation) return new ServerFailure('PROTOCOL_ERROR', name, phase, this.violation, stderr);
    if (this.deadlinePassed) {
      return new ServerFailure(
        'SERVER_TIMEOUT',
        name,
        phase,
        `the whole run for this server exceeded timeouts.totalMs (${timeouts.totalMs} ms)`,
        stderr,
      );
    }
    const rpcCode = (error as { code?: unknown }).code;
    if (phase === 'start' && typeof rpcCode === 'number') {
      // The server answered the handshake with a JSON-RPC error (and the SDK then closed its stdin): that answer says why.
      return new ServerFailure(
        'SERVER_START_FAILED',
        name,
        phase,
        `answered ${this.handshakeMethod} with error ${rpcCode}: ${(error as Error).message}`,
        stderr,
      );
    }
    if (this.exitInfo) return this.exitFailure(this.exitInfo, phase, stderr);
    const code = (error as { code?: unknown }).code;
    const message = (error as Error).message ?? String(error);
    if (isTimeout(error)) {
      const limit =
        phase === 'start'
          ? `timeouts.startupMs (${timeouts.startupMs} ms)`
          : `timeouts.requestMs (${timeouts.requestMs} ms)`;
      const noise = this.noiseCount > 0 ? `; it printed ${this.noiseCount} non-JSON-RPC line(s) on stdout` : '';
      return new ServerFailure('SERVER_TIMEOUT', name, phase, `no answer within ${limit}${noise}`, stderr);
    }
    const unreached = this.urlFailure(error, phase, stderr, message);
    if (unreached) return unreached;
    if (code === 'CONNECTION_CLOSED') {
      return new ServerFailure(
        phase === 'start' ? 'SERVER_START_FAILED' : 'SERVER_CRASHED',
        name,
        phase,
        'closed its stdout',
        stderr,
      );
    }
    return new ServerFailure('PROTOCOL_ERROR', name, phase, message, stderr);
  }

  /**
   * The process exited: a crash after the start; at the start, a failure that names the variable its stderr says
   * is missing, when it says one, with how to pass it.
   */
  private exitFailure(exit: NonNullable<ServerSession['exitInfo']>, phase: ServerPhase, stderr: string): ServerFailure {
    const { name } = this.options;
    const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
    if (phase !== 'start') return new ServerFailure('SERVER_CRASHED', name, phase, how, stderr);
    const variable = missingVariable(stderr);
    if (!variable) {
      const { server, sandbox, baseDir } = this.options;
      const named = [server.command ?? '', ...(server.args ?? [])];
      const fix = unshownPathFix(named, sandbox.readable ?? [], baseDir, stderr);
      const detail = `${how} before answering ${this.handshakeMethod}`;
      return new ServerFailure('SERVER_START_FAILED', name, phase, detail, stderr, fix);
    }
    const passed =
      (this.options.sandbox.passEnv ?? []).includes(variable) || this.options.server.env?.[variable] !== undefined;
    const said = `${how} before answering ${this.handshakeMethod}; its stderr says ${variable} is missing, and the sandbox passes a server only the variables it is told to`;
    return new ServerFailure('SERVER_START_FAILED', name, phase, said, stderr, passVariableFix(variable, passed));
  }

  /** A server reached by url: not reached at the start, or answering HTTP errors (credentials, when 401 or 403). */
  private urlFailure(error: unknown, phase: ServerPhase, stderr: string, message: string): ServerFailure | undefined {
    const { name } = this.options;
    if (
      phase === 'start' &&
      this.options.server.url &&
      /fetch failed|ECONNREFUSED|ENOTFOUND/i.test(`${message} ${(error as { cause?: Error }).cause?.message ?? ''}`)
    ) {
      return new ServerFailure(
        'SERVER_START_FAILED',
        name,
        phase,
        `cannot connect to ${shownUrl(this.options.server.url)}: ${(error as { cause?: Error }).cause?.message ?? message}`,
        stderr,
        this.options.server.command
          ? 'check that the url matches where the server listens, and its ready pattern'
          : 'start the server before mcp-budget, or give "command" (and "ready") so mcp-budget starts it',
      );
    }
    const http = this.transport instanceof MeteredHttpTransport ? this.transport.lastHttpError : undefined;
    if (!http) return undefined;
    const answer = `${shownUrl(this.options.server.url!)} answered HTTP ${http.status}${http.statusText ? ` ${http.statusText}` : ''}${shownHttpBody(http.text)}`;
    if (http.status === 401 || http.status === 403)
      return new ServerFailure(
        'SERVER_START_FAILED',
        name,
        phase,
        answer,
        stderr,
        'send the credentials it expects: headers in budget.json (values like ${API_KEY} come from the environment)',
      );
    return new ServerFailure('PROTOCOL_ERROR', name, phase, answer, stderr);
  }
}

/** The SDK's request timeout, or our own startup timer's abort. */
function isTimeout(error: unknown): boolean {
  return (
    (error as { code?: unknown }).code === 'REQUEST_TIMEOUT' ||
    /timeout/i.test((error as Error).message ?? String(error))
  );
}
