import { EXIT, EXIT_CODES } from '../exit-codes.js';
import { parseArgs } from 'node:util';
import { CLI_OPTIONS, misplacedFlag, optionsHelp } from './options.js';
import { COMMAND_DECLARATIONS, COMMANDS, declarationOf, type Command } from './commands.js';
import type { CliIo, GuardedIo } from './command-run.js';
import { installProcessCleanup } from '../commands/process-cleanup.js';
import { isUsageError } from '../errors.js';
import type { OptionValues } from '../options/option-table.js';
import { neutralizeWorkflowCommands, showControls } from '../text/untrusted.js';
import { VERSION } from '../version.js';
import { nearName } from '../text/near-name.js';
// `check` and `measure` start servers: their modules are compiled with the command line, so nothing loads between
// the parse and the first spawn (test/servers/startup-graph.test.ts); their declarations load them like any other's.
import './commands/check.js';
import './commands/measure.js';
import { userError } from '../user-error-words.js';

export { CLI_OPTIONS } from './options.js';
export { COMMANDS } from './commands.js';
export type { CliIo } from './command-run.js';

function commandsHelp(only?: Command): string {
  const rows = COMMAND_DECLARATIONS.filter(({ name }) => only === undefined || name === only);
  const width = Math.max(...COMMAND_DECLARATIONS.map(({ usage }) => usage.length)) + 2;
  return rows
    .flatMap(({ usage, help: [first, ...rest] }) => [
      `  ${usage.padEnd(width)}${first}`,
      ...rest.map((line) => `  ${' '.repeat(width)}${line}`),
    ])
    .join('\n');
}

/** The help text; test/cli/cli-usage.test.ts holds it to the parser's options and the README to it. */
export const USAGE = `mcp-budget ${VERSION}: budgets for what MCP servers cost an agent's context

Usage: mcp-budget [command] [options]

Commands:
${commandsHelp()}

Options:
${optionsHelp()}

Exit codes: ${EXIT_CODES.map((row) => `${row.code} ${row.help}`).join(', ')}.`;

/** `mcp-budget help <command>`: what it does and the options it takes. */
function commandUsage(command: Command): string {
  return `Usage: mcp-budget ${declarationOf(command).usage} [options]\n\n${commandsHelp(command)}\n\nOptions:\n${optionsHelp(command)}\n`;
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
      `mcp-budget: ${error.message}\n${error.showHelp ? 'Run `mcp-budget --help` for commands and options.\n' : ''}`,
    );
    return error.exitCode;
  }
}

/** The command line: the flags parsed, the command found by its declaration, its options checked, its module run. */
async function run(io: GuardedIo): Promise<number> {
  const { values, positionals, given } = parseCommandLine(io.argv);
  if (values.version) return (void io.stdout.write(`${VERSION}\n`), EXIT.ok);
  const command = (positionals[0] ?? 'check') as Command;
  if (!COMMANDS.includes(command)) throw userError('UNKNOWN_COMMAND', { command, commands: COMMANDS });
  const declaration = declarationOf(command);
  if (!declaration.load || values.help) return help(declaration.load ? positionals[0] : positionals[1], io);
  const misplaced = misplacedFlag(command, given);
  if (misplaced) throw userError('FLAG_NOT_OF_COMMAND', misplaced);
  const { run: runCommand } = await declaration.load();
  return runCommand({ name: command, args: positionals.slice(1), values, io });
}

function parseCommandLine(argv: string[]) {
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, options: CLI_OPTIONS, tokens: true });
    // The flags as written (defaults fill `values` too): a flag meant for another command is a usage error.
    const given = parsed.tokens.flatMap((token) => (token.kind === 'option' ? [token.name] : []));
    return { values: parsed.values as unknown as OptionValues, positionals: parsed.positionals, given };
  } catch (error) {
    const unknown =
      (error as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? /'(-[^']*)'/.exec((error as Error).message)?.[1]
        : undefined;
    if (!unknown) throw userError('ARGUMENTS_NOT_PARSED', { said: (error as Error).message });
    const near = nearName(unknown.split('=')[0]!, Object.keys(CLI_OPTIONS), (name) => `--${name}`);
    throw userError('UNKNOWN_OPTION', { option: unknown, ...(near ? { near } : {}) });
  }
}

function help(topic: string | undefined, io: CliIo): number {
  if (topic === undefined) return (void io.stdout.write(`${USAGE}\n`), EXIT.ok);
  if (!COMMANDS.includes(topic as Command)) throw userError('HELP_NO_COMMAND', { topic, commands: COMMANDS });
  io.stdout.write(commandUsage(topic as Command));
  return EXIT.ok;
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
    exitOnceWritten(EXIT.usage);
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
