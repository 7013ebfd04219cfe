/** The finding codes a server that could not be measured maps to; judge/finding-catalog.ts describes each. */
export declare const SERVER_FAILURE_CODES: readonly ['SANDBOX_UNAVAILABLE', 'SERVER_START_FAILED', 'SERVER_TIMEOUT', 'SERVER_CRASHED', 'PROTOCOL_ERROR', 'SERVER_LIMIT_HIT'];
export type ServerFailureCode = (typeof SERVER_FAILURE_CODES)[number];
export type ServerPhase = 'start' | 'list' | `call ${string}`;
/** A server that could not be measured: why, in which phase, and what it last said on stderr. */
export declare class ServerFailure extends Error {
    readonly code: ServerFailureCode;
    readonly server: string;
    readonly phase: ServerPhase;
    readonly detail: string;
    readonly stderrTail: string;
    /** What to do, where the failure itself knows better than the generic advice for its code. */
    readonly fix?: string | undefined;
    name: string;
    constructor(code: ServerFailureCode, server: string, phase: ServerPhase, detail: string, stderrTail?: string, 
    /** What to do, where the failure itself knows better than the generic advice for its code. */
    fix?: string | undefined);
}
/**
 * A url as it may be shown: query values and a password can carry a key expanded from the environment
 * (`?api_key=${API_KEY}`), so they are replaced by ***.
 */
export declare function shownUrl(url: string): string;
/**
 * What of a failing HTTP answer's body is quoted: the message of a JSON-RPC error (what an MCP server says), or an
 * OAuth error code, each cut to 160 characters. Anything else (a page, plain text) is named by its size only: a url
 * can point at a service that is not an MCP server, and its body is not the author's to read through mcp-budget.
 */
export declare function shownHttpBody(text: string): string;
/** Keeps the last lines a process wrote to stderr, bounded, for error messages. */
export declare class StderrTail {
    private readonly maxChars;
    private text;
    constructor(maxChars?: number);
    push(chunk: Buffer | string): void;
    /**
     * The last lines, and before them the lines that say what went wrong: a failed import ends in a dozen stack
     * frames, and the one line that names the missing package comes first.
     */
    lines(count?: number): string;
}
