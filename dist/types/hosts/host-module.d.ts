import type { HostProfile, ResultSpill } from './host-profile.js';
/**
 * One host, whole: its profile (the facts, each with its source), the rules of its own the shared engine cannot read
 * from facts alone (how it names a tool, the request entry it builds), the program that records it and how its
 * recorded requests are read. A host is a folder, `src/hosts/<name>/`, exporting one of these; `src/hosts/registry.ts`
 * lists them. The engine that applies a profile's facts (`measure/hosts/`) stays shared.
 */
export interface HostModule {
    profile: HostProfile;
    /** The tool's name as the host shows it to its model, where the profile's `toolName` pattern is not the whole rule. */
    toolName?(profile: HostProfile, server: string, tool: string, serverInfo?: {
        name?: unknown;
        title?: unknown;
    }): HostName;
    /** The host's request entry for one tool, where its `definitionFormat`'s generic entry is not what it sends. */
    requestEntry?(tool: RequestTool, rules: SchemaRules): unknown;
    /** How the host words an error result (its profile's `errorResult` says it has a form of its own); undefined: the usual text. */
    errorResult?(page: ResultParts, separator: string): string | undefined;
    /** What its model reads of a result the host saves to a file (its profile's `resultSpill.format`). */
    spilledResult?(page: ResultParts, text: string, spill: ResultSpill): string;
    /** What its model reads of a result over its token cap when the host saves it (`resultCut` `tokens` with `saved`). */
    overCapResult?(text: string): string;
    /** The real host program from the npm registry that `hosts record` and `hosts verify` run. */
    program?: HostProgram;
    /** How the requests a recorded run of the program sent its model are read. */
    recorded?: RecordedReading;
}
/** The name a host gives a tool, and the name it would have had before the host shortened it. */
export interface HostName {
    name: string;
    /** The name before a host's shortening (Codex's hash suffix, Gemini CLI's middle ellipsis), when it shortened it. */
    unshortened?: string;
}
/** One tool as the shared engine hands it to a host's `requestEntry`: named, its description cut, its schema parsed. */
export interface RequestTool {
    name: string;
    description: string;
    inputSchema: unknown;
    server: string;
    /** Loaded through tool search (the entry carries `defer_loading: true` where the host writes it). */
    deferred: boolean;
}
/** What a host's result forms are given of a fixture page: its texts, its content array, the call that got it. */
export interface ResultParts {
    texts: string[];
    blocks?: unknown[];
    /** structuredContent as the host's client holds it (the server's, or what its profile says the client took). */
    structured?: unknown;
    /** The host's MCP client rejected the result (`structuredFromFirstText`): no result reached the tool, an error did. */
    rejected?: boolean;
    isError?: boolean;
    call?: {
        name: string;
        args: unknown;
        server?: string;
    };
}
/** What the shared engine lends a host's own rules: a step of the current work's deadline (deep schema walks). */
export interface SchemaRules {
    step(): void;
}
type Json = Record<string, unknown>;
/** How a host's recorded requests to its model are read (the stand-in keeps every request the host sent). */
export interface RecordedReading {
    /** The path of the host's requests to its model proper (not count_tokens, not a model listing). */
    requestPath: RegExp;
    /** Each of `server`'s tools in one request, by the tool's MCP name, as the host sent it (serialized compactly). */
    entries(body: Json, server: string, into: Map<string, string>): void;
    /** What the model received of each MCP tool call, in call order, from the host's last request (tool search left out). */
    results(last: Json): string[];
    /** One request's share of `server`, for a session's turns; undefined for a request that is no turn. */
    turn?(body: Json, server: string): RecordedTurn | undefined;
}
/**
 * One model request a real host sent, and what of it is one server's: `definitions` (its tool names announced, each
 * definition sent, each tool-search answer) and `results` (each earlier result of its tools as the model reads it),
 * as texts, in the request's order. The model's own calls are not in it.
 */
export interface RecordedTurn {
    definitions: string[];
    results: string[];
}
/** A host program from the npm registry, pinned, and how to run it once non-interactively against a stand-in. */
export interface HostProgram {
    /** The profile it is recorded for (src/hosts/<profile>/). */
    profile: string;
    pkg: string;
    version: string;
    /** The executable below node_modules/.bin. */
    bin: string;
    /** A runtime from the npm registry that runs `bin` (Qwen Code needs Node 22 or later). */
    runtime?: {
        pkg: string;
        version: string;
        bin: string;
    };
    /** Which model API its stand-in speaks (for the report only: the stand-in answers all three). */
    api: 'anthropic' | 'openai-responses' | 'openai-chat' | 'gemini';
    /** The name the host gives server `server`'s tool `tool` in its request (the stand-in calls it by that name). */
    callName(server: string, tool: string): string;
    /** Arguments, environment and files (relative to the scratch HOME) for one run against `modelUrl`. */
    invocation(run: HostRunSetup): {
        args: string[];
        env: Record<string, string>;
        files: Record<string, string>;
    };
}
export interface HostRunSetup {
    modelUrl: string;
    home: string;
    cwd: string;
    prompt: string;
    /** Server name -> the proxy command line that starts it through mcp-budget's sandbox. */
    servers: Record<string, {
        command: string;
        args: string[];
    }>;
    /** Fully qualified tool names the run may call without asking. */
    allowed: string[];
    /** Host options for this run (`deferral: false` asks the host to send definitions up front where it can). */
    deferral?: boolean;
    model?: string;
    /**
     * How long the host waits for the servers at start (issue 52, the first turn): `default` leaves the host's own
     * start-up behaviour as it ships; a number of ms sets its own setting to wait that long; absent, the recording's
     * usual setting (where a host has one: Codex waits its servers out).
     */
    startupWait?: 'default' | number;
}
/** The stand-in key: a host refuses to start without one; nothing checks it, and the proxy keeps it from servers. */
export declare const STAND_IN_KEY = "stand-in-key-not-a-secret";
export declare const asArray: (value: unknown) => Json[];
/** One block list's texts joined by "\n" (a block without text as its JSON): how recorded results are read. */
export declare const blockTexts: (blocks: unknown) => string;
export {};
