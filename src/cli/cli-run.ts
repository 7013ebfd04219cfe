import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { checkCommand } from '../commands/check-command.js';
import { initCommand, updateCommand } from '../commands/budget-writers.js';
import { lineFinder, placeFinder, type CommandContext } from '../commands/command-context.js';
import { measureCommand } from '../commands/measure-command.js';
import { mergeCommand } from '../commands/merge-command.js';
import { driftCommand } from '../commands/drift-command.js';
import { renderDrift } from '../report/reporters/drift.js';
import { hostFacts, renderHostFacts } from '../commands/hosts-command.js';
import { HOST_PROFILES } from '../budget/host-profiles.js';
import { CAPABILITY_PRESETS } from '../servers/capabilities.js';
import { installProcessCleanup, oneOf, wholeNumber } from './process-runtime.js';
import { parseShard } from '../commands/shard.js';
import { isUsageError, UsageError } from '../errors.js';
import { explainCommand } from '../commands/explain-command.js';
import { renderExplanation } from '../report/reporters/explanation.js';
import { renderSuggestions, renderSuggestionsJson } from '../report/reporters/suggestions.js';
import { suggestCommand } from '../commands/suggest-command.js';
import { jsonSafe, neutralizeWorkflowCommands, showControls } from '../text/untrusted.js';
import { renderBudgetChanges } from '../report/reporters/changes.js';
import { REPORTERS, type ReporterName } from '../report/reporters/index.js';
import { renderJson } from '../report/reporters/json.js';
import type { ProgressEvent } from '../measure/measure-all.js';
import { VERSION } from '../version.js';

export const COMMANDS = ['check', 'measure', 'init', 'update', 'explain', 'suggest', 'merge', 'drift', 'hosts'] as const;
type Command = (typeof COMMANDS)[number];

/** The help text; test/cli-usage.test.ts holds it to the parser's options and the README to it. */
export const USAGE = `mcp-budget ${VERSION}: budgets for what MCP servers cost an agent's context

Usage: mcp-budget [command] [options]

Commands:
  check            measure the servers of budget.json and compare (default)
  measure          the cost table: every tool, heaviest first (no budget needed)
  init             write a first budget.json that today's servers pass
  update           lower stale oversized entries (never raises a number)
  merge <reports…>  one verdict from the JSON reports of check --shard i/n runs
  drift <figures…>  production sizes recorded by mcp-budget/guard against the fixtures': proposes fixtures
                   for tools larger in production than anything CI calls
  explain <subject>  where the bytes go: <server>/<tool> (description, schema, each property)
                   or fixture:<name> (each field's share of the result, repeated nested objects)
  suggest [subject]  changes that save tokens, each measured by making it and counting again: for every
                   definition and fixture result, or one <server>, <server>/<tool> or fixture:<name>
  hosts [name]     the host profiles' facts (hosts/*.json): value, source, version read at, age

Options:
  --config <file>        budget file (default budget.json)
  --server "<command>"   a server to measure or init with (repeatable; "name=command" names it; or a url)
  --reporter <name>      text | json | markdown | github | sarif | badge (default text; text also annotates under
                         GitHub Actions; sarif is SARIF 2.1.0 for code scanning; badge a shields.io endpoint)
  --json                 same as --reporter json: one JSON document on stdout
  --output <file>        also write the JSON report to <file>
  --base <git-ref>       against the merge base with <ref>: every loosening of budget.json (BUDGET_RAISED), and
                         every tool's change (the base measured in a temporary worktree, or its --base-report)
  --base-report <file>   base figures from a report saved on the base branch (a file, or a directory of
                         <sha>.json), instead of measuring the base
  --base-setup <command> with --base: run in the base's worktree before measuring it ("npm ci && npm run build")
  --accept-growth        growth past the budget's growth gates was accepted in review: warnings, not errors
  --unmeasured-base error|warning  a base server that could not be measured (BASE_UNMEASURED) with growth
                         gates: an error (default: a gate without an answer has not passed) or a warning
  --no-cache             count every text and compile every schema afresh; do not read or write
                         node_modules/.cache/mcp-budget
  --host <name>          explain: what that host sends and where it cuts (hosts/*.json: claude-code, codex, …)
  --anthropic-count      with hosts: count Anthropic-format payloads exactly with Anthropic's token-counting
                         endpoint (needs ANTHROPIC_API_KEY)
  --anthropic-model <id> the model --anthropic-count counts for (default claude-sonnet-4-6)
  --raises allow|fail    whether a raise fails the check (default allow: listed loudly)
  --shard <i/n>          measure only shard i of n (stable by server name); write --output and merge the shards
  --capabilities <preset>  client capabilities declared to every server: none, or all (roots, sampling,
                         elicitation, tasks) to see the largest tool list servers offer
  --concurrency <n>      servers measured at once (default: number of CPUs)
  --max-message-bytes <n>  largest message kept and tokenized (default 67108864); larger ones are measured in bytes only
  --ci                   no colour or progress; init and update refuse to write
  --no-color             no colour (also NO_COLOR set, or FORCE_COLOR=0)
  --quiet                print errors and the verdict only
  --env <NAME>           init: a variable the servers need to start (an API key): written to sandbox.passEnv
                         so it reaches them from the environment (repeatable)
  --force                init: overwrite an existing budget file
  --dry-run              init, update: show what would change, write nothing
  --headroom <percent>   init, update: totals sit this far above today's (default 10)
  -h, --help, -v, --version

Exit codes: 0 within budget, 1 over budget, 2 usage or config error, 3 a server failed.`;

export interface CliIo {
  argv: string[];
  env: Record<string, string | undefined>;
  cwd: string;
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown; isTTY?: boolean };
}

/** The whole CLI as a function of its inputs, so tests run it without spawning; returns the exit code. */
export async function runCli(raw: CliIo): Promise<number> {
  // Every line mcp-budget prints may carry server or pull-request text: none of it can start a workflow command.
  // Only the annotations it builds itself go out unguarded.
  const io: GuardedIo = {
    ...raw,
    stdout: { isTTY: raw.stdout.isTTY, write: (text: string) => raw.stdout.write(neutralizeWorkflowCommands(text)) },
    stderr: { isTTY: raw.stderr.isTTY, write: (text: string) => raw.stderr.write(neutralizeWorkflowCommands(showControls(text, true))) },
    annotations: raw.stdout,
  };
  try {
    return await run(io);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    // One line that says what was wrong, and where the rest is: the full help buries it.
    io.stderr.write(`mcp-budget: ${error.message}\n${error instanceof UsageWithHelp ? 'Run `mcp-budget --help` for commands and options.\n' : ''}`);
    return error.exitCode;
  }
}

/** A usage error that is best answered with the usage text. */
class UsageWithHelp extends UsageError {}

interface GuardedIo extends CliIo {
  annotations: CliIo['stdout'];
}

async function run(io: GuardedIo): Promise<number> {
  const { values, positionals } = parseCommandLine(io.argv);
  if (values.help) return void io.stdout.write(`${USAGE}\n`), 0;
  if (values.version) return void io.stdout.write(`${VERSION}\n`), 0;
  const command = (positionals[0] ?? 'check') as Command;
  if (!COMMANDS.includes(command)) throw new UsageWithHelp(`unknown command ${JSON.stringify(command)} (commands: ${COMMANDS.join(', ')})`);
  if (command === 'explain' && positionals.length !== 2) {
    throw new UsageWithHelp('explain takes one subject: `mcp-budget explain <server>/<tool>` or `mcp-budget explain fixture:<name>`');
  }
  if (command === 'suggest' && positionals.length > 2) throw new UsageWithHelp('suggest takes at most one subject: <server>, <server>/<tool> or fixture:<name>');
  if (command === 'hosts') return listHosts(positionals[1], values.json || values.reporter === 'json', io);
  if (command !== 'merge' && command !== 'explain' && command !== 'suggest' && command !== 'drift' && positionals.length > 1) {
    throw new UsageWithHelp(`${command} takes no arguments, got ${JSON.stringify(positionals.slice(1).join(' '))} (servers go in --server "<command>")`);
  }
  const configGiven = values.config !== undefined;
  const configFile = values.config ?? 'budget.json';
  const reporter = (values.json ? 'json' : (values.reporter ?? 'text')) as ReporterName;
  if (!(reporter in REPORTERS)) throw new UsageError(`--reporter must be one of ${Object.keys(REPORTERS).join(', ')}`);
  if (values.ci && (command === 'init' || command === 'update') && !values['dry-run']) {
    throw new UsageError(`${command} writes budget.json and is not for CI; run it locally and commit the file (or add --dry-run)`);
  }
  const interactive = !values.ci && io.stderr.isTTY === true && reporter === 'text';
  const context: CommandContext = {
    cwd: io.cwd,
    callerEnv: io.env,
    concurrency: wholeNumber('--concurrency', values.concurrency, 1) ?? os.availableParallelism(),
    raises: oneOf('--raises', values.raises, ['allow', 'fail'] as const),
    ...(values.base ? { base: values.base } : {}),
    ...(values['base-report'] ? { baseReport: values['base-report'] } : {}),
    ...(values['base-setup'] ? { baseSetup: values['base-setup'], log: (line: string) => io.stderr.write(`${line}\n`) } : {}),
    ...(values['accept-growth'] ? { acceptGrowth: true } : {}),
    ...(values['unmeasured-base'] ? { unmeasuredBase: oneOf('--unmeasured-base', values['unmeasured-base'], ['error', 'warning'] as const) } : {}),
    ...(values['no-cache'] ? { cache: false } : {}),
    ...(values.host ? { host: values.host } : {}),
    ...(values['anthropic-count'] ? { anthropic: anthropicCounting(io.env, values['anthropic-model']) } : {}),
    ...(values.shard ? { shard: parseShard(values.shard) } : {}),
    ...(values.capabilities ? { capabilities: CAPABILITY_PRESETS[oneOf('--capabilities', values.capabilities, Object.keys(CAPABILITY_PRESETS) as Array<keyof typeof CAPABILITY_PRESETS>)] } : {}),
    ...(values['max-message-bytes'] ? { maxMessageBytes: wholeNumber('--max-message-bytes', values['max-message-bytes'], 1024) } : {}),
    ...(interactive ? { onProgress: progressPrinter(io.stderr) } : {}),
  };
  const headroom = values.headroom === undefined ? {} : { headroom: wholeNumber('--headroom', values.headroom, 0)! };
  if (command === 'explain') return explain(configFile, positionals[1]!, context, reporter, io);
  if (command === 'suggest') {
    const suggestions = await suggestCommand(configFile, positionals[1], context);
    io.stdout.write(reporter === 'json' ? renderSuggestionsJson(suggestions) : renderSuggestions(suggestions));
    return suggestions.failures.length > 0 ? 3 : 0;
  }
  if (command === 'drift') {
    const drift = await driftCommand(configFile, positionals.slice(1), context);
    io.stdout.write(reporter === 'json' ? jsonSafe(JSON.stringify(drift.report, null, 2)) + '\n' : renderDrift(drift.report));
    return drift.exitCode;
  }
  const result =
    command === 'check'
      ? await checkCommand(configFile, context)
      : command === 'measure'
        ? await measureCommand(configFile, values.server, { ...context, configGiven })
        : command === 'merge'
          ? await mergeCommand(configFile, positionals.slice(1), context)
          : command === 'update'
            ? await updateCommand(configFile, { ...context, dryRun: values['dry-run'], ...headroom })
            : await initCommand(configFile, values.server, { ...context, force: values.force, dryRun: values['dry-run'], passEnv: values.env, ...headroom });
  const color = !values.ci && !values['no-color'] && io.stdout.isTTY === true && io.env.NO_COLOR === undefined && io.env.FORCE_COLOR !== '0';
  const options = { command, color, quiet: values.quiet, configFile, lineOf: lineFinder(result.budget), placeOf: placeFinder(result.budget), baseFigures: result.baseFigures };
  if (reporter === 'text' && (result.changes || result.relaxed || result.wrote || result.proposed || result.notWritten)) io.stdout.write(renderBudgetChanges(result, options));
  (reporter === 'github' ? io.annotations : io.stdout).write(REPORTERS[reporter](result.report, options));
  // In a GitHub Actions `run:` step the text report also annotates budget.json, with no flag to remember.
  if (reporter === 'text' && io.env.GITHUB_ACTIONS === 'true') io.annotations.write(REPORTERS.github(result.report, options));
  if (values.output) await writeFile(path.resolve(io.cwd, values.output), renderJson(result.report));
  return result.exitCode;
}

/** Every option the parser accepts; each one is in USAGE (test/cli-usage.test.ts). */
export const CLI_OPTIONS = {
  config: { type: 'string' },
  server: { type: 'string', multiple: true, default: [] },
  env: { type: 'string', multiple: true, default: [] },
  reporter: { type: 'string' },
  json: { type: 'boolean', default: false },
  output: { type: 'string' },
  base: { type: 'string' },
  'base-report': { type: 'string' },
  'base-setup': { type: 'string' },
  'accept-growth': { type: 'boolean', default: false },
  'unmeasured-base': { type: 'string' },
  'no-cache': { type: 'boolean', default: false },
  host: { type: 'string' },
  'anthropic-count': { type: 'boolean', default: false },
  'anthropic-model': { type: 'string' },
  raises: { type: 'string', default: 'allow' },
  shard: { type: 'string' },
  capabilities: { type: 'string' },
  concurrency: { type: 'string' },
  'max-message-bytes': { type: 'string' },
  ci: { type: 'boolean', default: false },
  quiet: { type: 'boolean', default: false },
  force: { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  headroom: { type: 'string' },
  'no-color': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  version: { type: 'boolean', short: 'v', default: false },
} as const satisfies ParseArgsConfig['options'];

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: CLI_OPTIONS,
    });
  } catch (error) {
    const unknown = (error as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'(-[^']*)'/.exec((error as Error).message)?.[1] : undefined;
    if (!unknown) throw new UsageWithHelp((error as Error).message);
    const near = Object.keys(CLI_OPTIONS).find((name) => editDistance(`--${name}`, unknown.split('=')[0]!) <= 2);
    throw new UsageWithHelp(`unknown option ${unknown}${near ? ` (did you mean --${near}?)` : ''}`);
  }
}

/** Levenshtein distance, for a near option name. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

async function explain(configFile: string, subject: string, context: CommandContext, reporter: ReporterName, io: CliIo): Promise<number> {
  const outcome = await explainCommand(configFile, subject, context);
  if ('failure' in outcome) {
    io.stderr.write(`mcp-budget: ${outcome.failure.message}${outcome.failure.stderrTail ? `\n${outcome.failure.stderrTail}` : ''}\n`);
    return outcome.exitCode;
  }
  io.stdout.write(reporter === 'json' ? jsonSafe(JSON.stringify(outcome.explanation, null, 2)) + '\n' : renderExplanation(outcome.explanation));
  return 0;
}

function listHosts(host: string | undefined, json: boolean, io: CliIo): number {
  if (host !== undefined && !(host in HOST_PROFILES)) throw new UsageError(`no host profile "${host}" (profiles: ${Object.keys(HOST_PROFILES).join(', ')})`);
  const rows = hostFacts(new Date(), host);
  io.stdout.write(json ? `${JSON.stringify(rows, null, 2)}\n` : renderHostFacts(rows));
  return 0;
}

function progressPrinter(stream: CliIo['stderr']): (event: ProgressEvent) => void {
  return (event) => {
    if (event.kind === 'start') stream.write(`  … starting ${event.server}\n`);
    else stream.write(`  ${event.ok ? '✔' : '✖'} ${event.server}: ${event.ok ? `${event.tools} tools` : 'failed'} in ${event.durationMs} ms\n`);
  };
}

/** Process wiring: exit code, and no server process outliving mcp-budget however it ends. */
export function main(): void {
  installProcessCleanup();
  runCli({ argv: process.argv.slice(2), env: process.env, cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr }).then(exitOnceWritten, (error: unknown) => {
    process.stderr.write(`mcp-budget: internal error: ${(error as Error).stack ?? String(error)}\n`);
    exitOnceWritten(2);
  });
}

/**
 * Ends the process as soon as everything it printed is written. Left to end by itself, Node first takes the whole
 * heap down, tokenizer tables and all: 8-20 ms after the verdict, on every run. Servers and their HOMEs are ended
 * by then, and again by the exit handler.
 */
function exitOnceWritten(code: number): void {
  process.exitCode = code;
  const unwritten = [process.stdout, process.stderr].filter((stream) => stream.writableLength > 0);
  void Promise.all(unwritten.map((stream) => new Promise((resolve) => stream.once('drain', resolve)))).then(() => process.exit(code));
}

function anthropicCounting(env: Record<string, string | undefined>, model: string | undefined) {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) throw new UsageError('--anthropic-count needs ANTHROPIC_API_KEY in the environment');
  return { apiKey, model: model ?? 'claude-sonnet-4-6', baseUrl: env.ANTHROPIC_BASE_URL ?? 'https://api.anthropic.com' };
}
