import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  UsageError,
  fmt,
  formatPath,
  killAllGroupsSync
} from "./chunk-3TZ6TLEY.js";
import {
  removeServerHomesSync
} from "./chunk-JL77OF72.js";

// src/shell/process-runtime.ts
function installProcessCleanup() {
  const cleanup = () => {
    killAllGroupsSync();
    removeServerHomesSync();
  };
  process.on("exit", cleanup);
  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]]) {
    process.once(signal, () => {
      cleanup();
      process.exit(code);
    });
  }
  process.stdout.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}
function wholeNumber(name, text, minimum) {
  if (text === void 0 || text === "") return void 0;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) throw new UsageError(`${name} must be a whole number of at least ${minimum}`);
  return value;
}
function oneOf(name, text, allowed) {
  if (!allowed.includes(text)) throw new UsageError(`${name} must be one of ${allowed.join(", ")}`);
  return text;
}

// src/report/untrusted.ts
var UNSAFE_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var UNSAFE_OR_NEWLINE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
var visible = (character) => {
  const code = character.charCodeAt(0);
  return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
};
function showControls(text, keepNewlines = false) {
  return text.replace(keepNewlines ? UNSAFE_CHARACTERS : UNSAFE_OR_NEWLINE, (character) => character === "	" ? "	" : visible(character));
}
var MULTI_LINE_FIELDS = /* @__PURE__ */ new Set(["message", "stderr", "fix"]);
function withControlsShown(value, key = "") {
  if (typeof value === "string") return showControls(value, MULTI_LINE_FIELDS.has(key));
  if (Array.isArray(value)) return value.map((item) => withControlsShown(item, key));
  if (value && typeof value === "object" && !(value instanceof Map)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withControlsShown(v, k)]));
  }
  return value;
}
function neutralizeWorkflowCommands(text) {
  return text.split(/(\r\n|\r|\n)/).map((part) => part.replace(/##\[/g, "##\\u005b").replace(/^(\s*):(?=:)/, "$1\\u003a")).join("");
}
var MARKDOWN_ACTIVE = /[\\`*_[\]<>!|#~&:]|^[-+]/g;
function markdownText(text) {
  return showControls(text).replace(MARKDOWN_ACTIVE, (character) => `\\${character}`).replace(/@/g, "@&#8203;");
}
function jsonSafe(json) {
  return neutralizeWorkflowCommands(json.replace(UNSAFE_CHARACTERS, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`));
}

// src/report/reporters/github.ts
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
  properties.push(`title=${escapeProperty(showControls(`${finding.code} ${finding.subject}`))}`);
  const where = finding.path ? ` [${formatPath(finding.path)}]` : "";
  const body = `${finding.message}${where}${finding.fix ? `
Fix: ${finding.fix}` : ""}`;
  return `::${finding.severity} ${properties.join(",")}::${escapeData(showControls(body, true))}`;
}
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/##\[/g, "##\\u005b");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// src/report/reporters/json.ts
function renderJson(report) {
  const findings = report.findings.map(({ path, ...finding }) => ({ ...finding, ...path ? { path: formatPath(path), pathSegments: path } : {} }));
  return jsonSafe(JSON.stringify({ ...report, findings }, null, 2)) + "\n";
}

// src/report/reporters/change-rows.ts
var signed = (n) => n > 0 ? `+${fmt(n)}` : fmt(n);
var percent = (delta, before) => before > 0 ? ` (${delta > 0 ? "+" : ""}${Math.round(delta / before * 100)}%)` : "";
var figures = (f) => f ? `${fmt(f.bytes)} B · ${fmt(f.tokens)} tok` : "";
function changeRows(table) {
  const changed = table.subjects.filter((change) => change.kind !== "unchanged").map((change) => ({
    subject: change.subject,
    kind: change.kind,
    base: figures(change.before),
    head: figures(change.after),
    delta: change.kind === "changed" ? "text changed, same size" : `${signed(change.deltaBytes)} B${change.before ? percent(change.deltaBytes, change.before.bytes) : ""} · ${signed(change.deltaTokens)} tok`
  }));
  return { changed, unchanged: table.subjects.length - changed.length };
}
function totalLine(table) {
  const { before, after, deltaBytes, deltaTokens } = table.total;
  return `total ${figures(before)} → ${figures(after)} (${signed(deltaBytes)} B${percent(deltaBytes, before.bytes)} · ${signed(deltaTokens)} tok)`;
}

// src/report/reporters/markdown.ts
var MAX_MARKDOWN_BYTES = 9e5;
function renderMarkdown(untrusted, options) {
  const report = withControlsShown(untrusted);
  const out = [];
  const errors = report.findings.filter((f) => f.severity === "error");
  const title = report.ok ? "✅ mcp-budget: within budget" : `❌ mcp-budget: ${errors.length} error(s)`;
  out.push(`## ${title}`, "");
  out.push(`${fmt(report.totals.tools)} tools · ${fmt(report.totals.bytes)} bytes · ${fmt(report.totals.tokens)} tokens (${report.tokenizer}) across ${report.totals.servers} server(s)`, "");
  const unsandboxed = report.servers.filter((server) => server.sandbox?.missing?.length);
  if (unsandboxed.length > 0) {
    out.push("### ⚠️ Servers ran without their full sandbox", "");
    for (const server of unsandboxed) out.push(`- ${markdownText(server.name)}: ${markdownText(server.sandbox.reason ?? `no ${server.sandbox.missing.join(", ")} isolation`)}`);
    out.push("");
  }
  if (report.base?.error) out.push(`_Base ${markdownText(report.base.ref)}: no figures (${markdownText(report.base.error)}); the verdict does not depend on them._`, "");
  if (report.changes) {
    const { changed: changed2, unchanged: unchanged2 } = changeRows(report.changes);
    out.push(`### Changes against ${markdownText(report.changes.ref)}`, "", markdownText(totalLine(report.changes)), "");
    if (changed2.length > 0) {
      out.push("| subject | change | base | head | Δ |", "|---|---|---:|---:|---|");
      for (const row of changed2) out.push(`| ${markdownText(row.subject)} | ${row.kind} | ${row.base} | ${row.head} | ${row.delta} |`);
      out.push("");
    }
    if (unchanged2 > 0) out.push(`_${unchanged2} unchanged._`, "");
  }
  const raises = report.findings.filter((f) => f.code === "BUDGET_RAISED");
  if (raises.length > 0) {
    out.push("### Budget raised in this change", "");
    for (const raise of raises) out.push(`- ${markdownText(raise.path ? formatPath(raise.path) : raise.subject)}: ${markdownText(raise.message)}`);
    out.push("");
  }
  const rows = buildRows(report, options);
  const changed = rows.filter((row) => row.rank < 4);
  const unchanged = rows.filter((row) => row.rank >= 4);
  const header = ["| subject | limit | actual | Δ vs base | status |", "|---|---:|---:|---:|---|"];
  let used = Buffer.byteLength(out.join("\n"));
  let omitted = 0;
  const emit = (target, list) => {
    for (const row of list) {
      const line = `| ${markdownText(row.subject)} | ${row.limit} | ${row.actual} | ${row.delta === void 0 ? "" : row.delta > 0 ? `+${fmt(row.delta)}` : fmt(row.delta)} | ${row.status} |`;
      const bytes = Buffer.byteLength(line) + 1;
      if (used + bytes > MAX_MARKDOWN_BYTES) {
        omitted += 1;
        continue;
      }
      used += bytes;
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
    for (const note of notes) out.push(`- **${note.code}** ${markdownText(note.subject)}: ${markdownText(note.message.split("\n")[0])}`);
    out.push("", "</details>", "");
  }
  return out.join("\n");
}
function buildRows(report, options) {
  const rows = [];
  const failed = /* @__PURE__ */ new Set();
  const base = report.changes ? measuredBase(report.changes) : options.baseFigures;
  const deltaOf = (subject, unit, actual) => {
    const before = base?.get(`${subject}|${unit}`);
    return before === void 0 || actual === void 0 ? void 0 : actual - before;
  };
  const measured = /* @__PURE__ */ new Map();
  for (const server of report.servers) for (const tool of server.tools) measured.set(`${server.name}/${tool.name}`, `${fmt(tool.bytes)} B · ${fmt(tool.tokens)} tok`);
  for (const fixture of report.fixtures) {
    if (fixture.pages.length > 0) measured.set(`fixture:${fixture.name}`, `${fmt(Math.max(...fixture.pages.map((p) => p.wireBytes)))} B · ${fmt(Math.max(...fixture.pages.map((p) => p.tokens)))} tok`);
  }
  for (const finding of report.findings) {
    if (finding.code === "BUDGET_RAISED") {
      rows.push({
        subject: finding.path ? formatPath(finding.path) : finding.subject,
        limit: `${finding.limit === void 0 ? "none" : fmt(finding.limit)} → ${finding.actual === void 0 ? "none" : fmt(finding.actual)}`,
        actual: measured.get(finding.subject) ?? "",
        delta: finding.limit !== void 0 && finding.actual !== void 0 ? finding.actual - finding.limit : void 0,
        status: finding.severity === "error" ? "❌ raised" : "⬆️ raised",
        rank: finding.severity === "error" ? 0 : 1
      });
      continue;
    }
    if (finding.severity !== "error") continue;
    failed.add(finding.subject);
    rows.push({
      subject: `${finding.subject}${finding.unit ? ` (${finding.unit})` : ""}`,
      limit: finding.limit === void 0 ? "" : fmt(finding.limit),
      actual: finding.actual === void 0 ? "" : fmt(finding.actual),
      delta: deltaOf(finding.subject, finding.unit, finding.actual),
      // A failure without figures (a server that did not start) says why in the row itself.
      status: finding.limit === void 0 && finding.actual === void 0 ? `❌ ${finding.code}: ${markdownText(firstLine(finding.message))}` : `❌ ${finding.code}`,
      rank: 0
    });
  }
  const pair = (ceiling) => ceiling && (ceiling.bytes !== void 0 || ceiling.tokens !== void 0) ? `${ceiling.bytes === void 0 ? "–" : fmt(ceiling.bytes)} B · ${ceiling.tokens === void 0 ? "–" : fmt(ceiling.tokens)} tok` : "";
  const kinds = new Map(report.changes?.subjects.map((change) => [change.subject, change.kind]));
  const row = (subject, ceiling, bytes, tokens) => {
    const delta = deltaOf(subject, "bytes", bytes) ?? deltaOf(subject, "tokens", tokens);
    const kind = kinds.get(subject);
    const rank = kind === "new" || kind === "changed" ? 2 : delta === void 0 || delta === 0 ? 4 : delta > 0 ? 2 : 3;
    const status = kind === "new" ? "🆕 new" : kind === "changed" ? "✎ text changed" : rank === 2 ? "↗ grew" : rank === 3 ? "↘ shrank" : "✅";
    rows.push({ subject, limit: ceiling, actual: `${fmt(bytes)} B · ${fmt(tokens)} tok`, delta, status, rank });
  };
  for (const server of report.servers) {
    for (const tool of server.tools) {
      const subject = `${server.name}/${tool.name}`;
      if (!failed.has(subject)) row(subject, pair(tool.ceiling), tool.bytes, tool.tokens);
    }
  }
  for (const fixture of report.fixtures) {
    const subject = `fixture:${fixture.name}`;
    if (failed.has(subject) || fixture.pages.length === 0) continue;
    const largest = fixture.pages.reduce((a, b) => b.tokens > a.tokens ? b : a);
    row(subject, pair(fixture.ceiling), largest.wireBytes, largest.tokens);
  }
  return rows.sort((a, b) => a.rank - b.rank);
}
function firstLine(text) {
  const line = text.split("\n")[0];
  return line.length > 160 ? `${line.slice(0, 160)}…` : line;
}
function measuredBase(changes) {
  const figures2 = /* @__PURE__ */ new Map();
  for (const change of changes.subjects) {
    if (!change.before) continue;
    figures2.set(`${change.subject}|bytes`, change.before.bytes);
    figures2.set(`${change.subject}|tokens`, change.before.tokens);
  }
  return figures2;
}

export {
  installProcessCleanup,
  wholeNumber,
  oneOf,
  showControls,
  withControlsShown,
  neutralizeWorkflowCommands,
  markdownText,
  jsonSafe,
  renderGithub,
  renderJson,
  changeRows,
  totalLine,
  renderMarkdown
};
