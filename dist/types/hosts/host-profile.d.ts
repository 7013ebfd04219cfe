/**
 * What a host profile is: facts, each pinned to where it was read. Each host's own profile is
 * `src/hosts/<name>/profile.json`; the registry (`src/hosts/registry.ts`) lists them.
 */
/**
 * One fact about a host, pinned to where it was read: the source (URL or repository path), the version or commit
 * it was read at, and the date. `primary: false` marks a fact with no primary source (a user's report, a
 * third-party analysis): findings that rest on it are warnings, never errors. A profile is data, fixed by a PR.
 */
export interface Fact<T> {
    value: T;
    source: string;
    version: string;
    checked: string;
    primary?: boolean;
    /** How it is known: recorded from the real host program (hosts/recordings) or read in its source or docs. */
    basis?: 'recorded' | 'read';
}
/**
 * How a host cuts what a tool returns before its model reads it:
 * - `tokens`: over the cap the call fails, or with `saved` the whole is saved to a file and the model reads only a
 *   note naming it (Claude Code 2.1.328's MAX_MCP_OUTPUT_TOKENS, recorded);
 * - `token-budget-middle`: Codex keeps head and tail within `tokens` × `bytesPerToken` bytes, a marker between;
 * - `chars-head-tail`: Gemini CLI keeps the first `headShare` and the rest from the end of `chars`, the whole saved to a file;
 * - `head`/`bytes`: the first `bytes`; `head-tail`: `bytes` or `lines`, half from each end;
 * - `lines-head`: opencode keeps whole lines from the start while they fit `lines` and `bytes`, then says how many
 *   bytes (or lines) it dropped and where the whole was saved (`note`, `{path}` for the file).
 */
export type ResultCut = {
    kind: 'tokens';
    limit: number;
    saved?: boolean;
} | {
    kind: 'token-budget-middle';
    tokens: number;
    bytesPerToken: number;
} | {
    kind: 'chars-head-tail';
    chars: number;
    headShare: number;
    onlySingleText?: boolean;
} | {
    kind: 'bytes' | 'head';
    limit?: number;
    bytes?: number;
} | {
    kind: 'head-tail';
    bytes: number;
    lines: number;
} | {
    kind: 'lines-head';
    lines: number;
    bytes: number;
    note: string;
};
/** A result over `chars` is saved to a file; the model reads a reference and about `previewChars` of it. */
export interface ResultSpill {
    chars: number;
    previewChars: number;
    /**
     * `persisted-output`: Claude Code's block (saved path, size, preview of the pretty-printed content array);
     * `copilot-temp-file`: Copilot CLI's note (size in KB, saved path, advice, the first `previewChars`);
     * `qwen-persisted-output`: Qwen Code's block (size, path, the whole's sha256, a preview cut at its last newline).
     */
    format?: 'persisted-output' | 'copilot-temp-file' | 'qwen-persisted-output';
    /** A tool's `_meta` key that raises its threshold, and the most it may raise it to. */
    perToolMetaKey?: string;
    perToolMax?: number;
}
/**
 * Which copy of a result the model reads: only `structuredContent` when present; both; the text blocks; Codex's
 * structuredContent else each block as an input_text item; Gemini CLI's parts in block order, each text wrapped as
 * untrusted context; Qwen Code's parts, `JSON.stringify(structuredContent)` first (unless a part is that same text).
 */
export type ResultChannel = 'structured-only' | 'both' | 'content' | 'structured-else-content-items' | 'content-untrusted-parts' | 'structured-first-parts';
/**
 * The request entry a host builds for one tool: Anthropic `tools[]`; an OpenAI Chat Completions function; a
 * Responses API function tool with Codex's schema subset; a Gemini declaration with the raw JSON Schema as Gemini
 * CLI rewrites it; the bare Gemini declaration; Qwen Code's declaration as its tool_search returns it (name,
 * description, the raw schema as parametersJsonSchema).
 */
export type DefinitionFormat = 'anthropic' | 'openai' | 'openai-responses' | 'gemini-cli' | 'gemini' | 'qwen-code';
/** Each request entry's shape in words, as `explain --host` says what a host sends. */
export declare const DEFINITION_FORMAT_WORDS: Record<DefinitionFormat, string>;
/**
 * When a host holds the servers' definitions back at session start (tool search, virtual tools) instead of sending
 * them up front:
 * - `always`: whatever the count, with every model but those whose names start with one of `upFrontModels`;
 * - `tools-over`: when the session's MCP tools (the host's own `reservedTools` added with `countsReserved`) exceed `tools`;
 * - `model`: only with a model in `models` (the host's bundled metadata says it can search tools); any other up front.
 */
export type Deferral = {
    rule: 'always';
    upFrontModels?: string[];
} | {
    rule: 'tools-over';
    tools: number;
    countsReserved?: boolean;
} | {
    rule: 'model';
    models: string[];
};
/**
 * How the API a host's model runs on caches its requests, as the host asks for it:
 * - `breakpoint-at-end`: the host marks the last block of every request as a cache breakpoint (Anthropic's
 *   `cache_control`, `ttl` as it asks): the whole request is written to the cache, and the next request reads what
 *   the last one wrote (its prefix, up to that breakpoint) and writes what it adds;
 * - `automatic-prefix`: the API caches every request's prefix itself, past `minimumTokens` of the whole request
 *   (OpenAI, in `step`-token blocks; Gemini's implicit caching, a hit not guaranteed): what the previous request
 *   sent is read, what this one adds is plain input, and nothing costs a write.
 * Either way a definition set that changes (`searchRewrites`: a search loads tools into `tools[]`) rewrites the
 * cache from the definitions on. No fact: unknown.
 */
export type PromptCaching = {
    kind: 'breakpoint-at-end';
    ttl: '5m' | '1h';
    minimumTokens?: number;
    searchRewrites?: boolean;
} | {
    kind: 'automatic-prefix';
    minimumTokens: number;
    step?: number;
    guaranteed: boolean;
    searchRewrites?: boolean;
};
/**
 * What a host's first model request does about an MCP server still starting, in one way of running it: `waits`
 * true (it waits for the server's `tools/list` up to `timeoutMs`, then goes on without it), false (it sends the first
 * request without waiting: a server not ready by then is missing from it), or 'unknown' where its code does not say.
 * `setting` is what changes the wait (an environment variable, a config key).
 */
export interface StartupWaitMode {
    waits: boolean | 'unknown';
    timeoutMs?: number;
    setting?: string;
}
/**
 * The host's start-up behaviour toward MCP servers: its non-interactive prompt run (`-p`, `exec`, `run`: how CI runs
 * it and how hosts/recordings record it) and, where its code says, its interactive session.
 */
export interface StartupWait {
    headless: StartupWaitMode;
    interactive?: StartupWaitMode;
}
/** An embedded resource as VS Code with Copilot Chat writes it: a `<resource>` tag of its first lines, bare past `inlineMax` linked resources. */
export type EmbeddedResourceText = {
    format: 'copilot-chat-resource-tag';
    previewLines: number;
    inlineMax: number;
};
/** How a long name is handled: rejected (a finding), shortened with a hash suffix (Codex), or its middle elided (Gemini CLI). */
export type NameOverflow = 'reject' | 'hash-suffix' | 'middle-ellipsis' | 'prefix-cut';
export interface HostProfile {
    name: string;
    title: string;
    facts: {
        definitionFormat: Fact<DefinitionFormat>;
        /** `{server}` and `{tool}` placeholders; `{serverInfo}` is the server's announced title or name (VS Code). */
        toolName?: Fact<string>;
        maxNameChars?: Fact<number>;
        nameOverflow?: Fact<NameOverflow>;
        /** The most characters of the server part of a tool-name prefix (VS Code: `mcp_` + 13 + `_` fits 18). */
        prefixServerChars?: Fact<number>;
        descriptionCut?: Fact<number>;
        /** What the host appends to a cut description (Claude Code: "… [truncated]"). */
        descriptionCutSuffix?: Fact<string>;
        /** The cut when the tool is loaded through tool search instead (deferredLoading); descriptionCut otherwise. */
        deferredDescriptionCut?: Fact<number>;
        instructionsCut?: Fact<number>;
        /**
         * The tokenizer of the models the host runs by default: a figure counted with the run's tokenizer is exact for
         * the host's model only where they are the same (`o200k_base` for OpenAI's); `several` where users choose.
         */
        modelEncoding?: Fact<string>;
        /** The frame the host puts each server's instructions in (`{server}`, `{instructions}`; Gemini CLI). */
        instructionsWrapper?: Fact<string>;
        /** false: the host never sends a server's instructions to its model (Copilot CLI, recorded). */
        instructionsSent?: Fact<boolean>;
        /**
         * With deferred loading, how the host lists a server's tools at session start (Qwen Code): a `server` heading
         * line, then one `line` per tool sorted by name (`{name}` and `{description}` as JSON strings, the description's
         * first line, past `descriptionChars` cut to that many with "..." in its last three). Names only when absent.
         */
        deferredListing?: Fact<{
            server: string;
            line: string;
            descriptionChars: number;
        }>;
        maxTools?: Fact<number>;
        /** Over `maxTools` the host sends its model the first `maxTools` tools and drops the rest (Cursor), not an error. */
        sendsFirstTools?: Fact<boolean>;
        /** Tools the host itself sends that count toward `maxTools` (documented per host; 0 where unknown). */
        reservedTools?: Fact<number>;
        resultChannel?: Fact<ResultChannel>;
        resultCut?: Fact<ResultCut>;
        resultSpill?: Fact<ResultSpill>;
        /** A text item the host puts before every result (Codex: "Wall time: … seconds\nOutput:"); its model reads it. */
        resultPrefix?: Fact<string>;
        /** How the host words an error result (Gemini CLI: the call and the raw response in one message). */
        errorResult?: Fact<'gemini-cli-error' | 'copilot-cli-error' | 'opencode-error' | 'qwen-code-error'>;
        /** The host closes the root schema: `type: "object"`, `properties` ({} when absent), `additionalProperties: false` (opencode). */
        closedRootSchema?: Fact<boolean>;
        /** A content block whose `annotations.audience` leaves out "assistant" is shown to the user only, never sent (VS Code). */
        userOnlyLeftOut?: Fact<boolean>;
        /** How the host writes an embedded resource for its model (VS Code with Copilot Chat: a `<resource>` tag of its first lines). */
        embeddedResourceText?: Fact<EmbeddedResourceText>;
        /** What joins the text blocks and the structuredContent JSON on the `both` channel ("\n" unless said). */
        structuredSeparator?: Fact<string>;
        /** On the `both` channel, structuredContent is left out when the joined text is its JSON exactly (Copilot CLI). */
        structuredOnceWhenSame?: Fact<boolean>;
        /**
         * Without structuredContent, the host's MCP client takes the first content block's text, parsed as JSON, as
         * structuredContent; a value that is not a JSON object fails its SDK's result check, and the model reads the
         * host's error instead of the result (Gemini CLI's McpComplianceTransport).
         */
        structuredFromFirstText?: Fact<boolean>;
        /** What joins the content blocks' texts in what the model reads ("\n" unless said: Copilot CLI "", opencode "\n\n"). */
        blockSeparator?: Fact<string>;
        /** What the host writes before an embedded text resource (`{server}`, `{uri}`; Claude Code). */
        embeddedResourcePrefix?: Fact<string>;
        /** The host sorts the input schema's keys at every level before it sends it (Copilot CLI, recorded). */
        sortedSchemaKeys?: Fact<boolean>;
        /** Keywords the host takes out of every schema and says in its description, in this order (Copilot CLI). */
        constraintsInDescription?: Fact<string[]>;
        /** Root keys of the input schema the host's MCP client puts first, in this order; the others follow in theirs. */
        rootKeysFirst?: Fact<string[]>;
        fixedOverheadTokens?: Fact<number>;
        /** Tool search: at session start only tool names (and instructions) are sent; definitions load on use. */
        deferredLoading?: Fact<boolean>;
        /** What decides whether the host defers (`deferredLoading` is the side its recordings landed on). */
        deferral?: Fact<Deferral>;
        /** The model the profile's figures assume where the host's behaviour depends on it (Codex's deferral). */
        assumedModel?: Fact<string>;
        /** How its model's API caches each request as the host sends it (session-cache.ts); absent: unknown. */
        promptCaching?: Fact<PromptCaching>;
        /** The model the host runs when none is named, as its requests name it (a session's price is that model's). */
        defaultModel?: Fact<string>;
        /**
         * How the host writes a `resource_link` block for its model: a text line (`{name}`, `{title}` (the title, else
         * the name), `{uri}`), and its description.
         */
        resourceLinkText?: Fact<{
            line: string;
            description?: string;
        }>;
        /**
         * Tools the host adds once per session when any server advertises resources, as it sends them (Claude Code:
         * ListMcpResourcesTool, ReadMcpResourceTool, ReadMcpResourceDirTool). No recorded host loads the prompt or
         * resource listings themselves at session start.
         */
        resourceTools?: Fact<Array<{
            name: string;
        } & Record<string, unknown>>>;
        /** Whether the first model request waits for MCP servers to list their tools, and for how long (issue 52). */
        startupWait?: Fact<StartupWait>;
        /** Schema keywords the host drops or rewrites; `name@root` only at the schema's root. */
        strippedSchemaKeywords?: Fact<string[]>;
    };
}
/** Findings resting on a fact without a primary source are warnings: the fact may be wrong. */
export declare function severityOf(...facts: Array<Fact<unknown> | undefined>): 'error' | 'warning';
/** " (source, read at version on date)" for messages; "second-hand" said out loud where it is. */
export declare function citation(fact: Fact<unknown> | undefined): string;
/** The description cut a host applies as it starts by default: through tool search when it defers, else up front. */
export declare function descriptionCutOf(profile: HostProfile): Fact<number> | undefined;
