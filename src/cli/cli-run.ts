import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLI_OPTIONS, COMMANDS, misplacedFlag, optionsHelp, type Command } from '../options/option-table.js';
import { runOptions } from '../options/run-options.js';
import { checkCommand } from '../commands/check-command.js';
import { budgetLocation, placeFinder, type CommandContext } from '../commands/command-context.js';
import { measureCommand } from '../commands/measure-command.js';
import { installProcessCleanup } from './process-runtime.js';
import { wholeNumber } from '../options/option-values.js';
import { isUsageError, UsageError } from '../errors.js';
import { tempDirNote } from '../servers/temp-dir.js';
import type { FindingCode } from '../judge/findings.js';
import { jsonSafe, neutralizeWorkflowCommands, showControls } from '../text/untrusted.js';
import type { ProgressEvent } from '../measure/measure-all.js';
import { VERSION } from '../version.js';
import { mark } from '../shell/trace.js';
import { nearName } from '../text/near-name.js';
import { REPORTER_NAMES, type ReporterName } from '../report/reporters/reporter-names.js';
import { judgeAndRender } from '../report/judge-and-render-later.js';

/** Every other command's own modules load when that command runs: `check` and `measure` compile none of them. */
const otherCommands = () => import('./other-commands.js');

export { CLI_OPTIONS, COMMANDS } from '../options/option-table.js';

/** Each command, its arguments and what it does, for the help. */
const COMMAND_HELP: ReadonlyArray<[Command, string, string[]]> = [
  ['check', 'check', ['measure the servers of budget.json and compare (default)']],
  ['measure', 'measure', ['the cost table: every tool, heaviest first (no budget needed)']],
  ['init', 'init', ["write a first budget.json that today's servers pass"]],
  ['update', 'update', ['lower stale oversized entries (never raises a number)']],
  ['merge', 'merge <reports…>', ['one verdict from the JSON reports of check --shard i/n runs']],
  [
    'drift',
    'drift <figures…>',
    [
      "production sizes recorded by mcp-budget/guard against the fixtures': proposes fixtures",
      'for tools larger in production than anything CI calls',
    ],
  ],
  [
    'explain',
    'explain <subject>',
    [
      'where the bytes go: <server>/<tool> (description, schema, each property)',
      "or fixture:<name> (each field's share of the result, repeated nested objects);",
      'explain <CODE>: what a finding code means, what to do, and its page',
    ],
  ],
  [
    'suggest',
    'suggest [subject]',
    [
      'changes that save tokens, each measured by making it and counting again: for every',
      'definition and fixture result, or one <server>, <server>/<tool> or fixture:<name>',
    ],
  ],
  [
    'hosts',
    'hosts [name]',
    [
      "the host profiles' facts (hosts/*.json): value, source, version read at, age;",
      'hosts proxy <server>: one server of budget.json in the sandbox, stdio passed through;',
      'hosts record [host...]: run the real hosts (npm) offline on the fixtures, print what changed',
    ],
  ],
  ['help', 'help [command]', ["this text, or one command's options"]],
];

function commandsHelp(only?: Command): string {
  const rows = COMMAND_HELP.filter(([name]) => only === undefined || name === only);
  const width = Math.max(...COMMAND_HELP.map(([, label]) => label.length)) + 2;
  return rows
    .flatMap(([, label, [first, ...rest]]) => [
      `  ${label.padEnd(width)}${first}`,
      ...rest.map((line) => `  ${' '.repeat(width)}${line}`),
    ])
    .join('\n');
}

/** The help text; test/cli-usage.test.ts holds it to the parser's options and the README to it. */
export const USAGE = `mcp-budget ${VERSION}: budgets for what MCP servers cost an agent's context

Usage: mcp-budget [command] [options]

Commands:
${commandsHelp()}

Options:
${optionsHelp()}

Exit codes: 0 within budget, 1 over budget, 2 usage or config error, 3 a server failed.`;

/** `mcp-budget help <command>`: what it does and the options it takes. */
function commandUsage(command: Command): string {
  return `Usage: mcp-budget ${COMMAND_HELP.find(([name]) => name === command)![1]} [options]\n\n${commandsHelp(command)}\n\nOptions:\n${optionsHelp(command)}\n`;
}

export interface CliIo {
  argv: string[];
  env: Record<string, string | undefined>;
  cwd: string;
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  /** The raw streams, for `hosts proxy`: JSON-RPC bytes pass through it untouched. */
  stdin?: NodeJS.ReadableStream;
  rawStdout?: NodeJS.WritableStream;
}

/** The whole CLI as a function of its inputs, so tests run it without spawning; returns the exit code. */
export async function runCli(raw: CliIo): Promise<number> {
  // Every line mcp-budget prints may carry server or pull-request text: none of it can start a workflow command.
  // Only the annotations it builds itself go out unguarded.
  const io: GuardedIo = {
    ...raw,
    stdout: { isTTY: raw.stdout.isTTY, write: (text: string) => raw.stdout.write(neutralizeWorkflowCommands(text)) },
    stderr: {
      isTTY: raw.stderr.isTTY,
      write: (text: string) => raw.stderr.write(neutralizeWorkflowCommands(showControls(text, true))),
    },
    annotations: raw.stdout,
  };
  try {
    return await run(io);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    // One line that says what was wrong, and where the rest is: the full help buries it.
    io.stderr.write(
      `mcp-budget: ${error.message}\n${error instanceof UsageWithHelp ? 'Run `mcp-budget --help` for commands and options.\n' : ''}`,
    );
    return error.exitCode;
  }
}

/** A usage error that is best answered with the usage text. */
class UsageWithHelp extends UsageError {}

interface GuardedIo extends CliIo {
  annotations: CliIo['stdout'];
}

async function run(io: GuardedIo): Promise<number> {
  const { values, positionals, given } = parseCommandLine(io.argv);
  if (values.version) return (void io.stdout.write(`${VERSION}\n`), 0);
  const command = (positionals[0] ?? 'check') as Command;
  if (!COMMANDS.includes(command))
    throw new UsageWithHelp(`unknown command ${JSON.stringify(command)} (commands: ${COMMANDS.join(', ')})`);
  if (command === 'help' || values.help) return help(command === 'help' ? positionals[1] : positionals[0], io);
  const misplaced = misplacedFlag(command, given);
  if (misplaced) throw new UsageWithHelp(misplaced);
  if (command === 'explain' && positionals.length !== 2) {
    throw new UsageWithHelp(
      'explain takes one subject: `mcp-budget explain <server>/<tool>` or `mcp-budget explain fixture:<name>`',
    );
  }
  if (command === 'suggest' && positionals.length > 2)
    throw new UsageWithHelp('suggest takes at most one subject: <server>, <server>/<tool> or fixture:<name>');
  if (command === 'hosts' && positionals[1] === 'record') {
    const cwd = io.cwd;
    const { recordHostsCommand, HOST_PROGRAMS } = await otherCommands();
    return recordHostsCommand(
      {
        configFile: values.config ?? 'budget.json',
        cwd,
        hosts: positionals.length > 2 ? positionals.slice(2) : Object.keys(HOST_PROGRAMS),
        cli: process.argv[1] ?? 'mcp-budget',
        outDir: path.join(cwd, 'mcp-budget-recordings'),
        cacheDir: io.env.MCP_BUDGET_HOSTS_CACHE ?? path.join(cwd, '.tmp', 'hosts'),
      },
      (text) => io.stdout.write(text),
    );
  }
  if (command === 'hosts' && positionals[1] === 'proxy') {
    if (positionals.length !== 3 || !io.stdin || !io.rawStdout)
      throw new UsageWithHelp('hosts proxy takes one server: `mcp-budget hosts proxy <server> --config budget.json`');
    const { proxyServer } = await otherCommands();
    return proxyServer(values.config ?? 'budget.json', positionals[2]!, {
      stdin: io.stdin,
      stdout: io.rawStdout,
      env: io.env,
      cwd: io.cwd,
    });
  }
  if (command === 'hosts') return listHosts(positionals[1], values.json || values.reporter === 'json', io);
  // A TMPDIR this user cannot write is passed over (servers/temp-dir.ts), and said once; merge starts no server.
  const tempNote = command === 'merge' || /^[A-Z][A-Z0-9_]+$/.test(positionals[1] ?? '') ? undefined : tempDirNote();
  if (tempNote) io.stderr.write(`mcp-budget: ${tempNote}\n`);
  if (
    command !== 'merge' &&
    command !== 'explain' &&
    command !== 'suggest' &&
    command !== 'drift' &&
    positionals.length > 1
  ) {
    throw new UsageWithHelp(
      `${command} takes no arguments, got ${JSON.stringify(positionals.slice(1).join(' '))} (servers go in --server "<command>")`,
    );
  }
  const configGiven = values.config !== undefined;
  const configFile = values.config ?? 'budget.json';
  const reporter = (values.json ? 'json' : (values.reporter ?? 'text')) as ReporterName;
  if (!REPORTER_NAMES.includes(reporter))
    throw new UsageError(`--reporter must be one of ${REPORTER_NAMES.join(', ')}`);
  if (values.ci && (command === 'init' || command === 'update') && !values['dry-run']) {
    throw new UsageError(
      `${command} writes budget.json and is not for CI; run it locally and commit the file (or add --dry-run)`,
    );
  }
  const interactive = !values.ci && io.stderr.isTTY === true && reporter === 'text';
  const context: CommandContext = {
    cwd: io.cwd,
    callerEnv: io.env,
    ...runOptions(
      {
        text: (flag) => (values as unknown as Record<string, string | undefined>)[flag],
        flag: (flag) => (values as unknown as Record<string, boolean>)[flag] === true,
        label: (flag) => `--${flag}`,
      },
      io.env,
    ),
    ...(values.base ? { base: values.base } : {}),
    ...(values['base-setup'] || values.setup ? { log: (line: string) => io.stderr.write(`${line}\n`) } : {}),
    ...(values['accept-growth'] ? { acceptGrowth: true } : {}),
    ...(values.host ? { host: values.host } : {}),
    ...(interactive ? { onProgress: progressPrinter(io.stderr) } : {}),
  };
  const headroom = values.headroom === undefined ? {} : { headroom: wholeNumber('--headroom', values.headroom, 0)! };
  if (command === 'explain') return explain(configFile, positionals[1]!, context, reporter, io);
  if (command === 'suggest') {
    const { suggestCommand, renderSuggestions, renderSuggestionsJson } = await otherCommands();
    const suggestions = await suggestCommand(configFile, positionals[1], context);
    io.stdout.write(
      reporter === 'json' ? renderSuggestionsJson(suggestions) : renderSuggestions(suggestions, configFile),
    );
    return suggestions.failures.length > 0 ? 3 : 0;
  }
  if (command === 'drift') {
    const { driftCommand, renderDrift } = await otherCommands();
    const drift = await driftCommand(configFile, positionals.slice(1), context);
    io.stdout.write(
      reporter === 'json' ? `${jsonSafe(JSON.stringify(drift.report, null, 2))}\n` : renderDrift(drift.report),
    );
    return drift.exitCode;
  }
  const result =
    command === 'check'
      ? await checkCommand(configFile, context)
      : command === 'measure'
        ? await measureCommand(configFile, values.server, { ...context, configGiven })
        : command === 'merge'
          ? await (await otherCommands()).mergeCommand(configFile, positionals.slice(1), context)
          : command === 'update'
            ? await (await otherCommands()).updateCommand(configFile, {
                ...context,
                dryRun: values['dry-run'],
                ...headroom,
              })
            : await (await otherCommands()).initCommand(configFile, values.server, {
                ...context,
                force: values.force,
                dryRun: values['dry-run'],
                passEnv: values.env,
                ...headroom,
              });
  const color =
    !values.ci &&
    !values['no-color'] &&
    io.stdout.isTTY === true &&
    io.env.NO_COLOR === undefined &&
    io.env.FORCE_COLOR !== '0';
  const options = {
    command,
    color,
    quiet: values.quiet,
    configFile,
    ...budgetLocation(result.budget, io.cwd),
    placeOf: placeFinder(result.budget),
    baseFigures: result.baseFigures,
  };
  const { REPORTERS, renderBudgetChanges, renderJson } = await judgeAndRender();
  if (reporter === 'text' && (result.changes || result.relaxed || result.wrote || result.proposed || result.notWritten))
    io.stdout.write(renderBudgetChanges(result, options));
  (reporter === 'github' ? io.annotations : io.stdout).write(REPORTERS[reporter](result.report, options));
  // In a GitHub Actions `run:` step the text report also annotates budget.json, with no flag to remember.
  if (reporter === 'text' && io.env.GITHUB_ACTIONS === 'true')
    io.annotations.write(REPORTERS.github(result.report, options));
  if (values.output) await writeFile(path.resolve(io.cwd, values.output), renderJson(result.report));
  mark('rendered');
  return result.exitCode;
}

/** The parsed flags (src/cli/options.ts declares them; multiple ones default to [], booleans to false). */
interface CliValues {
  server: string[];
  env: string[];
  json: boolean;
  'accept-growth': boolean;
  'no-cache': boolean;
  'anthropic-count': boolean;
  ci: boolean;
  quiet: boolean;
  force: boolean;
  'dry-run': boolean;
  'no-color': boolean;
  help: boolean;
  version: boolean;
  raises: string;
  config?: string;
  reporter?: string;
  output?: string;
  base?: string;
  'base-report'?: string;
  'base-setup'?: string;
  setup?: string;
  'unmeasured-base'?: string;
  host?: string;
  'anthropic-model'?: string;
  shard?: string;
  capabilities?: string;
  concurrency?: string;
  'max-message-bytes'?: string;
  headroom?: string;
}

function parseCommandLine(argv: string[]) {
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, options: CLI_OPTIONS, tokens: true });
    // The flags as written (defaults fill `values` too): a flag meant for another command is a usage error.
    const given = parsed.tokens.flatMap((token) => (token.kind === 'option' ? [token.name] : []));
    return { values: parsed.values as unknown as CliValues, positionals: parsed.positionals, given };
  } catch (error) {
    const unknown =
      (error as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? /'(-[^']*)'/.exec((error as Error).message)?.[1]
        : undefined;
    if (!unknown) throw new UsageWithHelp((error as Error).message);
    const near = nearName(unknown.split('=')[0]!, Object.keys(CLI_OPTIONS), (name) => `--${name}`);
    throw new UsageWithHelp(`unknown option ${unknown}${near ? ` (did you mean --${near}?)` : ''}`);
  }
}

async function explain(
  configFile: string,
  subject: string,
  context: CommandContext,
  reporter: ReporterName,
  io: CliIo,
): Promise<number> {
  const { FINDING_CATALOG, explainCommand, renderExplanation } = await otherCommands();
  if (Object.hasOwn(FINDING_CATALOG, subject)) return explainCode(subject as FindingCode, reporter, io);
  const outcome = await explainCommand(configFile, subject, context);
  if ('failure' in outcome) {
    io.stderr.write(
      `mcp-budget: ${outcome.failure.message}${outcome.failure.stderrTail ? `\n${outcome.failure.stderrTail}` : ''}\n`,
    );
    return outcome.exitCode;
  }
  io.stdout.write(
    reporter === 'json'
      ? `${jsonSafe(JSON.stringify(outcome.explanation, null, 2))}\n`
      : renderExplanation(outcome.explanation, configFile),
  );
  return 0;
}

/** `explain <CODE>`: what a finding code means, what to do, and its page; reads no budget, starts no server. */
async function explainCode(code: FindingCode, reporter: ReporterName, io: CliIo): Promise<number> {
  const { FINDING_CATALOG, severityText, findingPageUrl } = await otherCommands();
  const { meaning, action } = FINDING_CATALOG[code];
  const severity = severityText(FINDING_CATALOG[code].severity);
  const page = findingPageUrl(code);
  io.stdout.write(
    reporter === 'json'
      ? `${JSON.stringify({ code, severity, meaning, action, page }, null, 2)}\n`
      : `${code} (${severity})\n  ${meaning}\n  what to do: ${action}\n  ${page}\n`,
  );
  return 0;
}

function help(topic: string | undefined, io: CliIo): number {
  if (topic === undefined) return (void io.stdout.write(`${USAGE}\n`), 0);
  if (!COMMANDS.includes(topic as Command))
    throw new UsageWithHelp(`help: no command ${JSON.stringify(topic)} (commands: ${COMMANDS.join(', ')})`);
  io.stdout.write(commandUsage(topic as Command));
  return 0;
}

async function listHosts(host: string | undefined, json: boolean, io: CliIo): Promise<number> {
  const { HOST_PROFILES, hostFacts, renderHostFacts } = await otherCommands();
  if (host !== undefined && !(host in HOST_PROFILES))
    throw new UsageError(`no host profile "${host}" (profiles: ${Object.keys(HOST_PROFILES).join(', ')})`);
  const rows = hostFacts(new Date(), host);
  io.stdout.write(json ? `${JSON.stringify(rows, null, 2)}\n` : renderHostFacts(rows));
  return 0;
}

function progressPrinter(stream: CliIo['stderr']): (event: ProgressEvent) => void {
  return (event) => {
    if (event.kind === 'start') stream.write(`  … starting ${event.server}\n`);
    else
      stream.write(
        `  ${event.ok ? '✔' : '✖'} ${event.server}: ${event.ok ? `${event.tools} tools` : 'failed'} in ${event.durationMs} ms\n`,
      );
  };
}

/** Process wiring: exit code, and no server process outliving mcp-budget however it ends. */
export function main(): void {
  installProcessCleanup();
  runCli({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    rawStdout: process.stdout,
  }).then(exitOnceWritten, (error: unknown) => {
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
  void Promise.all(unwritten.map((stream) => new Promise((resolve) => stream.once('drain', resolve)))).then(() =>
    process.exit(code),
  );
}
