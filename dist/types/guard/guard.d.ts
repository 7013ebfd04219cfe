import { type GuardMode, type ResultEvent, type WireMessage } from './result-guard.js';
import { type SizeFigures } from './size-figures.js';
export type { GuardMode, ResultEvent, WireMessage } from './result-guard.js';
export type { ArgumentShape, Distribution, SizeFigures, ToolFigures } from './size-figures.js';
export { ConfigError } from '../errors.js';
export interface GuardOptions {
    /**
     * budget.json, the file `mcp-budget check` reads in CI: a path relative to the server's own package (the nearest
     * package.json above the entry script, not the working directory), an absolute path, or a file: URL.
     */
    budget: string | URL;
    /** This server's name in budget.json `servers`: its own `limits` apply over the top-level ones. */
    server: string;
    /** "enforce" (the default) cuts a result over its ceiling; "observe" sends every result as it is and records it. */
    mode?: GuardMode;
    /** Per-tool size figures (count, p50, p95, max): a JSON-lines file each run appends to, or a function given each snapshot. */
    figures?: string | ((figures: SizeFigures) => void);
    /** How often figures are written, in ms (default 1,000); they are also written when the connection closes. */
    figuresEveryMs?: number;
    /** Every measured result (each counted in tokens), e.g. to set OpenTelemetry span attributes where the server uses them. */
    onResult?: (event: ResultEvent) => void;
}
/** A JSON-RPC message as a transport carries it. */
/** The part of an MCP transport the guard uses: what it sends, and the requests it hands the server. */
export interface GuardableTransport {
    send(message: WireMessage, options?: unknown): Promise<void>;
    onmessage?(message: WireMessage, extra?: unknown): void;
    onclose?(): void;
}
/** An McpServer (or a low-level Server) of the TypeScript SDK: anything that connects to transports. */
export interface GuardableServer {
    connect(transport: GuardableTransport): Promise<void>;
}
/**
 * Guards every connection `server` makes from now on: call it before `connect`. Reads budget.json now, so a wrong
 * path, a broken file or a server name it does not have throws a ConfigError at start-up, not at the first call.
 * The tokenizer loads when a result first needs counting, never at start-up.
 */
export declare function guard<T extends GuardableServer>(server: T, options: GuardOptions): T;
