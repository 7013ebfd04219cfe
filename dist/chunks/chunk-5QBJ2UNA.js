import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  exitCodeFor,
  killAllGroupsSync,
  markdownText,
  showControls,
  withControlsShown
} from "./chunk-EIT47UEW.js";
import {
  nodeCrypto,
  removeServerHomesSync
} from "./chunk-N3ZTSCD5.js";
import {
  applyEdits,
  findNodeAtLocation,
  fmt,
  formatPath,
  modify,
  parseTree
} from "./chunk-5KRS2ZQA.js";
import {
  UsageError
} from "./chunk-ISOPEFMY.js";

// src/budget/budget-file.ts
import { open, realpath, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
var FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };
function editJson(text, edits) {
  let out = text;
  for (const edit of edits) out = applyEdits(out, modify(out, edit.path, edit.value, FORMAT));
  return out.endsWith("\n") ? out : out + "\n";
}
function lineFinder(text) {
  const tree = parseTree(text);
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  return (budgetPath) => {
    if (!tree) return void 0;
    for (let depth = budgetPath.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(tree, budgetPath.slice(0, depth));
      if (!node) continue;
      const at = node.parent?.type === "property" ? node.parent.offset : node.offset;
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = low + high + 1 >> 1;
        if (lineStarts[middle] <= at) low = middle;
        else high = middle - 1;
      }
      return low + 1;
    }
    return void 0;
  };
}
async function writeFileAtomic(file, content) {
  const target = await realpath(file).catch(() => file);
  const mode = await stat(target).then((s) => s.mode, () => 420);
  if ((mode & 146) === 0) throw new UsageError(`${file} is read-only; make it writable to let update change it`);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${nodeCrypto().randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(temp, "wx", mode);
  try {
    await handle.writeFile(content, "utf8");
    await handle.sync();
    await handle.close();
    await rename(temp, target);
  } catch (error) {
    await handle.close().catch(() => void 0);
    await rm(temp, { force: true });
    throw error;
  }
}

// src/commands/command-context.ts
function lineFinder2(budget) {
  return budget?.text ? lineFinder(budget.text) : void 0;
}

// src/cli/process-runtime.ts
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

// src/report/reporters/badge.ts
var COLOR = { 0: "brightgreen", 1: "red", 3: "orange" };
function renderBadge(report) {
  const code = exitCodeFor(report);
  const message = `${fmt(report.totals.tools)} tools · ${fmt(report.totals.tokens)} tokens${code === 0 ? "" : code === 3 ? " · server failed" : " · over budget"}`;
  return JSON.stringify({ schemaVersion: 1, label: "MCP context", message, color: COLOR[code] ?? "lightgrey" }) + "\n";
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

// src/report/reporters/change-rows.ts
var signed = (n) => n > 0 ? `+${fmt(n)}` : fmt(n);
var percent = (delta, before) => before > 0 ? ` (${delta > 0 ? "+" : ""}${Math.round(delta / before * 100)}%)` : "";
var figures = (f) => f ? `${fmt(f.bytes)} B · ${fmt(f.tokens)} tok` : "";
function changeRows(table) {
  const changed = table.subjects.filter((change) => change.kind !== "unchanged").map((change) => ({
    subject: change.renamedFrom ? `${change.renamedFrom} → ${change.subject}` : change.subject,
    kind: change.kind,
    base: figures(change.before),
    head: figures(change.after),
    delta: change.kind === "changed" ? "text changed, same size" : `${signed(change.deltaBytes)} B${change.before ? percent(change.deltaBytes, change.before.bytes) : ""} · ${signed(change.deltaTokens)} tok`,
    parts: (change.fields ?? []).filter((field) => field.field !== "name" || change.kind === "renamed").map((field) => `${field.field} ${signed(field.delta)} B`).join(", "),
    hosts: change.sentByNoHost ? "no host sends it" : (change.hosts ?? []).map((host) => `${host.host} ${signed(host.deltaBytes)} B · ${signed(host.deltaTokens)} tok`).join(", ")
  }));
  return { changed, unchanged: table.subjects.length - changed.length, withHosts: changed.some((row) => row.hosts !== "") };
}
function totalLine(table) {
  const { before, after, deltaBytes, deltaTokens } = table.total;
  const scope = table.unmeasured?.length ? `total of the servers compared (not ${table.unmeasured.join(", ")}: unmeasured at the base)` : "total";
  return `${scope} ${figures(before)} → ${figures(after)} (${signed(deltaBytes)} B${percent(deltaBytes, before.bytes)} · ${signed(deltaTokens)} tok)`;
}
var short = (commit) => commit?.slice(0, 7);
function changeHeading(table) {
  const commit = short(table.commit);
  if (table.source === "measured") return `${table.ref} (${commit ? `${commit}, ` : ""}measured at the merge base)`;
  return commit ? `${commit} (from that commit's saved report)` : `the saved report ${table.ref} (it names no commit)`;
}
function baseBanner(base) {
  if (!base) return [];
  const unmeasured = (base.servers ?? []).filter((server) => server.source === "unmeasured");
  if (base.source !== "unmeasured" && unmeasured.length === 0) return [];
  const name = `${base.ref}${base.commit ? ` (${short(base.commit)})` : ""}`;
  if (base.error !== void 0) return [`Base ${name} NOT MEASURED: ${base.error}. No tool is compared with it.`];
  return [`Base ${name} NOT MEASURED for ${unmeasured.length} server(s): their tools are not compared (none is new or removed).`, ...unmeasured.map((server) => `  ${server.name}: ${server.reason ?? "no figures"}`)];
}
function baseNotes(base) {
  return [
    ...base?.reportNotUsed ? [`Base report not used: ${base.reportNotUsed}; the merge base was measured instead.`] : [],
    ...base?.note ? [`Base report: ${base.note}.`] : []
  ];
}

// src/report/reporters/markdown.ts
var MAX_MARKDOWN_BYTES = 9e5;
function renderMarkdown(untrusted, options) {
  const report = withControlsShown(untrusted);
  const out = [];
  const errors = report.findings.filter((f) => f.severity === "error");
  const title = report.ok ? "✅ mcp-budget: within budget" : `❌ mcp-budget: ${errors.length} error(s)`;
  out.push(`## ${title}`, "");
  const banner = baseBanner(report.base);
  if (banner.length > 0) {
    out.push("### ⚠️ Base not measured", "", markdownText(banner[0]), "");
    for (const line of banner.slice(1)) out.push(`- ${markdownText(line.trim())}`);
    if (banner.length > 1) out.push("");
  }
  out.push(`${fmt(report.totals.tools)} tools · ${fmt(report.totals.bytes)} bytes · ${fmt(report.totals.tokens)} tokens (${report.tokenizer}) across ${report.totals.servers} server(s)`, "");
  const unsandboxed = report.servers.filter((server) => server.sandbox?.missing?.length);
  if (unsandboxed.length > 0) {
    out.push("### ⚠️ Servers ran without their full sandbox", "");
    for (const server of unsandboxed) out.push(`- ${markdownText(server.name)}: ${markdownText(server.sandbox.reason ?? `no ${server.sandbox.missing.join(", ")} isolation`)}`);
    out.push("");
  }
  for (const note of baseNotes(report.base)) out.push(`_${markdownText(note)}_`, "");
  if (report.changes) {
    const { changed: changed2, unchanged: unchanged2, withHosts } = changeRows(report.changes);
    out.push(`### Changes against ${markdownText(changeHeading(report.changes))}`, "", markdownText(totalLine(report.changes)), "");
    if (changed2.length > 0) {
      out.push(`| subject | change | base | head | Δ (bytes · tokens) | changed in |${withHosts ? " Δ as hosts send it |" : ""}`, `|---|---|---:|---:|---|---|${withHosts ? "---|" : ""}`);
      out.push(...withinShare(changed2.map((row) => `| ${markdownText(row.subject)} | ${markdownText(row.kind)} | ${row.base} | ${row.head} | ${row.delta} | ${markdownText(row.parts)} |${withHosts ? ` ${markdownText(row.hosts)} |` : ""}`), "change"));
      out.push("");
    }
    if (unchanged2 > 0) out.push(`_${unchanged2} unchanged._`, "");
  }
  if (report.contracts && report.contracts.changes.length > 0) out.push(...contractLines(report.contracts));
  const raises = report.findings.filter((f) => f.code === "BUDGET_RAISED");
  if (raises.length > 0) {
    out.push("### Budget raised in this change", "");
    for (const raise of raises) out.push(`- ${markdownText(raise.path ? formatPath(raise.path) : raise.subject)}: ${markdownText(raise.message)}`);
    out.push("");
  }
  if (report.fixes?.length) {
    out.push("### Measured fixes", "", "| failing | change | saves |", "|---|---|---:|");
    for (const { subject, proposal } of report.fixes) {
      const where = proposal.subject === subject ? "" : `${markdownText(proposal.subject)}: `;
      out.push(`| ${markdownText(subject)} | ${where}${markdownText(proposal.change)}${proposal.lossless ? "" : " (a choice)"} | ${fmt(proposal.saves.tokens)} tok · ${fmt(proposal.saves.bytes)} B |`);
    }
    out.push("", "_`npx mcp-budget suggest <subject>` lists every measured change; after one, `npx mcp-budget update` lowers the budget._", "");
  }
  const rows = buildRows(report, options);
  const changed = rows.filter((row) => row.rank < 4);
  const unchanged = rows.filter((row) => row.rank >= 4);
  const header = ["| subject | limit | actual | Δ vs base | status |", "|---|---:|---:|---:|---|"];
  let used = Buffer.byteLength(out.join("\n"));
  let omitted = 0;
  const emit = (target, list) => {
    for (const row of list) {
      const delta = row.delta === void 0 ? "" : `${row.delta > 0 ? `+${fmt(row.delta)}` : fmt(row.delta)}${row.deltaUnit ? ` ${row.deltaUnit}` : ""}`;
      const line = `| ${markdownText(row.subject)} | ${row.limit} | ${row.actual} | ${delta} | ${row.status} |`;
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
    if (fixture.pages.length > 0) measured.set(`fixture:${fixture.name}`, `${fmt(fixture.pages.reduce((max, p) => Math.max(max, p.wireBytes), 0))} B · ${fmt(fixture.pages.reduce((max, p) => Math.max(max, p.tokens), 0))} tok`);
  }
  for (const finding of report.findings) {
    if (finding.code === "BUDGET_RAISED") {
      rows.push({
        subject: finding.path ? formatPath(finding.path) : finding.subject,
        limit: `${finding.limit === void 0 ? "none" : fmt(finding.limit)} → ${finding.actual === void 0 ? "none" : fmt(finding.actual)}`,
        actual: measured.get(finding.subject) ?? "",
        delta: finding.limit !== void 0 && finding.actual !== void 0 ? finding.actual - finding.limit : void 0,
        deltaUnit: finding.unit ? UNIT_LABEL[finding.unit] ?? finding.unit : unitOfKey(String(finding.path?.at(-1) ?? "")),
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
      ...finding.unit ? { deltaUnit: UNIT_LABEL[finding.unit] ?? finding.unit } : {},
      // A failure without figures (a server that did not start) says why in the row itself.
      status: finding.limit === void 0 && finding.actual === void 0 ? `❌ ${finding.code}: ${markdownText(firstLine(finding.message))}` : `❌ ${finding.code}`,
      rank: 0
    });
  }
  const pair = (ceiling) => ceiling && (ceiling.bytes !== void 0 || ceiling.tokens !== void 0) ? `${ceiling.bytes === void 0 ? "–" : fmt(ceiling.bytes)} B · ${ceiling.tokens === void 0 ? "–" : fmt(ceiling.tokens)} tok` : "";
  const kinds = new Map(report.changes?.subjects.map((change) => [change.subject, change.kind]));
  const row = (subject, ceiling, bytes, tokens) => {
    const byBytes = deltaOf(subject, "bytes", bytes);
    const delta = byBytes ?? deltaOf(subject, "tokens", tokens);
    const deltaUnit = byBytes !== void 0 ? "B" : "tok";
    const kind = kinds.get(subject);
    const rank = kind === "new" || kind === "changed" ? 2 : delta === void 0 || delta === 0 ? 4 : delta > 0 ? 2 : 3;
    const status = kind === "new" ? "🆕 new" : kind === "changed" ? "✎ text changed" : rank === 2 ? "↗ grew" : rank === 3 ? "↘ shrank" : "✅";
    rows.push({ subject, limit: ceiling, actual: `${fmt(bytes)} B · ${fmt(tokens)} tok`, delta, deltaUnit, status, rank });
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
var UNIT_LABEL = { bytes: "B", tokens: "tok", chars: "chars" };
function unitOfKey(key) {
  const match = /(bytes|tokens|chars|percent|count)$/i.exec(key);
  if (!match) return "";
  const unit = match[1].toLowerCase();
  return unit === "percent" ? "%" : unit === "count" ? "tools" : UNIT_LABEL[unit];
}
function measuredBase(changes) {
  const figures2 = /* @__PURE__ */ new Map();
  if (!changes.unmeasured?.length) {
    figures2.set("total|bytes", changes.total.before.bytes);
    figures2.set("total|tokens", changes.total.before.tokens);
  }
  for (const server of changes.servers) {
    if (!server.before) continue;
    figures2.set(`${server.name}|bytes`, server.before.bytes);
    figures2.set(`${server.name}|tokens`, server.before.tokens);
  }
  for (const change of changes.subjects) {
    if (!change.before) continue;
    figures2.set(`${change.subject}|bytes`, change.before.bytes);
    figures2.set(`${change.subject}|tokens`, change.before.tokens);
  }
  return figures2;
}
function contractLines(contracts) {
  const { versions, suggestedBump } = contracts;
  const release = versions.base && versions.head && versions.base !== versions.head ? `; ${markdownText(versions.manifest ?? "version")} ${markdownText(versions.base)} → ${markdownText(versions.head)}` : "";
  const lines = [`### Tool contracts: a ${suggestedBump} change${release}`, "", "| tool | change | semver |", "|---|---|---|"];
  const rows = [];
  for (const change of contracts.changes) {
    rows.push(`| ${markdownText(change.subject)} | ${markdownText(change.change)}${change.detail === void 0 ? "" : `: ${markdownText(change.detail)}`} | ${change.bump} |`);
  }
  return [...lines, ...withinShare(rows, "contract change"), ""];
}
function withinShare(rows, what) {
  let used = 0;
  const kept = [];
  for (const row of rows) {
    used += Buffer.byteLength(row) + 1;
    if (used > MAX_MARKDOWN_BYTES / 4) break;
    kept.push(row);
  }
  const omitted = rows.length - kept.length;
  return omitted > 0 ? [...kept, "", `_${omitted} more ${what}(s) not listed, to stay under GitHub's summary size limit; see the JSON report._`] : kept;
}

export {
  editJson,
  writeFileAtomic,
  lineFinder2 as lineFinder,
  installProcessCleanup,
  wholeNumber,
  oneOf,
  renderBadge,
  renderGithub,
  changeRows,
  totalLine,
  changeHeading,
  baseBanner,
  baseNotes,
  renderMarkdown
};
