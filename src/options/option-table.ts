import type { ParseArgsConfig } from 'node:util';

export const COMMANDS = [
  'check',
  'measure',
  'init',
  'update',
  'explain',
  'suggest',
  'merge',
  'drift',
  'hosts',
  'help',
] as const;
export type Command = (typeof COMMANDS)[number];

/**
 * One option of the run: the CLI flag, the Action input, or both. The parser (CLI_OPTIONS), the help text, the
 * usage errors for a flag given to the wrong command, action.yml's inputs (test/option-model.test.ts) and the
 * README tables all come from this table.
 */
export interface OptionSpec {
  /** The flag's name (`--name`); absent for an Action-only input. */
  flag?: string;
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  /** The value's placeholder in the help text (`<file>`, `allow|fail`). */
  value?: string;
  /** The default as the parser and action.yml give it ('' for none). */
  default?: string;
  /** Help text, one line per entry. */
  help: string[];
  /** The commands that take the flag. */
  commands: readonly Command[];
  /** The Action input carrying the same option, and its action.yml description. */
  input?: { name: string; default: string; description: string };
}

const ALL = COMMANDS;
const MEASURING = ['check', 'measure', 'init', 'update', 'explain', 'suggest', 'drift'] as const;
const REPORTING = ['check', 'measure', 'init', 'update', 'merge'] as const;

export const OPTION_TABLE: readonly OptionSpec[] = [
  {
    flag: 'config',
    type: 'string',
    value: '<file>',
    help: ['budget file (default budget.json)'],
    commands: ['check', 'measure', 'init', 'update', 'explain', 'suggest', 'merge', 'drift', 'hosts'],
    input: {
      name: 'config',
      default: 'budget.json',
      description: 'Path of the budget file, relative to working-directory.',
    },
  },
  {
    flag: 'server',
    type: 'string',
    multiple: true,
    value: '"<command>"',
    help: ['a server to measure or init with (repeatable; "name=command" names it; or a url)'],
    commands: ['measure', 'init'],
  },
  {
    flag: 'reporter',
    type: 'string',
    value: '<name>',
    help: [
      'text | json | markdown | github | sarif | badge (default text; text also annotates under',
      'GitHub Actions; sarif is SARIF 2.1.0 for code scanning; badge a shields.io endpoint)',
    ],
    commands: ALL,
  },
  { flag: 'json', type: 'boolean', help: ['same as --reporter json: one JSON document on stdout'], commands: ALL },
  {
    flag: 'output',
    type: 'string',
    value: '<file>',
    help: ['also write the JSON report to <file>'],
    commands: REPORTING,
  },
  {
    flag: 'base',
    type: 'string',
    value: '<git-ref>',
    help: [
      'against the merge base with <ref>: every loosening of budget.json (BUDGET_RAISED), and',
      "every tool's change (the base measured in a temporary worktree, or its --base-report)",
    ],
    commands: ['check', 'merge'],
    input: {
      name: 'base',
      default: '${{ github.event.pull_request.base.sha }}',
      description:
        "Git ref to compare with (every loosening of budget.json is listed, and every tool's change against the merge base's figures: measured in a temporary worktree, or read from base-report or reports-dir). Defaults to the pull request's base commit as the runner read it from the event (no ref the pull request's code could move), and on a tag push to the previous release tag (by version order; pre-releases only for a pre-release).",
    },
  },
  {
    flag: 'base-report',
    type: 'string',
    value: '<file>',
    help: [
      'base figures from a report saved on the base branch (a file, or a directory of',
      '<sha>.json), instead of measuring the base',
    ],
    commands: ['check'],
    input: {
      name: 'base-report',
      default: '',
      description:
        "A JSON report saved by a run on the base branch (an artifact); used for the base's figures instead of measuring the merge base.",
    },
  },
  {
    flag: 'base-setup',
    type: 'string',
    value: '<command>',
    help: ["with --base: run in the base's worktree, inside the sandbox like --setup, before measuring it"],
    commands: ['check'],
    input: {
      name: 'base-setup',
      default: '',
      description:
        'Command run in the merge base\'s worktree before measuring it, e.g. "npm ci && npm run build", inside the sandbox like setup.',
    },
  },
  {
    flag: 'setup',
    type: 'string',
    value: '<command>',
    help: [
      'run in the work tree inside the sandbox before measuring ("npm ci && npm run build"): network on, .git and',
      "HOME hidden; the pull request's install scripts run nowhere else",
    ],
    commands: ['check'],
    input: {
      name: 'setup',
      default: '',
      description:
        'Command run in the checkout inside the sandbox before measuring, e.g. "npm ci && npm run build": the network is on and the work tree writable, but .git, HOME, the runner\'s files and every secret are out of reach. Use it instead of a workflow step that runs npm ci before mcp-budget.',
    },
  },
  // The Action takes acceptance from the pull request's label: a reviewed act that shows on the pull request.
  {
    flag: 'accept-growth',
    type: 'boolean',
    help: ["growth past the budget's growth gates was accepted in review: warnings, not errors"],
    commands: ['check'],
  },
  {
    flag: 'unmeasured-base',
    type: 'string',
    value: 'error|warning',
    help: [
      'a base server that could not be measured (BASE_UNMEASURED) with growth',
      'gates: an error (default: a gate without an answer has not passed) or a warning',
    ],
    commands: ['check'],
    input: {
      name: 'unmeasured-base',
      default: '',
      description:
        'What a base server that could not be measured (BASE_UNMEASURED) does when budget.json has growth gates: error (default; overrides growth.unmeasuredBase when set) or warning.',
    },
  },
  {
    flag: 'no-cache',
    type: 'boolean',
    help: ['count every text and compile every schema afresh; do not read or write', 'node_modules/.cache/mcp-budget'],
    commands: MEASURING,
    input: {
      name: 'no-cache',
      default: 'false',
      description:
        'true: count every text and compile every schema afresh; do not read or write node_modules/.cache/mcp-budget.',
    },
  },
  {
    flag: 'host',
    type: 'string',
    value: '<name>',
    help: ['explain: what that host sends and where it cuts (hosts/*.json: claude-code, codex, …)'],
    commands: ['explain'],
  },
  {
    flag: 'anthropic-count',
    type: 'boolean',
    help: [
      "with hosts: count Anthropic-format payloads exactly with Anthropic's token-counting",
      'endpoint (needs ANTHROPIC_API_KEY)',
    ],
    commands: MEASURING,
    input: {
      name: 'anthropic-count',
      default: 'false',
      description:
        "true: count Anthropic-format host payloads exactly with Anthropic's token-counting endpoint (needs ANTHROPIC_API_KEY in the step's env).",
    },
  },
  {
    flag: 'anthropic-model',
    type: 'string',
    value: '<id>',
    help: ['the model --anthropic-count counts for (default claude-sonnet-4-6)'],
    commands: MEASURING,
    input: {
      name: 'anthropic-model',
      default: '',
      description: 'The model anthropic-count counts for (default claude-sonnet-4-6).',
    },
  },
  {
    flag: 'raises',
    type: 'string',
    value: 'allow|fail',
    default: 'allow',
    help: ['whether a raise fails the check (default allow: listed loudly)'],
    commands: ['check', 'merge'],
    input: {
      name: 'raises',
      default: 'allow',
      description: 'What a raised or added limit does: allow (listed loudly) or fail.',
    },
  },
  {
    flag: 'shard',
    type: 'string',
    value: '<i/n>',
    help: ['measure only shard i of n (stable by server name); write --output and merge the shards'],
    commands: ['check'],
    input: {
      name: 'shard',
      default: '',
      description:
        "Measure only shard i/n of the servers (a matrix job, e.g. 2/4); the shard's report is judged by a job with mode: merge.",
    },
  },
  {
    flag: 'capabilities',
    type: 'string',
    value: '<preset>',
    help: [
      'client capabilities declared to every server: none, or all (roots, sampling,',
      'elicitation, tasks) to see the largest tool list servers offer',
    ],
    commands: MEASURING,
    input: {
      name: 'capabilities',
      default: '',
      description:
        'Client capabilities declared to every server: none, or all (roots, sampling, elicitation, tasks) to see the largest tool list servers offer.',
    },
  },
  {
    flag: 'concurrency',
    type: 'string',
    value: '<n>',
    help: ['servers measured at once (default: number of CPUs)'],
    commands: MEASURING,
    input: {
      name: 'concurrency',
      default: '',
      description: "Servers measured at once (default the runner's CPU count).",
    },
  },
  {
    flag: 'max-message-bytes',
    type: 'string',
    value: '<n>',
    help: ['largest message kept and tokenized (default 67108864); larger ones are measured in bytes only'],
    commands: MEASURING,
    input: {
      name: 'max-message-bytes',
      default: '',
      description: 'Largest message kept and tokenized (default 67108864); larger ones are measured in bytes only.',
    },
  },
  { flag: 'ci', type: 'boolean', help: ['no colour or progress; init and update refuse to write'], commands: ALL },
  { flag: 'no-color', type: 'boolean', help: ['no colour (also NO_COLOR set, or FORCE_COLOR=0)'], commands: REPORTING },
  { flag: 'quiet', type: 'boolean', help: ['print errors and the verdict only'], commands: REPORTING },
  {
    flag: 'env',
    type: 'string',
    multiple: true,
    value: '<NAME>',
    help: [
      'init: a variable the servers need to start (an API key): written to sandbox.passEnv',
      'so it reaches them from the environment (repeatable)',
    ],
    commands: ['init'],
  },
  { flag: 'force', type: 'boolean', help: ['init: overwrite an existing budget file'], commands: ['init'] },
  {
    flag: 'dry-run',
    type: 'boolean',
    help: ['init, update: show what would change, write nothing'],
    commands: ['init', 'update'],
  },
  {
    flag: 'headroom',
    type: 'string',
    value: '<percent>',
    help: ["init, update: totals sit this far above today's (default 10)"],
    commands: ['init', 'update'],
  },
  { flag: 'help', type: 'boolean', short: 'h', help: [], commands: ALL },
  { flag: 'version', type: 'boolean', short: 'v', help: [], commands: ALL },
  // The Action's own inputs: where it runs, what it posts, how it is fed.
  {
    type: 'string',
    help: [],
    commands: [],
    input: { name: 'working-directory', default: '.', description: 'Directory to run in (a package in a monorepo).' },
  },
  {
    type: 'string',
    help: [],
    commands: [],
    input: {
      name: 'reports-dir',
      default: '',
      description:
        "Directory of saved reports by commit (<sha>.json). Runs without a base (pushes to the default branch) keep their report there; pull requests use the merge base's report from there instead of measuring the base, and measure it when there is none. Carry it between runs with actions/cache (see docs/action.md).",
    },
  },
  {
    type: 'string',
    help: [],
    commands: [],
    input: {
      name: 'fail-on-stale',
      default: 'true',
      description: 'Fail when an oversized entry shrank and budget.json was not lowered (true), or only warn (false).',
    },
  },
  {
    type: 'string',
    help: [],
    commands: [],
    input: {
      name: 'comment',
      default: 'false',
      description:
        'Post or update one sticky pull request comment with the summary (needs pull-requests write): false, true (= always), always, on-change (a change against the base, a raise or a failure; otherwise only an earlier comment is refreshed), on-failure (likewise, for failures).',
    },
  },
  {
    type: 'string',
    help: [],
    commands: [],
    input: {
      name: 'mode',
      default: 'check',
      description:
        'check (measure and judge); merge: judge the shard reports of a matrix (shards) as one run; or comment: post the comment from a report another run uploaded (from-report), for a workflow_run job on fork pull requests. Comment mode runs no server and no code of the pull request.',
    },
  },
  {
    type: 'string',
    help: [],
    commands: [],
    input: {
      name: 'shards',
      default: '',
      description: 'With mode merge, the shard reports: files, or folders of them (every .json inside), one a line.',
    },
  },
  {
    type: 'string',
    help: [],
    commands: [],
    input: {
      name: 'from-report',
      default: '',
      description: 'With mode comment, the path of the JSON report the measuring run uploaded.',
    },
  },
  {
    type: 'string',
    help: [],
    commands: [],
    input: { name: 'github-token', default: '${{ github.token }}', description: 'Token for the pull request comment.' },
  },
  {
    type: 'string',
    help: [],
    commands: [],
    input: {
      name: 'pull-request-labels',
      default: '${{ toJSON(github.event.pull_request.labels.*.name) }}',
      description:
        "The pull request's labels as the runner read them from the event (a JSON list; the label 'mcp-budget: accept growth' accepts growth past the gates). Leave the default: the event file on disk is writable by any earlier step.",
    },
  },
  {
    type: 'string',
    help: [],
    commands: [],
    input: {
      name: 'pull-request-head',
      default: '${{ github.event.pull_request.head.sha }}',
      description:
        "The pull request's head commit as the runner read it from the event. On a pull request HEAD must be this commit or the merge commit (GITHUB_SHA), or the run stops (exit 2): a step before the gate moved the checkout.",
    },
  },
];

type Flagged = OptionSpec & { flag: string };
const FLAGS = OPTION_TABLE.filter((option): option is Flagged => option.flag !== undefined);

/** Every flag the parser accepts, from the table. */
export const CLI_OPTIONS = Object.fromEntries(
  FLAGS.map((option) => [
    option.flag,
    {
      type: option.type,
      ...(option.multiple ? { multiple: true, default: [] } : {}),
      ...(option.short ? { short: option.short } : {}),
      ...(option.type === 'boolean'
        ? { default: false }
        : option.default !== undefined
          ? { default: option.default }
          : {}),
    },
  ]),
) as NonNullable<ParseArgsConfig['options']>;

/** The Action's inputs, from the table: action.yml declares exactly these (test/option-model.test.ts). */
export const ACTION_INPUTS = OPTION_TABLE.flatMap((option) =>
  option.input ? [{ ...option.input, flag: option.flag }] : [],
);

/** The flag given to a command that does not take it: the usage error's text, naming the commands that do. */
export function misplacedFlag(command: Command, flags: Iterable<string>): string | undefined {
  for (const name of flags) {
    const option = FLAGS.find((candidate) => candidate.flag === name);
    if (option && !option.commands.includes(command))
      return `--${name} is not an option of ${command} (it is one of ${option.commands.join(', ')})`;
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
