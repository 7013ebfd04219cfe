import type { ServerConfig } from '../budget/budget-config.js';
import { type SpawnedGroup } from './process-group.js';
import { type Confinement } from './sandbox/confinement-probe.js';
import { planSandbox } from './sandbox/sandbox-plan.js';
import { type StderrTail } from './server-failure.js';
import type { SandboxReport, SessionOptions } from './session-options.js';
export interface Launched {
    group: SpawnedGroup;
    sandbox: SandboxReport;
    /** A server reached by url with `ready`: its output, watched for that line from the first chunk on. */
    ready?: ReadyWatch;
    dispose(): Promise<void>;
}
/**
 * Starts a server's command in its own process group, confined by every sandbox layer this machine offers.
 * With `sandbox.require`, a server that would lack a layer is not started at all.
 * Its phases, each a reason not to start: the layers this machine offers, the command found and not fetched at
 * start, the environment handed inside, the sandbox's plan; then the spawn.
 */
export declare function launch(options: SessionOptions, stderr: StderrTail): Promise<Launched>;
/** The server's environment in a file of mcp-budget's own private folder, open for reading. */
export declare function environmentHandOver(payload: Buffer): Promise<{
    file: string;
    fd: number;
    dispose(): Promise<void>;
}>;
/** A server the trusted side does not let run as configured is neither started nor sent a request (a remote url). */
export declare function refuseOutsidePolicy(options: SessionOptions): void;
export declare function confine(confinement: Confinement, network: 'none' | 'host', command: string, args: string[], environmentFile: string | undefined, plan: () => ReturnType<typeof planSandbox>): {
    command: string;
    args: string[];
    seccomp?: Buffer;
};
/** Until a stdout/stderr line matches `ready` (watched since the spawn), or else the url answers at all; bounded by startupMs. */
export declare function waitUntilReady(name: string, server: ServerConfig, launched: Launched, stderr: StderrTail, timeoutMs: number): Promise<void>;
/** A server's stdout and stderr, line by line against its `ready` pattern, from the first chunk until stopped. */
export interface ReadyWatch {
    readonly state: 'waiting' | 'matched' | 'timed out';
    /** When startupMs runs out, counted from the spawn (ms since the epoch). */
    readonly deadline: number;
    stop(): void;
}
