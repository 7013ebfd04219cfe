/**
 * The words of every user error, once: what the user did or configured that mcp-budget cannot run with (exit 2), or
 * the project's setup that failed (exit 3). A throw site raises an error by its code and typed arguments
 * (`throw userError('BUDGET_NOT_FOUND', { file })`); the words are here, as the findings' are in
 * `judge/finding-words.ts`. `test/unit/user-error-words.test.ts` fails when a throw site writes its own words and when
 * a code here is raised nowhere.
 *
 * Kinds: `usage` a usage error; `help` one best answered with the usage text too (the CLI says where the help is);
 * `config` a file (budget.json, an imported MCP config) that is missing or invalid, as the file and its problems;
 * `setup` the project's own setup that failed (exit 3, as when a server cannot start).
 */
import { UsageError } from './errors.js';
type Kind = 'usage' | 'help' | 'setup';
interface MessageWords<Args> {
    kind: Kind;
    message: (args: Args) => string;
}
interface ConfigWords<Args extends {
    file: string;
}> {
    kind: 'config';
    problems: (args: Args) => string[];
}
type None = {};
/** Names a server sent, as they may be printed: quoted, control characters shown, the first 20. */
export declare function quotedNames(names: readonly string[]): string;
export declare const USER_ERROR_WORDS: {
    readonly UNKNOWN_COMMAND: MessageWords<{
        command: string;
        commands: readonly string[];
    }>;
    readonly HELP_NO_COMMAND: MessageWords<{
        topic: string;
        commands: readonly string[];
    }>;
    readonly UNKNOWN_OPTION: MessageWords<{
        option: string;
        near?: string;
    }>;
    /** What node:util's parseArgs said of the command line, as it said it. */
    readonly ARGUMENTS_NOT_PARSED: MessageWords<{
        said: string;
    }>;
    readonly FLAG_NOT_OF_COMMAND: MessageWords<{
        flag: string;
        command: string;
        commands: readonly string[];
    }>;
    readonly TAKES_NO_ARGUMENTS: MessageWords<{
        command: string;
        args: readonly string[];
    }>;
    readonly EXPLAIN_ONE_SUBJECT: MessageWords<None>;
    readonly SUGGEST_ONE_SUBJECT: MessageWords<None>;
    readonly LATEST_IS_FOR_VERIFY: MessageWords<None>;
    readonly HOSTS_PROXY_ONE_SERVER: MessageWords<None>;
    readonly NOT_WHOLE_NUMBER: MessageWords<{
        name: string;
        minimum: number;
        maximum?: number;
    }>;
    readonly NOT_ONE_OF: MessageWords<{
        name: string;
        allowed: readonly string[];
    }>;
    readonly NEEDS_API_KEY: MessageWords<{
        option: string;
    }>;
    readonly WRITES_BUDGET_IN_CI: MessageWords<{
        command: string;
    }>;
    readonly EXPLORE_WRITE_IN_CI: MessageWords<None>;
    readonly SHARD_FORM: MessageWords<{
        given: string;
    }>;
    readonly ENV_NOT_A_NAME: MessageWords<{
        given: string;
    }>;
    readonly SERVER_NEEDS_COMMAND: MessageWords<{
        given: string;
    }>;
    readonly NO_SERVERS_TO_MEASURE: MessageWords<{
        configs: readonly string[];
    }>;
    readonly NO_TEMP_DIR: MessageWords<{
        tmpdir: string;
        why: string;
        fallbacks: readonly string[];
    }>;
    readonly NO_HOST_PROFILE: MessageWords<{
        host: string;
        profiles: readonly string[];
    }>;
    readonly MERGE_NEEDS_SHARDS_INPUT: MessageWords<None>;
    readonly SHARDS_INPUT_MISSING: MessageWords<{
        entry: string;
    }>;
    readonly COMMENT_NEEDS_REPORT: MessageWords<None>;
    readonly CHECKOUT_MOVED: MessageWords<{
        head?: string;
        event: string;
        named: ReadonlyArray<{
            sha: string;
            what: string;
        }>;
    }>;
    readonly SETUP_FAILED: MessageWords<{
        option: string;
        code: number | null;
        tail: string;
    }>;
    readonly BUDGET_NOT_FOUND: ConfigWords<{
        file: string;
    }>;
    readonly BUDGET_UNREADABLE: ConfigWords<{
        file: string;
        reason: string;
    }>;
    readonly BUDGET_EMPTY: ConfigWords<{
        file: string;
    }>;
    readonly BUDGET_TOO_DEEP: ConfigWords<{
        file: string;
        at: string;
        levels: number;
    }>;
    readonly BUDGET_NOT_JSON: ConfigWords<{
        file: string;
        places: ReadonlyArray<{
            at: string;
            why: string;
            code: string;
        }>;
    }>;
    /** The schema's, the structure's or the cross-checks' problems, one a line, as their describers wrote them. */
    readonly BUDGET_INVALID: ConfigWords<{
        file: string;
        problems: readonly string[];
    }>;
    readonly HOSTS_NO_STDIO_FIXTURE: ConfigWords<{
        file: string;
        command: 'record' | 'verify';
    }>;
    readonly HOSTS_NOT_RECORDABLE: ConfigWords<{
        file: string;
        command: 'record' | 'verify';
        unknown: readonly string[];
        recordable: readonly string[];
    }>;
    readonly PROXY_NO_SERVER: ConfigWords<{
        file: string;
        server: string;
        servers: readonly string[];
    }>;
    readonly PROXY_URL_SERVER: ConfigWords<{
        file: string;
        server: string;
    }>;
    readonly HOSTS_CACHE_IN_PROJECT: MessageWords<{
        dir: string;
        project: string;
        named: boolean;
    }>;
    readonly CONFIG_NOT_FOUND: MessageWords<{
        file: string;
    }>;
    readonly BUDGET_EXISTS: MessageWords<{
        file: string;
    }>;
    readonly BUDGET_READ_ONLY: MessageWords<{
        file: string;
    }>;
    readonly NO_SERVERS_DECLARED: MessageWords<{
        file: string;
    }>;
    readonly VARIANT_NAME_CLASH: ConfigWords<{
        file: string;
        of: string;
        variant: string;
        name: string;
        origin: string;
    }>;
    readonly SERVER_CWD_OUTSIDE: ConfigWords<{
        file: string;
        places: ReadonlyArray<{
            where: string;
            cwd: string;
            area: string;
        }>;
    }>;
    readonly MCP_CONFIG_UNREADABLE: ConfigWords<{
        file: string;
        reason: string;
    }>;
    readonly MCP_CONFIG_NO_SERVERS_OBJECT: ConfigWords<{
        file: string;
        key: string;
    }>;
    readonly MCP_CONFIG_SERVER_INVALID: ConfigWords<{
        file: string;
        server: string;
        reason: string;
    }>;
    readonly MCP_CONFIG_NOT_JSON: ConfigWords<{
        file: string;
        places: ReadonlyArray<{
            offset: number;
            code: string;
        }>;
    }>;
    readonly MCP_CONFIG_NOT_OBJECT: ConfigWords<{
        file: string;
    }>;
    readonly MCP_CONFIG_NOT_TOML: ConfigWords<{
        file: string;
        reason: string;
    }>;
    readonly GUARD_BUDGET_UNREADABLE: ConfigWords<{
        file: string;
        reason: string;
        where: string;
    }>;
    readonly GUARD_NO_SERVER: ConfigWords<{
        file: string;
        server: string;
        names: readonly string[];
    }>;
    readonly BASE_NOT_A_REPOSITORY: MessageWords<{
        ref: string;
    }>;
    readonly BASE_NO_SUCH_REF: MessageWords<{
        ref: string;
        remoteBranch: string;
    }>;
    readonly BASE_TOO_SHALLOW: MessageWords<{
        ref: string;
    }>;
    readonly REPORT_UNREADABLE: MessageWords<{
        purpose: string;
        file: string;
        reason: string;
    }>;
    readonly REPORT_TOO_DEEP: MessageWords<{
        purpose: string;
        file: string;
        levels: number;
        offset: number;
    }>;
    readonly REPORT_NOT_JSON: MessageWords<{
        purpose: string;
        file: string;
        offset?: string;
    }>;
    readonly REPORT_INVALID: MessageWords<{
        purpose: string;
        file: string;
        where: string;
        why: string;
    }>;
    readonly MERGE_NEEDS_REPORTS: MessageWords<None>;
    readonly MERGE_NOT_A_SHARD: MessageWords<{
        file: string;
    }>;
    /** The shards do not make one run: each problem as the check that found it wrote it. */
    readonly MERGE_SHARDS_DISAGREE: MessageWords<{
        problems: readonly string[];
    }>;
    readonly MERGE_UNPOLICED: MessageWords<{
        servers: readonly string[];
        file: string;
        base: string;
    }>;
    readonly MERGE_MEASURED_TWICE: MessageWords<{
        servers: readonly string[];
    }>;
    readonly MERGE_UNMEASURED: MessageWords<{
        servers: readonly string[];
        file: string;
    }>;
    readonly DRIFT_NEEDS_FIGURES: MessageWords<None>;
    readonly DRIFT_UNREADABLE: MessageWords<{
        file: string;
        reason: string;
    }>;
    readonly DRIFT_NOT_FIGURES: MessageWords<{
        at: string;
        problem: string;
    }>;
    readonly DRIFT_NO_FIGURES: MessageWords<{
        file: string;
        unfinished: boolean;
    }>;
    readonly DRIFT_OTHER_TOKENIZER: MessageWords<{
        file: string;
        tokenizer: string;
        budget: string;
        budgetTokenizer: string;
    }>;
    readonly DRIFT_UNKNOWN_SERVER: MessageWords<{
        file: string;
        server: string;
        budget: string;
    }>;
    readonly EXPLAIN_NO_FIXTURE: MessageWords<{
        file: string;
        fixture: string;
        fixtures: readonly string[];
    }>;
    readonly EXPLAIN_NO_SESSION: MessageWords<{
        file: string;
        session: string;
        sessions: readonly string[];
    }>;
    readonly EXPLAIN_FIXTURE_NOT_TOOL: MessageWords<{
        fixture: string;
        server: string;
        prompt?: string;
        resource?: string;
    }>;
    readonly EXPLAIN_SUBJECT_FORM: MessageWords<{
        subject: string;
        candidates: readonly string[];
    }>;
    readonly EXPLAIN_NO_SERVER: MessageWords<{
        server: string;
        file: string;
        servers: readonly string[];
    }>;
    readonly EXPLAIN_NO_TOOL: MessageWords<{
        server: string;
        tool: string;
        closest: readonly string[];
        tools: readonly string[];
    }>;
    readonly EXPLAIN_NOT_LISTED: MessageWords<{
        server: string;
        kind: string;
        name: string;
        listed: readonly string[];
    }>;
    readonly EXPLAIN_CURSOR_FIXTURE: MessageWords<None>;
    readonly SUGGEST_NO_FIXTURE: MessageWords<{
        file: string;
        fixture: string;
    }>;
    readonly SUGGEST_NO_SERVER: MessageWords<{
        server: string | undefined;
        file: string;
    }>;
    readonly SUGGEST_NO_TOOL: MessageWords<{
        server: string | undefined;
        tool: string;
    }>;
    readonly EXPLORE_NO_SERVER: MessageWords<{
        missing: readonly string[];
        file: string;
        servers: readonly string[];
    }>;
    readonly EXPLORE_NO_TOOL: MessageWords<{
        server: string;
        tool: string;
        closest: readonly string[];
        tools: readonly string[];
    }>;
};
type Table = typeof USER_ERROR_WORDS;
export type UserErrorCode = keyof Table;
export type UserErrorArgs<Code extends UserErrorCode> = Table[Code] extends MessageWords<infer Args> ? Args : Table[Code] extends ConfigWords<infer Args> ? Args : never;
/** The error of `code`, its words filled with `args`: what a throw site throws. */
export declare function userError<Code extends UserErrorCode>(code: Code, ...[args]: keyof UserErrorArgs<Code> extends never ? [] : [UserErrorArgs<Code>]): UsageError;
export {};
