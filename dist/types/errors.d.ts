/** An error the user can fix by changing how mcp-budget is called or configured: exit code 2, no stack trace. */
export declare class UsageError extends Error {
    name: string;
    readonly exitCode: number;
}
/** budget.json (or an imported server config) is missing or invalid. */
export declare class ConfigError extends UsageError {
    readonly file: string;
    readonly problems: string[];
    name: string;
    constructor(file: string, problems: string[]);
}
export declare function isUsageError(error: unknown): error is UsageError;
/** The project's own setup (`--setup`) failed: nothing can be measured, as when a server cannot start (exit 3). */
export declare class SetupFailed extends UsageError {
    name: string;
    readonly exitCode: 3;
}
