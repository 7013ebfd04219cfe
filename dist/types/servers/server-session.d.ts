import type { Client, Transport } from '@modelcontextprotocol/client';
import type { Timeouts } from '../budget/budget-config.js';
import type { SandboxReport, SessionOptions } from './session-options.js';
import type { WireLedger, WireResponse } from './wire-ledger.js';
import { StderrTail, type ServerPhase } from './server-failure.js';
import type { Era } from './era-probe.js';
import { RevisionWatch } from './revision-watch.js';
export declare const DEFAULT_TIMEOUTS: Required<Timeouts>;
export declare const DEFAULT_MAX_MESSAGE_BYTES: number;
type MeteredTransport = Transport & {
    readonly ledger: WireLedger;
    lastHttpError?: {
        status: number;
        statusText: string;
        text: string;
    };
};
/**
 * One connected server: its handshake facts and a way to send requests whose raw responses come back metered.
 * Every failure becomes a ServerFailure naming the server, the phase and the tail of its stderr.
 */
export declare class ServerSession {
    readonly options: SessionOptions;
    readonly client: Client;
    readonly transport: MeteredTransport;
    readonly stderr: StderrTail;
    readonly sandbox: SandboxReport;
    private readonly launched;
    readonly noise: string[];
    exitInfo: {
        code: number | null;
        signal: NodeJS.Signals | null;
    } | undefined;
    noiseCount: number;
    private violation;
    private deadlinePassed;
    private closing;
    private readonly deadline;
    /** When timeouts.totalMs runs out for this server (ms since the epoch): work on its output stops there too. */
    readonly deadlineAt: number;
    /** The era this session speaks, once the handshake chose it. */
    era: Era;
    /** The server/discover result as it came from the wire (modern era). */
    discover: Record<string, unknown> | undefined;
    /** Why a probe found the server legacy (none when it was never probed). */
    legacyBecause: string | undefined;
    readonly revision: RevisionWatch;
    private constructor();
    static open(options: SessionOptions): Promise<ServerSession>;
    /** A protocol violation seen while no request was waiting (a duplicate response, say): still a broken server. */
    get unreportedViolation(): string | undefined;
    get protocolVersion(): string | undefined;
    /**
     * Sends one request and returns its response exactly as it crossed the wire. `timeoutMs` shortens the server's
     * requestMs for this one request (a search's time budget ending first), never lengthens it.
     */
    request(method: string, params: Record<string, unknown>, phase: ServerPhase, timeoutMs?: number): Promise<WireResponse>;
    /** Notifications of this method the server has sent so far. */
    notificationCount(method: string): number;
    /** The modern era's rules for results (spec basic/index#resulttype, server/utilities/caching), kept as facts. */
    private observe;
    /** Ends the server once, however many paths (deadline, failure, the end of the run) ask for it. */
    close(): Promise<void>;
    private end;
    private abortOnViolation;
    private handshake;
    /** Connects in the era the budget asks for (see connectInEra) and keeps what the choice found. */
    private chooseEraAndConnect;
    private handshakeMethod;
    /**
     * A write to a server that already exited fails (EPIPE) before its exit and its last stderr lines are read. A
     * failure is judged only once the process has had a moment to end and say why, so the report names the cause.
     * A timeout is no such failure: the server is still there, silent, and waiting for it to exit only delays the verdict.
     */
    private settle;
    private recordNoise;
    private recordViolation;
    /**
     * What a failed request means, in the order the causes are trusted: a protocol violation, the run's deadline, an
     * error answer to the handshake, the process's exit, a timeout, the url not reached or refusing, a closed stdout.
     */
    private classify;
    /**
     * The process exited: a crash after the start; at the start, a failure that names the variable its stderr says
     * is missing, when it says one, with how to pass it.
     */
    private exitFailure;
    /** A server reached by url: not reached at the start, or answering HTTP errors (credentials, when 401 or 403). */
    private urlFailure;
}
export {};
