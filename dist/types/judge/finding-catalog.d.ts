/** How bad a finding is: errors fail the run, warnings and notices are shown. */
export type Severity = 'error' | 'warning' | 'notice';
/**
 * What a code is when no budget key or flag changes it (`level`, under `when` if only then), and what else it can be
 * made (`else`): data a program reads (SARIF's rule level), and the README's sentence rendered from it.
 */
export type CatalogSeverity = {
    level: Severity;
    when?: string;
    else?: {
        level: ReadonlyArray<Severity | 'off'>;
        when: string;
        or?: true;
    };
} | {
    like: 'OVERSIZED_STALE';
};
/**
 * Every finding code: its severity, what it means and what to do, as the README's code table shows them (the
 * severity rendered by severityText). test/unit/findings-catalog.test.ts holds the README to this table.
 */
export declare const FINDING_CATALOG: {
    readonly TOOL_OVER_BUDGET: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'one tool definition exceeds `toolBytes`/`toolTokens`';
        readonly action: 'shorten the description or schema (`explain` shows where the bytes go), or raise the limit in a reviewed PR';
    };
    readonly TOTAL_OVER_BUDGET: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: "all definitions plus instructions (and every prompt, resource, resource template and skill listed) exceed `totalBytes`/`totalTokens`; the message names each list's share";
        readonly action: 'shrink the heaviest tools (`measure`)';
    };
    readonly PROMPT_OVER_BUDGET: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'one prompt as `prompts/list` sends it exceeds `promptBytes`/`promptTokens` (unset: `toolBytes`/`toolTokens`)';
        readonly action: 'shorten its description or arguments, or list it in `oversized` (`prompt:server/name`) in a reviewed PR';
    };
    readonly RESOURCE_OVER_BUDGET: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'one resource or resource template as listed exceeds `resourceBytes`/`resourceTokens` (unset: `toolBytes`/`toolTokens`)';
        readonly action: 'shorten its description, or list it in `oversized` (`resource:server/uri`) in a reviewed PR';
    };
    readonly SKILL_OVER_BUDGET: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'one skill entry as `skills/list` (the Skills extension) sends it exceeds `skillBytes`/`skillTokens` (unset: `toolBytes`/`toolTokens`)';
        readonly action: 'shorten its frontmatter (the description first), or list it in `oversized` (`skill:server/uri`) in a reviewed PR';
    };
    readonly LISTING_FAILED: {
        readonly severity: {
            readonly level: 'error';
            readonly else: {
                readonly level: readonly ["warning"];
                readonly when: 'for a `resources/templates/list` the server does not implement';
            };
        };
        readonly meaning: 'the server advertises prompts, resources or the Skills extension and the list answered with an error: it is not measured, nor in the totals';
        readonly action: 'make the list answer, or stop advertising the capability';
    };
    readonly DESCRIPTION_TOO_LONG: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'a description is longer than `descriptionChars`; hosts cut the rest silently';
        readonly action: 'shorten it; move detail to parameter descriptions';
    };
    readonly INSTRUCTIONS_TOO_LONG: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'server instructions longer than `descriptionChars`';
        readonly action: 'shorten them';
    };
    readonly NAME_TOO_LONG: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: '`mcp__server__tool` longer than `nameChars`';
        readonly action: 'shorten the tool or server name';
    };
    readonly DUPLICATE_TOOL_NAME: {
        readonly severity: {
            readonly level: 'error';
            readonly else: {
                readonly level: readonly ["warning"];
                readonly when: 'across servers when every host in `hosts` prefixes tool names with the server name';
            };
        };
        readonly meaning: 'two tools share a name (in one server, or across servers: one finding per set of servers)';
        readonly action: 'rename';
    };
    readonly TOO_MANY_TOOLS: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'more tools than `toolCount`';
        readonly action: 'merge or remove tools';
    };
    readonly TOOLS_LIST_UNSTABLE: {
        readonly severity: {
            readonly level: 'warning';
            readonly else: {
                readonly level: readonly ["error"];
                readonly when: 'with `stability.toolsList`';
            };
        };
        readonly meaning: 'two tools/list answers differ (order, timestamps, random ids); the message names the tool and the JSON path';
        readonly action: 'make tools/list deterministic: hosts cache the prompt prefix, and definitions come first';
    };
    readonly TOOLS_CHANGED_MID_SESSION: {
        readonly severity: {
            readonly level: 'warning';
            readonly else: {
                readonly level: readonly ["error"];
                readonly when: 'with `stability.toolsList`';
            };
        };
        readonly meaning: 'tools/list listed again after the fixtures ran differs from the first listing (with or without `notifications/tools/list_changed`): hosts write the whole definition block to their prompt cache again';
        readonly action: 'keep the list fixed during a conversation';
    };
    readonly INVALID_INPUT_SCHEMA: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'an `inputSchema` ajv cannot compile even read leniently, whose type is not `"object"`, or that cannot check a fixture\'s arguments (a `$ref` back to the value it checks)';
        readonly action: 'fix the schema';
    };
    readonly INPUT_SCHEMA_LENIENT: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: 'an `inputSchema` that breaks a rule only a strict reader of its dialect enforces (a rule of its meta-schema, such as unique `enum` items under draft-07 or a known `$schema`; a `pattern` escape valid only without the `u` flag): read leniently, it checks arguments';
        readonly action: 'make it valid under its dialect';
    };
    readonly OVERSIZED_GREW: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'a known-oversized subject grew past its entry';
        readonly action: 'bring it back down; raising the entry is a reviewed decision';
    };
    readonly OVERSIZED_STALE: {
        readonly severity: {
            readonly level: 'error';
            readonly else: {
                readonly level: readonly ["warning"];
                readonly when: 'with `ratchet.stale`';
                readonly or: true;
            };
        };
        readonly meaning: 'it shrank beyond `minDelta`, or fits the general limit again';
        readonly action: '`npx mcp-budget update` and commit budget.json';
    };
    readonly OVERSIZED_OBSOLETE: {
        readonly severity: {
            readonly like: 'OVERSIZED_STALE';
        };
        readonly meaning: "the entry's tool, server or fixture is gone";
        readonly action: '`npx mcp-budget update` and commit';
    };
    readonly OVERSIZED_RENAMED: {
        readonly severity: {
            readonly like: 'OVERSIZED_STALE';
        };
        readonly meaning: 'against the base, a tool with an `oversized` entry was renamed (the same definition apart from the name): the entry follows it, under its old name';
        readonly action: "rename the entry's key in budget.json to the new name, numbers unchanged";
    };
    readonly GROWTH_OVER_BUDGET: {
        readonly severity: {
            readonly level: 'error';
            readonly else: {
                readonly level: readonly ["warning"];
                readonly when: 'when growth is accepted';
            };
        };
        readonly meaning: 'against the base branch, a tool or the total grew past a `growth` gate (percent or absolute)';
        readonly action: 'shrink it, or accept the growth in review: raise the gate in budget.json, or label the pull request `mcp-budget: accept growth`';
    };
    readonly BREAKING_CHANGE: {
        readonly severity: {
            readonly level: 'warning';
            readonly else: {
                readonly level: readonly ["error", "off"];
                readonly when: 'with `breakingChanges`';
            };
        };
        readonly meaning: 'against the base, a tool change that breaks callers, at any depth of its schemas: a tool removed, a parameter removed or newly required, a type, enum or union narrowed, a bound added, an output field removed or widened, a hint that promises less (`readOnlyHint` off, `destructiveHint` on)';
        readonly action: "keep it compatible (add, deprecate, then remove), or release the version it names (a major; below 1.0.0 as npm's caret reads it)";
    };
    readonly SEMVER_BUMP_TOO_SMALL: {
        readonly severity: {
            readonly level: 'error';
            readonly else: {
                readonly level: readonly ["off"];
                readonly when: 'with `breakingChanges`';
            };
        };
        readonly meaning: 'the change releases a version (package.json, pyproject.toml or Cargo.toml differs from the base) whose bump is smaller than its tool changes need';
        readonly action: 'release the version it names, or make the changes compatible';
    };
    readonly BASE_UNMEASURED: {
        readonly severity: {
            readonly level: 'error';
            readonly when: 'with `growth` gates';
            readonly else: {
                readonly level: readonly ["warning"];
                readonly when: 'with `growth.unmeasuredBase: "warning"`, without gates, or when budget.json is new in the change';
            };
        };
        readonly meaning: "against the base branch, a base server (or the whole base) could not be measured: it did not start in the merge base's worktree (no `node_modules` or `dist/`), `--base-setup` failed, no budget at the merge base, or the saved base report has no figures for it; its tools are not compared and the growth gates have no answer";
        readonly action: '`--base-setup "npm ci && npm run build"` (Action input `base-setup`), or the base commit\'s saved report (`--base-report`)';
    };
    readonly MEASURED_TOOLS_HIDDEN: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'against the base, tools the base measured are hidden from measurement by the client capabilities the change declares; hosts that declare more still send them';
        readonly action: 'declare the capabilities the base declared, so every tool a host can see is measured';
    };
    readonly BUDGET_RAISED: {
        readonly severity: {
            readonly level: 'warning';
            readonly else: {
                readonly level: readonly ["error"];
                readonly when: 'with `raises: fail`';
            };
        };
        readonly meaning: 'against the base branch, a change to budget.json (or an imported server config) that lets more through or lets a server reach more: a limit raised or removed, a new oversized entry, hidden tools, a looser ratchet, a widened sandbox… (one line each, old → new)';
        readonly action: 'review it: this is the line to approve';
    };
    readonly RESULT_OVER_BUDGET: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'a fixture result exceeds its token or byte ceiling (also: a result over the message cap, measured in bytes only)';
        readonly action: 'project fields, bound the page, add a cursor';
    };
    readonly LINKED_RESOURCE_OVER_BUDGET: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: "a resource a fixture result links to (`resource_link`, read with `resources/read`) exceeds the result's ceiling: hosts that follow links load it whole";
        readonly action: 'bound the linked resource like a result, or return the part the model needs';
    };
    readonly PAGE_OVER_BUDGET: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'one page of a cursor walk exceeds the ceiling';
        readonly action: 'budget the page size in tokens';
    };
    readonly ARGUMENTS_INVALID: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: "fixture arguments do not match the tool's `inputSchema`, or a `fromFixture` cursor is missing";
        readonly action: 'update the fixture';
    };
    readonly OUTPUT_SCHEMA_MISMATCH: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: "`structuredContent` does not match the tool's `outputSchema`, or the `outputSchema` cannot be used";
        readonly action: 'fix the result or the schema';
    };
    readonly MISSING_STRUCTURED_CONTENT: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'the tool declares an `outputSchema` but returned no `structuredContent`';
        readonly action: 'return it';
    };
    readonly PAGINATION_DUPLICATE: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'a record (by `key`) came back on two pages';
        readonly action: 'keyset cursors, not shifting offsets';
    };
    readonly PAGINATION_GAP: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'the result states a `total` the walk did not reach';
        readonly action: 'make every record reachable';
    };
    readonly PAGINATION_LOOP: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'a cursor repeated, an empty page claimed more, or the walk passed `maxPages` (also for `tools/list`)';
        readonly action: 'make cursors advance and end';
    };
    readonly TRUNCATION_NOT_IN_BAND: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'the `hasMore` flag disagrees with the cursor, or a cursor promised records that did not exist';
        readonly action: 'say truncation in the result itself';
    };
    readonly EXPECTATION_FAILED: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: '`expect` did not hold (or a fixture without `expect` returned an error); shows what came back';
        readonly action: 'fix the tool or the fixture';
    };
    readonly PROMPT_NOT_FOUND: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'a prompt fixture names a prompt its server does not list in `prompts/list` (or a server without prompts); it was not asked for';
        readonly action: "correct the fixture's `prompt`";
    };
    readonly RESOURCE_NOT_FOUND: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: "a resource fixture's `resources/read` answered an error (or the server has no resources): no figure";
        readonly action: "correct the fixture's `resource` URI";
    };
    readonly TOOL_NOT_FOUND: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'a fixture names a tool or server that does not exist';
        readonly action: 'correct the fixture';
    };
    readonly PRETTY_PRINTED_TEXT: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: 'a text block is indented JSON; states the tokens a compact mirror saves (not said of a JSON file a fixture reads by its path and gets verbatim, nor STRING_WRAPPED_STRUCTURED of its text)';
        readonly action: '`JSON.stringify(value)` without indentation';
    };
    readonly STRING_WRAPPED_STRUCTURED: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: '`structuredContent` is `{"result": "<json string>"}`: the payload sent again, escaped';
        readonly action: 'return the object itself';
    };
    readonly RESULT_UNSTABLE: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: "a fixture's size varied between `runs`";
        readonly action: 'add `normalize` rules';
    };
    readonly BINARY_CONTENT: {
        readonly severity: {
            readonly level: 'notice';
        };
        readonly meaning: 'base64 payloads (images, audio, blobs) in a result, in bytes';
        readonly action: '—';
    };
    readonly HOST_DESCRIPTION_CUT: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'a host in `hosts` cuts this description (or the server instructions) at its limit, silently';
        readonly action: 'shorten it below the cut; the essential part first';
    };
    readonly HOST_NAME_TOO_LONG: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: "the name a host in `hosts` gives the tool (its prefix included) is over that host's limit";
        readonly action: 'shorten the tool or server name';
    };
    readonly HOST_NAME_SHORTENED: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: "a host in `hosts` shortens the tool's name to fit its limit (Codex: a hash suffix past 64 bytes; Gemini CLI: the middle elided past 63 characters): the model sees a name the author did not choose";
        readonly action: 'shorten the tool or server name';
    };
    readonly HOST_RESULT_SPILLED: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: 'a host in `hosts` saves a fixture result to a file instead of giving it to the model (Claude Code over 50,000 characters: the model reads a reference and a preview; over 25,000 tokens: only a note naming the file)';
        readonly action: 'page the result, or declare `_meta["anthropic/maxResultSizeChars"]` on a tool whose results must stay inline';
    };
    readonly HOST_TOO_MANY_TOOLS: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'more tools than a host in `hosts` accepts (VS Code Copilot 128, Cursor 80, Gemini 512…), its own built-in tools (`reservedTools`) counted';
        readonly action: 'merge or remove tools, or offer them in groups';
    };
    readonly HOST_SCHEMA_STRIPPED: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: 'an input schema uses a keyword a host in `hosts` drops or rewrites (a root-level `anyOf` for Claude Code; `default`, `format`, bounds and the like for Codex, which keeps a JSON Schema subset; `format`, bounds and patterns for Copilot CLI, which moves them into the description)';
        readonly action: 'keep to type, description, enum, items, properties and required; say formats, defaults and bounds in the description';
    };
    readonly ANTHROPIC_COUNT_FAILED: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: "`--anthropic-count` could not count a host's payload of a server with Anthropic's token-counting API (an HTTP error, no key accepted, a timeout): that host's tokens are the o200k estimate";
        readonly action: 'check `ANTHROPIC_API_KEY` and `--anthropic-model`, or run again when the API answers (429, 529)';
    };
    readonly HOST_RESULT_OVER_CAP: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'what a host in `hosts` receives of a fixture result (its result channel) is over its token cap';
        readonly action: 'page the result and project the fields the model needs';
    };
    readonly HOST_CUT_CROSSED: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: "with `--base`: a description or fixture result the base's host view received whole now runs past that host's cut (or is spilled to a file); the message quotes the start of the text the model no longer reads";
        readonly action: 'shorten it, or move what it loses before the cut';
    };
    readonly HOST_DEFERRAL_CROSSED: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: "with `--base`: this change tips a host in `hosts` to the other side of its deferral threshold (Copilot CLI past 30 tools, VS Code past its virtual-tools threshold): it now holds the servers' definitions back behind tool search, or sends them all up front again; the message gives the tool counts and the session start on each side";
        readonly action: 'keep the tool count on the side you meant (fewer or grouped tools), or accept the new session start';
    };
    readonly HOST_OVER_BUDGET: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: "a host's own figure is over its `hostLimits` entry: session-start tokens, one tool as that host sends it, or one result as its model receives it";
        readonly action: 'shrink it as that host counts it, or raise the limit in a reviewed PR';
    };
    readonly SESSION_OVER_BUDGET: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'a session (`sessions`: fixtures called in order) costs more than `sessionTokens` on a host in `hosts`, summed over its model requests: the definitions as that host sends them in each, and every earlier result as it keeps it, replayed; the message names the host and the turn that crossed the limit';
        readonly action: 'shrink what every turn carries (definitions, instructions) or what each later turn replays (page or project the results), or list the session in `oversized` (`session:<name>`) in a reviewed PR';
    };
    readonly STARTUP_PAST_HOST_WAIT: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: "a server's slowest start (spawn to `tools/list` answered, over `--starts`) is past how long a host in `hosts` waits for it before its first model request (its profile's `startupWait`, recorded: Codex 1 s for an optional server, Claude Code, Qwen Code and opencode 30 s, Gemini CLI 600 s; or `hostLimits.<host>.startupWaitMs`): that host goes on without the server, and its first turn lacks the server's tools. A timing of this machine: never an error";
        readonly action: "make the server ready sooner (list tools before slow set-up, install instead of fetching at start), or tell users to raise the host's wait (the setting the message names)";
    };
    readonly STARTUP_HOST_NO_WAIT: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: "a host in `hosts` sends its first model request without waiting for MCP servers (Qwen Code's interactive session) and a server's slowest start is past 5,000 ms (the shortest start-up wait Qwen Code gives any server): the first turn lacks its tools. A timing of this machine: never an error";
        readonly action: 'make the server ready sooner (list tools before slow set-up), or tell users how to make the host wait (the setting the message names)';
    };
    readonly HOST_RESULT_CUT: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: 'a host in `hosts` cuts a fixture result before its model reads it (Codex and Gemini CLI keep its head and tail, opencode its first lines) and the cursor survives: the message says how many tokens the model reads of how many and where the lost text starts';
        readonly action: 'page the result or project the fields the model needs, so it fits the cut whole';
    };
    readonly TRUNCATED_BY_HOST: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: "a host's cut of a fixture result (Codex's and Gemini CLI's head and tail, Copilot CLI's head, Claude Code's spill preview) loses the cursor to the next page";
        readonly action: 'keep results under the cut, or put the cursor where the cut keeps it';
    };
    readonly RESULT_TYPE_MISSING: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'a result in the 2026-07-28 era carries no `resultType` ([basic#resulttype](https://modelcontextprotocol.io/specification/2026-07-28/basic/index#resulttype))';
        readonly action: 'add `"resultType": "complete"` to every result';
    };
    readonly CACHE_HINTS_MISSING: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: '`server/discover`, a page of `tools/list`, `prompts/list`, `resources/list`, `resources/templates/list` or `skills/list` (the Skills extension), or a `resources/read` answer lacks `ttlMs` (>= 0) or `cacheScope` ([caching](https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#cacheable-results))';
        readonly action: 'send both on every cacheable result';
    };
    readonly CACHE_SCOPE_VARIES: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'the pages of one listing (a walk from the first page) say different `cacheScope`s: a shared cache would hold part of a private list';
        readonly action: 'the same `cacheScope` on every page (`private` if any page depends on who asks)';
    };
    readonly CACHE_TTL_ZERO: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: '`tools/list` says `ttlMs: 0`: immediately stale, hosts may fetch the definitions again before every use ([ttl](https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#time-to-live-ttl-field))';
        readonly action: 'a ttlMs as long as the list holds';
    };
    readonly CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: 'a server sent credentials (headers) answered with `cacheScope: "public"`: shared caches may serve it across credentials ([security](https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#security-considerations))';
        readonly action: '`private` when the answer depends on who asks';
    };
    readonly INPUT_REQUIRED_UNANSWERED: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: "a tool answered `input_required` asking for input the fixture's `inputResponses` does not supply (or asked for more than 8 rounds); the call stopped there ([mrtr](https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr))";
        readonly action: 'add the answers to `inputResponses`, by request key';
    };
    readonly ERA_PARITY: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: 'a dual-era server gives `server/discover` and `initialize` different instructions or tools ([versioning](https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning#backward-compatibility-with-initialization-based-versions))';
        readonly action: 'serve both eras the same tools and instructions';
    };
    readonly SERVER_START_FAILED: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'command not found, exited before the handshake (or, as a warning, an imported server skipped as unresolvable)';
        readonly action: 'run the command by hand';
    };
    readonly SERVER_TIMEOUT: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'no answer within `timeouts.startupMs`/`requestMs`/`totalMs`';
        readonly action: 'fix the server or raise the timeout';
    };
    readonly SERVER_CRASHED: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'the server exited during listing or a call (exit code or signal and its last stderr lines are shown)';
        readonly action: 'fix the crash';
    };
    readonly PROTOCOL_ERROR: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'invalid JSON-RPC on stdout, an error answer to `tools/list`, a malformed tools list, or a server that stopped reading its input';
        readonly action: 'fix the server';
    };
    readonly SERVER_LIMIT_HIT: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: 'a bound on what one server may use cut it: memory (2 GiB per process), processes (1,024 with threads), file size (256 MiB) or disk (256 MiB for its HOME and TMPDIR, the same for /dev/shm); the message names the bound';
        readonly action: 'find what grows without end: a sound server stays far below every bound (see [Sandbox](#sandbox))';
    };
    readonly SANDBOX_UNAVAILABLE: {
        readonly severity: {
            readonly level: 'warning';
            readonly else: {
                readonly level: readonly ["error"];
                readonly when: 'with `sandbox.require`, exit 3';
            };
        };
        readonly meaning: 'a sandbox layer (pid, mount, user, network) could not be had here; the message names each and what it leaves open (with `require`, the server was not started)';
        readonly action: 'see [Sandbox](#sandbox)';
    };
    readonly CAPABILITY_HIDDEN_TOOLS: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: 'a second listing as the richest client (roots, sampling, elicitation, tasks) shows tools the declared `clientCapabilities` hide: they are measured and held to the limits as that client is listed them (counted, first ones named with their bytes)';
        readonly action: "declare the capabilities your users' hosts declare in `clientCapabilities`; `init` writes them when they reveal more tools. The second listing runs on pull-request runs and in `init` (`stability.capabilities`: `true` every check, `false` never)";
    };
    readonly ENV_VARIABLE_UNSET: {
        readonly severity: {
            readonly level: 'error';
        };
        readonly meaning: "a server's `env` names `${VAR}` and VAR is not set where mcp-budget runs: the server ran with it empty, and tools it lists only with VAR set (a token's write tools) were not measured; a server imported from `mcpConfig` that names `${VAR}` with no default (or `${env:NAME}`, VS Code's and Cursor's, which have none) was not started at all, and none of its tools were measured; on a pull request, a value the base's config did not give the server (a `${VAR}` of its `env`, a header whose value comes from the job, a name `sandbox.passEnv` passes, or an imported `envFile`: a new file, or new content) is withheld, and the server ran without it";
        readonly action: 'set VAR where mcp-budget runs (a CI secret), or write `${VAR:-}` when it is optional (for `${env:NAME}`, set it empty). `init` writes no budget while it stands, so totals never leave out a server CI measures';
    };
    readonly STDOUT_NOISE: {
        readonly severity: {
            readonly level: 'warning';
        };
        readonly meaning: 'the server printed non-JSON-RPC lines on stdout (skipped, first lines shown)';
        readonly action: 'log to stderr';
    };
};
/** The code's level when nothing changes it: SARIF's rule level. */
export declare function defaultLevel(severity: CatalogSeverity): Severity;
/** The severity as the README's table says it: `warning (error with \`stability.toolsList\`)`. */
export declare function severityText(severity: CatalogSeverity): string;
