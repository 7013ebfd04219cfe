/**
 * Every finding code: its severity, what it means and what to do, as the README's code table shows them.
 * test/findings-catalog.test.ts holds the README to this table.
 */
export const FINDING_CATALOG = {
  // definitions
  TOOL_OVER_BUDGET: { severity: "error", meaning: "one tool definition exceeds `toolBytes`/`toolTokens`", action: "shorten the description or schema (`explain` shows where the bytes go), or raise the limit in a reviewed PR" },
  TOTAL_OVER_BUDGET: { severity: "error", meaning: "all definitions plus instructions exceed `totalBytes`/`totalTokens`", action: "shrink the heaviest tools (`measure`)" },
  DESCRIPTION_TOO_LONG: { severity: "error", meaning: "a description is longer than `descriptionChars`; hosts cut the rest silently", action: "shorten it; move detail to parameter descriptions" },
  INSTRUCTIONS_TOO_LONG: { severity: "error", meaning: "server instructions longer than `descriptionChars`", action: "shorten them" },
  NAME_TOO_LONG: { severity: "error", meaning: "`mcp__server__tool` longer than `nameChars`", action: "shorten the tool or server name" },
  DUPLICATE_TOOL_NAME: { severity: "error", meaning: "two tools share a name (in one server, or across servers)", action: "rename" },
  TOO_MANY_TOOLS: { severity: "error", meaning: "more tools than `toolCount`", action: "merge or remove tools" },
  TOOLS_LIST_UNSTABLE: { severity: "warning (error with `stability.toolsList`)", meaning: "two tools/list answers differ (order, timestamps, random ids); the message names the tool and the JSON path", action: "make tools/list deterministic: hosts cache the prompt prefix, and definitions come first" },
  INVALID_INPUT_SCHEMA: { severity: "error", meaning: "an `inputSchema` ajv cannot compile, whose type is not `\"object\"`, or that cannot check a fixture's arguments (a `$ref` back to the value it checks)", action: "fix the schema" },
  // ratchet
  OVERSIZED_GREW: { severity: "error", meaning: "a known-oversized subject grew past its entry", action: "bring it back down; raising the entry is a reviewed decision" },
  OVERSIZED_STALE: { severity: "error (or warning with `ratchet.stale`)", meaning: "it shrank beyond `minDelta`, or fits the general limit again", action: "`npx mcp-budget update` and commit budget.json" },
  OVERSIZED_OBSOLETE: { severity: "like stale", meaning: "the entry's tool, server or fixture is gone", action: "`npx mcp-budget update` and commit" },
  GROWTH_OVER_BUDGET: { severity: "error (warning when growth is accepted)", meaning: "against the base branch, a tool or the total grew past a `growth` gate (percent or absolute)", action: "shrink it, or accept the growth in review: raise the gate in budget.json, or label the pull request `mcp-budget: accept growth`" },
  BUDGET_RAISED: { severity: "warning (error with `raises: fail`)", meaning: "against the base branch, a change to budget.json (or an imported server config) that lets more through or lets a server reach more: a limit raised or removed, a new oversized entry, hidden tools, a looser ratchet, a widened sandbox\u2026 (one line each, old \u2192 new)", action: "review it: this is the line to approve" },
  // results
  RESULT_OVER_BUDGET: { severity: "error", meaning: "a fixture result exceeds its token or byte ceiling (also: a result over the message cap, measured in bytes only)", action: "project fields, bound the page, add a cursor" },
  PAGE_OVER_BUDGET: { severity: "error", meaning: "one page of a cursor walk exceeds the ceiling", action: "budget the page size in tokens" },
  ARGUMENTS_INVALID: { severity: "error", meaning: "fixture arguments do not match the tool's `inputSchema`, or a `fromFixture` cursor is missing", action: "update the fixture" },
  OUTPUT_SCHEMA_MISMATCH: { severity: "error", meaning: "`structuredContent` does not match the tool's `outputSchema`, or the `outputSchema` cannot be used", action: "fix the result or the schema" },
  MISSING_STRUCTURED_CONTENT: { severity: "error", meaning: "the tool declares an `outputSchema` but returned no `structuredContent`", action: "return it" },
  PAGINATION_DUPLICATE: { severity: "error", meaning: "a record (by `key`) came back on two pages", action: "keyset cursors, not shifting offsets" },
  PAGINATION_GAP: { severity: "error", meaning: "the result states a `total` the walk did not reach", action: "make every record reachable" },
  PAGINATION_LOOP: { severity: "error", meaning: "a cursor repeated, an empty page claimed more, or the walk passed `maxPages` (also for `tools/list`)", action: "make cursors advance and end" },
  TRUNCATION_NOT_IN_BAND: { severity: "error", meaning: "the `hasMore` flag disagrees with the cursor, or a cursor promised records that did not exist", action: "say truncation in the result itself" },
  EXPECTATION_FAILED: { severity: "error", meaning: "`expect` did not hold (or a fixture without `expect` returned an error); shows what came back", action: "fix the tool or the fixture" },
  TOOL_NOT_FOUND: { severity: "error", meaning: "a fixture names a tool or server that does not exist", action: "correct the fixture" },
  PRETTY_PRINTED_TEXT: { severity: "warning", meaning: "a text block is indented JSON; states the tokens a compact mirror saves", action: "`JSON.stringify(value)` without indentation" },
  STRING_WRAPPED_STRUCTURED: { severity: "warning", meaning: "`structuredContent` is `{\"result\": \"<json string>\"}`: the payload sent again, escaped", action: "return the object itself" },
  RESULT_UNSTABLE: { severity: "warning", meaning: "a fixture's size varied between `runs`", action: "add `normalize` rules" },
  BINARY_CONTENT: { severity: "notice", meaning: "base64 payloads (images, audio, blobs) in a result, in bytes", action: "\u2014" },
  // hosts
  HOST_DESCRIPTION_CUT: { severity: "error", meaning: "a host in `hosts` cuts this description (or the server instructions) at its limit, silently", action: "shorten it below the cut; the essential part first" },
  HOST_NAME_TOO_LONG: { severity: "error", meaning: "the name a host in `hosts` gives the tool (its prefix included) is over that host's limit", action: "shorten the tool or server name" },
  HOST_TOO_MANY_TOOLS: { severity: "error", meaning: "more tools than a host in `hosts` accepts (VS Code Copilot 128, Cursor 40, Gemini 512…)", action: "merge or remove tools, or offer them in groups" },
  HOST_SCHEMA_STRIPPED: { severity: "warning", meaning: "an input schema uses a keyword a host in `hosts` drops or rewrites (`$defs`/`$ref` for Gemini, a root-level `anyOf` for Claude Code)", action: "inline the definitions; keep the root a plain object" },
  HOST_RESULT_OVER_CAP: { severity: "error", meaning: "what a host in `hosts` receives of a fixture result (its result channel) is over its token cap", action: "page the result and project the fields the model needs" },
  HOST_OVER_BUDGET: { severity: "error", meaning: "a host's own figure is over its `hostLimits` entry: session-start tokens, one tool as that host sends it, or one result as its model receives it", action: "shrink it as that host counts it, or raise the limit in a reviewed PR" },
  TRUNCATED_BY_HOST: { severity: "error", meaning: "a host's cut of a fixture result (Codex's head and tail, Copilot CLI's head) loses the cursor to the next page", action: "keep results under the cut, or put the cursor where the cut keeps it" },
  // servers
  SERVER_START_FAILED: { severity: "error", meaning: "command not found, exited before the handshake (or, as a warning, an imported server skipped as unresolvable)", action: "run the command by hand" },
  SERVER_TIMEOUT: { severity: "error", meaning: "no answer within `timeouts.startupMs`/`requestMs`/`totalMs`", action: "fix the server or raise the timeout" },
  SERVER_CRASHED: { severity: "error", meaning: "the server exited during listing or a call (exit code or signal and its last stderr lines are shown)", action: "fix the crash" },
  PROTOCOL_ERROR: { severity: "error", meaning: "invalid JSON-RPC on stdout, an error answer to `tools/list`, a malformed tools list, or a server that stopped reading its input", action: "fix the server" },
  SERVER_LIMIT_HIT: { severity: "error", meaning: "a bound on what one server may use cut it: memory (2 GiB per process), processes (1,024 with threads), file size (256 MiB) or disk (256 MiB for its HOME and TMPDIR, the same for /dev/shm); the message names the bound", action: "find what grows without end: a sound server stays far below every bound (see [Sandbox](#sandbox))" },
  SANDBOX_UNAVAILABLE: { severity: "warning (error with `sandbox.require`, exit 3)", meaning: "a sandbox layer (pid, mount, user, network) could not be had here; the message names each and what it leaves open (with `require`, the server was not started)", action: "see [Sandbox](#sandbox)" },
  STDOUT_NOISE: { severity: "warning", meaning: "the server printed non-JSON-RPC lines on stdout (skipped, first lines shown)", action: "log to stderr" },
} as const;
