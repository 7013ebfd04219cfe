import type { OptionFlag } from '../options/option-table.js';
import type { CommandModule } from './command-run.js';

/**
 * One declaration per command: its name, how it is called and what it does (the help), the options it takes (the
 * per-command option checks and `help <command>`), and its module, loaded when the command runs (`check` and
 * `measure`, which start servers, are compiled with the command line: src/cli/cli-run.ts). The help, the dispatch
 * and the checks all come from here: adding a command is adding its declaration and its module in
 * src/cli/commands/ (then its rows in docs/cli.md and README.md, and its tests; see CONTRIBUTING.md).
 */
export interface CommandDeclaration {
  name: string;
  /** How it is called, for the help: `merge <reports…>`. */
  usage: string;
  /** What it does, one help line per entry (the first is its summary). */
  help: readonly string[];
  /** The options it takes, in any order: the help lists them in the option table's order. */
  options: readonly OptionFlag[];
  /** Its module; none for `help`, which the command line answers from these declarations. */
  load?: () => Promise<CommandModule>;
}

/** Every command takes these. */
const EVERY: readonly OptionFlag[] = ['reporter', 'json', 'ci', 'help', 'version'];
/** Commands that start servers measure with these. */
const MEASURING: readonly OptionFlag[] = [
  'no-cache',
  'anthropic-count',
  'anthropic-model',
  'capabilities',
  'concurrency',
  'max-message-bytes',
];
/** Commands that render a report (the reporters' options). */
const REPORTING: readonly OptionFlag[] = ['output', 'no-color', 'quiet'];

export const COMMAND_DECLARATIONS = [
  {
    name: 'check',
    usage: 'check',
    help: ['measure the servers of budget.json and compare (default)'],
    options: [
      ...EVERY,
      'config',
      ...MEASURING,
      ...REPORTING,
      'base',
      'base-report',
      'base-setup',
      'setup',
      'accept-growth',
      'unmeasured-base',
      'raises',
      'shard',
      'starts',
    ],
    load: () => import('./commands/check.js'),
  },
  {
    name: 'measure',
    usage: 'measure',
    help: ['the cost table: every tool, heaviest first (no budget needed)'],
    options: [...EVERY, 'config', 'server', ...MEASURING, ...REPORTING, 'starts'],
    load: () => import('./commands/measure.js'),
  },
  {
    name: 'init',
    usage: 'init',
    help: ["write a first budget.json that today's servers pass"],
    options: [...EVERY, 'config', 'server', ...MEASURING, ...REPORTING, 'env', 'force', 'dry-run', 'headroom'],
    load: () => import('./commands/init.js'),
  },
  {
    name: 'update',
    usage: 'update',
    help: ['lower stale oversized entries (never raises a number)'],
    options: [...EVERY, 'config', ...MEASURING, ...REPORTING, 'dry-run', 'headroom'],
    load: () => import('./commands/update.js'),
  },
  {
    name: 'merge',
    usage: 'merge <reports…>',
    help: ['one verdict from the JSON reports of check --shard i/n runs'],
    options: [...EVERY, 'config', ...REPORTING, 'base', 'raises'],
    load: () => import('./commands/merge.js'),
  },
  {
    name: 'drift',
    usage: 'drift <figures…>',
    help: [
      "production sizes recorded by mcp-budget/guard against the fixtures': proposes fixtures",
      'for tools larger in production than anything CI calls',
    ],
    options: [...EVERY, 'config', ...MEASURING],
    load: () => import('./commands/drift.js'),
  },
  {
    name: 'explain',
    usage: 'explain <subject>',
    help: [
      'where the bytes go: <server>/<tool> (description, schema, each property)',
      "or fixture:<name> (each field's share of the result, repeated nested objects);",
      'session:<name>: each model request of the session on each host in hosts, turn by turn;',
      'explain <CODE>: what a finding code means, what to do, and its page',
    ],
    options: [...EVERY, 'config', ...MEASURING, 'host'],
    load: () => import('./commands/explain.js'),
  },
  {
    name: 'suggest',
    usage: 'suggest [subject]',
    help: [
      'changes that save tokens, each measured by making it and counting again: for every',
      'definition and fixture result, or one <server>, <server>/<tool> or fixture:<name>',
    ],
    options: [...EVERY, 'config', ...MEASURING],
    load: () => import('./commands/suggest.js'),
  },
  {
    name: 'explore',
    usage: 'explore [server/tool…]',
    help: [
      'the worst case of each read-only tool: the arguments its inputSchema allows that make',
      'its result largest, each a real call in the sandbox; --write adds them as fixtures',
    ],
    // Sessions opened as the measuring commands open them, one server at a time, counted without the cache.
    options: [...EVERY, 'config', 'capabilities', 'max-message-bytes', 'time', 'write'],
    load: () => import('./commands/explore.js'),
  },
  {
    name: 'hosts',
    usage: 'hosts [name]',
    help: [
      "the host profiles' facts (src/hosts/<name>/profile.json): value, source, version read at, age;",
      'hosts proxy <server>: one server of budget.json in the sandbox, stdio passed through;',
      'hosts record [host...]: run the real hosts (npm) offline on the fixtures, print what changed;',
      "hosts verify [host...]: the same runs held to check's per-host figures, each difference named",
    ],
    options: [...EVERY, 'config', 'latest'],
    load: () => import('./commands/hosts.js'),
  },
  {
    name: 'help',
    usage: 'help [command]',
    help: ["this text, or one command's options"],
    options: EVERY,
  },
] as const satisfies readonly CommandDeclaration[];

export type Command = (typeof COMMAND_DECLARATIONS)[number]['name'];

/** The commands' names, in the help's order. */
export const COMMANDS: readonly Command[] = COMMAND_DECLARATIONS.map((declaration) => declaration.name);

export function declarationOf(command: Command): CommandDeclaration {
  return COMMAND_DECLARATIONS.find((declaration) => declaration.name === command)!;
}
