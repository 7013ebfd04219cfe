/**
 * An error the user can fix by changing how mcp-budget is called or configured: exit code 2, no stack trace. Its
 * words are in `user-error-words.ts`, raised there by `code` (`userError(code, args)`); `showHelp` when the usage
 * text is the best answer (the CLI says where it is).
 */
export declare class UsageError extends Error {
    readonly code?: string | undefined;
    readonly showHelp: boolean;
    name: string;
    readonly exitCode: number;
    constructor(message: string, code?: string | undefined, showHelp?: boolean);
}
/** budget.json (or an imported server config) is missing or invalid. */
export declare class ConfigError extends UsageError {
    readonly file: string;
    readonly problems: string[];
    name: string;
    constructor(file: string, problems: string[], code?: string);
}
export declare function isUsageError(error: unknown): error is UsageError;
/** The project's own setup (`--setup`) failed: nothing can be measured, as when a server cannot start (exit 3). */
export declare class SetupFailed extends UsageError {
    name: string;
    readonly exitCode: 3;
}
/**
 * A host program (`hosts record`, `hosts verify`) could not be installed from the registry, was not what the registry
 * states, or cannot run here (no sandbox): nothing is recorded or compared, as when a server cannot start (exit 3).
 */
export declare class HostNotRun extends UsageError {
    name: string;
    readonly exitCode: 3;
}
