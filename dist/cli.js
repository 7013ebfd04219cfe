#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  VERSION,
  checkCommand,
  fmt,
  formatPath,
  initCommand,
  isUsageError,
  killAllGroupsSync,
  lineFinder,
  measureCommand,
  updateCommand
} from "./chunks/chunk-ZLUWRPBW.js";
import "./chunks/chunk-HANBNIMK.js";

// src/cli-run.ts
import { writeFile } from "node:fs/promises";
import os from "node:os";
import { parseArgs } from "node:util";

// src/reporters/changes.ts
function renderBudgetChanges(result, options) {
  const file = options.configFile ?? "budget.json";
  const out = [];
  if (result.wrote && options.command === "init") out.push(`Wrote ${file}.`);
  for (const relaxed of result.relaxed ?? []) {
    out.push(`  limits.${relaxed.limit} starts at today's ${fmt(relaxed.to)} (default ${fmt(relaxed.from)}): lower it as you trim`);
  }
  for (const change of result.changes ?? []) {
    if (change.to === void 0) {
      out.push(`  removed oversized["${change.key}"]`);
      continue;
    }
    const parts = ["bytes", "tokens"].filter((unit) => change.from[unit] !== change.to[unit]).map((unit) => change.to[unit] === void 0 ? `${unit} entry removed (fits the general limit)` : `${unit} ${fmt(change.from[unit])} → ${fmt(change.to[unit])}`);
    out.push(`  lowered oversized["${change.key}"]: ${parts.join(", ")}`);
  }
  if (options.command === "update") {
    out.unshift(result.changes && result.changes.length > 0 ? result.wrote ? `Updated ${file}:` : `Would update ${file}:` : `${file} is up to date: no oversized entry shrank or went away.`);
  }
  return out.length > 0 ? out.join("\n") + "\n\n" : "";
}

// src/reporters/github.ts
var ANNOTATIONS_PER_LEVEL = 10;
function renderGithub(report, options) {
  const lines = [];
  const emitted = { error: 0, warning: 0, notice: 0 };
  let dropped = 0;
  for (const finding of report.findings) {
    if (emitted[finding.severity] >= ANNOTATIONS_PER_LEVEL) {
      dropped += 1;
      continue;
    }
    emitted[finding.severity] += 1;
    lines.push(annotation(finding, options));
  }
  if (dropped > 0) lines.push(`::notice title=mcp-budget::${dropped} more finding(s) not annotated; see the job summary or the JSON report`);
  return lines.join("\n") + (lines.length ? "\n" : "");
}
function annotation(finding, options) {
  const properties = [];
  const file = options.configFile ?? "budget.json";
  const line = finding.path ? options.lineOf?.(finding.path) : void 0;
  properties.push(`file=${escapeProperty(file)}`);
  if (line) properties.push(`line=${line}`);
  properties.push(`title=${escapeProperty(`${finding.code} ${finding.subject}`)}`);
  const where = finding.path ? ` [${formatPath(finding.path)}]` : "";
  const body = `${finding.message}${where}${finding.fix ? `
Fix: ${finding.fix}` : ""}`;
  return `::${finding.severity} ${properties.join(",")}::${escapeData(body)}`;
}
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// src/reporters/json.ts
function renderJson(report) {
  const findings = report.findings.map(({ path, ...finding }) => ({ ...finding, ...path ? { path: formatPath(path) } : {} }));
  return JSON.stringify({ ...report, findings }, null, 2) + "\n";
}

// src/reporters/markdown.ts
var MAX_MARKDOWN_CHARS = 9e5;
function renderMarkdown(report, options) {
  const out = [];
  const errors = report.findings.filter((f) => f.severity === "error");
  const title = report.ok ? "✅ mcp-budget: within budget" : `❌ mcp-budget: ${errors.length} error(s)`;
  out.push(`## ${title}`, "");
  out.push(`${fmt(report.totals.tools)} tools · ${fmt(report.totals.bytes)} bytes · ${fmt(report.totals.tokens)} tokens (${report.tokenizer}) across ${report.totals.servers} server(s)`, "");
  const raises = report.findings.filter((f) => f.code === "BUDGET_RAISED");
  if (raises.length > 0) {
    out.push("### Budget raised in this change", "");
    for (const raise of raises) out.push(`- \`${raise.path ? formatPath(raise.path) : raise.subject}\`: ${raise.message}`);
    out.push("");
  }
  const rows = buildRows(report, options);
  const changed = rows.filter((row) => row.rank < 4);
  const unchanged = rows.filter((row) => row.rank >= 4);
  const header = ["| subject | limit | actual | Δ vs base | status |", "|---|---:|---:|---:|---|"];
  let used = out.join("\n").length;
  let omitted = 0;
  const emit = (target, list) => {
    for (const row of list) {
      const line = `| ${escape(row.subject)} | ${row.limit} | ${row.actual} | ${row.delta === void 0 ? "" : row.delta > 0 ? `+${fmt(row.delta)}` : fmt(row.delta)} | ${row.status} |`;
      if (used + line.length > MAX_MARKDOWN_CHARS) {
        omitted += 1;
        continue;
      }
      used += line.length + 1;
      target.push(line);
    }
  };
  if (changed.length > 0) {
    out.push(...header);
    emit(out, changed);
    out.push("");
  }
  if (unchanged.length > 0) {
    const folded = [];
    emit(folded, unchanged);
    out.push(`<details><summary>${unchanged.length} unchanged subject(s)</summary>`, "", ...header, ...folded, "", "</details>", "");
  }
  if (omitted > 0) out.push(`_${omitted} row(s) omitted to stay under GitHub's summary size limit; see the JSON report._`, "");
  const notes = report.findings.filter((f) => f.severity !== "error" && f.code !== "BUDGET_RAISED");
  if (notes.length > 0) {
    out.push("<details><summary>Warnings and notices</summary>", "");
    for (const note of notes) out.push(`- **${note.code}** ${escape(note.subject)}: ${escape(note.message.split("\n")[0])}`);
    out.push("", "</details>", "");
  }
  return out.join("\n");
}
function buildRows(report, options) {
  const rows = [];
  const errorsBySubject = /* @__PURE__ */ new Map();
  for (const finding of report.findings) {
    if (finding.severity !== "error") continue;
    errorsBySubject.set(finding.subject, [...errorsBySubject.get(finding.subject) ?? [], finding]);
  }
  const raised = new Set(report.findings.filter((f) => f.code === "BUDGET_RAISED").map((f) => f.subject));
  for (const [subject, findings] of errorsBySubject) {
    for (const finding of findings) {
      rows.push({
        subject: `${subject}${finding.unit ? ` (${finding.unit})` : ""}`,
        limit: finding.limit === void 0 ? "" : fmt(finding.limit),
        actual: finding.actual === void 0 ? "" : fmt(finding.actual),
        delta: options.baseFigures?.get(`${subject}|${finding.unit}`) === void 0 || finding.actual === void 0 ? void 0 : finding.actual - options.baseFigures.get(`${subject}|${finding.unit}`),
        status: `❌ ${finding.code}`,
        rank: 0
      });
    }
  }
  for (const server of report.servers) {
    for (const tool of server.tools) {
      const subject = `${server.name}/${tool.name}`;
      if (errorsBySubject.has(subject)) continue;
      const base = options.baseFigures?.get(`${subject}|bytes`);
      const delta = base === void 0 ? void 0 : tool.bytes - base;
      const rank = raised.has(subject) ? 1 : delta === void 0 || delta === 0 ? 4 : delta > 0 ? 2 : 3;
      const status = rank === 1 ? "⬆️ raised" : rank === 2 ? "↗ grew" : rank === 3 ? "↘ shrank" : "✅";
      rows.push({ subject: `${subject} (bytes)`, limit: "", actual: fmt(tool.bytes), delta, status, rank });
    }
  }
  for (const fixture of report.fixtures) {
    const subject = `fixture:${fixture.name}`;
    if (errorsBySubject.has(subject)) continue;
    const base = options.baseFigures?.get(`${subject}|tokens`);
    const largest = Math.max(0, ...fixture.pages.map((page) => page.tokens));
    const delta = base === void 0 ? void 0 : largest - base;
    const rank = raised.has(subject) ? 1 : delta === void 0 || delta === 0 ? 4 : delta > 0 ? 2 : 3;
    rows.push({ subject: `${subject} (tokens)`, limit: "", actual: fmt(largest), delta, status: rank === 1 ? "⬆️ raised" : rank === 2 ? "↗ grew" : rank === 3 ? "↘ shrank" : "✅", rank });
  }
  return rows.sort((a, b) => a.rank - b.rank);
}
function escape(text) {
  return text.replace(/\|/g, "\\|").replace(/</g, "&lt;");
}

// src/reporters/text.ts
import { styleText } from "node:util";

// src/reporters/table.ts
function table(header, rows, numeric) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells) => cells.map((cell, i) => numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])).join("  ").trimEnd();
  return [line(header), ...rows.map(line)];
}

// src/reporters/text.ts
function renderText(report, options) {
  const paint = (style, text) => options.color ? styleText(style, text) : text;
  const out = [];
  const errors = report.findings.filter((f) => f.severity === "error").length;
  const warnings = report.findings.filter((f) => f.severity === "warning").length;
  const shown = options.quiet ? report.findings.filter((f) => f.severity === "error") : report.findings;
  for (const finding of shown) out.push(...renderFinding(finding, options, paint), "");
  if (!options.quiet) {
    out.push(...serverSection(report, options.command === "measure"));
    if (report.fixtures.length > 0) out.push("", ...fixtureSection(report));
    out.push("");
  }
  const totals = `${fmt(report.totals.tools)} tools · ${fmt(report.totals.bytes)} bytes · ${fmt(report.totals.tokens)} tokens (${report.tokenizer})`;
  const verdict = options.command === "measure" ? paint("bold", `Measured ${report.totals.servers} server(s): ${totals}`) : report.ok ? paint(["bold", "green"], `✔ within budget: ${totals}`) + (warnings ? paint("yellow", ` · ${warnings} warning(s)`) : "") : paint(["bold", "red"], `✖ ${errors} error(s)`) + (warnings ? paint("yellow", `, ${warnings} warning(s)`) : "") + ` · ${totals}`;
  out.push(verdict);
  return out.join("\n") + "\n";
}
function renderFinding(finding, options, paint) {
  const label = finding.severity === "error" ? paint(["bold", "red"], "error  ") : finding.severity === "warning" ? paint(["bold", "yellow"], "warning") : paint("cyan", "notice ");
  const lines = [`${label} ${paint("bold", finding.code)}  ${finding.subject}`];
  const [first, ...rest] = finding.message.split("\n");
  lines.push(`        ${first}`, ...rest.map((line) => paint("dim", `        │ ${line}`)));
  if (finding.path) {
    const line = options.lineOf?.(finding.path);
    const file = options.configFile ?? "budget.json";
    lines.push(`        ${paint("dim", "edit:")} ${file}${line ? `:${line}` : ""} ${formatPath(finding.path)}`);
  }
  if (finding.fix) lines.push(`        ${paint("dim", "fix:")}  ${finding.fix}`);
  return lines;
}
function serverSection(report, measureView) {
  const out = [];
  for (const server of report.servers) {
    const identity = server.serverInfo ? `${server.serverInfo.name} ${server.serverInfo.version}` : "not started";
    const status = server.failure ? `FAILED (${server.failure.code})` : `${fmt(server.totals.tools)} tools · ${fmt(server.totals.bytes)} bytes · ${fmt(server.totals.tokens)} tokens`;
    out.push(`${server.name}  (${identity}${server.protocolVersion ? `, protocol ${server.protocolVersion}` : ""}${server.sandbox ? `, network ${server.sandbox.network}` : ""})  ${status}`);
    if (server.tools.length === 0 && !server.instructions) continue;
    const tools = measureView ? [...server.tools].sort((a, b) => b.bytes - a.bytes) : server.tools;
    const rows = tools.map((tool) => [tool.name, fmt(tool.bytes), fmt(tool.tokens), fmt(tool.descriptionChars)]);
    if (server.instructions) rows.push(["(instructions)", fmt(server.instructions.bytes), fmt(server.instructions.tokens), fmt(server.instructions.chars)]);
    out.push(...table(["  tool", "bytes", "tokens", "desc chars"], rows.map(([name, ...rest]) => [`  ${name}`, ...rest]), [false, true, true, true]));
  }
  return out;
}
function fixtureSection(report) {
  const rows = report.fixtures.map((fixture) => [
    `  ${fixture.name}`,
    `${fixture.server}/${fixture.tool}`,
    fixture.skipped ? "skipped" : String(fixture.pages.length),
    fmt(fixture.wireBytes),
    fmt(fixture.textTokens),
    fmt(fixture.structuredTokens),
    fmt(fixture.tokens),
    fixture.isError ? "error" : ""
  ]);
  return ["Fixtures", ...table(["  fixture", "tool", "pages", "wire bytes", "text tok", "structured tok", "tokens", ""], rows, [false, false, true, true, true, true, true, false])];
}

// src/reporters/index.ts
var REPORTERS = {
  text: renderText,
  json: renderJson,
  markdown: renderMarkdown,
  github: renderGithub
};

// src/cli-run.ts
var COMMANDS = ["check", "measure", "init", "update"];
var USAGE = `mcp-budget ${VERSION}: budgets for what MCP servers cost an agent's context

Usage: mcp-budget [command] [options]

Commands:
  check            measure the servers of budget.json and compare (default)
  measure          the cost table: every tool, heaviest first (no budget needed)
  init             write a first budget.json that today's servers pass
  update           lower stale oversized entries (never raises a number)

Options:
  --config <file>        budget file (default budget.json)
  --server "<command>"   a server to measure or init with (repeatable; "name=command" names it)
  --reporter <name>      text | json | markdown | github (default text)
  --json                 same as --reporter json: one JSON document on stdout
  --output <file>        also write the JSON report to <file>
  --concurrency <n>      servers measured at once (default: number of CPUs)
  --ci                   no colour or progress; init and update refuse to write
  --quiet                print errors and the verdict only
  --force                init: overwrite an existing budget file
  --dry-run              update: show what would change, write nothing
  -h, --help, -v, --version

Exit codes: 0 within budget, 1 over budget, 2 usage or config error, 3 a server failed.`;
async function runCli(io) {
  let parsed;
  try {
    parsed = parseArgs({
      args: io.argv,
      allowPositionals: true,
      options: {
        config: { type: "string", default: "budget.json" },
        server: { type: "string", multiple: true, default: [] },
        reporter: { type: "string" },
        json: { type: "boolean", default: false },
        output: { type: "string" },
        concurrency: { type: "string" },
        ci: { type: "boolean", default: false },
        quiet: { type: "boolean", default: false },
        force: { type: "boolean", default: false },
        "dry-run": { type: "boolean", default: false },
        "no-color": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
        version: { type: "boolean", short: "v", default: false }
      }
    });
  } catch (error) {
    io.stderr.write(`mcp-budget: ${error.message}

${USAGE}
`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) return void io.stdout.write(`${USAGE}
`), 0;
  if (values.version) return void io.stdout.write(`${VERSION}
`), 0;
  const command = positionals[0] ?? "check";
  if (!COMMANDS.includes(command) || positionals.length > 1) {
    io.stderr.write(`mcp-budget: unknown command ${JSON.stringify(positionals.join(" "))}

${USAGE}
`);
    return 2;
  }
  const reporter = values.json ? "json" : values.reporter ?? "text";
  if (!(reporter in REPORTERS)) {
    io.stderr.write(`mcp-budget: --reporter must be one of ${Object.keys(REPORTERS).join(", ")}
`);
    return 2;
  }
  const concurrency = values.concurrency === void 0 ? os.availableParallelism() : Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    io.stderr.write("mcp-budget: --concurrency must be a whole number of at least 1\n");
    return 2;
  }
  if (values.ci && (command === "init" || command === "update") && !values["dry-run"]) {
    io.stderr.write(`mcp-budget: ${command} writes budget.json and is not for CI; run it locally and commit the file (or add --dry-run)
`);
    return 2;
  }
  const interactive = !values.ci && io.stderr.isTTY === true && reporter === "text";
  const color = !values.ci && !values["no-color"] && io.stdout.isTTY === true && io.env.NO_COLOR === void 0 && io.env.FORCE_COLOR !== "0";
  const context = {
    cwd: io.cwd,
    callerEnv: io.env,
    concurrency,
    ...interactive ? { onProgress: progressPrinter(io.stderr) } : {}
  };
  let result;
  try {
    result = command === "check" ? await checkCommand(values.config, context) : command === "measure" ? await measureCommand(values.config, values.server, context) : command === "update" ? await updateCommand(values.config, { ...context, dryRun: values["dry-run"] }) : await initCommand(values.config, values.server, { ...context, force: values.force });
  } catch (error) {
    if (isUsageError(error)) {
      io.stderr.write(`mcp-budget: ${error.message}
`);
      return error.exitCode;
    }
    throw error;
  }
  const options = { command, color, quiet: values.quiet, configFile: values.config, lineOf: lineFinder(result.budget) };
  if (reporter === "text" && (result.changes || result.relaxed || result.wrote)) io.stdout.write(renderBudgetChanges(result, options));
  io.stdout.write(REPORTERS[reporter](result.report, options));
  if (values.output) await writeFile(values.output, renderJson(result.report));
  return result.exitCode;
}
function progressPrinter(stream) {
  return (event) => {
    if (event.kind === "start") stream.write(`  … starting ${event.server}
`);
    else stream.write(`  ${event.ok ? "✔" : "✖"} ${event.server}: ${event.ok ? `${event.tools} tools` : "failed"} in ${event.durationMs} ms
`);
  };
}
function main() {
  process.on("exit", killAllGroupsSync);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(signal, () => {
      killAllGroupsSync();
      process.exit(signal === "SIGINT" ? 130 : signal === "SIGTERM" ? 143 : 129);
    });
  }
  runCli({ argv: process.argv.slice(2), env: process.env, cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr }).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      process.stderr.write(`mcp-budget: internal error: ${error.stack ?? String(error)}
`);
      process.exitCode = 2;
    }
  );
}

// src/cli.ts
main();
