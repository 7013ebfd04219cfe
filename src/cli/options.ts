import { OPTION_TABLE as SHARED_OPTIONS, type OptionSpec } from '../options/option-table.js';
import { COMMAND_DECLARATIONS, type Command } from './commands.js';

export { ACTION_INPUTS, CLI_OPTIONS } from '../options/option-table.js';

/**
 * The option table as the command line sees it: each option with the commands that take it, from the commands'
 * declarations (src/cli/commands.ts), in their order.
 */
export const OPTION_TABLE: readonly (OptionSpec & { commands: readonly Command[] })[] = SHARED_OPTIONS.map(
  (option) => ({
    ...option,
    commands: COMMAND_DECLARATIONS.filter(
      (declaration) => option.flag !== undefined && (declaration.options as readonly string[]).includes(option.flag),
    ).map((declaration) => declaration.name),
  }),
);

type Flagged = (typeof OPTION_TABLE)[number] & { flag: string };
const FLAGS = OPTION_TABLE.filter((option): option is Flagged => option.flag !== undefined);

/** The flag given to a command that does not take it: the usage error's text, naming the commands that do. */
export function misplacedFlag(
  command: Command,
  flags: Iterable<string>,
): { flag: string; command: Command; commands: readonly Command[] } | undefined {
  for (const name of flags) {
    const option = FLAGS.find((candidate) => candidate.flag === name);
    if (option && !option.commands.includes(command)) return { flag: name, command, commands: option.commands };
  }
  return undefined;
}

/** The options section of the help, aligned in one column; only `command`'s when given. */
export function optionsHelp(command?: Command): string {
  const shown = FLAGS.filter(
    (option) => option.help.length > 0 && (command === undefined || option.commands.includes(command)),
  );
  const label = (option: Flagged) => `--${option.flag}${option.value ? ` ${option.value}` : ''}`;
  const width =
    Math.max(...shown.filter((option) => label(option).length <= 24).map((option) => label(option).length)) + 2;
  const lines = shown.flatMap((option) => {
    const head = label(option);
    const [first, ...rest] = option.help;
    const pad = ' '.repeat(width);
    return head.length + 2 > width
      ? [`  ${head}`, `  ${pad}${first}`, ...rest.map((line) => `  ${pad}${line}`)]
      : [`  ${head.padEnd(width)}${first}`, ...rest.map((line) => `  ${pad}${line}`)];
  });
  return [...lines, '  -h, --help, -v, --version'].join('\n');
}
