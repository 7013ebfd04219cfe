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
import { ConfigError, SetupFailed, UsageError } from './errors.js';
import { showControls } from './text/untrusted.js';

type Kind = 'usage' | 'help' | 'setup';

interface MessageWords<Args> {
  kind: Kind;
  message: (args: Args) => string;
}

interface ConfigWords<Args extends { file: string }> {
  kind: 'config';
  problems: (args: Args) => string[];
}

// biome-ignore lint/complexity/noBannedTypes: a code that takes no arguments
type None = {};

const usage = <Args = None>(message: (args: Args) => string): MessageWords<Args> => ({ kind: 'usage', message });
const help = <Args = None>(message: (args: Args) => string): MessageWords<Args> => ({ kind: 'help', message });
const setup = <Args = None>(message: (args: Args) => string): MessageWords<Args> => ({ kind: 'setup', message });
const config = <Args extends { file: string }>(problems: (args: Args) => string[]): ConfigWords<Args> => ({
  kind: 'config',
  problems,
});

/** Names a server sent, as they may be printed: quoted, control characters shown, the first 20. */
export function quotedNames(names: readonly string[]): string {
  if (names.length === 0) return 'none';
  const shown = names.slice(0, 20).map((name) => showControls(JSON.stringify(name)));
  return shown.join(', ') + (names.length > 20 ? ` and ${names.length - 20} more` : '');
}

const quotedList = (names: readonly string[]) => names.map((name) => JSON.stringify(name)).join(', ');
const INIT_HINT =
  '`npx mcp-budget init --server "<command that starts your server>"` (or `npx mcp-budget init` to import servers from .mcp.json)';

export const USER_ERROR_WORDS = {
  // The command line and the Action's inputs.
  UNKNOWN_COMMAND: help<{ command: string; commands: readonly string[] }>(
    ({ command, commands }) => `unknown command ${JSON.stringify(command)} (commands: ${commands.join(', ')})`,
  ),
  HELP_NO_COMMAND: help<{ topic: string; commands: readonly string[] }>(
    ({ topic, commands }) => `help: no command ${JSON.stringify(topic)} (commands: ${commands.join(', ')})`,
  ),
  UNKNOWN_OPTION: help<{ option: string; near?: string }>(
    ({ option, near }) => `unknown option ${option}${near ? ` (did you mean --${near}?)` : ''}`,
  ),
  /** What node:util's parseArgs said of the command line, as it said it. */
  ARGUMENTS_NOT_PARSED: help<{ said: string }>(({ said }) => said),
  FLAG_NOT_OF_COMMAND: help<{ flag: string; command: string; commands: readonly string[] }>(
    ({ flag, command, commands }) => `--${flag} is not an option of ${command} (it is one of ${commands.join(', ')})`,
  ),
  TAKES_NO_ARGUMENTS: help<{ command: string; args: readonly string[] }>(
    ({ command, args }) =>
      `${command} takes no arguments, got ${JSON.stringify(args.join(' '))} (servers go in --server "<command>")`,
  ),
  EXPLAIN_ONE_SUBJECT: help(
    () =>
      'explain takes one subject: `mcp-budget explain <server>/<tool>`, `mcp-budget explain fixture:<name>` or `mcp-budget explain session:<name>`',
  ),
  SUGGEST_ONE_SUBJECT: help(() => 'suggest takes at most one subject: <server>, <server>/<tool> or fixture:<name>'),
  LATEST_IS_FOR_VERIFY: help(() => '--latest is for `hosts verify`'),
  HOSTS_PROXY_ONE_SERVER: help(
    () => 'hosts proxy takes one server: `mcp-budget hosts proxy <server> --config budget.json`',
  ),
  NOT_WHOLE_NUMBER: usage<{ name: string; minimum: number; maximum?: number }>(({ name, minimum, maximum }) =>
    maximum === undefined
      ? `${name} must be a whole number of at least ${minimum}`
      : `${name} must be a whole number from ${minimum} to ${maximum}`,
  ),
  NOT_ONE_OF: usage<{ name: string; allowed: readonly string[] }>(
    ({ name, allowed }) => `${name} must be one of ${allowed.join(', ')}`,
  ),
  NEEDS_API_KEY: usage<{ option: string }>(({ option }) => `${option} needs ANTHROPIC_API_KEY in the environment`),
  WRITES_BUDGET_IN_CI: usage<{ command: string }>(
    ({ command }) =>
      `${command} writes budget.json and is not for CI; run it locally and commit the file (or add --dry-run)`,
  ),
  EXPLORE_WRITE_IN_CI: usage(
    () => 'explore --write writes budget.json and is not for CI; run it locally and commit the file',
  ),
  SHARD_FORM: usage<{ given: string }>(
    ({ given }) => `--shard takes i/n with 1 <= i <= n, got ${JSON.stringify(given)}`,
  ),
  ENV_NOT_A_NAME: usage<{ given: string }>(
    ({ given }) => `--env takes the name of an environment variable, got ${JSON.stringify(given)}`,
  ),
  SERVER_NEEDS_COMMAND: usage<{ given: string }>(
    ({ given }) => `--server needs a command, got ${JSON.stringify(given)}`,
  ),
  NO_SERVERS_TO_MEASURE: usage<{ configs: readonly string[] }>(
    ({ configs }) =>
      `no servers to measure: pass --server "<command that starts your server>" (repeatable), or check in one of ${configs.join(', ')}`,
  ),
  NO_TEMP_DIR: usage<{ tmpdir: string; why: string; fallbacks: readonly string[] }>(
    ({ tmpdir, why, fallbacks }) =>
      `no temporary directory can be written: TMPDIR ${tmpdir} (${why}), ${fallbacks.join(' and ')} neither; set TMPDIR to a directory this user can write (mcp-budget makes each server's HOME there)`,
  ),
  NO_HOST_PROFILE: usage<{ host: string; profiles: readonly string[] }>(
    ({ host, profiles }) => `no host profile "${host}" (profiles: ${profiles.join(', ')})`,
  ),
  MERGE_NEEDS_SHARDS_INPUT: usage(
    () => 'mode: merge needs shards: the shard reports the matrix jobs uploaded (files, or folders of them)',
  ),
  SHARDS_INPUT_MISSING: usage<{ entry: string }>(({ entry }) => `input shards: ${entry} does not exist`),
  COMMENT_NEEDS_REPORT: usage(() => 'mode: comment needs from-report: the JSON report the measuring run uploaded'),
  CHECKOUT_MOVED: usage<{ head?: string; event: string; named: ReadonlyArray<{ sha: string; what: string }> }>(
    ({ head, event, named }) =>
      `HEAD is ${head ?? 'not a commit'}, but the ${event} event names ${named.map(({ sha, what }) => `${sha} (${what})`).join(' or ')}: a step before mcp-budget moved the checkout, so its figures would be judged as the pull request's. Check out the event's commit and run no step of the pull request's code before mcp-budget (give install and build to the setup input)`,
  ),
  SETUP_FAILED: setup<{ option: string; code: number | null; tail: string }>(
    ({ option, code, tail }) => `${option} exited with ${code}: ${tail}`,
  ),

  // budget.json and the files it names.
  BUDGET_NOT_FOUND: config<{ file: string }>(() => [
    `not found. Create one with ${INIT_HINT}, or pass --config <file>.`,
  ]),
  BUDGET_UNREADABLE: config<{ file: string; reason: string }>(({ reason }) => [`cannot be read: ${reason}`]),
  BUDGET_EMPTY: config<{ file: string }>(() => [
    `the file is empty. Start one with ${INIT_HINT}; the smallest budget is {"servers": {...}}.`,
  ]),
  BUDGET_TOO_DEEP: config<{ file: string; at: string; levels: number }>(({ at, levels }) => [
    `${at}: nested deeper than ${levels} levels`,
  ]),
  BUDGET_NOT_JSON: config<{ file: string; places: ReadonlyArray<{ at: string; why: string; code: string }> }>(
    ({ places }) => places.map(({ at, why, code }) => `${at}: invalid JSON: ${why} (${code})`),
  ),
  /** The schema's, the structure's or the cross-checks' problems, one a line, as their describers wrote them. */
  BUDGET_INVALID: config<{ file: string; problems: readonly string[] }>(({ problems }) => [...problems]),
  // The hosts commands (record, verify, proxy) and their cache.
  HOSTS_NO_STDIO_FIXTURE: config<{ file: string; command: 'record' | 'verify' }>(({ command }) => [
    `fixtures: hosts ${command} calls each fixture's tool; no fixture names a stdio server of budget.json`,
  ]),
  HOSTS_NOT_RECORDABLE: config<{
    file: string;
    command: 'record' | 'verify';
    unknown: readonly string[];
    recordable: readonly string[];
  }>(({ command, unknown, recordable }) => [
    `hosts ${command}: no recordable host ${unknown.map((h) => JSON.stringify(h)).join(', ')} (recordable: ${recordable.join(', ')})`,
  ]),
  PROXY_NO_SERVER: config<{ file: string; server: string; servers: readonly string[] }>(({ server, servers }) => [
    `servers: no server "${server}" (servers: ${servers.join(', ') || 'none'})`,
  ]),
  PROXY_URL_SERVER: config<{ file: string; server: string }>(({ server }) => [
    `servers.${server}: reached by url; the proxy starts stdio servers only`,
  ]),
  HOSTS_CACHE_IN_PROJECT: usage<{ dir: string; project: string; named: boolean }>(
    ({ dir, project, named }) =>
      `the hosts cache ${showControls(dir)} is inside the project (${showControls(project)}): host programs are installed from the registry into a folder outside it; set ${named ? 'MCP_BUDGET_HOSTS_CACHE' : 'MCP_BUDGET_HOSTS_CACHE or XDG_CACHE_HOME'} to a folder outside the project`,
  ),
  CONFIG_NOT_FOUND: usage<{ file: string }>(({ file }) => `${file}: not found (named with --config)`),
  BUDGET_EXISTS: usage<{ file: string }>(
    ({ file }) =>
      `${file} already exists; run \`npx mcp-budget check\`, or \`init --force\` to start over (it keeps the keys you wrote by hand)`,
  ),
  BUDGET_READ_ONLY: usage<{ file: string }>(
    ({ file }) => `${file} is read-only; make it writable to let update change it`,
  ),
  NO_SERVERS_DECLARED: usage<{ file: string }>(
    ({ file }) => `${file} declares no servers: add "servers", or "mcpConfig" naming a file with them`,
  ),
  VARIANT_NAME_CLASH: config<{ file: string; of: string; variant: string; name: string; origin: string }>(
    ({ of, variant, name, origin }) => [
      `servers.${of}.variants.${variant}: "${name}" names both this variant and the server "${name}" from ${origin}; rename the variant or that server`,
    ],
  ),
  SERVER_CWD_OUTSIDE: config<{ file: string; places: ReadonlyArray<{ where: string; cwd: string; area: string }> }>(
    ({ places }) =>
      places.map(
        ({ where, cwd, area }) =>
          `${where}: ${JSON.stringify(cwd)} is outside the repository (${area}); a server runs inside the project it is measured for`,
      ),
  ),
  MCP_CONFIG_UNREADABLE: config<{ file: string; reason: string }>(({ reason }) => [
    `cannot be read (named in mcpConfig): ${reason}`,
  ]),
  MCP_CONFIG_NO_SERVERS_OBJECT: config<{ file: string; key: string }>(({ key }) => [
    `${key} must be an object of servers by name`,
  ]),
  MCP_CONFIG_SERVER_INVALID: config<{ file: string; server: string; reason: string }>(({ server, reason }) => [
    `server "${server}": ${reason}`,
  ]),
  MCP_CONFIG_NOT_JSON: config<{ file: string; places: ReadonlyArray<{ offset: number; code: string }> }>(({ places }) =>
    places.map(({ offset, code }) => `invalid JSON at offset ${offset} (${code})`),
  ),
  MCP_CONFIG_NOT_OBJECT: config<{ file: string }>(() => ['must be a JSON object']),
  MCP_CONFIG_NOT_TOML: config<{ file: string; reason: string }>(({ reason }) => [`invalid TOML: ${reason}`]),
  GUARD_BUDGET_UNREADABLE: config<{ file: string; reason: string; where: string }>(({ reason, where }) => [
    `cannot be read by mcp-budget/guard: ${reason}${where}`,
  ]),
  GUARD_NO_SERVER: config<{ file: string; server: string; names: readonly string[] }>(({ server, names }) => [
    `server "${server}" is not in servers${names.length > 0 ? ` (it has: ${names.join(', ')})` : ''}`,
  ]),

  // --base: the base in git.
  BASE_NOT_A_REPOSITORY: usage<{ ref: string }>(
    ({ ref }) =>
      `--base ${ref}: this folder is not in a git repository, so there is no ${ref} to compare with; run the check in a clone, or without --base`,
  ),
  BASE_NO_SUCH_REF: usage<{ ref: string; remoteBranch: string }>(
    ({ ref, remoteBranch }) =>
      `--base ${ref}: no such commit or branch here (with actions/checkout, set fetch-depth: 0, or run git fetch origin ${remoteBranch})`,
  ),
  BASE_TOO_SHALLOW: usage<{ ref: string }>(
    ({ ref }) =>
      `--base ${ref}: cannot find the merge base with HEAD; the checkout is too shallow. Set fetch-depth: 0 on actions/checkout.`,
  ),

  // Reports read back: shards, saved bases, the Action's from-report.
  REPORT_UNREADABLE: usage<{ purpose: string; file: string; reason: string }>(
    ({ purpose, file, reason }) => `${purpose}: cannot read ${file}: ${reason}`,
  ),
  REPORT_TOO_DEEP: usage<{ purpose: string; file: string; levels: number; offset: number }>(
    ({ purpose, file, levels, offset }) =>
      `${purpose}: ${file} is not an mcp-budget report (report.schema.json): nested deeper than ${levels} levels at offset ${offset}`,
  ),
  REPORT_NOT_JSON: usage<{ purpose: string; file: string; offset?: string }>(
    ({ purpose, file, offset }) => `${purpose}: ${file} is not JSON${offset ? ` (at offset ${offset})` : ''}`,
  ),
  REPORT_INVALID: usage<{ purpose: string; file: string; where: string; why: string }>(
    ({ purpose, file, where, why }) =>
      `${purpose}: ${file} is not an mcp-budget report (report.schema.json): ${where} ${why}`.trim(),
  ),
  MERGE_NEEDS_REPORTS: usage(() => 'merge needs the shard reports: mcp-budget merge shard-1.json shard-2.json …'),
  MERGE_NOT_A_SHARD: usage<{ file: string }>(
    ({ file }) => `merge: ${file} is not a shard report (make it with check --shard i/n --output ${file})`,
  ),
  /** The shards do not make one run: each problem as the check that found it wrote it. */
  MERGE_SHARDS_DISAGREE: usage<{ problems: readonly string[] }>(
    ({ problems }) => `merge refused: ${problems.join('; ')}`,
  ),
  MERGE_UNPOLICED: usage<{ servers: readonly string[]; file: string; base: string }>(
    ({ servers, file, base }) =>
      `merge refused: ${quotedList(servers)} ${servers.length === 1 ? 'was' : 'were'} measured under the ${file} under review (a shard ran without --base), not under the base's reach; run every shard with --base ${base}`,
  ),
  MERGE_MEASURED_TWICE: usage<{ servers: readonly string[] }>(
    ({ servers }) =>
      `merge refused: ${quotedList(servers)} measured by two shards; give every shard the same --base-report (or none)`,
  ),
  MERGE_UNMEASURED: usage<{ servers: readonly string[]; file: string }>(
    ({ servers, file }) =>
      `merge refused: no shard measured ${quotedList(servers)}; run every shard of the same ${file}`,
  ),
  DRIFT_NEEDS_FIGURES: usage(
    () => 'drift needs the figures files mcp-budget/guard wrote: mcp-budget drift figures.json …',
  ),
  DRIFT_UNREADABLE: usage<{ file: string; reason: string }>(
    ({ file, reason }) => `drift: cannot read ${file}: ${reason}`,
  ),
  DRIFT_NOT_FIGURES: usage<{ at: string; problem: string }>(
    ({ at, problem }) => `drift: ${at} is not a figures file of mcp-budget/guard: ${problem}`,
  ),
  DRIFT_NO_FIGURES: usage<{ file: string; unfinished: boolean }>(
    ({ file, unfinished }) => `drift: ${file} holds no figures${unfinished ? ' (only unfinished lines)' : ''}`,
  ),
  DRIFT_OTHER_TOKENIZER: usage<{ file: string; tokenizer: string; budget: string; budgetTokenizer: string }>(
    ({ file, tokenizer, budget, budgetTokenizer }) =>
      `drift: ${file} counts with ${tokenizer}, ${budget} with ${budgetTokenizer}: the figures are not comparable`,
  ),
  DRIFT_UNKNOWN_SERVER: usage<{ file: string; server: string; budget: string }>(
    ({ file, server, budget }) => `drift: ${file} is for server "${server}", which ${budget} does not have`,
  ),

  // Subjects named on the command line (explain, suggest, explore).
  EXPLAIN_NO_FIXTURE: usage<{ file: string; fixture: string; fixtures: readonly string[] }>(
    ({ file, fixture, fixtures }) => `${file} has no fixture "${fixture}"; it has ${quotedNames(fixtures)}`,
  ),
  EXPLAIN_NO_SESSION: usage<{ file: string; session: string; sessions: readonly string[] }>(
    ({ file, session, sessions }) =>
      `${file} has no session ${showControls(JSON.stringify(session))}; it has ${quotedNames(sessions)}`,
  ),
  EXPLAIN_FIXTURE_NOT_TOOL: usage<{ fixture: string; server: string; prompt?: string; resource?: string }>(
    ({ fixture, server, prompt, resource }) =>
      `fixture "${fixture}" ${prompt !== undefined ? `asks for prompt "${prompt}"` : `reads resource "${resource}"`}: explain fixture: breaks down a tool result's records; its figures are in check's report, and explain ${prompt !== undefined ? `prompt:${server}/${prompt}` : `resource:${server}/${resource}`} breaks down its listing`,
  ),
  EXPLAIN_SUBJECT_FORM: usage<{ subject: string; candidates: readonly string[] }>(
    ({ subject, candidates }) =>
      `explain takes <server>/<tool>, prompt:<server>/<name>, resource:<server>/<uri> or fixture:<name>${
        candidates.length > 0
          ? `; ${showControls(JSON.stringify(subject))} could be: ${candidates
              .slice(0, 20)
              .map((candidate) => showControls(candidate))
              .join(', ')}`
          : ''
      }`,
  ),
  EXPLAIN_NO_SERVER: usage<{ server: string; file: string; servers: readonly string[] }>(
    ({ server, file, servers }) => `no server "${server}" in ${file}; it has ${quotedNames(servers)}`,
  ),
  EXPLAIN_NO_TOOL: usage<{ server: string; tool: string; closest: readonly string[]; tools: readonly string[] }>(
    ({ server, tool, closest, tools }) =>
      `server "${server}" lists no tool "${tool}"; ${closest.length > 0 ? `the closest: ${quotedNames(closest)}` : `it lists ${quotedNames(tools)}`}`,
  ),
  EXPLAIN_NOT_LISTED: usage<{ server: string; kind: string; name: string; listed: readonly string[] }>(
    ({ server, kind, name, listed }) =>
      `server "${server}" lists no ${kind} "${name}"; it lists ${quotedNames(listed)}`,
  ),
  EXPLAIN_CURSOR_FIXTURE: usage(
    () => 'explain cannot replay a fixture whose arguments take a cursor from another fixture',
  ),
  SUGGEST_NO_FIXTURE: usage<{ file: string; fixture: string }>(
    ({ file, fixture }) => `${file} has no fixture "${fixture}"`,
  ),
  SUGGEST_NO_SERVER: usage<{ server: string | undefined; file: string }>(
    ({ server, file }) => `no server "${server}" in ${file}`,
  ),
  SUGGEST_NO_TOOL: usage<{ server: string | undefined; tool: string }>(
    ({ server, tool }) => `server "${server}" lists no tool "${tool}"`,
  ),
  EXPLORE_NO_SERVER: usage<{ missing: readonly string[]; file: string; servers: readonly string[] }>(
    ({ missing, file, servers }) =>
      `no server ${quotedList(missing)} in ${file}; it has ${quotedList(servers) || 'none'}`,
  ),
  EXPLORE_NO_TOOL: usage<{ server: string; tool: string; closest: readonly string[]; tools: readonly string[] }>(
    ({ server, tool, closest, tools }) => {
      const names = (list: readonly string[]) => list.map((item) => showControls(JSON.stringify(item))).join(', ');
      return `server ${JSON.stringify(server)} lists no tool ${showControls(JSON.stringify(tool))}; ${closest.length > 0 ? `the closest: ${names(closest)}` : `it lists ${names(tools.slice(0, 20))}`}`;
    },
  ),
} as const;

type Table = typeof USER_ERROR_WORDS;
export type UserErrorCode = keyof Table;
export type UserErrorArgs<Code extends UserErrorCode> =
  Table[Code] extends MessageWords<infer Args> ? Args : Table[Code] extends ConfigWords<infer Args> ? Args : never;

/** The error of `code`, its words filled with `args`: what a throw site throws. */
export function userError<Code extends UserErrorCode>(
  code: Code,
  ...[args]: keyof UserErrorArgs<Code> extends never ? [] : [UserErrorArgs<Code>]
): UsageError {
  const words = USER_ERROR_WORDS[code] as MessageWords<unknown> | ConfigWords<{ file: string }>;
  const given = (args ?? {}) as { file: string };
  switch (words.kind) {
    case 'config':
      return new ConfigError(given.file, words.problems(given), code);
    case 'setup':
      return new SetupFailed(words.message(given), code);
    default:
      return new UsageError(words.message(given), code, words.kind === 'help');
  }
}
