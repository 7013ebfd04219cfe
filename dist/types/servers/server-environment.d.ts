import type { SandboxConfig } from '../budget/config.js';
export declare function removeServerHomesSync(): void;
/**
 * Removes HOMEs that an earlier mcp-budget left behind when it was killed (SIGKILL runs no exit handler). A HOME is
 * stale when the run named in it no longer holds its lock; one of another live run is left alone, whatever pid
 * namespace it runs in.
 */
export declare function reclaimStaleHomes(tmp?: string): Promise<string[]>;
export interface ServerEnvironment {
    env: Record<string, string>;
    home: string;
    /** Names of caller variables that reached the server, through `${VAR}` in its env or `sandbox.passEnv`. */
    fromCaller: string[];
    /** `${VAR}` references with no value in the caller's environment. */
    unresolved: string[];
    dispose(): Promise<void>;
}
/**
 * The environment a server sees: PATH, a fresh HOME and TMPDIR, locale, its declared env and the names it may pass.
 * Nothing else of the caller's, so tokens in CI (GITHUB_TOKEN, NPM_TOKEN, cloud keys) never reach it.
 * `owner` is the uid the server will run as, when that is not mcp-budget's own: its HOME must be its to write.
 */
export declare function buildServerEnvironment(declared: Record<string, string> | undefined, alreadyExpanded: boolean, sandbox: SandboxConfig, callerEnv: Record<string, string | undefined>, owner?: number): Promise<ServerEnvironment>;
/** `${VAR}` and `${VAR:-default}`, the syntax of Claude Code's .mcp.json. */
export declare function expandVariables(text: string, callerEnv: Record<string, string | undefined>, used: Set<string>, unresolved: Set<string>): string;
/** Resolves a command the way execvp would, so a missing command is reported before any wrapper runs. */
export declare function resolveCommand(command: string, pathVariable: string, cwd: string): string | undefined;
