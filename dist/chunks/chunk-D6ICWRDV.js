import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  budgetLocation,
  placeFinder
} from "./chunk-RCQMOFNA.js";
import {
  judgeAndRender,
  runOptions,
  wholeNumber
} from "./chunk-ESD2SCQT.js";
import {
  tempDirNote
} from "./chunk-LYTVLWCL.js";
import {
  mark
} from "./chunk-4FMI7NQJ.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

// src/cli/command-run.ts
import { writeFile } from "node:fs/promises";
import path from "node:path";

// src/report/reporters/reporter-names.ts
var REPORTER_NAMES = ["text", "json", "markdown", "github", "sarif", "badge"];

// src/cli/command-run.ts
function sayTempNote({ args, io }) {
  const tempNote = /^[A-Z][A-Z0-9_]+$/.test(args[0] ?? "") ? void 0 : tempDirNote();
  if (tempNote) io.stderr.write(`mcp-budget: ${tempNote}
`);
}
function takesNoArguments({ name, args }) {
  if (args.length > 0) throw userError("TAKES_NO_ARGUMENTS", { command: name, args });
}
function prepare({ name, values, io }, how = {}) {
  const configGiven = values.config !== void 0;
  const configFile = values.config ?? "budget.json";
  const reporter = values.json ? "json" : values.reporter ?? "text";
  if (!REPORTER_NAMES.includes(reporter))
    throw userError("NOT_ONE_OF", { name: "--reporter", allowed: REPORTER_NAMES });
  if (how.writesBudget && values.ci && !values["dry-run"]) {
    throw userError("WRITES_BUDGET_IN_CI", { command: name });
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
  return { configFile, configGiven, reporter, context, headroom };
}
async function renderResult({ values, io }, command, { configFile, reporter }, result) {
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

export {
  sayTempNote,
  takesNoArguments,
  prepare,
  renderResult
};
