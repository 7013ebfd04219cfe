import type { TokenizerName } from './tokenizers.js';
export interface Limits {
    toolBytes?: number;
    toolTokens?: number;
    totalBytes?: number;
    totalTokens?: number;
    /** One prompt as prompts/list sends it (unset: toolBytes/toolTokens). */
    promptBytes?: number;
    promptTokens?: number;
    /** One skill entry as skills/list sends it (unset: toolBytes/toolTokens). */
    skillBytes?: number;
    skillTokens?: number;
    /** One resource or resource template as listed (unset: toolBytes/toolTokens). */
    resourceBytes?: number;
    resourceTokens?: number;
    descriptionChars?: number;
    nameChars?: number;
    toolCount?: number;
    resultTokens?: number;
    resultBytes?: number;
    /** A session (`sessions`) summed over its model requests, on every host in `hosts` (a server's own: its sessions alone). */
    sessionTokens?: number;
}
export interface SandboxConfig {
    network?: 'none' | 'host';
    passEnv?: string[];
    require?: boolean;
    writable?: string[];
    readable?: string[];
}
export interface Timeouts {
    startupMs?: number;
    requestMs?: number;
    totalMs?: number;
}
export interface ServerConfig {
    type?: 'stdio' | 'http' | 'streamable-http' | 'sse';
    command?: string;
    args?: string[];
    env?: Record<string, string>;
    cwd?: string;
    url?: string;
    headers?: Record<string, string>;
    ready?: string;
    limits?: Limits;
    sandbox?: SandboxConfig;
    timeouts?: Timeouts;
    clientCapabilities?: Record<string, unknown>;
    /** The protocol era to measure in: `newest` (2026-07-28 when the server speaks it), `modern` or `legacy`. */
    era?: 'newest' | 'modern' | 'legacy';
    enabledTools?: string[];
    disabledTools?: string[];
    /** Named configurations (toolsets, read-only…): each is measured and limited as `<server>@<name>`. */
    variants?: Record<string, {
        args?: string[];
        env?: Record<string, string>;
    }>;
    /**
     * Not in budget.json: set on servers imported from an editor's config, whose variables were already expanded in
     * that format's own syntax. Expanding again would expand a `${…}` that is part of a variable's value.
     */
    expanded?: true;
    /** Not in budget.json: for an imported server, the caller's variables each field expanded (`env.TOKEN`, `args`). */
    callerVariables?: Record<string, string[]>;
    /**
     * Not in budget.json: for an imported server, the `envFile` its entry names, as the repository holds it: the path
     * from the workspace, its content's digest and the names it gives (those the entry's own `env` does not set).
     */
    envFile?: {
        file: string;
        digest: string;
        names: string[];
    };
}
export interface OversizedEntry {
    bytes?: number;
    tokens?: number;
    /** A tool's description length. */
    chars?: number;
}
export interface Paginate {
    cursorArgument: string;
    nextCursor: string;
    items?: string;
    key?: string;
    total?: string;
    hasMore?: string;
    maxPages?: number;
}
/** Exactly one of `tool` (tools/call), `prompt` (prompts/get) or `resource` (resources/read) says what is called. */
export interface Fixture {
    name: string;
    server: string;
    tool?: string;
    prompt?: string;
    resource?: string;
    arguments?: Record<string, unknown>;
    maxTokens?: number;
    maxBytes?: number;
    runs?: number;
    normalize?: Array<{
        pattern: string;
        flags?: string;
        replacement?: string;
    }>;
    paginate?: Paginate;
    expect?: {
        isError?: boolean;
        textIncludes?: string;
    };
    /** Revision 2026-07-28: answers to a tool's `input_required` requests, by request key (elicitation, sampling, roots). */
    inputResponses?: Record<string, unknown>;
}
export type ToolFixture = Fixture & {
    tool: string;
};
export interface BudgetConfig {
    $schema?: string;
    tokenizer?: TokenizerName;
    mcpConfig?: string | string[];
    servers?: Record<string, ServerConfig>;
    limits?: Limits;
    oversized?: Record<string, OversizedEntry>;
    fixtures?: Fixture[];
    /** Fixtures called in order in one conversation: what the session costs on each host, turn by turn. */
    sessions?: Array<{
        name: string;
        steps: string[];
    }>;
    sandbox?: SandboxConfig;
    timeouts?: Timeouts;
    clientCapabilities?: Record<string, unknown>;
    era?: 'newest' | 'modern' | 'legacy';
    hostToolName?: string;
    /** Host profiles (src/hosts/<name>/profile.json) to count and check against: what each host's model receives, and its cuts. */
    hosts?: string[];
    /**
     * The model each host runs, where budget.json names one (`{ "host": "codex", "model": "gpt-5.5" }` in `hosts`): the
     * loader keeps `hosts` as names and puts the models here. Unnamed: the profile's assumedModel.
     */
    hostModels?: Record<string, string>;
    /** Limits on a host's own figures: its session-start cost, one tool as it sends it, one result as its model gets it. */
    hostLimits?: Record<string, {
        sessionStartTokens?: number;
        toolTokens?: number;
        resultTokens?: number;
        reservedTools?: number;
        /** How long the host waits for a server's tools/list in users' setups (its own setting); default its profile's. */
        startupWaitMs?: number;
    }>;
    /** tools/list must not change between listings: a warning by default, an error when asked; restart lists once more. */
    stability?: {
        toolsList?: 'warning' | 'error';
        restart?: boolean;
        capabilities?: boolean;
    };
    /** Growth against the base branch, per tool and in total, in percent and absolute; past it is GROWTH_OVER_BUDGET. */
    /** Against the base: tool changes that break callers, and a released version whose bump is too small. */
    breakingChanges?: 'error' | 'warning' | 'off';
    growth?: {
        toolPercent?: number;
        toolBytes?: number;
        toolTokens?: number;
        totalPercent?: number;
        totalBytes?: number;
        totalTokens?: number;
        unmeasuredBase?: 'error' | 'warning';
    };
    /** `mcp-budget explore`: tools it may call besides read-only ones (`server/tool`), and how far strings and arrays go. */
    explore?: {
        allow?: string[];
        maxStringLength?: number;
        maxArrayItems?: number;
    };
    ratchet?: {
        minDelta?: {
            bytes?: number;
            tokens?: number;
            chars?: number;
        };
        stale?: 'error' | 'warning';
    };
}
