import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/judge/finding-catalog.ts
var FINDING_CATALOG = {
  // definitions
  TOOL_OVER_BUDGET: {
    severity: { level: "error" },
    meaning: "one tool definition exceeds `toolBytes`/`toolTokens`",
    action: "shorten the description or schema (`explain` shows where the bytes go), or raise the limit in a reviewed PR"
  },
  TOTAL_OVER_BUDGET: {
    severity: { level: "error" },
    meaning: "all definitions plus instructions (and every prompt, resource, resource template and skill listed) exceed `totalBytes`/`totalTokens`; the message names each list's share",
    action: "shrink the heaviest tools (`measure`)"
  },
  PROMPT_OVER_BUDGET: {
    severity: { level: "error" },
    meaning: "one prompt as `prompts/list` sends it exceeds `promptBytes`/`promptTokens` (unset: `toolBytes`/`toolTokens`)",
    action: "shorten its description or arguments, or list it in `oversized` (`prompt:server/name`) in a reviewed PR"
  },
  RESOURCE_OVER_BUDGET: {
    severity: { level: "error" },
    meaning: "one resource or resource template as listed exceeds `resourceBytes`/`resourceTokens` (unset: `toolBytes`/`toolTokens`)",
    action: "shorten its description, or list it in `oversized` (`resource:server/uri`) in a reviewed PR"
  },
  SKILL_OVER_BUDGET: {
    severity: { level: "error" },
    meaning: "one skill entry as `skills/list` (the Skills extension) sends it exceeds `skillBytes`/`skillTokens` (unset: `toolBytes`/`toolTokens`)",
    action: "shorten its frontmatter (the description first), or list it in `oversized` (`skill:server/uri`) in a reviewed PR"
  },
  LISTING_FAILED: {
    severity: {
      level: "error",
      else: { level: ["warning"], when: "for a `resources/templates/list` the server does not implement" }
    },
    meaning: "the server advertises prompts, resources or the Skills extension and the list answered with an error: it is not measured, nor in the totals",
    action: "make the list answer, or stop advertising the capability"
  },
  DESCRIPTION_TOO_LONG: {
    severity: { level: "error" },
    meaning: "a description is longer than `descriptionChars`; hosts cut the rest silently",
    action: "shorten it; move detail to parameter descriptions"
  },
  INSTRUCTIONS_TOO_LONG: {
    severity: { level: "error" },
    meaning: "server instructions longer than `descriptionChars`",
    action: "shorten them"
  },
  NAME_TOO_LONG: {
    severity: { level: "error" },
    meaning: "`mcp__server__tool` longer than `nameChars`",
    action: "shorten the tool or server name"
  },
  DUPLICATE_TOOL_NAME: {
    severity: {
      level: "error",
      else: {
        level: ["warning"],
        when: "across servers when every host in `hosts` prefixes tool names with the server name"
      }
    },
    meaning: "two tools share a name (in one server, or across servers: one finding per set of servers)",
    action: "rename"
  },
  TOO_MANY_TOOLS: {
    severity: { level: "error" },
    meaning: "more tools than `toolCount`",
    action: "merge or remove tools"
  },
  TOOLS_LIST_UNSTABLE: {
    severity: { level: "warning", else: { level: ["error"], when: "with `stability.toolsList`" } },
    meaning: "two tools/list answers differ (order, timestamps, random ids); the message names the tool and the JSON path",
    action: "make tools/list deterministic: hosts cache the prompt prefix, and definitions come first"
  },
  TOOLS_CHANGED_MID_SESSION: {
    severity: { level: "warning", else: { level: ["error"], when: "with `stability.toolsList`" } },
    meaning: "tools/list listed again after the fixtures ran differs from the first listing (with or without `notifications/tools/list_changed`): hosts write the whole definition block to their prompt cache again",
    action: "keep the list fixed during a conversation"
  },
  INVALID_INPUT_SCHEMA: {
    severity: { level: "error" },
    meaning: 'an `inputSchema` ajv cannot compile even read leniently, whose type is not `"object"`, or that cannot check a fixture\'s arguments (a `$ref` back to the value it checks)',
    action: "fix the schema"
  },
  INPUT_SCHEMA_LENIENT: {
    severity: { level: "warning" },
    meaning: "an `inputSchema` that breaks a rule only a strict reader of its dialect enforces (a rule of its meta-schema, such as unique `enum` items under draft-07 or a known `$schema`; a `pattern` escape valid only without the `u` flag): read leniently, it checks arguments",
    action: "make it valid under its dialect"
  },
  // ratchet
  OVERSIZED_GREW: {
    severity: { level: "error" },
    meaning: "a known-oversized subject grew past its entry",
    action: "bring it back down; raising the entry is a reviewed decision"
  },
  OVERSIZED_STALE: {
    severity: { level: "error", else: { level: ["warning"], when: "with `ratchet.stale`", or: true } },
    meaning: "it shrank beyond `minDelta`, or fits the general limit again",
    action: "`npx mcp-budget update` and commit budget.json"
  },
  OVERSIZED_OBSOLETE: {
    severity: { like: "OVERSIZED_STALE" },
    meaning: "the entry's tool, server or fixture is gone",
    action: "`npx mcp-budget update` and commit"
  },
  OVERSIZED_RENAMED: {
    severity: { like: "OVERSIZED_STALE" },
    meaning: "against the base, a tool with an `oversized` entry was renamed (the same definition apart from the name): the entry follows it, under its old name",
    action: "rename the entry's key in budget.json to the new name, numbers unchanged"
  },
  GROWTH_OVER_BUDGET: {
    severity: { level: "error", else: { level: ["warning"], when: "when growth is accepted" } },
    meaning: "against the base branch, a tool or the total grew past a `growth` gate (percent or absolute)",
    action: "shrink it, or accept the growth in review: raise the gate in budget.json, or label the pull request `mcp-budget: accept growth`"
  },
  BREAKING_CHANGE: {
    severity: { level: "warning", else: { level: ["error", "off"], when: "with `breakingChanges`" } },
    meaning: "against the base, a tool change that breaks callers, at any depth of its schemas: a tool removed, a parameter removed or newly required, a type, enum or union narrowed, a bound added, an output field removed or widened, a hint that promises less (`readOnlyHint` off, `destructiveHint` on)",
    action: "keep it compatible (add, deprecate, then remove), or release the version it names (a major; below 1.0.0 as npm's caret reads it)"
  },
  SEMVER_BUMP_TOO_SMALL: {
    severity: { level: "error", else: { level: ["off"], when: "with `breakingChanges`" } },
    meaning: "the change releases a version (package.json, pyproject.toml or Cargo.toml differs from the base) whose bump is smaller than its tool changes need",
    action: "release the version it names, or make the changes compatible"
  },
  BASE_UNMEASURED: {
    severity: {
      level: "error",
      when: "with `growth` gates",
      else: {
        level: ["warning"],
        when: 'with `growth.unmeasuredBase: "warning"`, without gates, or when budget.json is new in the change'
      }
    },
    meaning: "against the base branch, a base server (or the whole base) could not be measured: it did not start in the merge base's worktree (no `node_modules` or `dist/`), `--base-setup` failed, no budget at the merge base, or the saved base report has no figures for it; its tools are not compared and the growth gates have no answer",
    action: '`--base-setup "npm ci && npm run build"` (Action input `base-setup`), or the base commit\'s saved report (`--base-report`)'
  },
  MEASURED_TOOLS_HIDDEN: {
    severity: { level: "error" },
    meaning: "against the base, tools the base measured are hidden from measurement by the client capabilities the change declares; hosts that declare more still send them",
    action: "declare the capabilities the base declared, so every tool a host can see is measured"
  },
  BUDGET_RAISED: {
    severity: { level: "warning", else: { level: ["error"], when: "with `raises: fail`" } },
    meaning: "against the base branch, a change to budget.json (or an imported server config) that lets more through or lets a server reach more: a limit raised or removed, a new oversized entry, hidden tools, a looser ratchet, a widened sandbox… (one line each, old → new)",
    action: "review it: this is the line to approve"
  },
  // results
  RESULT_OVER_BUDGET: {
    severity: { level: "error" },
    meaning: "a fixture result exceeds its token or byte ceiling (also: a result over the message cap, measured in bytes only)",
    action: "project fields, bound the page, add a cursor"
  },
  LINKED_RESOURCE_OVER_BUDGET: {
    severity: { level: "error" },
    meaning: "a resource a fixture result links to (`resource_link`, read with `resources/read`) exceeds the result's ceiling: hosts that follow links load it whole",
    action: "bound the linked resource like a result, or return the part the model needs"
  },
  PAGE_OVER_BUDGET: {
    severity: { level: "error" },
    meaning: "one page of a cursor walk exceeds the ceiling",
    action: "budget the page size in tokens"
  },
  ARGUMENTS_INVALID: {
    severity: { level: "error" },
    meaning: "fixture arguments do not match the tool's `inputSchema`, or a `fromFixture` cursor is missing",
    action: "update the fixture"
  },
  OUTPUT_SCHEMA_MISMATCH: {
    severity: { level: "error" },
    meaning: "`structuredContent` does not match the tool's `outputSchema`, or the `outputSchema` cannot be used",
    action: "fix the result or the schema"
  },
  MISSING_STRUCTURED_CONTENT: {
    severity: { level: "error" },
    meaning: "the tool declares an `outputSchema` but returned no `structuredContent`",
    action: "return it"
  },
  PAGINATION_DUPLICATE: {
    severity: { level: "error" },
    meaning: "a record (by `key`) came back on two pages",
    action: "keyset cursors, not shifting offsets"
  },
  PAGINATION_GAP: {
    severity: { level: "error" },
    meaning: "the result states a `total` the walk did not reach",
    action: "make every record reachable"
  },
  PAGINATION_LOOP: {
    severity: { level: "error" },
    meaning: "a cursor repeated, an empty page claimed more, or the walk passed `maxPages` (also for `tools/list`)",
    action: "make cursors advance and end"
  },
  TRUNCATION_NOT_IN_BAND: {
    severity: { level: "error" },
    meaning: "the `hasMore` flag disagrees with the cursor, or a cursor promised records that did not exist",
    action: "say truncation in the result itself"
  },
  EXPECTATION_FAILED: {
    severity: { level: "error" },
    meaning: "`expect` did not hold (or a fixture without `expect` returned an error); shows what came back",
    action: "fix the tool or the fixture"
  },
  PROMPT_NOT_FOUND: {
    severity: { level: "error" },
    meaning: "a prompt fixture names a prompt its server does not list in `prompts/list` (or a server without prompts); it was not asked for",
    action: "correct the fixture's `prompt`"
  },
  RESOURCE_NOT_FOUND: {
    severity: { level: "error" },
    meaning: "a resource fixture's `resources/read` answered an error (or the server has no resources): no figure",
    action: "correct the fixture's `resource` URI"
  },
  TOOL_NOT_FOUND: {
    severity: { level: "error" },
    meaning: "a fixture names a tool or server that does not exist",
    action: "correct the fixture"
  },
  PRETTY_PRINTED_TEXT: {
    severity: { level: "warning" },
    meaning: "a text block is indented JSON; states the tokens a compact mirror saves (not said of a JSON file a fixture reads by its path and gets verbatim, nor STRING_WRAPPED_STRUCTURED of its text)",
    action: "`JSON.stringify(value)` without indentation"
  },
  STRING_WRAPPED_STRUCTURED: {
    severity: { level: "warning" },
    meaning: '`structuredContent` is `{"result": "<json string>"}`: the payload sent again, escaped',
    action: "return the object itself"
  },
  RESULT_UNSTABLE: {
    severity: { level: "warning" },
    meaning: "a fixture's size varied between `runs`",
    action: "add `normalize` rules"
  },
  BINARY_CONTENT: {
    severity: { level: "notice" },
    meaning: "base64 payloads (images, audio, blobs) in a result, in bytes",
    action: "—"
  },
  // hosts
  HOST_DESCRIPTION_CUT: {
    severity: { level: "error" },
    meaning: "a host in `hosts` cuts this description (or the server instructions) at its limit, silently",
    action: "shorten it below the cut; the essential part first"
  },
  HOST_NAME_TOO_LONG: {
    severity: { level: "error" },
    meaning: "the name a host in `hosts` gives the tool (its prefix included) is over that host's limit",
    action: "shorten the tool or server name"
  },
  HOST_NAME_SHORTENED: {
    severity: { level: "warning" },
    meaning: "a host in `hosts` shortens the tool's name to fit its limit (Codex: a hash suffix past 64 bytes; Gemini CLI: the middle elided past 63 characters): the model sees a name the author did not choose",
    action: "shorten the tool or server name"
  },
  HOST_RESULT_SPILLED: {
    severity: { level: "warning" },
    meaning: "a host in `hosts` saves a fixture result to a file instead of giving it to the model (Claude Code over 50,000 characters: the model reads a reference and a preview; over 25,000 tokens: only a note naming the file)",
    action: 'page the result, or declare `_meta["anthropic/maxResultSizeChars"]` on a tool whose results must stay inline'
  },
  HOST_TOO_MANY_TOOLS: {
    severity: { level: "error" },
    meaning: "more tools than a host in `hosts` accepts (VS Code Copilot 128, Cursor 80, Gemini 512…), its own built-in tools (`reservedTools`) counted",
    action: "merge or remove tools, or offer them in groups"
  },
  HOST_SCHEMA_STRIPPED: {
    severity: { level: "warning" },
    meaning: "an input schema uses a keyword a host in `hosts` drops or rewrites (a root-level `anyOf` for Claude Code; `default`, `format`, bounds and the like for Codex, which keeps a JSON Schema subset; `format`, bounds and patterns for Copilot CLI, which moves them into the description)",
    action: "keep to type, description, enum, items, properties and required; say formats, defaults and bounds in the description"
  },
  ANTHROPIC_COUNT_FAILED: {
    severity: { level: "warning" },
    meaning: "`--anthropic-count` could not count a host's payload of a server with Anthropic's token-counting API (an HTTP error, no key accepted, a timeout): that host's tokens are the o200k estimate",
    action: "check `ANTHROPIC_API_KEY` and `--anthropic-model`, or run again when the API answers (429, 529)"
  },
  HOST_RESULT_OVER_CAP: {
    severity: { level: "error" },
    meaning: "what a host in `hosts` receives of a fixture result (its result channel) is over its token cap",
    action: "page the result and project the fields the model needs"
  },
  HOST_CUT_CROSSED: {
    severity: { level: "warning" },
    meaning: "with `--base`: a description or fixture result the base's host view received whole now runs past that host's cut (or is spilled to a file); the message quotes the start of the text the model no longer reads",
    action: "shorten it, or move what it loses before the cut"
  },
  HOST_DEFERRAL_CROSSED: {
    severity: { level: "warning" },
    meaning: "with `--base`: this change tips a host in `hosts` to the other side of its deferral threshold (Copilot CLI past 30 tools, VS Code past its virtual-tools threshold): it now holds the servers' definitions back behind tool search, or sends them all up front again; the message gives the tool counts and the session start on each side",
    action: "keep the tool count on the side you meant (fewer or grouped tools), or accept the new session start"
  },
  HOST_OVER_BUDGET: {
    severity: { level: "error" },
    meaning: "a host's own figure is over its `hostLimits` entry: session-start tokens, one tool as that host sends it, or one result as its model receives it",
    action: "shrink it as that host counts it, or raise the limit in a reviewed PR"
  },
  SESSION_OVER_BUDGET: {
    severity: { level: "error" },
    meaning: "a session (`sessions`: fixtures called in order) costs more than `sessionTokens` on a host in `hosts`, summed over its model requests: the definitions as that host sends them in each, and every earlier result as it keeps it, replayed; the message names the host and the turn that crossed the limit",
    action: "shrink what every turn carries (definitions, instructions) or what each later turn replays (page or project the results), or list the session in `oversized` (`session:<name>`) in a reviewed PR"
  },
  STARTUP_PAST_HOST_WAIT: {
    severity: { level: "warning" },
    meaning: "a server's slowest start (spawn to `tools/list` answered, over `--starts`) is past how long a host in `hosts` waits for it before its first model request (its profile's `startupWait`, recorded: Codex 1 s for an optional server, Claude Code, Qwen Code and opencode 30 s, Gemini CLI 600 s; or `hostLimits.<host>.startupWaitMs`): that host goes on without the server, and its first turn lacks the server's tools. A timing of this machine: never an error",
    action: "make the server ready sooner (list tools before slow set-up, install instead of fetching at start), or tell users to raise the host's wait (the setting the message names)"
  },
  STARTUP_HOST_NO_WAIT: {
    severity: { level: "warning" },
    meaning: "a host in `hosts` sends its first model request without waiting for MCP servers (Qwen Code's interactive session) and a server's slowest start is past 5,000 ms (the shortest start-up wait Qwen Code gives any server): the first turn lacks its tools. A timing of this machine: never an error",
    action: "make the server ready sooner (list tools before slow set-up), or tell users how to make the host wait (the setting the message names)"
  },
  HOST_RESULT_CUT: {
    severity: { level: "warning" },
    meaning: "a host in `hosts` cuts a fixture result before its model reads it (Codex and Gemini CLI keep its head and tail, opencode its first lines) and the cursor survives: the message says how many tokens the model reads of how many and where the lost text starts",
    action: "page the result or project the fields the model needs, so it fits the cut whole"
  },
  TRUNCATED_BY_HOST: {
    severity: { level: "error" },
    meaning: "a host's cut of a fixture result (Codex's and Gemini CLI's head and tail, Copilot CLI's head, Claude Code's spill preview) loses the cursor to the next page",
    action: "keep results under the cut, or put the cursor where the cut keeps it"
  },
  // revision 2026-07-28
  RESULT_TYPE_MISSING: {
    severity: { level: "error" },
    meaning: "a result in the 2026-07-28 era carries no `resultType` ([basic#resulttype](https://modelcontextprotocol.io/specification/2026-07-28/basic/index#resulttype))",
    action: 'add `"resultType": "complete"` to every result'
  },
  CACHE_HINTS_MISSING: {
    severity: { level: "error" },
    meaning: "`server/discover`, a page of `tools/list`, `prompts/list`, `resources/list`, `resources/templates/list` or `skills/list` (the Skills extension), or a `resources/read` answer lacks `ttlMs` (>= 0) or `cacheScope` ([caching](https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#cacheable-results))",
    action: "send both on every cacheable result"
  },
  CACHE_SCOPE_VARIES: {
    severity: { level: "error" },
    meaning: "the pages of one listing (a walk from the first page) say different `cacheScope`s: a shared cache would hold part of a private list",
    action: "the same `cacheScope` on every page (`private` if any page depends on who asks)"
  },
  CACHE_TTL_ZERO: {
    severity: { level: "warning" },
    meaning: "`tools/list` says `ttlMs: 0`: immediately stale, hosts may fetch the definitions again before every use ([ttl](https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#time-to-live-ttl-field))",
    action: "a ttlMs as long as the list holds"
  },
  CACHE_SCOPE_PUBLIC_WITH_CREDENTIALS: {
    severity: { level: "warning" },
    meaning: 'a server sent credentials (headers) answered with `cacheScope: "public"`: shared caches may serve it across credentials ([security](https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#security-considerations))',
    action: "`private` when the answer depends on who asks"
  },
  INPUT_REQUIRED_UNANSWERED: {
    severity: { level: "error" },
    meaning: "a tool answered `input_required` asking for input the fixture's `inputResponses` does not supply (or asked for more than 8 rounds); the call stopped there ([mrtr](https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr))",
    action: "add the answers to `inputResponses`, by request key"
  },
  ERA_PARITY: {
    severity: { level: "warning" },
    meaning: "a dual-era server gives `server/discover` and `initialize` different instructions or tools ([versioning](https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning#backward-compatibility-with-initialization-based-versions))",
    action: "serve both eras the same tools and instructions"
  },
  // servers
  SERVER_START_FAILED: {
    severity: { level: "error" },
    meaning: "command not found, exited before the handshake (or, as a warning, an imported server skipped as unresolvable)",
    action: "run the command by hand"
  },
  SERVER_TIMEOUT: {
    severity: { level: "error" },
    meaning: "no answer within `timeouts.startupMs`/`requestMs`/`totalMs`",
    action: "fix the server or raise the timeout"
  },
  SERVER_CRASHED: {
    severity: { level: "error" },
    meaning: "the server exited during listing or a call (exit code or signal and its last stderr lines are shown)",
    action: "fix the crash"
  },
  PROTOCOL_ERROR: {
    severity: { level: "error" },
    meaning: "invalid JSON-RPC on stdout, an error answer to `tools/list`, a malformed tools list, or a server that stopped reading its input",
    action: "fix the server"
  },
  SERVER_LIMIT_HIT: {
    severity: { level: "error" },
    meaning: "a bound on what one server may use cut it: memory (2 GiB per process), processes (1,024 with threads), file size (256 MiB) or disk (256 MiB for its HOME and TMPDIR, the same for /dev/shm); the message names the bound",
    action: "find what grows without end: a sound server stays far below every bound (see [Sandbox](#sandbox))"
  },
  SANDBOX_UNAVAILABLE: {
    severity: { level: "warning", else: { level: ["error"], when: "with `sandbox.require`, exit 3" } },
    meaning: "a sandbox layer (pid, mount, user, network) could not be had here; the message names each and what it leaves open (with `require`, the server was not started)",
    action: "see [Sandbox](#sandbox)"
  },
  CAPABILITY_HIDDEN_TOOLS: {
    severity: { level: "warning" },
    meaning: "a second listing as the richest client (roots, sampling, elicitation, tasks) shows tools the declared `clientCapabilities` hide: they are measured and held to the limits as that client is listed them (counted, first ones named with their bytes)",
    action: "declare the capabilities your users' hosts declare in `clientCapabilities`; `init` writes them when they reveal more tools. The second listing runs on pull-request runs and in `init` (`stability.capabilities`: `true` every check, `false` never)"
  },
  ENV_VARIABLE_UNSET: {
    severity: { level: "error" },
    meaning: "a server's `env` names `${VAR}` and VAR is not set where mcp-budget runs: the server ran with it empty, and tools it lists only with VAR set (a token's write tools) were not measured; a server imported from `mcpConfig` that names `${VAR}` with no default (or `${env:NAME}`, VS Code's and Cursor's, which have none) was not started at all, and none of its tools were measured; on a pull request, a value the base's config did not give the server (a `${VAR}` of its `env`, a header whose value comes from the job, a name `sandbox.passEnv` passes, or an imported `envFile`: a new file, or new content) is withheld, and the server ran without it",
    action: "set VAR where mcp-budget runs (a CI secret), or write `${VAR:-}` when it is optional (for `${env:NAME}`, set it empty). `init` writes no budget while it stands, so totals never leave out a server CI measures"
  },
  STDOUT_NOISE: {
    severity: { level: "warning" },
    meaning: "the server printed non-JSON-RPC lines on stdout (skipped, first lines shown)",
    action: "log to stderr"
  }
};
function defaultLevel(severity) {
  return "like" in severity ? defaultLevel(FINDING_CATALOG[severity.like].severity) : severity.level;
}
function severityText(severity) {
  if ("like" in severity) return "like stale";
  const other = severity.else ? ` (${severity.else.or ? "or " : ""}${severity.else.level.join(" or ")} ${severity.else.when})` : "";
  return `${severity.level}${severity.when ? ` ${severity.when}` : ""}${other}`;
}

export {
  FINDING_CATALOG,
  defaultLevel,
  severityText
};
