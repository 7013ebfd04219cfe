import type { ServerConfig } from '../budget/budget-config.js';
import { type SpawnedGroup } from './process-group.js';
import { type StderrTail } from './server-failure.js';
import type { SandboxReport, SessionOptions } from './session-options.js';
export interface Launched {
    group: SpawnedGroup;
    sandbox: SandboxReport;
    dispose(): Promise<void>;
}
/**
 * Starts a server's command in its own process group, confined by every sandbox layer this machine offers.
 * With `sandbox.require`, a server that would lack a layer is not started at all.
 */
export declare function launch(options: SessionOptions, stderr: StderrTail): Promise<Launched>;
/** A server the trusted side does not let run as configured is neither started nor sent a request (a remote url). */
export declare function refuseOutsidePolicy(options: SessionOptions): void;
/** Until a stdout/stderr line matches `ready`, or else the url answers at all; bounded by startupMs. */
export declare function waitUntilReady(name: string, server: ServerConfig, group: SpawnedGroup, stderr: StderrTail, timeoutMs: number): Promise<void>;
