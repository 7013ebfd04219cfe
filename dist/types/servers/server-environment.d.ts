import type { SandboxConfig } from '../budget/budget-config.js';
export declare function removeServerHomesSync(): void;
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
/**
 * A folder only mcp-budget may enter (0700), removed with the servers' HOMEs at exit and reclaimed like them after a
 * killed run: it holds a server's environment for the moment its launcher opens it.
 */
export declare function privateFolder(): Promise<{
    dir: string;
    dispose(): Promise<void>;
}>;
/**
 * A folder of this run's for what is not a server (a host program's scratch HOME, its gate): named like a server's
 * HOME, so it is removed at exit with them (an interrupted exit too) and, after a SIGKILL, reclaimed by the next run
 * that starts a server, as a dead run's HOMEs are. removeRunFolder takes it away sooner.
 */
export declare function runFolder(): Promise<string>;
/** Removes a folder of runFolder's now. */
export declare function removeRunFolder(dir: string): void;
/** `${VAR}` and `${VAR:-default}`, the syntax of Claude Code's .mcp.json. */
export declare function expandVariables(text: string, callerEnv: Record<string, string | undefined>, used: Set<string>, unresolved: Set<string>): string;
/** Resolves a command the way execvp would, so a missing command is reported before any wrapper runs. */
export declare function resolveCommand(command: string, pathVariable: string, cwd: string): string | undefined;
