import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  CLI_OPTIONS,
  COMMANDS,
  budgetLocation,
  misplacedFlag,
  optionsHelp,
  placeFinder
} from "./chunk-7KXM4XEP.js";
import "./chunk-XX22VYY3.js";
import {
  measureCommand
} from "./chunk-EG5KE344.js";
import {
  checkCommand,
  installProcessCleanup,
  runOptions,
  wholeNumber
} from "./chunk-NKM3ELWC.js";
import {
  judgeAndRender
} from "./chunk-SP3OC7J5.js";
import "./chunk-HVNGL4Q7.js";
import {
  VERSION
} from "./chunk-Y4ZUPSUO.js";
import {
  jsonSafe,
  neutralizeWorkflowCommands,
  showControls
} from "./chunk-NLHM3OQB.js";
import "./chunk-LVU6NGCN.js";
import {
  mark,
  tempDirNote
} from "./chunk-DM3L3IIO.js";
import "./chunk-CCW25KA5.js";
import "./chunk-RG7MEG2N.js";
import {
  nearName
} from "./chunk-ASKM6FBG.js";
import "./chunk-YIP5KU67.js";
import "./chunk-LG7IJHAI.js";
import {
  UsageError,
  isUsageError
} from "./chunk-OUCDQDYO.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";

// src/cli/cli-run.ts
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

// src/report/reporters/reporter-names.ts
var REPORTER_NAMES = ["text", "json", "markdown", "github", "sarif", "badge"];

// src/cli/cli-run.ts
var otherCommands = () => import("./other-commands-CW4CCJTB.js");
var COMMAND_HELP = [
  ["check", "check", ["measure the servers of budget.json and compare (default)"]],
  ["measure", "measure", ["the cost table: every tool, heaviest first (no budget needed)"]],
  ["init", "init", ["write a first budget.json that today's servers pass"]],
  ["update", "update", ["lower stale oversized entries (never raises a number)"]],
  ["merge", "merge <reports…>", ["one verdict from the JSON reports of check --shard i/n runs"]],
  [
    "drift",
    "drift <figures…>",
    [
      "production sizes recorded by mcp-budget/guard against the fixtures': proposes fixtures",
      "for tools larger in production than anything CI calls"
    ]
  ],
  [
    "explain",
    "explain <subject>",
    [
      "where the bytes go: <server>/<tool> (description, schema, each property)",
      "or fixture:<name> (each field's share of the result, repeated nested objects);",
      "explain <CODE>: what a finding code means, what to do, and its page"
    ]
  ],
  [
    "suggest",
    "suggest [subject]",
    [
      "changes that save tokens, each measured by making it and counting again: for every",
      "definition and fixture result, or one <server>, <server>/<tool> or fixture:<name>"
    ]
  ],
  [
    "hosts",
    "hosts [name]",
    [
      "the host profiles' facts (hosts/*.json): value, source, version read at, age;",
      "hosts proxy <server>: one server of budget.json in the sandbox, stdio passed through;",
      "hosts record [host...]: run the real hosts (npm) offline on the fixtures, print what changed"
    ]
  ],
  ["help", "help [command]", ["this text, or one command's options"]]
];
function commandsHelp(only) {
  const rows = COMMAND_HELP.filter(([name]) => only === void 0 || name === only);
  const width = Math.max(...COMMAND_HELP.map(([, label]) => label.length)) + 2;
  return rows.flatMap(([, label, [first, ...rest]]) => [
    `  ${label.padEnd(width)}${first}`,
    ...rest.map((line) => `  ${" ".repeat(width)}${line}`)
  ]).join("\n");
}
var USAGE = `mcp-budget ${VERSION}: budgets for what MCP servers cost an agent's context

Usage: mcp-budget [command] [options]

Commands:
${commandsHelp()}

Options:
${optionsHelp()}

Exit codes: 0 within budget, 1 over budget, 2 usage or config error, 3 a server failed.`;
function commandUsage(command) {
  return `Usage: mcp-budget ${COMMAND_HELP.find(([name]) => name === command)[1]} [options]

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
${error instanceof UsageWithHelp ? "Run `mcp-budget --help` for commands and options.\n" : ""}`
    );
    return error.exitCode;
  }
}
var UsageWithHelp = class extends UsageError {
};
async function run(io) {
  const { values, positionals, given } = parseCommandLine(io.argv);
  if (values.version) return void io.stdout.write(`${VERSION}
`), 0;
  const command = positionals[0] ?? "check";
  if (!COMMANDS.includes(command))
    throw new UsageWithHelp(`unknown command ${JSON.stringify(command)} (commands: ${COMMANDS.join(", ")})`);
  if (command === "help" || values.help) return help(command === "help" ? positionals[1] : positionals[0], io);
  const misplaced = misplacedFlag(command, given);
  if (misplaced) throw new UsageWithHelp(misplaced);
  if (command === "explain" && positionals.length !== 2) {
    throw new UsageWithHelp(
      "explain takes one subject: `mcp-budget explain <server>/<tool>` or `mcp-budget explain fixture:<name>`"
    );
  }
  if (command === "suggest" && positionals.length > 2)
    throw new UsageWithHelp("suggest takes at most one subject: <server>, <server>/<tool> or fixture:<name>");
  if (command === "hosts" && positionals[1] === "record") {
    const cwd = io.cwd;
    const { recordHostsCommand, HOST_PROGRAMS } = await otherCommands();
    return recordHostsCommand(
      {
        configFile: values.config ?? "budget.json",
        cwd,
        hosts: positionals.length > 2 ? positionals.slice(2) : Object.keys(HOST_PROGRAMS),
        cli: process.argv[1] ?? "mcp-budget",
        outDir: path.join(cwd, "mcp-budget-recordings"),
        cacheDir: io.env.MCP_BUDGET_HOSTS_CACHE ?? path.join(cwd, ".tmp", "hosts")
      },
      (text) => io.stdout.write(text)
    );
  }
  if (command === "hosts" && positionals[1] === "proxy") {
    if (positionals.length !== 3 || !io.stdin || !io.rawStdout)
      throw new UsageWithHelp("hosts proxy takes one server: `mcp-budget hosts proxy <server> --config budget.json`");
    const { proxyServer } = await otherCommands();
    return proxyServer(values.config ?? "budget.json", positionals[2], {
      stdin: io.stdin,
      stdout: io.rawStdout,
      env: io.env,
      cwd: io.cwd
    });
  }
  if (command === "hosts") return listHosts(positionals[1], values.json || values.reporter === "json", io);
  const tempNote = command === "merge" || /^[A-Z][A-Z0-9_]+$/.test(positionals[1] ?? "") ? void 0 : tempDirNote();
  if (tempNote) io.stderr.write(`mcp-budget: ${tempNote}
`);
  if (command !== "merge" && command !== "explain" && command !== "suggest" && command !== "drift" && positionals.length > 1) {
    throw new UsageWithHelp(
      `${command} takes no arguments, got ${JSON.stringify(positionals.slice(1).join(" "))} (servers go in --server "<command>")`
    );
  }
  const configGiven = values.config !== void 0;
  const configFile = values.config ?? "budget.json";
  const reporter = values.json ? "json" : values.reporter ?? "text";
  if (!REPORTER_NAMES.includes(reporter))
    throw new UsageError(`--reporter must be one of ${REPORTER_NAMES.join(", ")}`);
  if (values.ci && (command === "init" || command === "update") && !values["dry-run"]) {
    throw new UsageError(
      `${command} writes budget.json and is not for CI; run it locally and commit the file (or add --dry-run)`
    );
  }
  const interactive = !values.ci && io.stderr.isTTY === true && reporter === "text";
  const context = {
    cwd: io.cwd,
    callerEnv: io.env,
    ...runOptions(
      {
        text: (flag) => values[flag],
        flag: (flag) => values[flag] === true,
        label: (flag) => `--${flag}`
      },
      io.env
    ),
    ...values.base ? { base: values.base } : {},
    ...values["base-setup"] || values.setup ? { log: (line) => io.stderr.write(`${line}
`) } : {},
    ...values["accept-growth"] ? { acceptGrowth: true } : {},
    ...values.host ? { host: values.host } : {},
    ...interactive ? { onProgress: progressPrinter(io.stderr) } : {}
  };
  const headroom = values.headroom === void 0 ? {} : { headroom: wholeNumber("--headroom", values.headroom, 0) };
  if (command === "explain") return explain(configFile, positionals[1], context, reporter, io);
  if (command === "suggest") {
    const { suggestCommand, renderSuggestions, renderSuggestionsJson } = await otherCommands();
    const suggestions = await suggestCommand(configFile, positionals[1], context);
    io.stdout.write(
      reporter === "json" ? renderSuggestionsJson(suggestions) : renderSuggestions(suggestions, configFile)
    );
    return suggestions.failures.length > 0 ? 3 : 0;
  }
  if (command === "drift") {
    const { driftCommand, renderDrift } = await otherCommands();
    const drift = await driftCommand(configFile, positionals.slice(1), context);
    io.stdout.write(
      reporter === "json" ? `${jsonSafe(JSON.stringify(drift.report, null, 2))}
` : renderDrift(drift.report)
    );
    return drift.exitCode;
  }
  const result = command === "check" ? await checkCommand(configFile, context) : command === "measure" ? await measureCommand(configFile, values.server, { ...context, configGiven }) : command === "merge" ? await (await otherCommands()).mergeCommand(configFile, positionals.slice(1), context) : command === "update" ? await (await otherCommands()).updateCommand(configFile, {
    ...context,
    dryRun: values["dry-run"],
    ...headroom
  }) : await (await otherCommands()).initCommand(configFile, values.server, {
    ...context,
    force: values.force,
    dryRun: values["dry-run"],
    passEnv: values.env,
    ...headroom
  });
  const color = !values.ci && !values["no-color"] && io.stdout.isTTY === true && io.env.NO_COLOR === void 0 && io.env.FORCE_COLOR !== "0";
  const options = {
    command,
    color,
    quiet: values.quiet,
    configFile,
    ...budgetLocation(result.budget, io.cwd),
    placeOf: placeFinder(result.budget),
    baseFigures: result.baseFigures
  };
  const { REPORTERS, renderBudgetChanges, renderJson } = await judgeAndRender();
  if (reporter === "text" && (result.changes || result.relaxed || result.wrote || result.proposed || result.notWritten))
    io.stdout.write(renderBudgetChanges(result, options));
  (reporter === "github" ? io.annotations : io.stdout).write(REPORTERS[reporter](result.report, options));
  if (reporter === "text" && io.env.GITHUB_ACTIONS === "true")
    io.annotations.write(REPORTERS.github(result.report, options));
  if (values.output) await writeFile(path.resolve(io.cwd, values.output), renderJson(result.report));
  mark("rendered");
  return result.exitCode;
}
function parseCommandLine(argv) {
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, options: CLI_OPTIONS, tokens: true });
    const given = parsed.tokens.flatMap((token) => token.kind === "option" ? [token.name] : []);
    return { values: parsed.values, positionals: parsed.positionals, given };
  } catch (error) {
    const unknown = error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /'(-[^']*)'/.exec(error.message)?.[1] : void 0;
    if (!unknown) throw new UsageWithHelp(error.message);
    const near = nearName(unknown.split("=")[0], Object.keys(CLI_OPTIONS), (name) => `--${name}`);
    throw new UsageWithHelp(`unknown option ${unknown}${near ? ` (did you mean --${near}?)` : ""}`);
  }
}
async function explain(configFile, subject, context, reporter, io) {
  const { FINDING_CATALOG, explainCommand, renderExplanation } = await otherCommands();
  if (Object.hasOwn(FINDING_CATALOG, subject)) return explainCode(subject, reporter, io);
  const outcome = await explainCommand(configFile, subject, context);
  if ("failure" in outcome) {
    io.stderr.write(
      `mcp-budget: ${outcome.failure.message}${outcome.failure.stderrTail ? `
${outcome.failure.stderrTail}` : ""}
`
    );
    return outcome.exitCode;
  }
  io.stdout.write(
    reporter === "json" ? `${jsonSafe(JSON.stringify(outcome.explanation, null, 2))}
` : renderExplanation(outcome.explanation, configFile)
  );
  return 0;
}
async function explainCode(code, reporter, io) {
  const { FINDING_CATALOG, severityText, findingPageUrl } = await otherCommands();
  const { meaning, action } = FINDING_CATALOG[code];
  const severity = severityText(FINDING_CATALOG[code].severity);
  const page = findingPageUrl(code);
  io.stdout.write(
    reporter === "json" ? `${JSON.stringify({ code, severity, meaning, action, page }, null, 2)}
` : `${code} (${severity})
  ${meaning}
  what to do: ${action}
  ${page}
`
  );
  return 0;
}
function help(topic, io) {
  if (topic === void 0) return void io.stdout.write(`${USAGE}
`), 0;
  if (!COMMANDS.includes(topic))
    throw new UsageWithHelp(`help: no command ${JSON.stringify(topic)} (commands: ${COMMANDS.join(", ")})`);
  io.stdout.write(commandUsage(topic));
  return 0;
}
async function listHosts(host, json, io) {
  const { HOST_PROFILES, hostFacts, renderHostFacts } = await otherCommands();
  if (host !== void 0 && !(host in HOST_PROFILES))
    throw new UsageError(`no host profile "${host}" (profiles: ${Object.keys(HOST_PROFILES).join(", ")})`);
  const rows = hostFacts(/* @__PURE__ */ new Date(), host);
  io.stdout.write(json ? `${JSON.stringify(rows, null, 2)}
` : renderHostFacts(rows));
  return 0;
}
function progressPrinter(stream) {
  return (event) => {
    if (event.kind === "start") stream.write(`  … starting ${event.server}
`);
    else
      stream.write(
        `  ${event.ok ? "✔" : "✖"} ${event.server}: ${event.ok ? `${event.tools} tools` : "failed"} in ${event.durationMs} ms
`
      );
  };
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
    exitOnceWritten(2);
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
