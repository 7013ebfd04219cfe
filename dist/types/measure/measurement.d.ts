import type { ListStop } from '../servers/list-pages.js';
import type { SandboxReport } from '../servers/session-options.js';
import type { ServerPolicy } from '../servers/server-policy.js';
import type { ToolContract } from './tool-contract.js';
import type { ServerFailure } from '../servers/server-failure.js';
export interface ToolReport {
    name: string;
    /** sha256 (first 16 hex digits) of the definition as it crossed the wire. */
    digest?: string;
    /** The same of the definition with its name blanked: equal on both sides of a rename. */
    bodyDigest?: string;
    /** Bytes of each top-level member (`"description":"…",`): which part of the definition grew. */
    fields?: Record<string, number>;
    bytes: number;
    tokens: number;
    descriptionChars: number;
    /** The name as a host shows it to the model (`mcp__server__tool` by default). */
    hostName: string;
    /** Ceilings in force for this tool (its oversized entry, else the limits), when a budget is checked. */
    ceiling?: {
        bytes?: number;
        tokens?: number;
        chars?: number;
    };
    /** Why its inputSchema is unusable (cannot be compiled, or not an object schema). */
    inputSchemaError?: string;
    /** What a strict reading of its inputSchema refused that a lenient one forgives (see schema-compiler.ts). */
    inputSchemaLenient?: {
        error: string;
        dialect: string;
    };
    /** What callers rely on (parameters, output fields): against the base, what breaks them. */
    contract?: ToolContract;
    /** Listed only after the fixtures ran (a mid-session change): a host in that conversation loads it too. */
    listedAfter?: 'calls';
    /** Listed only by the other era's face of a dual-era server (initialize): hosts of that era load it. */
    onlyInEra?: 'legacy';
    /** Listed only to a client declaring more capabilities than budget.json does: hosts that declare them load it. */
    onlyWithCapabilities?: true;
    /**
     * These figures are another face's definition of the tool, larger than the session's or absent from it: `legacy`
     * the initialize face of a dual-era server, `capabilities` the listing a client declaring more capabilities gets.
     */
    face?: ToolFace;
}
/** A face of a server other than the session's: its initialize face, or its listing to a richer client. */
export type ToolFace = 'legacy' | 'capabilities';
/** What one host's model receives of a server's definitions (its own payload format, name and cuts). */
export interface HostDefinitions {
    host: string;
    /** The model budget.json names for this host (`{ "host", "model" }`); absent: the profile's assumedModel. */
    model?: string;
    tools: number;
    bytes: number;
    /** o200k count of the host payload: exact for OpenAI models, an estimate for others. */
    tokens: number;
    /** `unshortened`: the name before the host shortened it (Codex's hash suffix, Gemini CLI's middle ellipsis). */
    perTool: Array<{
        name: string;
        hostName: string;
        unshortened?: string;
        bytes: number;
        tokens: number;
        descriptionCut: boolean;
        descriptionLost?: LostText;
        strippedKeywords?: string[];
    }>;
    instructionsCut: boolean;
    /**
     * What this server adds to every session's start: its definitions as sent plus its instructions (as cut), plus
     * the host's fixed tool-use overhead where it is documented; with deferred loading, names and instructions only.
     */
    sessionStartTokens: number;
    /** The session start on each side of the host's deferral threshold (`deferral`): definitions up front, or held back. */
    sessionStartUpFront?: number;
    sessionStartDeferred?: number;
    /**
     * The host's own resource tools this server brings into every session (it advertises resources), counted as the
     * host sends them at start (names only when it defers). Once per session however many servers bring them: not
     * in sessionStartTokens, added once to the session's figure.
     */
    resourceToolsTokens?: number;
    /** With --anthropic-count, for hosts that send Anthropic tools[]: the exact count of these tools for a Claude model. */
    anthropicTokens?: number;
    anthropicError?: string;
}
/** Text a host's cut keeps from the model: where it starts, how long it is, and its first characters. */
export interface LostText {
    at: number;
    chars: number;
    start: string;
}
/**
 * What one host's model receives of a fixture result: its result channel after the host's cut or spill
 * (`tokens`, `bytes`), with the size before it beside (`preCutTokens`, `preCutBytes`). `spilled`: the host saved
 * the result to a file and the model reads a reference and a preview, not the data.
 */
export interface HostResult {
    host: string;
    tokens: number;
    bytes: number;
    preCutTokens: number;
    preCutBytes: number;
    outcome: 'whole' | 'cut' | 'spilled';
    cut: boolean;
    /** The largest page's text the model does not read, when cut or spilled. */
    textLost?: LostText;
    /** What the cut took that the model needs to go on: the cursor to the next page. */
    lost: string[];
    /** A walk of more than one page: what the model receives of each page, in order (the figures above are the largest's). */
    pages?: Array<{
        tokens: number;
        bytes: number;
        outcome: 'whole' | 'cut' | 'spilled';
    }>;
}
export interface TextMeasure {
    chars: number;
    bytes: number;
    tokens: number;
    /** sha256 (first 16 hex digits) of the text: a change at equal size is still a change. */
    digest?: string;
}
/** One item of prompts/list, resources/list, resources/templates/list or skills/list, measured as it crossed the wire. */
export interface ListedItemReport {
    /** Its name (a prompt), uri (a resource, a skill's SKILL.md) or uriTemplate (a resource template). */
    name: string;
    /** sha256 (first 16 hex digits) of the item as it crossed the wire. */
    digest: string;
    bytes: number;
    tokens: number;
    descriptionChars: number;
    /** Ceilings in force for this item (its oversized entry, else the limits), when a budget is checked. */
    ceiling?: {
        bytes?: number;
        tokens?: number;
    };
}
/** A list a host loads besides tools/list: every page walked, each item measured like a tool definition. */
export interface ListReport {
    method: 'prompts/list' | 'resources/list' | 'resources/templates/list' | 'skills/list';
    pages: number;
    /** UTF-8 bytes of every page's JSON-RPC response as it crossed the wire. */
    wireBytes: number;
    /** Sums over the items (JSON.stringify of each, as for tools). */
    bytes: number;
    tokens: number;
    items: ListedItemReport[];
    /** Where the walk stopped before an end. */
    stopped?: ListStop;
    /** The server advertises the capability and this list could not be had: why. No figure is claimed for it. */
    failed?: string;
    failedCode?: number;
}
export interface ServerReport {
    name: string;
    /** A configuration variant (`variants` in budget.json): measured as `<server>@<variant>`. */
    variant?: {
        of: string;
        name: string;
    };
    ok: boolean;
    transport: 'stdio' | 'http';
    protocolVersion?: string;
    /** The protocol era it was measured in: `modern` (2026-07-28, server/discover) or `legacy` (initialize). */
    era?: 'modern' | 'legacy';
    /** Its server/discover `supportedVersions` (modern era). */
    supportedVersions?: string[];
    /** Why a server offered 2026-07-28 was measured in the legacy era (its answer to server/discover). */
    legacyBecause?: string;
    /** What the 2026-07-28 revision asks of results, as the answers kept it (modern era); the judge decides. */
    revision?: {
        cacheHints: Array<{
            method: string;
            ttlMs?: unknown;
            cacheScope?: unknown;
            listing?: number;
            page?: number;
        }>;
        resultTypeMissing: string[];
        /** Bytes of the `_meta` envelope every request carries in this era (version, client info, capabilities). */
        requestEnvelopeBytes?: number;
        /** The server was sent credentials (HTTP headers): a `public` cacheScope then shares what they unlocked. */
        credentials: boolean;
    };
    /** A dual-era server's legacy face (initialize, another process) where it differs from the modern one. */
    parity?: {
        era: 'legacy';
        protocolVersion?: string;
        instructions?: {
            modernChars: number;
            legacyChars: number;
        };
        tools?: {
            tool: string;
            path: string;
        };
        /** The legacy face could not be had: why. */
        failed?: string;
    };
    serverInfo?: {
        name: string;
        version: string;
        [key: string]: unknown;
    };
    clientCapabilities: Record<string, unknown>;
    instructions: TextMeasure | null;
    tools: ToolReport[];
    /**
     * Its prompts, resources and templates were looked for (they are absent when not advertised). A saved report from
     * before mcp-budget measured them lacks it: those lists then have no base figure, and are no growth.
     */
    listsMeasured?: true;
    /** Its skills/list was looked for (absent when the Skills extension is not declared); older reports lack it. */
    skillsMeasured?: true;
    /** prompts/list, when the server advertises prompts. */
    prompts?: ListReport;
    /** resources/list and resources/templates/list, when the server advertises resources. */
    resources?: ListReport;
    resourceTemplates?: ListReport;
    /** skills/list, when the server declares the Skills extension (io.modelcontextprotocol/skills). */
    skills?: ListReport;
    /** tools: count; bytes and tokens: every tool definition, the instructions, and every prompt, resource, template and skill listed. */
    totals: {
        tools: number;
        bytes: number;
        tokens: number;
    };
    listPages: number;
    sandbox?: SandboxReport;
    /** Whose rules set what the server could reach: the checked-in budget, the base branch's, or the default. */
    policy?: ServerPolicy;
    /** With `hosts` in budget.json: each host's view of the definitions. */
    hosts?: HostDefinitions[];
    failure?: {
        code: ServerFailure['code'];
        phase: string;
        detail: string;
        stderr: string;
        fix?: string;
    };
    /** Lines on stdout that are not JSON-RPC: how many, and the first few. */
    stdoutNoise?: {
        lines: number;
        first: string[];
    };
    /** Where tools/list stopped walking its own cursor before an end. */
    listStopped?: ListStop;
    /**
     * A second listing as the richest client (roots, sampling, elicitation, tasks): how many tools the declared
     * capabilities hide, and the first of them with their bytes. Absent when it could not tell or did not look.
     */
    hiddenByCapabilities?: {
        declared: Record<string, unknown>;
        count: number;
        tools: Array<{
            name: string;
            bytes: number;
        }>;
    };
    /** A later tools/list that differed from the first: the first tool and JSON path that differ. */
    listingChanges?: Array<{
        when: 'session' | 'restart' | 'after-calls';
        tool: string;
        path: string;
        notified?: boolean;
    }>;
    durationMs: number;
    /** Spawn to tools/list answered, over `starts` starts (the run's own and --starts more); this machine's timing. */
    startup?: StartupReport;
}
/** What the start-up figures always say: they are timed on the machine of the run, and no verdict rests on them. */
export declare const STARTUP_NOTE = "timed on the machine of this run: a measurement, never a verdict (at most a warning)";
export interface StartupReport {
    starts: number;
    /** Starts of --starts that did not answer tools/list (exited, timed out): said, never left out in silence. */
    failedStarts?: number;
    medianMs: number;
    slowestMs: number;
    note: typeof STARTUP_NOTE;
}
/** The start-up figures of these times (ms): how many, their median (of the middle two, rounded) and the slowest. */
export declare function startupReport(times: readonly number[], failedStarts?: number): StartupReport;
/** What walking a tool's own cursor saw; the judge holds it to the pagination contract. */
export interface WalkReport {
    /** The walk ended here before the last page, and why. */
    stopped?: {
        page: number;
        reason: 'empty-page-with-cursor' | 'cursor-repeated' | 'max-pages';
        cursor?: string;
    };
    /** Pages whose hasMore flag said otherwise than the cursor did. */
    flagMismatches: Array<{
        page: number;
        flag: unknown;
        cursor: boolean;
    }>;
    /** An empty last page after a page that returned a cursor: the cursor promised records that did not exist. */
    emptyLastPage?: number;
    /** Records (by paginate.key) seen on more than one page: the first five, and how many. */
    repeatedRecords: string[];
    repeatedCount: number;
    distinctRecords: number;
    /** The last total the pages stated (paginate.total). */
    statedTotal?: number;
    /** The walk reached a page without a cursor. */
    completed: boolean;
}
/** What a result's form costs or breaks, measured once per page; the judge decides what it means. */
export interface ResultShape {
    /** The tool declares an outputSchema and the result has no structuredContent. */
    structuredMissing?: true;
    /** Why the outputSchema cannot be used: it does not compile, or checking a value with it never ends. */
    outputSchemaError?: string;
    /** How structuredContent breaks the outputSchema. */
    outputMismatch?: string;
    /** A text block is pretty-printed JSON: the tokens and characters its compact form saves. */
    prettyPrinted?: {
        tokens: number;
        chars: number /** The text is the result's structuredContent, serialized with indentation. */;
        ofStructured?: boolean;
    };
    /** structuredContent holds a JSON document as a string: its tokens, and how many of them are escaping. */
    stringWrapped?: {
        key: string;
        tokens: number;
        escapingTokens: number;
    };
    /** base64 payloads: their bytes and blocks by type. */
    binary?: {
        bytes: number;
        blocks: Record<string, number>;
    };
}
export interface PageReport {
    wireBytes: number;
    /** Revision 2026-07-28: of wireBytes, what is not the tool's answer (JSON-RPC frame, resultType, _meta). */
    envelopeBytes?: number;
    textTokens: number;
    structuredTokens: number;
    tokens: number;
    items?: number;
    /** Over the message cap: measured in bytes only. */
    tooLarge?: boolean;
    shape?: ResultShape;
}
/** One `input_required` answer to a tools/call (revision 2026-07-28): its bytes, and the input keys it asked for. */
export interface InputRound {
    wireBytes: number;
    asked: string[];
}
/** A resource a result links to: the raw bytes of its resources/read answer, and the tokens of its text contents. */
export type LinkedResource = {
    uri: string;
    wireBytes: number;
    tokens: number;
} | {
    uri: string;
    failed: string;
};
export interface FixtureReport {
    name: string;
    server: string;
    /** What was called: exactly one of a tool (tools/call), a prompt (prompts/get) or a resource URI (resources/read). */
    tool?: string;
    prompt?: string;
    resource?: string;
    isError: boolean;
    wireBytes: number;
    textTokens: number;
    structuredTokens: number;
    tokens: number;
    content: Record<string, number>;
    pages: PageReport[];
    runs?: number[];
    /** Why the fixture was not called: what stopped it, and in words. */
    skipped?: string;
    skippedBecause?: 'tool-not-listed' | 'prompt-not-listed' | 'resource-not-read' | 'cursor-not-available' | 'arguments-do-not-match' | 'input-schema-unusable';
    /** The first page's answer, as the fixture's expect judges it. */
    answer?: {
        rpcError?: number | null;
        preview: string;
        textIncludes?: boolean;
    };
    walk?: WalkReport;
    /** With `hosts` in budget.json: each host's view of the result (the largest page), and what its cut lost. */
    hosts?: HostResult[];
    /** The `input_required` rounds before the first page's final answer, each measured on the wire. */
    inputRounds?: InputRound[];
    /** Input the tool asked for that the fixture's inputResponses does not supply: the call stopped there. */
    inputUnanswered?: string[];
    /**
     * Each resource a `resource_link` of the result points at, read with resources/read and measured: hosts that
     * fetch linked resources (pydantic-ai) put it in the context whole. `failed`: it could not be read (no figure).
     */
    linked?: LinkedResource[];
    /** Per-page ceilings in force (oversized entry, else the tightest of the fixture's own and the limits). */
    ceiling?: {
        bytes?: number;
        tokens?: number;
    };
}
export interface SkippedServer {
    server: string;
    reason: string;
    origin: string;
    /** The caller's variable its entry names with no default, unset where mcp-budget ran (ENV_VARIABLE_UNSET). */
    variable?: string;
    /** Where in the entry the variable is named (`env.API_KEY`, `args`, `headers.Authorization`). */
    field?: string;
    /** How the entry writes it: `${API_KEY}` (.mcp.json), `${env:API_KEY}` (VS Code, Cursor), `API_KEY` (Codex). */
    written?: string;
}
/** What a comparison between two runs reads: their servers and fixture results (a Report or a Measurement). */
export interface MeasuredRun {
    servers: ServerReport[];
    fixtures: FixtureReport[];
}
