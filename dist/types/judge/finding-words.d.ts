import type { OversizedEntry } from '../budget/budget-config.js';
import { type Fact } from '../budget/host-profiles.js';
import type { LostText, ToolFace } from '../measure/measurement.js';
import type { ListedKind } from '../measure/listed-surface.js';
import type { ReachWidening } from '../servers/reach-policy.js';
import type { FindingCode, FindingFacts, FindingUnit, GrowthNote, MeasuredFix } from './finding-facts.js';
/**
 * Every finding's words, by code: its message and its fix, rendered from the finding's facts and the arguments its
 * code declares. Judging emits data (findings.ts); this is the one place a finding becomes sentences, so a report,
 * an annotation and a SARIF result say the same. Each entry's `message` parameter type IS that code's arguments
 * (FindingArgs): to add a finding, add its code to FINDING_CATALOG and its words here, then emit `{ code, ..., args }`.
 */
interface Words<A> {
    message: (args: A, finding: FindingFacts) => string;
    fix?: (args: A, finding: FindingFacts) => string | undefined;
}
/** A code whose words need no arguments beyond the finding's facts. */
type None = Record<never, never>;
/** One unit of the oversized entry a fix proposes: the figure it accepts as it is. */
export interface EntryUnit {
    unit: FindingUnit | undefined;
    figure: number | undefined;
}
/** The unit of the oversized entry a finding's fix proposes, from its facts; undefined when its fix proposes none. */
export declare function proposedEntry(f: Pick<FindingFacts, 'code' | 'unit' | 'actual'>): EntryUnit | undefined;
/**
 * `("s/t": { "bytes": 2587 }) at today's size`: the oversized entry that accepts a subject's figures as they are.
 * One rule for one unit (a fix's own words) and for several of one subject (a block's fixes joined): `("s/t":
 * { "bytes": 2587, "tokens": 600 }) at today's figures`.
 */
export declare function oversizedEntry(key: string, units: readonly EntryUnit[]): string;
/** A list's share of a total: `tools/list and instructions 269, prompts/list 60,601`. */
export interface TotalParts {
    tools: number;
    lists: Array<[method: string, figure: number]>;
}
export declare const FINDING_WORDS: {
    TOOL_OVER_BUDGET: Words<{
        face?: ToolFace;
    }>;
    TOTAL_OVER_BUDGET: Words<{
        server: boolean;
        lists: boolean;
        parts?: TotalParts;
    }>;
    PROMPT_OVER_BUDGET: Words<{
        method: string;
    }>;
    RESOURCE_OVER_BUDGET: Words<{
        method: string;
    }>;
    SKILL_OVER_BUDGET: Words<{
        method: string;
    }>;
    LISTING_FAILED: Words<{
        advertised: 'prompts' | 'resources' | 'the Skills extension';
        method: string;
        failed: string;
        unanswered: boolean;
    }>;
    DESCRIPTION_TOO_LONG: Words<None>;
    INSTRUCTIONS_TOO_LONG: Words<None>;
    NAME_TOO_LONG: Words<{
        hostName: string;
    }>;
    DUPLICATE_TOOL_NAME: Words<{
        within: true;
        name: string;
        servers: string[];
    } | {
        within: false;
        names: string[];
        servers: string[];
        prefixedBy?: string[];
    }>;
    TOO_MANY_TOOLS: Words<None>;
    RESULT_OVER_BUDGET: Words<ResultOver>;
    PAGE_OVER_BUDGET: Words<ResultOver>;
    LINKED_RESOURCE_OVER_BUDGET: Words<{
        uri: string;
        resultFigure: number;
    }>;
    ARGUMENTS_INVALID: Words<{
        skipped: string;
        because: 'cursor-not-available' | 'arguments-do-not-match';
        prompt?: boolean;
    }>;
    PROMPT_NOT_FOUND: Words<{
        skipped: string;
    }>;
    RESOURCE_NOT_FOUND: Words<{
        skipped: string;
    }>;
    OUTPUT_SCHEMA_MISMATCH: Words<Paged & ({
        kind: 'unusable';
        tool: string;
        error: string;
    } | {
        kind: 'mismatch';
        tool: string;
        mismatch: string;
    })>;
    MISSING_STRUCTURED_CONTENT: Words<Paged & {
        tool: string;
    }>;
    PAGINATION_DUPLICATE: Words<{
        count: number;
        records: string[];
    }>;
    PAGINATION_GAP: Words<{
        stated: number;
        distinct: number;
    }>;
    PAGINATION_LOOP: Words<{
        list: 'tools/list' | 'fixture';
        page: number;
        reason: 'max-pages' | 'cursor-repeated' | 'empty-page-with-cursor';
        cursor?: string;
    }>;
    TRUNCATION_NOT_IN_BAND: Words<{
        kind: 'flag';
        page: number;
        flagName: string | undefined;
        flag: unknown;
        cursor: boolean;
    } | {
        kind: 'empty-last-page';
        page: number;
    }>;
    EXPECTATION_FAILED: Words<{
        problems: ExpectationProblem[];
        preview: string;
        expectWritten: boolean;
    }>;
    TOOL_NOT_FOUND: Words<({
        kind: 'server';
        server: string;
    } | {
        kind: 'tool';
        skipped: string;
    }) & {
        near?: string[];
    }>;
    PRETTY_PRINTED_TEXT: Words<Paged & {
        tokens: number;
        chars: number;
    }>;
    STRING_WRAPPED_STRUCTURED: Words<Paged & {
        key: string;
        tokens: number;
        escapingTokens: number;
    }>;
    RESULT_UNSTABLE: Words<{
        runs: number[];
    }>;
    BINARY_CONTENT: Words<Paged & {
        bytes: number;
        blocks: Record<string, number>;
    }>;
    INPUT_REQUIRED_UNANSWERED: Words<{
        round: number;
        keys: string[];
    }>;
    TOOLS_LIST_UNSTABLE: Words<{
        when: 'session' | 'restart';
        path: string;
        modern: boolean;
    }>;
    INVALID_INPUT_SCHEMA: Words<{
        kind: 'tool';
        error: string;
    } | {
        kind: 'fixture';
        skipped: string;
    }>;
    INPUT_SCHEMA_LENIENT: Words<{
        error: string;
        dialect: string;
    }>;
    ENV_VARIABLE_UNSET: Words<{
        variable: string;
        key?: string;
        imported?: {
            origin: string;
            field: string;
            written?: string;
        };
        /** Withheld on a pull request: an `envFile` or `${VAR}` in `env` of an entry in `origin` the base did not give. */
        withheld?: {
            field: string;
            origin: string;
        };
    }>;
    STDOUT_NOISE: Words<{
        lines: number;
        first: string[];
    }>;
    SERVER_START_FAILED: Words<Failure | {
        kind: 'skipped';
        server: string;
        reason: string;
        origin: string;
    }>;
    SERVER_TIMEOUT: Words<Failure>;
    SERVER_CRASHED: Words<Failure>;
    PROTOCOL_ERROR: Words<Failure>;
    SERVER_LIMIT_HIT: Words<Failure>;
    SANDBOX_UNAVAILABLE: Words<Failure | {
        kind: 'partial';
        reason: string | undefined;
    }>;
    TOOLS_CHANGED_MID_SESSION: Words<{
        path: string;
        notified: boolean;
        modern: boolean;
        late: string[];
    }>;
    RESULT_TYPE_MISSING: Words<{
        methods: string[];
    }>;
    CACHE_HINTS_MISSING: Words<{
        method: string;
        missing: number;
        of: number;
        ttlMs: unknown;
        cacheScope: unknown;
    }>;
    CACHE_SCOPE_VARIES: Words<{
        method: string;
        first: {
            page?: number;
            cacheScope: unknown;
        };
        other: {
            page?: number;
            cacheScope: unknown;
        };
    }>;
    CACHE_TTL_ZERO: Words<None>;
    CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS: Words<{
        method: string;
    }>;
    ERA_PARITY: Words<{
        instructions?: {
            modernChars: number;
            legacyChars: number;
        };
        tools?: {
            tool: string;
            path: string;
        };
    }>;
    GROWTH_OVER_BUDGET: Words<({
        of: 'tool';
    } | {
        of: 'total';
        lists: boolean;
    }) & {
        beforeBytes: number;
        afterBytes: number;
        ref: string;
        accepted: boolean;
        change?: GrowthNote['change'];
    }>;
    HOST_DESCRIPTION_CUT: Words<Cited & ({
        kind: 'description';
        cut: number;
        chars: number;
    } | {
        kind: 'instructions';
        cut: number;
    })>;
    HOST_NAME_TOO_LONG: Words<Cited & {
        hostName: string;
    }>;
    HOST_NAME_SHORTENED: Words<Cited & {
        unshortened: string;
        hostName: string;
    }>;
    HOST_RESULT_SPILLED: Words<Cited & {
        /** Saved by its size in characters (a preview shown), or over its token cap (`tokenCap`: a note only). */
        spill?: {
            chars: number;
            previewChars: number;
            perToolMetaKey?: string;
            perToolMax?: number;
        };
        tokenCap?: number;
        tokens: number;
        preCutTokens: number;
    }>;
    STARTUP_PAST_HOST_WAIT: Words<Cited & StartupArgs & {
        waitMs: number;
        setting?: string;
        own?: string;
    }>;
    STARTUP_HOST_NO_WAIT: Words<Cited & StartupArgs & {
        thresholdMs: number;
        setting?: string;
    }>;
    HOST_TOO_MANY_TOOLS: Words<Cited & {
        count: number;
        reserved: number;
        max: number;
    }>;
    HOST_SCHEMA_STRIPPED: Words<Cited & {
        keywords: string[];
    }>;
    ANTHROPIC_COUNT_FAILED: Words<{
        title: string;
        error: string;
    }>;
    HOST_RESULT_OVER_CAP: Words<Cited>;
    HOST_OVER_BUDGET: Words<{
        of: 'session-start' | 'tool' | 'result';
        title: string;
        resourceTools?: number;
    }>;
    SESSION_OVER_BUDGET: Words<{
        title: string;
        turn: number;
        turns: number;
    }>;
    HOST_RESULT_CUT: Words<Cited & {
        tokens: number;
        preCutTokens: number;
        bytes: number;
        preCutBytes: number;
        textLost?: LostText;
    }>;
    TRUNCATED_BY_HOST: Words<Cited & {
        spilled: boolean;
        lost: string[];
    }>;
    OVERSIZED_GREW: Words<{
        what: OversizedSubject;
    }>;
    OVERSIZED_STALE: Words<{
        what: OversizedSubject;
        fitsGeneral?: number;
    }>;
    OVERSIZED_OBSOLETE: Words<GoneSubject>;
    OVERSIZED_RENAMED: Words<{
        from: string;
        to: string;
        entry: OversizedEntry;
    }>;
    BREAKING_CHANGE: Words<{
        change: string;
        detail?: string;
        at?: string;
        release: Release;
    }>;
    SEMVER_BUMP_TOO_SMALL: Words<{
        base: string | undefined;
        head: string | undefined;
        released: string;
        release: Release;
    }>;
    MEASURED_TOOLS_HIDDEN: Words<{
        tools: Array<{
            name: string;
            bytes: number;
        }>;
    }>;
    HOST_CUT_CROSSED: Words<Cited & ({
        kind: 'description';
        cut: number;
        lost: LostText;
    } | {
        kind: 'result';
        spilled: boolean;
        before: number;
        lost: LostText;
        including: string[];
    })>;
    HOST_DEFERRAL_CROSSED: Words<Cited & {
        deferred: boolean;
        rule: 'always' | 'tools-over' | 'model' | 'none';
        sessionStartTokens: number;
        before: {
            tools: number;
            deferred: boolean;
            sessionStartTokens: number;
        };
        model?: string;
    }>;
    CAPABILITY_HIDDEN_TOOLS: Words<{
        declared: string[];
        count: number;
        tools: Array<{
            name: string;
            bytes: number;
        }>;
        inBudget: boolean;
    }>;
    BASE_UNMEASURED: Words<{
        what: {
            kind: 'base';
        } | {
            kind: 'server';
            name: string;
        };
        at: string;
        reason: string;
        gates: string[];
        advice: UnmeasuredAdvice;
        acceptable: boolean;
    }>;
    BUDGET_RAISED: Words<{
        kind: 'line';
        line: Raise;
        policy: 'allow' | 'fail';
    } | {
        kind: 'budget-new' | 'budget-invalid';
        file: string;
        ref: string;
    }>;
};
/** What an oversized entry is for: `result of fixture:x`, `prompt s/p`, `tool s/t`. */
export interface OversizedSubject {
    kind: 'result' | ListedKind | 'tool' | 'session';
    key: string;
}
export type GoneSubject = {
    kind: 'fixture';
    name: string;
} | {
    kind: 'session';
    name: string;
} | {
    kind: 'server';
    name: string;
} | {
    kind: 'tool' | ListedKind;
    name: string;
    server: string;
};
/** The release a breaking change needs: the bump, the version it gives, and below 1.0.0 the caret rule behind it. */
interface Release {
    needed: string;
    next?: string;
    zero?: '0.0.z' | '0.y.z';
}
/** What gets an unmeasured base measured next time. */
export type UnmeasuredAdvice = {
    kind: 'new-budget';
    configFile: string;
} | {
    kind: 'report';
} | {
    kind: 'setup-failed';
} | {
    kind: 'no-setup';
    setupCommand: string;
};
/** A host finding: the host's title, and the fact it rests on (cited, or marked as unsourced). */
interface Cited {
    title: string;
    source: Fact<unknown> | undefined;
}
/** A server's start-up figures, and the ways of running the host (`non-interactive`, `interactive`) a finding is about. */
interface StartupArgs {
    starts: number;
    medianMs: number;
    slowestMs: number;
    modes: Array<'non-interactive' | 'interactive'>;
}
/** A finding about one page of a walk says which (`page 2: ...`); about a single result, nothing. */
interface Paged {
    page?: number;
}
/** What an `expect` (or a fixture without one) found otherwise. */
export type ExpectationProblem = {
    wanted: 'error';
} | {
    wanted: 'success';
    rpcError?: number | null;
} | {
    wanted: 'text';
    text: string | undefined;
};
/** A server that failed: where, what it said, and the fix its failure named (if any). */
interface Failure {
    kind: 'failure';
    phase: string;
    detail: string;
    stderr?: string;
    /** The fix the failure itself named (a connection refused: start the server first). */
    named?: string;
    /** Whether the server was given the network (a failed lookup is then not the sandbox's doing). */
    hasNetwork: boolean;
}
/** A result or page over its ceiling; `tooLarge` when it was over mcp-budget's message cap (bytes only). */
interface ResultOver {
    page: number;
    tooLarge?: true;
    text?: {
        textTokens: number;
        structuredTokens: number;
    };
}
/** Each code's arguments, as its words declare them. */
export type FindingArgs<C extends FindingCode> = Parameters<(typeof FINDING_WORDS)[C]['message']>[0];
/** A measured saving, as a fix says it: `measured: s/t: drop "$schema" saves 12 tokens, 40 bytes (npx mcp-budget suggest s/t)`. */
export declare function measuredWords(measured: MeasuredFix, finding: Pick<FindingFacts, 'subject' | 'host'>, shortBy?: ReadonlyArray<NonNullable<MeasuredFix['shortBy']>>): string;
/** A fix and its measured part joined as one line. */
export declare const withMeasured: (own: string | undefined, measured: string) => string;
/** "; in description +40 B, annotations +120 B; no host in hosts sends it": the part that grew, and who sees it. */
export declare function whereItGrew(change: GrowthNote['change']): string;
/** A finding on a tool that grew says which part grew and whether any host sends it, and points at `explain`. */
export declare function grewWords(grew: GrowthNote, message: string, fix: string | undefined): {
    message: string;
    fix: string;
};
/**
 * One change to budget.json that lets more through (BUDGET_RAISED), as data: a number raised or removed, a setting
 * changed (`why` names what that does), or one of the named widenings. raiseWords says it as one line, old → new.
 */
export type Raise = {
    kind: 'raised';
    setting: string;
    server?: string;
    from?: number;
    to?: number;
    minDelta?: true;
} | {
    kind: 'new-oversized';
    key: string;
    unit: string;
    to: number;
} | {
    kind: 'changed';
    setting: string;
    server?: string;
    from: string;
    to: string;
    why: RaiseWhy;
} | {
    kind: 'env';
    server: string;
    name: string;
    from: string;
    to: string;
} | {
    kind: 'hosts-dropped';
    hosts: string[];
} | {
    kind: 'server-gone';
    server: string;
} | {
    kind: 'fixture-gone';
    name: string;
} | {
    kind: 'session-gone';
    name: string;
} | {
    kind: 'reach';
    server: string;
    widening: ReachWidening;
    policy: 'base' | 'default';
} | {
    kind: 'sandbox';
    key: string;
    from: string;
    to: string;
    added?: string[];
} | {
    kind: 'symlink';
    head: string;
    base?: string;
} | {
    kind: 'disabled-tools';
    server: string;
    tools: string[];
} | {
    kind: 'enabled-tools';
    server: string;
    tools: string[];
    was?: string[];
};
/** What each changed setting does, said after it in parentheses. */
declare const RAISE_WHY: {
    readonly tokenizer: 'the same text counts differently';
    readonly hostToolName: 'nameChars is checked on this name';
    readonly era: 'another protocol revision is measured';
    readonly normalize: 'it rewrites the result before counting';
    readonly stale: 'a stale oversized entry no longer fails';
    readonly unmeasuredBase: 'growth gates that cannot be answered no longer fail';
    readonly breakingNotFailing: 'tool changes that break callers no longer fail';
    readonly breakingOff: 'tool changes that break callers are no longer looked for';
    readonly capabilitiesUncounted: 'tools the declared client capabilities hide are no longer counted';
    readonly toolsList: 'an unstable tools/list no longer fails';
    readonly mcpConfig: 'which servers are measured';
    readonly fixtureServer: 'another server is called';
    readonly fixtureTool: 'another tool is called';
    readonly fixturePrompt: 'another prompt is fetched';
    readonly fixtureResource: 'another resource is read';
    readonly restartUnchecked: 'the listing after a restart is no longer compared';
    readonly hostModel: 'the host decides by its model whether the definitions go out at session start';
    readonly fixtureArguments: 'the result measured is another one';
    readonly paginateChanged: 'the walk over its pages changed';
    readonly paginateDropped: 'its pages are no longer walked';
    readonly runs: 'fewer runs see less of its variation';
    readonly expect: 'what must come back is looser';
    readonly inputResponses: 'the answers the tool gets decide what it returns';
    readonly clientCapabilities: 'servers may list other tools to another client';
    readonly serverCapabilities: 'it may list other tools to another client';
    readonly commandLine: 'another server may be measured under this name';
    readonly sessionSteps: 'another conversation is priced';
};
export type RaiseWhy = keyof typeof RAISE_WHY;
export declare function raiseWords(r: Raise): string;
export {};
