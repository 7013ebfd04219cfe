import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  removeBaseWorktreesSync
} from "./chunk-AE52OE7J.js";
import {
  killAllGroupsSync
} from "./chunk-LKVDPYZP.js";
import {
  removeServerHomesSync
} from "./chunk-LYTVLWCL.js";
import {
  EXIT
} from "./chunk-2TKON5YV.js";

// src/options/option-table.ts
var TABLE = [
  {
    flag: "config",
    type: "string",
    value: "<file>",
    help: ["budget file (default budget.json)"],
    input: {
      name: "config",
      default: "budget.json",
      description: "Path of the budget file, relative to working-directory."
    }
  },
  {
    flag: "server",
    type: "string",
    multiple: true,
    value: '"<command>"',
    help: ['a server to measure or init with (repeatable; "name=command" names it; or a url)']
  },
  {
    flag: "reporter",
    type: "string",
    value: "<name>",
    help: [
      "text | json | markdown | github | sarif | badge (default text; text also annotates under",
      "GitHub Actions; sarif is SARIF 2.1.0 for code scanning; badge a shields.io endpoint)"
    ]
  },
  { flag: "json", type: "boolean", help: ["same as --reporter json: one JSON document on stdout"] },
  {
    flag: "output",
    type: "string",
    value: "<file>",
    help: ["also write the JSON report to <file>"]
  },
  {
    flag: "base",
    type: "string",
    value: "<git-ref>",
    help: [
      "against the merge base with <ref>: every loosening of budget.json (BUDGET_RAISED), and",
      "every tool's change (the base measured in a temporary worktree, or its --base-report)"
    ],
    input: {
      name: "base",
      default: "${{ github.event.pull_request.base.sha }}",
      description: "Git ref to compare with (every loosening of budget.json is listed, and every tool's change against the merge base's figures: measured in a temporary worktree, or read from base-report or reports-dir). Defaults to the pull request's base commit as the runner read it from the event (no ref the pull request's code could move), and on a tag push to the previous release tag (by version order; pre-releases only for a pre-release)."
    }
  },
  {
    flag: "base-report",
    type: "string",
    value: "<file>",
    help: [
      "base figures from a report saved on the base branch (a file, or a directory of",
      "<sha>.json), instead of measuring the base"
    ],
    input: {
      name: "base-report",
      default: "",
      description: "A JSON report saved by a run on the base branch (an artifact); used for the base's figures instead of measuring the merge base."
    }
  },
  {
    flag: "base-setup",
    type: "string",
    value: "<command>",
    help: ["with --base: run in the base's worktree, inside the sandbox like --setup, before measuring it"],
    input: {
      name: "base-setup",
      default: "",
      description: `Command run in the merge base's worktree before measuring it, e.g. "npm ci && npm run build", inside the sandbox like setup.`
    }
  },
  {
    flag: "setup",
    type: "string",
    value: "<command>",
    help: [
      'run in the work tree inside the sandbox before measuring ("npm ci && npm run build"): network on, .git and',
      "HOME hidden; the pull request's install scripts run nowhere else"
    ],
    input: {
      name: "setup",
      default: "",
      description: `Command run in the checkout inside the sandbox before measuring, e.g. "npm ci && npm run build": the network is on and the work tree writable, but .git, HOME, the runner's files and every secret are out of reach. Use it instead of a workflow step that runs npm ci before mcp-budget.`
    }
  },
  // The Action takes acceptance from the pull request's label: a reviewed act that shows on the pull request.
  {
    flag: "accept-growth",
    type: "boolean",
    help: ["growth past the budget's growth gates was accepted in review: warnings, not errors"]
  },
  {
    flag: "unmeasured-base",
    type: "string",
    value: "error|warning",
    help: [
      "a base server that could not be measured (BASE_UNMEASURED) with growth",
      "gates: an error (default: a gate without an answer has not passed) or a warning"
    ],
    input: {
      name: "unmeasured-base",
      default: "",
      description: "What a base server that could not be measured (BASE_UNMEASURED) does when budget.json has growth gates: error (default; overrides growth.unmeasuredBase when set) or warning."
    }
  },
  {
    flag: "no-cache",
    type: "boolean",
    help: [
      "count every text and compile every schema afresh; do not read or write",
      "the count cache (~/.cache/mcp-budget)"
    ],
    input: {
      name: "no-cache",
      default: "false",
      description: "true: count every text and compile every schema afresh; do not read or write the count cache (~/.cache/mcp-budget)."
    }
  },
  {
    flag: "host",
    type: "string",
    value: "<name>",
    help: ["explain: what that host sends and where it cuts (src/hosts/<name>/profile.json: claude-code, codex, …)"]
  },
  {
    flag: "latest",
    type: "boolean",
    help: ["hosts verify: run each host's newest release on the npm registry, not its pinned version"]
  },
  {
    flag: "anthropic-count",
    type: "boolean",
    help: [
      "with hosts: count Anthropic-format payloads exactly with Anthropic's token-counting",
      "endpoint (needs ANTHROPIC_API_KEY)"
    ],
    input: {
      name: "anthropic-count",
      default: "false",
      description: "true: count Anthropic-format host payloads exactly with Anthropic's token-counting endpoint (needs ANTHROPIC_API_KEY in the step's env)."
    }
  },
  {
    flag: "anthropic-model",
    type: "string",
    value: "<id>",
    help: ["the model --anthropic-count counts for (default claude-sonnet-4-6)"],
    input: {
      name: "anthropic-model",
      default: "",
      description: "The model anthropic-count counts for (default claude-sonnet-4-6)."
    }
  },
  {
    flag: "raises",
    type: "string",
    value: "allow|fail",
    default: "allow",
    help: ["whether a raise fails the check (default allow: listed loudly)"],
    input: {
      name: "raises",
      default: "allow",
      description: "What a raised or added limit does: allow (listed loudly) or fail."
    }
  },
  {
    flag: "shard",
    type: "string",
    value: "<i/n>",
    help: ["measure only shard i of n (stable by server name); write --output and merge the shards"],
    input: {
      name: "shard",
      default: "",
      description: "Measure only shard i/n of the servers (a matrix job, e.g. 2/4); the shard's report is judged by a job with mode: merge."
    }
  },
  {
    flag: "capabilities",
    type: "string",
    value: "<preset>",
    help: [
      "client capabilities declared to every server: none, or all (roots, sampling,",
      "elicitation, tasks) to see the largest tool list servers offer"
    ],
    input: {
      name: "capabilities",
      default: "",
      description: "Client capabilities declared to every server: none, or all (roots, sampling, elicitation, tasks) to see the largest tool list servers offer."
    }
  },
  {
    flag: "concurrency",
    type: "string",
    value: "<n>",
    help: [
      "servers starting at once (default: number of CPUs); a slot frees once",
      "its server has answered its listings (at most twice <n> measured at once)"
    ],
    input: {
      name: "concurrency",
      default: "",
      description: "Servers starting at once (default the runner's CPU count); a server's slot frees once it has answered its listings, and at most twice as many are measured at once."
    }
  },
  {
    flag: "starts",
    type: "string",
    value: "<n>",
    help: [
      "start each server n times and report its start-up (spawn to tools/list answered: median",
      "and slowest); default 1, the run's own start. A measurement of this machine: at most a warning"
    ],
    input: {
      name: "starts",
      default: "",
      description: "Start each server n times and report its start-up (spawn to tools/list answered: median and slowest); default 1, the run's own start. At most a warning."
    }
  },
  {
    flag: "max-message-bytes",
    type: "string",
    value: "<n>",
    help: ["largest message kept and tokenized (default 67108864); larger ones are measured in bytes only"],
    input: {
      name: "max-message-bytes",
      default: "",
      description: "Largest message kept and tokenized (default 67108864); larger ones are measured in bytes only."
    }
  },
  { flag: "ci", type: "boolean", help: ["no colour or progress; init and update refuse to write"] },
  { flag: "no-color", type: "boolean", help: ["no colour (also NO_COLOR set, or FORCE_COLOR=0)"] },
  { flag: "quiet", type: "boolean", help: ["print errors and the verdict only"] },
  {
    flag: "env",
    type: "string",
    multiple: true,
    value: "<NAME>",
    help: [
      "init: a variable the servers need to start (an API key): written to sandbox.passEnv",
      "so it reaches them from the environment (repeatable)"
    ]
  },
  { flag: "force", type: "boolean", help: ["init: overwrite an existing budget file"] },
  {
    flag: "dry-run",
    type: "boolean",
    help: ["init, update: show what would change, write nothing"]
  },
  {
    flag: "headroom",
    type: "string",
    value: "<percent>",
    help: ["init, update: totals sit this far above today's (default 10)"]
  },
  {
    flag: "time",
    type: "string",
    value: "<seconds>",
    help: ["explore: the time budget of the whole search (default 60)"]
  },
  {
    flag: "write",
    type: "boolean",
    help: ["explore: add each worst case to budget.json as a fixture, for check to hold"]
  },
  { flag: "help", type: "boolean", short: "h", help: [] },
  { flag: "version", type: "boolean", short: "v", help: [] },
  // The Action's own inputs: where it runs, what it posts, how it is fed.
  {
    type: "string",
    help: [],
    input: { name: "working-directory", default: ".", description: "Directory to run in (a package in a monorepo)." }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "reports-dir",
      default: "",
      description: "Directory of saved reports by commit (<sha>.json). Runs without a base (pushes to the default branch) keep their report there; pull requests use the merge base's report from there instead of measuring the base, and measure it when there is none. Carry it between runs with actions/cache (see docs/action.md)."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "fail-on-stale",
      default: "true",
      description: "Fail when an oversized entry shrank and budget.json was not lowered (true), or only warn (false)."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "comment",
      default: "false",
      description: "Post or update one sticky pull request comment with the summary (needs pull-requests write): false, true (= always), always, on-change (a change against the base, a raise or a failure; otherwise only an earlier comment is refreshed), on-failure (likewise, for failures)."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "mode",
      default: "check",
      description: "check (measure and judge); merge: judge the shard reports of a matrix (shards) as one run; or comment: post the comment from a report another run uploaded (from-report), for a workflow_run job on fork pull requests. Comment mode runs no server and no code of the pull request."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "shards",
      default: "",
      description: "With mode merge, the shard reports: files, or folders of them (every .json inside), one a line."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "from-report",
      default: "",
      description: "With mode comment, the path of the JSON report the measuring run uploaded."
    }
  },
  {
    type: "string",
    help: [],
    input: { name: "github-token", default: "${{ github.token }}", description: "Token for the pull request comment." }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "pull-request-labels",
      default: "${{ toJSON(github.event.pull_request.labels.*.name) }}",
      description: "The pull request's labels as the runner read them from the event (a JSON list; the label 'mcp-budget: accept growth' accepts growth past the gates). Leave the default: the event file on disk is writable by any earlier step."
    }
  },
  {
    type: "string",
    help: [],
    input: {
      name: "pull-request-head",
      default: "${{ github.event.pull_request.head.sha }}",
      description: "The pull request's head commit as the runner read it from the event. On a pull request HEAD must be this commit or the merge commit (GITHUB_SHA), or the run stops (exit 2): a step before the gate moved the checkout."
    }
  }
];
var OPTION_TABLE = TABLE;
var FLAG_OPTIONS = TABLE.filter(
  (option) => "flag" in option
);
var CLI_OPTIONS = Object.fromEntries(
  FLAG_OPTIONS.map((option) => [
    option.flag,
    {
      type: option.type,
      ...option.multiple ? { multiple: true, default: [] } : {},
      ...option.short ? { short: option.short } : {},
      ...option.type === "boolean" ? { default: false } : option.default !== void 0 ? { default: option.default } : {}
    }
  ])
);
var ACTION_INPUTS = OPTION_TABLE.flatMap(
  (option) => option.input ? [{ ...option.input, flag: option.flag }] : []
);

// src/commands/process-cleanup.ts
import { constants } from "node:os";
function installProcessCleanup() {
  const cleanup = () => {
    killAllGroupsSync();
    removeServerHomesSync();
    removeBaseWorktreesSync();
  };
  process.on("exit", cleanup);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(signal, () => {
      cleanup();
      process.exit(128 + constants.signals[signal]);
    });
  }
  process.stdout.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? EXIT.ok);
    throw error;
  });
}

export {
  OPTION_TABLE,
  CLI_OPTIONS,
  ACTION_INPUTS,
  installProcessCleanup
};
