import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import { __m2_prepare as prepare, __m2_sayTempNote as sayTempNote } from "./cli-start-580920F0.js";
import "./cli-start-580920F0.js";
import {
  SERVER_FAILURE_CODES
} from "./chunk-MDEG6Q7S.js";
import { __m20_measureCommand as measureCommand } from "./cli-start-580920F0.js";
import "./chunk-3UE7XOA3.js";
import "./chunk-VV6WRPXC.js";
import "./chunk-CCW25KA5.js";
import {
  fmt
} from "./chunk-CEK7UD7K.js";
import { __m0_loadBudget as loadBudget } from "./start-shared-3AE6A6EC.js";
import "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import {
  EXIT,
  jsonSafe,
  showControls,
  userError
} from "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";

// src/commands/drift-command.ts
import { readFile } from "node:fs/promises";
import path from "node:path";

// src/guard/drift.ts
function compareWithFixtures(figures, fixtures, failedServers, fixtureNames) {
  const drift = [];
  const unmeasured = [];
  for (const file of figures) {
    for (const [tool, production] of Object.entries(file.tools)) {
      if (failedServers.has(file.server)) {
        unmeasured.push({ server: file.server, tool, why: `server ${file.server} could not be measured` });
        continue;
      }
      const calls = fixtures.filter((fixture) => fixture.server === file.server && fixture.tool === tool);
      const measured = calls.filter(
        (fixture) => fixture.skipped === void 0 && fixture.pages.length > 0 && !fixture.pages.some((page) => page.tooLarge)
      );
      if (calls.length > 0 && measured.length === 0) {
        unmeasured.push({
          server: file.server,
          tool,
          why: calls.map((fixture) => `${fixture.name}: ${fixture.skipped ?? "too large to count"}`).join("; ")
        });
        continue;
      }
      const ci = measured.length === 0 ? void 0 : {
        fixtures: measured.map((fixture) => fixture.name),
        tokens: Math.max(...measured.flatMap((fixture) => fixture.pages.map((page) => page.tokens))),
        bytes: Math.max(...measured.flatMap((fixture) => fixture.pages.map((page) => page.wireBytes)))
      };
      if (ci && production.tokens.max <= ci.tokens && production.bytes.max <= ci.bytes) continue;
      drift.push({
        server: file.server,
        tool,
        reason: ci ? "larger-in-production" : "no-fixture",
        production: {
          count: production.count,
          over: production.over,
          tokens: production.tokens,
          bytes: production.bytes
        },
        ...ci ? { ci } : {},
        proposed: {
          name: freeName(`${tool}-production-max`, fixtureNames),
          server: file.server,
          tool,
          arguments: placeholders(production.largestArguments)
        }
      });
    }
  }
  return { schemaVersion: 1, ok: drift.length === 0 && unmeasured.length === 0, drift, unmeasured };
}
function mergeRuns(records) {
  const lastOfRun = /* @__PURE__ */ new Map();
  records.forEach((record, index) => lastOfRun.set(record.run ?? `line ${index}`, record));
  const byServer = /* @__PURE__ */ new Map();
  for (const run2 of lastOfRun.values()) {
    const merged = byServer.get(run2.server);
    if (!merged) {
      const { run: _run, ...figures } = run2;
      byServer.set(run2.server, { ...figures, tools: { ...run2.tools } });
      continue;
    }
    if (run2.since < merged.since) merged.since = run2.since;
    if (run2.updated > merged.updated) merged.updated = run2.updated;
    for (const [tool, figures] of Object.entries(run2.tools)) {
      const earlier = merged.tools[tool];
      merged.tools[tool] = earlier ? addTool(earlier, figures) : figures;
    }
  }
  return { figures: [...byServer.values()], runs: lastOfRun.size };
}
function addTool(a, b) {
  const upper = (x, y) => ({
    p50: Math.max(x.p50, y.p50),
    p95: Math.max(x.p95, y.p95),
    max: Math.max(x.max, y.max)
  });
  return {
    count: a.count + b.count,
    over: a.over + b.over,
    tokens: upper(a.tokens, b.tokens),
    bytes: upper(a.bytes, b.bytes),
    largestArguments: b.tokens.max > a.tokens.max ? b.largestArguments : a.largestArguments
  };
}
function placeholders(shape) {
  if (typeof shape === "string") return `<${shape}>`;
  if (Array.isArray(shape)) return shape.map(placeholders);
  return Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, placeholders(value)]));
}
function freeName(wanted, taken) {
  const base = wanted.replace(/[^A-Za-z0-9_.:-]/g, "_");
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  taken.add(name);
  return name;
}

// src/commands/drift-command.ts
async function driftCommand(configFile, figureFiles, context) {
  if (figureFiles.length === 0) throw userError("DRIFT_NEEDS_FIGURES");
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const tokenizer = loaded.config.tokenizer ?? "o200k_base";
  const records = [];
  const ignored = [];
  for (const file of figureFiles) {
    const read = await readFigures(path.resolve(context.cwd, file), file);
    ignored.push(...read.ignored.map((line) => ({ file, line })));
    for (const record of read.records) {
      if (record.tokenizer !== tokenizer)
        throw userError("DRIFT_OTHER_TOKENIZER", {
          file,
          tokenizer: record.tokenizer,
          budget: configFile,
          budgetTokenizer: tokenizer
        });
      const known = Object.hasOwn(loaded.config.servers ?? {}, record.server) || loaded.config.mcpConfig !== void 0;
      if (!known) throw userError("DRIFT_UNKNOWN_SERVER", { file, server: record.server, budget: configFile });
      records.push(record);
    }
  }
  const { figures, runs } = mergeRuns(records);
  const measured = await measureCommand(configFile, [], context);
  const failed = new Set(
    measured.report.findings.filter((finding) => SERVER_FAILURE_CODES.has(finding.code)).map((finding) => finding.subject)
  );
  const names = new Set((loaded.config.fixtures ?? []).map((fixture) => fixture.name));
  const compared = compareWithFixtures(figures, measured.report.fixtures, failed, names);
  const report = { ...compared, runs, ...ignored.length > 0 ? { ignored } : {} };
  return { report, exitCode: report.ok ? EXIT.ok : EXIT.overBudget };
}
async function readFigures(file, shown) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw userError("DRIFT_UNREADABLE", { file: shown, reason: error.message });
  }
  const whole = parsed(text);
  const lines = whole === void 0 ? text.split("\n") : [text];
  const records = [];
  const ignored = [];
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    const value = whole ?? parsed(line);
    if (value === void 0) return void ignored.push(index + 1);
    const problem = figuresProblem(value);
    const at = whole === void 0 ? `${shown}:${index + 1}` : shown;
    if (problem) throw userError("DRIFT_NOT_FIGURES", { at, problem });
    records.push(value);
  });
  if (records.length === 0) throw userError("DRIFT_NO_FIGURES", { file: shown, unfinished: ignored.length > 0 });
  return { records, ignored };
}
function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function figuresProblem(value) {
  const record = value;
  if (typeof record !== "object" || record === null) return "not a JSON object";
  if (record.schemaVersion !== 1) return "$.schemaVersion is not 1";
  if (typeof record.server !== "string") return "$.server is not a string";
  if (typeof record.tokenizer !== "string") return "$.tokenizer is not a string";
  if (typeof record.tools !== "object" || record.tools === null) return "$.tools is not an object";
  for (const [tool, figures] of Object.entries(record.tools)) {
    const at = `$.tools[${JSON.stringify(tool)}]`;
    if (typeof figures?.count !== "number" || typeof figures.over !== "number")
      return `${at}.count or .over is not a number`;
    for (const unit of ["tokens", "bytes"]) {
      const distribution = figures[unit];
      if (!["p50", "p95", "max"].every((key) => typeof distribution?.[key] === "number"))
        return `${at}.${unit} needs p50, p95 and max`;
    }
    if (figures.largestArguments === void 0) return `${at}.largestArguments is missing`;
  }
  return void 0;
}

// src/report/reporters/drift.ts
function renderDrift(report) {
  const lines = [];
  for (const drift of report.drift) {
    const subject = showControls(`${drift.server}/${drift.tool}`);
    const production = `production max ${fmt(drift.production.tokens.max)} tokens, ${fmt(drift.production.bytes.max)} bytes (p95 ${fmt(drift.production.tokens.p95)} tokens; ${fmt(drift.production.count)} calls, ${fmt(drift.production.over)} over the limit)`;
    lines.push(
      drift.ci ? `${subject}: ${production} > the largest fixture result, ${fmt(drift.ci.tokens)} tokens, ${fmt(drift.ci.bytes)} bytes (${showControls(drift.ci.fixtures.join(", "))})` : `${subject}: no fixture calls it; ${production}`
    );
    lines.push(`  propose: ${showControls(JSON.stringify(drift.proposed))}`);
  }
  for (const { server, tool, why } of report.unmeasured)
    lines.push(
      `${showControls(`${server}/${tool}`)}: not compared, its fixtures were not measured (${showControls(why)})`
    );
  for (const { file, line } of report.ignored ?? [])
    lines.push(
      `${showControls(`${file}:${line}`)}: not a whole line of figures, ignored (a process ended while writing it)`
    );
  if (report.ok) lines.push("No drift: every tool production called is covered by a fixture at least as large.");
  else if (report.drift.length > 0) {
    lines.push("");
    lines.push(
      `${report.drift.length} tool${report.drift.length === 1 ? "" : "s"} larger in production than anything CI calls. Add each proposed fixture to budget.json`
    );
    lines.push(
      "with real arguments in place of the <type> placeholders (the figures keep argument names and types, never values)."
    );
  }
  return `${lines.join("\n")}
`;
}

// src/cli/commands/drift.ts
async function run(input) {
  sayTempNote(input);
  const { configFile, context, reporter } = prepare(input);
  const drift = await driftCommand(configFile, input.args, context);
  input.io.stdout.write(
    reporter === "json" ? `${jsonSafe(JSON.stringify(drift.report, null, 2))}
` : renderDrift(drift.report)
  );
  return drift.exitCode;
}
export {
  run
};
