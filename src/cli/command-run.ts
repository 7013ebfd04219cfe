import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { budgetLocation, placeFinder, type CommandContext } from '../commands/command-context.js';
import type { CommandResult } from '../judge/command-result.js';
import type { ProgressEvent } from '../measure/measure-all.js';
import type { OptionValues } from '../options/option-table.js';
import { runOptions } from '../options/run-options.js';
import { wholeNumber } from '../options/option-values.js';
import { judgeAndRender } from '../report/judge-and-render-later.js';
import { REPORTER_NAMES, type ReporterName } from '../report/reporters/reporter-names.js';
import type { ReporterOptions } from '../report/reporters/reporter-options.js';
import { tempDirNote } from '../servers/temp-dir.js';
import { mark } from '../shell/trace.js';
import { userError } from '../user-error-words.js';

/**
 * What the command modules (src/cli/commands/) share: the command line as parsed, the checks and the context every
 * command that reads budget.json takes the same way, and the rendering of a report. A command's declaration is in
 * src/cli/commands.ts; nothing here knows which commands there are.
 */

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

export interface GuardedIo extends CliIo {
  annotations: CliIo['stdout'];
}

/** What a command's module is given: its name, the words after it, the parsed flags, and where to write. */
export interface CommandInput {
  name: string;
  args: string[];
  values: OptionValues;
  io: GuardedIo;
}

/** A command's module: it runs the command and returns the exit code. */
export interface CommandModule {
  run(input: CommandInput): Promise<number>;
}

/** A TMPDIR this user cannot write is passed over (servers/temp-dir.ts), and said once (not for `explain <CODE>`). */
export function sayTempNote({ args, io }: CommandInput): void {
  const tempNote = /^[A-Z][A-Z0-9_]+$/.test(args[0] ?? '') ? undefined : tempDirNote();
  if (tempNote) io.stderr.write(`mcp-budget: ${tempNote}\n`);
}

export function takesNoArguments({ name, args }: CommandInput): void {
  if (args.length > 0) throw userError('TAKES_NO_ARGUMENTS', { command: name, args });
}

/** What a command that reads budget.json is run with: the same checks and the same context for every one. */
export interface Prepared {
  configFile: string;
  configGiven: boolean;
  reporter: ReporterName;
  context: CommandContext;
  headroom: { headroom?: number };
}

export function prepare({ name, values, io }: CommandInput, how: { writesBudget?: boolean } = {}): Prepared {
  const configGiven = values.config !== undefined;
  const configFile = values.config ?? 'budget.json';
  const reporter = (values.json ? 'json' : (values.reporter ?? 'text')) as ReporterName;
  if (!REPORTER_NAMES.includes(reporter))
    throw userError('NOT_ONE_OF', { name: '--reporter', allowed: REPORTER_NAMES });
  if (how.writesBudget && values.ci && !values['dry-run']) {
    throw userError('WRITES_BUDGET_IN_CI', { command: name });
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
  return { configFile, configGiven, reporter, context, headroom };
}

/** The report of check, measure, init, update and merge, as the reporter asked for; the exit code is the result's. */
export async function renderResult(
  { values, io }: CommandInput,
  command: ReporterOptions['command'],
  { configFile, reporter }: Prepared,
  result: CommandResult,
): Promise<number> {
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

function progressPrinter(stream: CliIo['stderr']): (event: ProgressEvent) => void {
  return (event) => {
    if (event.kind === 'start') stream.write(`  … starting ${event.server}\n`);
    else
      stream.write(
        `  ${event.ok ? '✔' : '✖'} ${event.server}: ${event.ok ? `${event.tools} tools` : 'failed'} in ${event.durationMs} ms\n`,
      );
  };
}
