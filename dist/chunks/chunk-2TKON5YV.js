import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/exit-codes.ts
var EXIT_CODES = [
  { name: "ok", code: 0, help: "within budget", meaning: "within budget (warnings may be printed)" },
  {
    name: "overBudget",
    code: 1,
    help: "over budget",
    meaning: "over budget, or a check failed (ratchet, contract, expectation)"
  },
  {
    name: "usage",
    code: 2,
    help: "usage or config error",
    meaning: "usage or configuration error (invalid `budget.json` names the file and JSON path)"
  },
  {
    name: "server",
    code: 3,
    help: "a server failed",
    meaning: "a server could not be started, crashed, timed out, broke the protocol or hit a bound (`SERVER_LIMIT_HIT`), or was not started because `sandbox.require` could not be met or, on a pull request, it needs a reach the base does not give it (other servers are still measured)"
  }
];
var EXIT = Object.fromEntries(EXIT_CODES.map((row) => [row.name, row.code]));

// src/errors.ts
var UsageError = class extends Error {
  constructor(message, code, showHelp = false) {
    super(message);
    this.code = code;
    this.showHelp = showHelp;
  }
  code;
  showHelp;
  name = "UsageError";
  exitCode = EXIT.usage;
};
var ConfigError = class extends UsageError {
  constructor(file, problems, code) {
    super(problems.length === 1 ? `${file}: ${problems[0]}` : `${file}:
  - ${problems.join("\n  - ")}`, code);
    this.file = file;
    this.problems = problems;
  }
  file;
  problems;
  name = "ConfigError";
};
function isUsageError(error) {
  return error instanceof UsageError;
}
var SetupFailed = class extends UsageError {
  name = "SetupFailed";
  exitCode = EXIT.server;
};
var HostNotRun = class extends UsageError {
  name = "HostNotRun";
  exitCode = EXIT.server;
};

// src/text/untrusted.ts
var UNSAFE_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var UNSAFE_OR_NEWLINE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var visible = (character) => {
  const code = character.charCodeAt(0);
  return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
};
function showControls(text, keepNewlines = false) {
  return text.replace(
    keepNewlines ? UNSAFE_CHARACTERS : UNSAFE_OR_NEWLINE,
    (character) => character === "	" ? "	" : visible(character)
  );
}
var MULTI_LINE_FIELDS = /* @__PURE__ */ new Set(["message", "stderr", "fix"]);
function withControlsShown(value, key = "") {
  if (typeof value === "string") return showControls(value, MULTI_LINE_FIELDS.has(key));
  if (Array.isArray(value)) {
    let copy;
    value.forEach((item, i) => {
      const shown = withControlsShown(item, key);
      if (shown !== item) (copy ??= [...value])[i] = shown;
    });
    return copy ?? value;
  }
  if (value && typeof value === "object" && !(value instanceof Map)) {
    let copy;
    for (const k in value) {
      if (!Object.hasOwn(value, k)) continue;
      const v = value[k];
      const shown = withControlsShown(v, k);
      if (shown !== v) (copy ??= { ...value })[k] = shown;
    }
    return copy ?? value;
  }
  return value;
}
function neutralizeWorkflowCommands(text) {
  return text.split(/(\r\n|\r|\n)/).map((part) => part.replace(/##\[/g, "##\\u005b").replace(/^(\s*):(?=:)/, "$1\\u003a")).join("");
}
var MARKDOWN_ACTIVE = /[\\`*_[\]<>!|#~&:$]|^[-+=]/g;
function markdownText(text) {
  return showControls(text).replace(MARKDOWN_ACTIVE, (character) => `\\${character}`).replace(/@/g, "@&#8203;").replace(/(www)\./gi, "$1&#8203;.");
}
function markdownWithCode(text) {
  const parts = text.split("`");
  return parts.map((part, i) => {
    const closed = i % 2 === 1 && i < parts.length - 1;
    if (!closed) return `${i % 2 === 1 ? "\\`" : ""}${markdownText(part)}`;
    const code = showControls(part);
    return code.trim() === "" || /[@<>|]|www\./i.test(code) ? markdownText(`\`${part}\``) : `\`${code}\``;
  }).join("");
}
function jsonSafe(json) {
  return neutralizeWorkflowCommands(
    json.replace(UNSAFE_CHARACTERS, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`)
  );
}

// src/user-error-words.ts
var usage = (message) => ({ kind: "usage", message });
var help = (message) => ({ kind: "help", message });
var setup = (message) => ({ kind: "setup", message });
var config = (problems) => ({
  kind: "config",
  problems
});
function quotedNames(names) {
  if (names.length === 0) return "none";
  const shown = names.slice(0, 20).map((name) => showControls(JSON.stringify(name)));
  return shown.join(", ") + (names.length > 20 ? ` and ${names.length - 20} more` : "");
}
var quotedList = (names) => names.map((name) => JSON.stringify(name)).join(", ");
var INIT_HINT = '`npx mcp-budget init --server "<command that starts your server>"` (or `npx mcp-budget init` to import servers from .mcp.json)';
var USER_ERROR_WORDS = {
  // The command line and the Action's inputs.
  UNKNOWN_COMMAND: help(
    ({ command, commands }) => `unknown command ${JSON.stringify(command)} (commands: ${commands.join(", ")})`
  ),
  HELP_NO_COMMAND: help(
    ({ topic, commands }) => `help: no command ${JSON.stringify(topic)} (commands: ${commands.join(", ")})`
  ),
  UNKNOWN_OPTION: help(
    ({ option, near }) => `unknown option ${option}${near ? ` (did you mean --${near}?)` : ""}`
  ),
  /** What node:util's parseArgs said of the command line, as it said it. */
  ARGUMENTS_NOT_PARSED: help(({ said }) => said),
  FLAG_NOT_OF_COMMAND: help(
    ({ flag, command, commands }) => `--${flag} is not an option of ${command} (it is one of ${commands.join(", ")})`
  ),
  TAKES_NO_ARGUMENTS: help(
    ({ command, args }) => `${command} takes no arguments, got ${JSON.stringify(args.join(" "))} (servers go in --server "<command>")`
  ),
  EXPLAIN_ONE_SUBJECT: help(
    () => "explain takes one subject: `mcp-budget explain <server>/<tool>`, `mcp-budget explain fixture:<name>` or `mcp-budget explain session:<name>`"
  ),
  SUGGEST_ONE_SUBJECT: help(() => "suggest takes at most one subject: <server>, <server>/<tool> or fixture:<name>"),
  LATEST_IS_FOR_VERIFY: help(() => "--latest is for `hosts verify`"),
  HOSTS_PROXY_ONE_SERVER: help(
    () => "hosts proxy takes one server: `mcp-budget hosts proxy <server> --config budget.json`"
  ),
  NOT_WHOLE_NUMBER: usage(
    ({ name, minimum, maximum }) => maximum === void 0 ? `${name} must be a whole number of at least ${minimum}` : `${name} must be a whole number from ${minimum} to ${maximum}`
  ),
  NOT_ONE_OF: usage(
    ({ name, allowed }) => `${name} must be one of ${allowed.join(", ")}`
  ),
  NEEDS_API_KEY: usage(({ option }) => `${option} needs ANTHROPIC_API_KEY in the environment`),
  WRITES_BUDGET_IN_CI: usage(
    ({ command }) => `${command} writes budget.json and is not for CI; run it locally and commit the file (or add --dry-run)`
  ),
  EXPLORE_WRITE_IN_CI: usage(
    () => "explore --write writes budget.json and is not for CI; run it locally and commit the file"
  ),
  SHARD_FORM: usage(
    ({ given }) => `--shard takes i/n with 1 <= i <= n, got ${JSON.stringify(given)}`
  ),
  ENV_NOT_A_NAME: usage(
    ({ given }) => `--env takes the name of an environment variable, got ${JSON.stringify(given)}`
  ),
  SERVER_NEEDS_COMMAND: usage(
    ({ given }) => `--server needs a command, got ${JSON.stringify(given)}`
  ),
  NO_SERVERS_TO_MEASURE: usage(
    ({ configs }) => `no servers to measure: pass --server "<command that starts your server>" (repeatable), or check in one of ${configs.join(", ")}`
  ),
  NO_TEMP_DIR: usage(
    ({ tmpdir, why, fallbacks }) => `no temporary directory can be written: TMPDIR ${tmpdir} (${why}), ${fallbacks.join(" and ")} neither; set TMPDIR to a directory this user can write (mcp-budget makes each server's HOME there)`
  ),
  NO_HOST_PROFILE: usage(
    ({ host, profiles }) => `no host profile "${host}" (profiles: ${profiles.join(", ")})`
  ),
  MERGE_NEEDS_SHARDS_INPUT: usage(
    () => "mode: merge needs shards: the shard reports the matrix jobs uploaded (files, or folders of them)"
  ),
  SHARDS_INPUT_MISSING: usage(({ entry }) => `input shards: ${entry} does not exist`),
  COMMENT_NEEDS_REPORT: usage(() => "mode: comment needs from-report: the JSON report the measuring run uploaded"),
  CHECKOUT_MOVED: usage(
    ({ head, event, named }) => `HEAD is ${head ?? "not a commit"}, but the ${event} event names ${named.map(({ sha, what }) => `${sha} (${what})`).join(" or ")}: a step before mcp-budget moved the checkout, so its figures would be judged as the pull request's. Check out the event's commit and run no step of the pull request's code before mcp-budget (give install and build to the setup input)`
  ),
  SETUP_FAILED: setup(
    ({ option, code, tail }) => `${option} exited with ${code}: ${tail}`
  ),
  // budget.json and the files it names.
  BUDGET_NOT_FOUND: config(() => [
    `not found. Create one with ${INIT_HINT}, or pass --config <file>.`
  ]),
  BUDGET_UNREADABLE: config(({ reason }) => [`cannot be read: ${reason}`]),
  BUDGET_EMPTY: config(() => [
    `the file is empty. Start one with ${INIT_HINT}; the smallest budget is {"servers": {...}}.`
  ]),
  BUDGET_TOO_DEEP: config(({ at, levels }) => [
    `${at}: nested deeper than ${levels} levels`
  ]),
  BUDGET_NOT_JSON: config(
    ({ places }) => places.map(({ at, why, code }) => `${at}: invalid JSON: ${why} (${code})`)
  ),
  /** The schema's, the structure's or the cross-checks' problems, one a line, as their describers wrote them. */
  BUDGET_INVALID: config(({ problems }) => [...problems]),
  // The hosts commands (record, verify, proxy) and their cache.
  HOSTS_NO_STDIO_FIXTURE: config(({ command }) => [
    `fixtures: hosts ${command} calls each fixture's tool; no fixture names a stdio server of budget.json`
  ]),
  HOSTS_NOT_RECORDABLE: config(({ command, unknown, recordable }) => [
    `hosts ${command}: no recordable host ${unknown.map((h) => JSON.stringify(h)).join(", ")} (recordable: ${recordable.join(", ")})`
  ]),
  PROXY_NO_SERVER: config(({ server, servers }) => [
    `servers: no server "${server}" (servers: ${servers.join(", ") || "none"})`
  ]),
  PROXY_URL_SERVER: config(({ server }) => [
    `servers.${server}: reached by url; the proxy starts stdio servers only`
  ]),
  HOSTS_CACHE_IN_PROJECT: usage(
    ({ dir, project, named }) => `the hosts cache ${showControls(dir)} is inside the project (${showControls(project)}): host programs are installed from the registry into a folder outside it; set ${named ? "MCP_BUDGET_HOSTS_CACHE" : "MCP_BUDGET_HOSTS_CACHE or XDG_CACHE_HOME"} to a folder outside the project`
  ),
  CONFIG_NOT_FOUND: usage(({ file }) => `${file}: not found (named with --config)`),
  BUDGET_EXISTS: usage(
    ({ file }) => `${file} already exists; run \`npx mcp-budget check\`, or \`init --force\` to start over (it keeps the keys you wrote by hand)`
  ),
  BUDGET_READ_ONLY: usage(
    ({ file }) => `${file} is read-only; make it writable to let update change it`
  ),
  NO_SERVERS_DECLARED: usage(
    ({ file }) => `${file} declares no servers: add "servers", or "mcpConfig" naming a file with them`
  ),
  VARIANT_NAME_CLASH: config(
    ({ of, variant, name, origin }) => [
      `servers.${of}.variants.${variant}: "${name}" names both this variant and the server "${name}" from ${origin}; rename the variant or that server`
    ]
  ),
  SERVER_CWD_OUTSIDE: config(
    ({ places }) => places.map(
      ({ where, cwd, area }) => `${where}: ${JSON.stringify(cwd)} is outside the repository (${area}); a server runs inside the project it is measured for`
    )
  ),
  MCP_CONFIG_UNREADABLE: config(({ reason }) => [
    `cannot be read (named in mcpConfig): ${reason}`
  ]),
  MCP_CONFIG_NO_SERVERS_OBJECT: config(({ key }) => [
    `${key} must be an object of servers by name`
  ]),
  MCP_CONFIG_SERVER_INVALID: config(({ server, reason }) => [
    `server "${server}": ${reason}`
  ]),
  MCP_CONFIG_NOT_JSON: config(
    ({ places }) => places.map(({ offset, code }) => `invalid JSON at offset ${offset} (${code})`)
  ),
  MCP_CONFIG_NOT_OBJECT: config(() => ["must be a JSON object"]),
  MCP_CONFIG_NOT_TOML: config(({ reason }) => [`invalid TOML: ${reason}`]),
  GUARD_BUDGET_UNREADABLE: config(({ reason, where }) => [
    `cannot be read by mcp-budget/guard: ${reason}${where}`
  ]),
  GUARD_NO_SERVER: config(({ server, names }) => [
    `server "${server}" is not in servers${names.length > 0 ? ` (it has: ${names.join(", ")})` : ""}`
  ]),
  // --base: the base in git.
  BASE_NOT_A_REPOSITORY: usage(
    ({ ref }) => `--base ${ref}: this folder is not in a git repository, so there is no ${ref} to compare with; run the check in a clone, or without --base`
  ),
  BASE_NO_SUCH_REF: usage(
    ({ ref, remoteBranch }) => `--base ${ref}: no such commit or branch here (with actions/checkout, set fetch-depth: 0, or run git fetch origin ${remoteBranch})`
  ),
  BASE_TOO_SHALLOW: usage(
    ({ ref }) => `--base ${ref}: cannot find the merge base with HEAD; the checkout is too shallow. Set fetch-depth: 0 on actions/checkout.`
  ),
  // Reports read back: shards, saved bases, the Action's from-report.
  REPORT_UNREADABLE: usage(
    ({ purpose, file, reason }) => `${purpose}: cannot read ${file}: ${reason}`
  ),
  REPORT_TOO_DEEP: usage(
    ({ purpose, file, levels, offset }) => `${purpose}: ${file} is not an mcp-budget report (report.schema.json): nested deeper than ${levels} levels at offset ${offset}`
  ),
  REPORT_NOT_JSON: usage(
    ({ purpose, file, offset }) => `${purpose}: ${file} is not JSON${offset ? ` (at offset ${offset})` : ""}`
  ),
  REPORT_INVALID: usage(
    ({ purpose, file, where, why }) => `${purpose}: ${file} is not an mcp-budget report (report.schema.json): ${where} ${why}`.trim()
  ),
  MERGE_NEEDS_REPORTS: usage(() => "merge needs the shard reports: mcp-budget merge shard-1.json shard-2.json …"),
  MERGE_NOT_A_SHARD: usage(
    ({ file }) => `merge: ${file} is not a shard report (make it with check --shard i/n --output ${file})`
  ),
  /** The shards do not make one run: each problem as the check that found it wrote it. */
  MERGE_SHARDS_DISAGREE: usage(
    ({ problems }) => `merge refused: ${problems.join("; ")}`
  ),
  MERGE_UNPOLICED: usage(
    ({ servers, file, base }) => `merge refused: ${quotedList(servers)} ${servers.length === 1 ? "was" : "were"} measured under the ${file} under review (a shard ran without --base), not under the base's reach; run every shard with --base ${base}`
  ),
  MERGE_MEASURED_TWICE: usage(
    ({ servers }) => `merge refused: ${quotedList(servers)} measured by two shards; give every shard the same --base-report (or none)`
  ),
  MERGE_UNMEASURED: usage(
    ({ servers, file }) => `merge refused: no shard measured ${quotedList(servers)}; run every shard of the same ${file}`
  ),
  DRIFT_NEEDS_FIGURES: usage(
    () => "drift needs the figures files mcp-budget/guard wrote: mcp-budget drift figures.json …"
  ),
  DRIFT_UNREADABLE: usage(
    ({ file, reason }) => `drift: cannot read ${file}: ${reason}`
  ),
  DRIFT_NOT_FIGURES: usage(
    ({ at, problem }) => `drift: ${at} is not a figures file of mcp-budget/guard: ${problem}`
  ),
  DRIFT_NO_FIGURES: usage(
    ({ file, unfinished }) => `drift: ${file} holds no figures${unfinished ? " (only unfinished lines)" : ""}`
  ),
  DRIFT_OTHER_TOKENIZER: usage(
    ({ file, tokenizer, budget, budgetTokenizer }) => `drift: ${file} counts with ${tokenizer}, ${budget} with ${budgetTokenizer}: the figures are not comparable`
  ),
  DRIFT_UNKNOWN_SERVER: usage(
    ({ file, server, budget }) => `drift: ${file} is for server "${server}", which ${budget} does not have`
  ),
  // Subjects named on the command line (explain, suggest, explore).
  EXPLAIN_NO_FIXTURE: usage(
    ({ file, fixture, fixtures }) => `${file} has no fixture "${fixture}"; it has ${quotedNames(fixtures)}`
  ),
  EXPLAIN_NO_SESSION: usage(
    ({ file, session, sessions }) => `${file} has no session ${showControls(JSON.stringify(session))}; it has ${quotedNames(sessions)}`
  ),
  EXPLAIN_FIXTURE_NOT_TOOL: usage(
    ({ fixture, server, prompt, resource }) => `fixture "${fixture}" ${prompt !== void 0 ? `asks for prompt "${prompt}"` : `reads resource "${resource}"`}: explain fixture: breaks down a tool result's records; its figures are in check's report, and explain ${prompt !== void 0 ? `prompt:${server}/${prompt}` : `resource:${server}/${resource}`} breaks down its listing`
  ),
  EXPLAIN_SUBJECT_FORM: usage(
    ({ subject, candidates }) => `explain takes <server>/<tool>, prompt:<server>/<name>, resource:<server>/<uri> or fixture:<name>${candidates.length > 0 ? `; ${showControls(JSON.stringify(subject))} could be: ${candidates.slice(0, 20).map((candidate) => showControls(candidate)).join(", ")}` : ""}`
  ),
  EXPLAIN_NO_SERVER: usage(
    ({ server, file, servers }) => `no server "${server}" in ${file}; it has ${quotedNames(servers)}`
  ),
  EXPLAIN_NO_TOOL: usage(
    ({ server, tool, closest, tools }) => `server "${server}" lists no tool "${tool}"; ${closest.length > 0 ? `the closest: ${quotedNames(closest)}` : `it lists ${quotedNames(tools)}`}`
  ),
  EXPLAIN_NOT_LISTED: usage(
    ({ server, kind, name, listed }) => `server "${server}" lists no ${kind} "${name}"; it lists ${quotedNames(listed)}`
  ),
  EXPLAIN_CURSOR_FIXTURE: usage(
    () => "explain cannot replay a fixture whose arguments take a cursor from another fixture"
  ),
  SUGGEST_NO_FIXTURE: usage(
    ({ file, fixture }) => `${file} has no fixture "${fixture}"`
  ),
  SUGGEST_NO_SERVER: usage(
    ({ server, file }) => `no server "${server}" in ${file}`
  ),
  SUGGEST_NO_TOOL: usage(
    ({ server, tool }) => `server "${server}" lists no tool "${tool}"`
  ),
  EXPLORE_NO_SERVER: usage(
    ({ missing, file, servers }) => `no server ${quotedList(missing)} in ${file}; it has ${quotedList(servers) || "none"}`
  ),
  EXPLORE_NO_TOOL: usage(
    ({ server, tool, closest, tools }) => {
      const names = (list) => list.map((item) => showControls(JSON.stringify(item))).join(", ");
      return `server ${JSON.stringify(server)} lists no tool ${showControls(JSON.stringify(tool))}; ${closest.length > 0 ? `the closest: ${names(closest)}` : `it lists ${names(tools.slice(0, 20))}`}`;
    }
  )
};
function userError(code, ...[args]) {
  const words = USER_ERROR_WORDS[code];
  const given = args ?? {};
  switch (words.kind) {
    case "config":
      return new ConfigError(given.file, words.problems(given), code);
    case "setup":
      return new SetupFailed(words.message(given), code);
    default:
      return new UsageError(words.message(given), code, words.kind === "help");
  }
}

export {
  EXIT_CODES,
  EXIT,
  UsageError,
  ConfigError,
  isUsageError,
  HostNotRun,
  showControls,
  withControlsShown,
  neutralizeWorkflowCommands,
  markdownText,
  markdownWithCode,
  jsonSafe,
  userError
};
