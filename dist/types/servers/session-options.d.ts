import type { SandboxConfig, ServerConfig, Timeouts } from '../budget/budget-config.js';
import type { ServerPolicy } from './server-policy.js';
import type { SandboxLayer } from './sandbox/sandbox-layers.js';
import type { EraChoice } from './era-probe.js';
/** Everything one server is opened with: the one way every command opens a server (see ServerSession.open). */
export interface SessionOptions {
    name: string;
    server: ServerConfig;
    sandbox: SandboxConfig;
    timeouts: Required<Timeouts>;
    clientCapabilities: Record<string, unknown>;
    /** Directory relative commands and cwd are resolved from (the budget file's). */
    baseDir: string;
    callerEnv: Record<string, string | undefined>;
    maxMessageBytes: number;
    clientVersion: string;
    /** Which protocol era to speak (budget key `era`); default `newest`: 2026-07-28 when the server speaks it. */
    era?: EraChoice;
    /** On a pull request: the trusted reach this server runs under; a refused server is not started. */
    policy?: ServerPolicy;
    /** Called once the server process exists, so slow set-up elsewhere (the tokenizer) can overlap its start-up. */
    onSpawned?: () => void;
}
export interface SandboxReport {
    network: 'none' | 'host' | 'unavailable';
    method?: 'bwrap' | 'unshare' | 'none';
    /** Layers the server ran inside, and those it wanted but this machine could not give (with why, in reason). */
    layers?: SandboxLayer[];
    missing?: SandboxLayer[];
    reason?: string;
    /** How the layers were had when not directly (bubblewrap through passwordless sudo on a GitHub-hosted runner). */
    route?: string;
    /** Why a layer was given up on purpose (a server reached by url shares the host network). */
    shared?: string;
    envFromCaller: string[];
    envUnresolved: string[];
    /** The bounds it ran under (bounds.ts); tmpfs: whether its HOME and /dev/shm were sized tmpfs (bubblewrap only). */
    bounds?: {
        memoryBytes: number;
        processes: number;
        fileBytes: number;
        tmpfsBytes: number;
        tmpfs: boolean;
    };
}
