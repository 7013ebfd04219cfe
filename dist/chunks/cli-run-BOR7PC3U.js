import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import "./chunk-YBPTFFN4.js";
import "./chunk-XHKDP5GD.js";
import "./chunk-D6ICWRDV.js";
import {
  CLI_OPTIONS,
  OPTION_TABLE,
  installProcessCleanup
} from "./chunk-4QZ3HJAW.js";
import "./chunk-RCQMOFNA.js";
import "./chunk-MUEUF2TO.js";
import "./chunk-VSNC44ME.js";
import "./chunk-64MIXEC2.js";
import "./chunk-AE52OE7J.js";
import "./chunk-7XT4267Q.js";
import "./chunk-S6UUP5FB.js";
import "./chunk-NRIXATFC.js";
import "./chunk-ESD2SCQT.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-WW27EMXN.js";
import "./chunk-J7JMZEX2.js";
import "./chunk-INDIQ6ST.js";
import {
  VERSION
} from "./chunk-FY3BZNSC.js";
import "./chunk-I57BBHVV.js";
import "./chunk-LKVDPYZP.js";
import "./chunk-5CXZJLR2.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-LYTVLWCL.js";
import "./chunk-CCW25KA5.js";
import "./chunk-SWRCSYGP.js";
import {
  nearName
} from "./chunk-CFJFPK7S.js";
import "./chunk-RQNAL72N.js";
import "./chunk-OELW7EZI.js";
import "./chunk-4WBB3T6B.js";
import "./chunk-4FMI7NQJ.js";
import {
  EXIT,
  EXIT_CODES,
  isUsageError,
  neutralizeWorkflowCommands,
  showControls,
  userError
} from "./chunk-2TKON5YV.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";

// src/cli/cli-run.ts
import { parseArgs } from "node:util";

// src/cli/commands.ts
var EVERY = ["reporter", "json", "ci", "help", "version"];
var MEASURING = [
  "no-cache",
  "anthropic-count",
  "anthropic-model",
  "capabilities",
  "concurrency",
  "max-message-bytes"
];
var REPORTING = ["output", "no-color", "quiet"];
var COMMAND_DECLARATIONS = [
  {
    name: "check",
    usage: "check",
    help: ["measure the servers of budget.json and compare (default)"],
    options: [
      ...EVERY,
      "config",
      ...MEASURING,
      ...REPORTING,
      "base",
      "base-report",
      "base-setup",
      "setup",
      "accept-growth",
      "unmeasured-base",
      "raises",
      "shard",
      "starts"
    ],
    load: () => import("./check-ZQ6YCWWP.js")
  },
  {
    name: "measure",
    usage: "measure",
    help: ["the cost table: every tool, heaviest first (no budget needed)"],
    options: [...EVERY, "config", "server", ...MEASURING, ...REPORTING, "starts"],
    load: () => import("./measure-VXO56OGN.js")
  },
  {
    name: "init",
    usage: "init",
    help: ["write a first budget.json that today's servers pass"],
    options: [...EVERY, "config", "server", ...MEASURING, ...REPORTING, "env", "force", "dry-run", "headroom"],
    load: () => import("./init-4VSVXL4J.js")
  },
  {
    name: "update",
    usage: "update",
    help: ["lower stale oversized entries (never raises a number)"],
    options: [...EVERY, "config", ...MEASURING, ...REPORTING, "dry-run", "headroom"],
    load: () => import("./update-J57A4FWA.js")
  },
  {
    name: "merge",
    usage: "merge <reports…>",
    help: ["one verdict from the JSON reports of check --shard i/n runs"],
    options: [...EVERY, "config", ...REPORTING, "base", "raises"],
    load: () => import("./merge-N32QKSSS.js")
  },
  {
    name: "drift",
    usage: "drift <figures…>",
    help: [
      "production sizes recorded by mcp-budget/guard against the fixtures': proposes fixtures",
      "for tools larger in production than anything CI calls"
    ],
    options: [...EVERY, "config", ...MEASURING],
    load: () => import("./drift-JJVXOESG.js")
  },
  {
    name: "explain",
    usage: "explain <subject>",
    help: [
      "where the bytes go: <server>/<tool> (description, schema, each property)",
      "or fixture:<name> (each field's share of the result, repeated nested objects);",
      "session:<name>: each model request of the session on each host in hosts, turn by turn;",
      "explain <CODE>: what a finding code means, what to do, and its page"
    ],
    options: [...EVERY, "config", ...MEASURING, "host"],
    load: () => import("./explain-UXRU7444.js")
  },
  {
    name: "suggest",
    usage: "suggest [subject]",
    help: [
      "changes that save tokens, each measured by making it and counting again: for every",
      "definition and fixture result, or one <server>, <server>/<tool> or fixture:<name>"
    ],
    options: [...EVERY, "config", ...MEASURING],
    load: () => import("./suggest-VVY2V57I.js")
  },
  {
    name: "explore",
    usage: "explore [server/tool…]",
    help: [
      "the worst case of each read-only tool: the arguments its inputSchema allows that make",
      "its result largest, each a real call in the sandbox; --write adds them as fixtures"
    ],
    // Sessions opened as the measuring commands open them, one server at a time, counted without the cache.
    options: [...EVERY, "config", "capabilities", "max-message-bytes", "time", "write"],
    load: () => import("./explore-UFYQR2QC.js")
  },
  {
    name: "hosts",
    usage: "hosts [name]",
    help: [
      "the host profiles' facts (src/hosts/<name>/profile.json): value, source, version read at, age;",
      "hosts proxy <server>: one server of budget.json in the sandbox, stdio passed through;",
      "hosts record [host...]: run the real hosts (npm) offline on the fixtures, print what changed;",
      "hosts verify [host...]: the same runs held to check's per-host figures, each difference named"
    ],
    options: [...EVERY, "config", "latest"],
    load: () => import("./hosts-B52ZI7O3.js")
  },
  {
    name: "help",
    usage: "help [command]",
    help: ["this text, or one command's options"],
    options: EVERY
  }
];
var COMMANDS = COMMAND_DECLARATIONS.map((declaration) => declaration.name);
function declarationOf(command) {
  return COMMAND_DECLARATIONS.find((declaration) => declaration.name === command);
}

// src/cli/options.ts
var OPTION_TABLE2 = OPTION_TABLE.map(
  (option) => ({
    ...option,
    commands: COMMAND_DECLARATIONS.filter(
      (declaration) => option.flag !== void 0 && declaration.options.includes(option.flag)
    ).map((declaration) => declaration.name)
  })
);
var FLAGS = OPTION_TABLE2.filter((option) => option.flag !== void 0);
function misplacedFlag(command, flags) {
  for (const name of flags) {
    const option = FLAGS.find((candidate) => candidate.flag === name);
    if (option && !option.commands.includes(command)) return { flag: name, command, commands: option.commands };
  }
  return void 0;
}
function optionsHelp(command) {
  const shown = FLAGS.filter(
    (option) => option.help.length > 0 && (command === void 0 || option.commands.includes(command))
  );
  const label = (option) => `--${option.flag}${option.value ? ` ${option.value}` : ""}`;
  const width = Math.max(...shown.filter((option) => label(option).length <= 24).map((option) => label(option).length)) + 2;
  const lines = shown.flatMap((option) => {
    const head = label(option);
    const [first, ...rest] = option.help;
    const pad = " ".repeat(width);
    return head.length + 2 > width ? [`  ${head}`, `  ${pad}${first}`, ...rest.map((line) => `  ${pad}${line}`)] : [`  ${head.padEnd(width)}${first}`, ...rest.map((line) => `  ${pad}${line}`)];
  });
  return [...lines, "  -h, --help, -v, --version"].join("\n");
}

// src/cli/cli-run.ts
function commandsHelp(only) {
  const rows = COMMAND_DECLARATIONS.filter(({ name }) => only === void 0 || name === only);
  const width = Math.max(...COMMAND_DECLARATIONS.map(({ usage }) => usage.length)) + 2;
  return rows.flatMap(({ usage, help: [first, ...rest] }) => [
    `  ${usage.padEnd(width)}${first}`,
    ...rest.map((line) => `  ${" ".repeat(width)}${line}`)
  ]).join("\n");
}
var USAGE = `mcp-budget ${VERSION}: budgets for what MCP servers cost an agent's context

Usage: mcp-budget [command] [options]

Commands:
${commandsHelp()}

Options:
${optionsHelp()}

Exit codes: ${EXIT_CODES.map((row) => `${row.code} ${row.help}`).join(", ")}.`;
function commandUsage(command) {
  return `Usage: mcp-budget ${declarationOf(command).usage} [options]

${commandsHelp(command)}

Options:
${optionsHelp(command)}
`;
}
async function runCli(raw) {
  const io = {
    ...raw,
    stdout: { isTTY: raw.stdout.isTTY, write: (text) => raw.stdout.write(neutralizeWorkflowCommands(text)) },
    stderr: {
      isTTY: raw.stderr.isTTY,
      write: (text) => raw.stderr.write(neutralizeWorkflowCommands(showControls(text, true)))
    },
    annotations: raw.stdout
  };
  try {
    return await run(io);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    io.stderr.write(
      `mcp-budget: ${error.message}
${error.showHelp ? "Run `mcp-budget --help` for commands and options.\n" : ""}`
    );
    return error.exitCode;
  }
}
async function run(io) {
  const { values, positionals, given } = parseCommandLine(io.argv);
  if (values.version) return void io.stdout.write(`${VERSION}
`), EXIT.ok;
  const command = positionals[0] ?? "check";
  if (!COMMANDS.includes(command)) throw userError("UNKNOWN_COMMAND", { command, commands: COMMANDS });
  const declaration = declarationOf(command);
  if (!declaration.load || values.help) return help(declaration.load ? positionals[0] : positionals[1], io);
  const misplaced = misplacedFlag(command, given);
  if (misplaced) throw userError("FLAG_NOT_OF_COMMAND", misplaced);
  const { run: runCommand } = await declaration.load();
  return runCommand({ name: command, args: positionals.slice(1), values, io });
}
function parseCommandLine(argv) {
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, options: CLI_OPTIONS, tokens: true });
    const given = parsed.tokens.flatMap((token) => token.kind === "option" ? [token.name] : []);
    return { values: parsed.values, positionals: parsed.positionals, given };
  } catch (error) {
    const unknown = error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /'(-[^']*)'/.exec(error.message)?.[1] : void 0;
    if (!unknown) throw userError("ARGUMENTS_NOT_PARSED", { said: error.message });
    const near = nearName(unknown.split("=")[0], Object.keys(CLI_OPTIONS), (name) => `--${name}`);
    throw userError("UNKNOWN_OPTION", { option: unknown, ...near ? { near } : {} });
  }
}
function help(topic, io) {
  if (topic === void 0) return void io.stdout.write(`${USAGE}
`), EXIT.ok;
  if (!COMMANDS.includes(topic)) throw userError("HELP_NO_COMMAND", { topic, commands: COMMANDS });
  io.stdout.write(commandUsage(topic));
  return EXIT.ok;
}
function main() {
  installProcessCleanup();
  runCli({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    rawStdout: process.stdout
  }).then(exitOnceWritten, (error) => {
    process.stderr.write(`mcp-budget: internal error: ${error.stack ?? String(error)}
`);
    exitOnceWritten(EXIT.usage);
  });
}
function exitOnceWritten(code) {
  process.exitCode = code;
  const unwritten = [process.stdout, process.stderr].filter((stream) => stream.writableLength > 0);
  void Promise.all(unwritten.map((stream) => new Promise((resolve) => stream.once("drain", resolve)))).then(
    () => process.exit(code)
  );
}
export {
  CLI_OPTIONS,
  COMMANDS,
  USAGE,
  main,
  runCli
};
