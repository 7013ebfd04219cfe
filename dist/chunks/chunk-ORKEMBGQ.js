import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  bumpOnScale,
  configurations,
  exitCodeFor,
  hostSessions,
  measuredWords,
  oversizedEntry,
  proposedEntry,
  withMeasured,
  zeroScaleNote
} from "./chunk-66OET7AE.js";
import {
  findingPageUrl,
  sessionMarkdown
} from "./chunk-LFCHJ4XA.js";
import {
  configOption
} from "./chunk-FTWV5HZC.js";
import {
  HOST_PROFILES
} from "./chunk-TEFA5WOP.js";
import { __m7_listedKind as listedKind, __m7_surfaceReports as surfaceReports } from "./cli-start-580920F0.js";
import {
  fmt
} from "./chunk-CEK7UD7K.js";
import { __m1_formatPath as formatPath } from "./start-shared-3AE6A6EC.js";
import {
  EXIT,
  markdownText,
  markdownWithCode,
  showControls,
  withControlsShown
} from "./chunk-2TKON5YV.js";

// src/report/reporters/badge.ts
var COLOR = { [EXIT.ok]: "brightgreen", [EXIT.overBudget]: "red", [EXIT.server]: "orange" };
function renderBadge(report) {
  const code = exitCodeFor(report);
  const message = `${fmt(report.totals.tools)} tools · ${fmt(report.totals.tokens)} tokens${code === EXIT.ok ? "" : code === EXIT.server ? " · server failed" : " · over budget"}`;
  return `${JSON.stringify({ schemaVersion: 1, label: "MCP context", message, color: COLOR[code] ?? "lightgrey" })}
`;
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
  if (dropped > 0)
    lines.push(
      `::notice title=mcp-budget::${dropped} more finding(s) not annotated; see the job summary or the JSON report`
    );
  return lines.join("\n") + (lines.length ? "\n" : "");
}
function annotation(finding, options) {
  const properties = [];
  if (finding.path) {
    const line = options.lineOf?.(finding.path);
    properties.push(`file=${escapeProperty(options.configFile ?? "budget.json")}`);
    if (line) properties.push(`line=${line}`);
  }
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

// src/report/reporters/host-rows.ts
function hostRows(report) {
  const hosts = [...new Set(report.servers.flatMap((server) => server.hosts?.map((h) => h.host) ?? []))];
  const runs = configurations(report.servers);
  return hosts.flatMap(
    (host) => runs.map((run) => {
      const facts = HOST_PROFILES[host]?.facts;
      const tools = run.servers.flatMap((server) => server.hosts?.find((h) => h.host === host)?.perTool ?? []);
      const cap = facts?.sendsFirstTools?.value && facts.maxTools ? Math.max(0, facts.maxTools.value - (facts.reservedTools?.value ?? 0)) : Infinity;
      const sent = tools.slice(0, cap);
      const names = new Set(run.servers.map((server) => server.name));
      const results = report.fixtures.filter((fixture) => names.has(fixture.server)).flatMap(
        (fixture) => fixture.hosts?.filter((h) => h.host === host).map((h) => `${fixture.name} ${resultFigure(h)}`) ?? []
      );
      return {
        host,
        ...run.variants.length > 0 ? { configuration: run.variants.join(", ") } : {},
        tools: sent.length,
        listed: tools.length,
        bytes: sent.reduce((sum, tool) => sum + tool.bytes, 0),
        tokens: sent.reduce((sum, tool) => sum + tool.tokens, 0),
        exact: facts?.modelEncoding?.value === report.tokenizer,
        results
      };
    })
  );
}
function resultFigure(view) {
  const note = (outcome, before) => outcome === "spilled" ? ` (spilled to a file; ${fmt(before)} before)` : outcome === "cut" ? ` (cut from ${fmt(before)})` : "";
  if (!view.pages || view.pages.length < 2) return `${fmt(view.tokens)}${note(view.outcome, view.preCutTokens)}`;
  const sum = view.pages.reduce((total, page) => total + page.tokens, 0);
  const cut = view.pages.filter((page) => page.outcome !== "whole").length;
  return `${view.pages.map((page) => fmt(page.tokens)).join(" + ")} = ${fmt(sum)} over ${view.pages.length} pages${cut > 0 ? ` (${cut} cut or spilled)` : ""}`;
}
function deferralLines(report) {
  const sessions = report.hostSessions ?? hostSessions(report.servers.filter((server) => server.ok)) ?? [];
  return sessions.map((session) => {
    const configuration = session.configuration ? ` (${session.configuration})` : "";
    return `${session.host}${configuration}: ${sideWords(session)}; session start ${fmt(session.sessionStartTokens)} tokens`;
  });
}
function sideWords(side) {
  const where = side.deferred ? "deferred (definitions loaded on use)" : "up front";
  const model = side.model !== void 0 ? ` with ${side.model}` : "";
  switch (side.rule) {
    case "tools-over":
      return `${where}: ${fmt(side.tools)} tools, ${side.margin >= 0 ? `${fmt(side.margin)} under` : `${fmt(-side.margin)} past`} its threshold of ${fmt(side.threshold)}`;
    case "model":
      return `${where}${model} (it defers only with the models its metadata knows)`;
    case "always":
      return `${where}${model} (${side.deferred ? "it always defers" : "a model it sends everything to"})`;
    default:
      return `${where} (${side.deferred ? "as recorded" : "it does not defer"})`;
  }
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
    hosts: change.sentByNoHost ? "no host sends it" : hostDeltas(change.hosts ?? [])
  }));
  return {
    changed,
    unchanged: table.subjects.length - changed.length,
    withHosts: changed.some((row) => row.hosts !== "")
  };
}
function hostDeltas(hosts) {
  const delta = (host) => `${signed(host.deltaBytes)} B · ${signed(host.deltaTokens)} tok`;
  if (hosts.length > 1 && hosts.every((host) => delta(host) === delta(hosts[0])))
    return `every host (${hosts.length}) ${delta(hosts[0])}`;
  return hosts.map((host) => `${host.host} ${delta(host)}`).join(", ");
}
function totalLine(table) {
  const { before, after, deltaBytes, deltaTokens } = table.total;
  if (table.servers.length === 0 && table.unmeasured?.length)
    return `no total compared: no server was measured on both sides (${table.unmeasured.join(", ")}: unmeasured at the base)`;
  const scope = table.unmeasured?.length ? `total of the servers compared (not ${table.unmeasured.join(", ")}: unmeasured at the base)` : "total";
  return `${scope} ${figures(before)} → ${figures(after)} (${signed(deltaBytes)} B${percent(deltaBytes, before.bytes)} · ${signed(deltaTokens)} tok)`;
}
var short = (commit) => commit?.slice(0, 7);
function changeHeading(table) {
  const commit = short(table.commit);
  const missing = table.unmeasured ?? [];
  const none = missing.length > 0 && table.servers.length === 0;
  const names = missing.join(", ");
  if (table.source === "measured") {
    const at = commit ? `${commit}, ` : "";
    if (none) return `${table.ref} (${at}not measured at the merge base: ${names})`;
    return `${table.ref} (${at}measured at the merge base${missing.length > 0 ? `, except ${names}: not measured` : ""})`;
  }
  const without = none ? `: no figures in it for ${names}` : missing.length > 0 ? `, except ${names}: no figures in it` : "";
  return commit ? `${commit} (from that commit's saved report${without})` : `the saved report ${table.ref} (it names no commit${without})`;
}
function baseBanner(base) {
  if (!base) return [];
  const unmeasured = (base.servers ?? []).filter((server) => server.source === "unmeasured");
  if (base.source !== "unmeasured" && unmeasured.length === 0) return [];
  const name = `${base.ref}${base.commit ? ` (${short(base.commit)})` : ""}`;
  if (base.error !== void 0) return [`Base ${name} NOT MEASURED: ${base.error}. No tool is compared with it.`];
  return [
    `Base ${name} NOT MEASURED for ${unmeasured.length} server(s): their tools are not compared (none is new or removed).`,
    ...unmeasured.map((server) => `  ${server.name}: ${server.reason ?? "no figures"}`)
  ];
}
function baseNotes(base) {
  return [
    ...base?.reportNotUsed ? [`Base report not used: ${base.reportNotUsed}; the merge base was measured instead.`] : [],
    ...base?.note ? [`Base report: ${base.note}.`] : []
  ];
}

// src/report/reporters/finding-groups.ts
var REPEATED_FROM = 3;
var family = (code) => code === "DESCRIPTION_TOO_LONG" ? "TOOL_OVER_BUDGET" : code;
function findingBlocks(findings) {
  const blocks = [];
  const byKey = /* @__PURE__ */ new Map();
  const repeatedKey = (f) => `${f.severity}\0${f.code}\0${f.host ?? ""}\0${f.fix ?? ""}`;
  const counts = /* @__PURE__ */ new Map();
  for (const finding of findings) {
    if (finding.severity === "error") continue;
    const key = repeatedKey(finding);
    counts.set(key, (counts.get(key) ?? /* @__PURE__ */ new Set()).add(finding.subject));
  }
  for (const finding of findings) {
    const repeated = finding.severity !== "error" && (counts.get(repeatedKey(finding))?.size ?? 0) >= REPEATED_FROM;
    const key = repeated ? `r\0${repeatedKey(finding)}` : `s\0${finding.severity}\0${finding.subject}\0${finding.host ?? ""}\0${family(finding.code)}`;
    const block = byKey.get(key);
    if (block) {
      block.findings.push(finding);
      continue;
    }
    const fresh = { findings: [finding], repeated };
    byKey.set(key, fresh);
    blocks.push(fresh);
  }
  return blocks;
}
var distinct = (values) => [...new Set(values)];
function blockFixes(findings) {
  const fixes = distinct(findings.map((finding) => finding.fix).filter((fix) => fix !== void 0));
  if (fixes.length < 2) return fixes;
  const sameSaving = distinct(
    findings.map(({ measured: measured2 }) => measured2 ? JSON.stringify({ ...measured2, shortBy: void 0 }) : "")
  );
  if (sameSaving.length !== 1) return fixes;
  const owns = joinedOwnFixes(findings);
  const lead = findings[0];
  if (!lead.measured) return owns;
  const shortBy = findings.map(({ measured: measured2 }) => measured2?.shortBy).filter((short2) => short2 !== void 0);
  const measured = measuredWords(lead.measured, lead, shortBy);
  return owns.length === 1 ? [withMeasured(owns[0], measured)] : [...owns, measured];
}
var ownFixOf = (finding) => finding.measured ? finding.ownFix : finding.fix;
function joinedOwnFixes(findings) {
  const groups = /* @__PURE__ */ new Map();
  for (const finding of findings) {
    const fix = ownFixOf(finding);
    if (fix === void 0) continue;
    const unit = proposedEntry(finding);
    const entry = unit ? oversizedEntry(finding.subject, [unit]) : void 0;
    const at = entry === void 0 ? -1 : fix.indexOf(entry);
    const around = at < 0 ? void 0 : [fix.slice(0, at), fix.slice(at + entry.length)];
    const key = around ? JSON.stringify([finding.subject, ...around]) : JSON.stringify([fix]);
    const group = groups.get(key) ?? { fixes: [], subject: finding.subject, units: [], ...around ? { around } : {} };
    groups.set(key, group);
    if (group.fixes.includes(fix)) continue;
    group.fixes.push(fix);
    if (unit) group.units.push(unit);
  }
  return [...groups.values()].flatMap(
    ({ fixes, subject, units, around }) => fixes.length < 2 || !around ? fixes : [`${around[0]}${oversizedEntry(subject, units)}${around[1]}`]
  );
}

// src/report/reporters/startup.ts
function startupPhrase(startup) {
  const ready = startup.starts === 1 ? `ready in ${fmt(startup.slowestMs)} ms (1 start, this machine)` : `ready in ${fmt(startup.medianMs)} ms median, ${fmt(startup.slowestMs)} ms slowest (${fmt(startup.starts)} starts, this machine)`;
  return startup.failedStarts ? `${ready}; ${failedPhrase(startup)}` : ready;
}
var failedPhrase = (startup) => `${fmt(startup.failedStarts)} of ${fmt(startup.starts + startup.failedStarts)} starts failed`;
function startupMarkdown(report) {
  const warned = /* @__PURE__ */ new Map();
  for (const finding of report.findings)
    if (finding.code === "STARTUP_PAST_HOST_WAIT" || finding.code === "STARTUP_HOST_NO_WAIT")
      warned.set(finding.subject, [...warned.get(finding.subject) ?? [], finding.host ?? ""]);
  const shown = report.servers.filter(
    (s) => s.startup && (s.startup.starts > 1 || s.startup.failedStarts || warned.has(s.name))
  );
  if (shown.length === 0) return [];
  const out = [
    "**Start-up** (spawn to `tools/list` answered, timed on this machine: a measurement, never a verdict)",
    "",
    "| server | starts | median | slowest | first turn misses it on |",
    "|---|---:|---:|---:|---|"
  ];
  for (const server of shown) {
    const { starts, medianMs, slowestMs, failedStarts } = server.startup;
    const hosts = [...new Set(warned.get(server.name) ?? [])].map((host) => markdownText(host)).join(", ");
    out.push(
      `| ${markdownText(server.name)} | ${fmt(starts)}${failedStarts ? ` (${failedPhrase(server.startup)})` : ""} | ${fmt(medianMs)} ms | ${fmt(slowestMs)} ms | ${hosts || "no host in `hosts`"} |`
    );
  }
  out.push("");
  return out;
}

// src/report/reporters/markdown.ts
var MAX_MARKDOWN_BYTES = 9e5;
var MAX_LISTED_NOTES = 100;
var MAX_LISTED_REASONS = 50;
var BOOKKEEPING = /* @__PURE__ */ new Set(["OVERSIZED_STALE", "OVERSIZED_OBSOLETE", "OVERSIZED_RENAMED"]);
function reasonLine(block, measured) {
  const [first] = block.findings;
  const messages = [
    ...new Set(
      block.findings.map((finding) => {
        const said2 = finding.actual === void 0 || finding.limit === void 0 || finding.message.includes(fmt(finding.actual));
        const figure = said2 ? "" : `${fmt(finding.actual)} \\> ${fmt(finding.limit)}${finding.unit ? ` ${finding.unit}` : ""}: `;
        return `${figure}${markdownWithCode(firstLine(finding.message))}`;
      })
    )
  ];
  const inTable = measured.has(first.subject);
  const fixes = inTable ? joinedOwnFixes(block.findings) : blockFixes(block.findings);
  const said = messages.join("; ");
  const stop = /[.!?]$/.test(said) ? "" : ".";
  const pointer = inTable ? `${fixes.length > 0 ? "; " : `${stop} **Fix:** `}a measured fix for it is under "Measured fixes"` : "";
  const fix = fixes.length > 0 ? `${stop} **Fix:** ${fixes.map((text) => markdownWithCode(firstLine(text))).join(" / ")}` : "";
  const codes = [...new Set(block.findings.map((finding) => finding.code))];
  return `${codes.map((code) => `**${code}**`).join(" ")} ${markdownText(first.subject)}: ${said}${fix}${pointer}${codes.map(pageLink).join("")}`;
}
function pageLink(code) {
  return ` ([${code}](${findingPageUrl(code)}))`;
}
function renderMarkdown(untrusted, options) {
  const report = withControlsShown(untrusted);
  const errors = report.findings.filter((f) => f.severity === "error");
  const title = report.ok ? "✅ mcp-budget: within budget" : `❌ mcp-budget: ${fmt(errors.length)} error(s)`;
  const out = [`## ${title}`, ""];
  out.push(...breakingSection(report), ...reasonsSection(report, errors), ...raisesSection(report));
  out.push(...baseBannerSection(report));
  out.push(
    `${fmt(report.totals.tools)} tools · ${fmt(report.totals.bytes)} bytes · ${fmt(report.totals.tokens)} tokens (${report.tokenizer}) across ${report.totals.servers} server(s)`,
    ""
  );
  out.push(...unsandboxedSection(report));
  for (const note of baseNotes(report.base)) out.push(`_${markdownText(note)}_`, "");
  if (report.changes) out.push(...changesSection(report.changes));
  if (report.contracts && report.contracts.changes.length > 0) out.push(...contractLines(report.contracts));
  out.push(...measuredFixesSection(report, options));
  out.push(...limitTables(buildRows(report, options), Buffer.byteLength(out.join("\n"))));
  out.push(...sessionMarkdown(report));
  out.push(...deferralSection(report));
  out.push(...startupMarkdown(report));
  out.push(...notesSection(report));
  return out.join("\n");
}
var MORE_IN_JSON = "every finding is in the JSON report (the `report` output; upload it as an artifact)";
function breakingSection(report) {
  const breaking = report.findings.filter((f) => f.code === "BREAKING_CHANGE");
  if (breaking.length === 0) return [];
  const out = [`### Breaking changes (${fmt(breaking.length)})`, ""];
  for (const change of breaking.slice(0, MAX_LISTED_NOTES))
    out.push(
      `- ${change.severity === "error" ? "❌ " : ""}${markdownText(firstLine(change.subject))}: ${markdownText(firstLine(change.message))}${pageLink(change.code)}`
    );
  if (breaking.length > MAX_LISTED_NOTES)
    out.push(`- _${fmt(breaking.length - MAX_LISTED_NOTES)} more: ${MORE_IN_JSON}._`);
  out.push("");
  return out;
}
function reasonsSection(report, errors) {
  if (errors.length === 0) return [];
  const out = ["### Why it failed", ""];
  const failing = errors.filter((f) => f.code !== "BREAKING_CHANGE");
  const blocks = findingBlocks([
    ...failing.filter((f) => !BOOKKEEPING.has(f.code)),
    ...failing.filter((f) => BOOKKEEPING.has(f.code))
  ]);
  const breakingErrors = errors.length - failing.length;
  if (breakingErrors > 0) out.push(`- the ${fmt(breakingErrors)} breaking change(s) above`);
  const measured = new Set((report.fixes ?? []).map((fix) => fix.subject));
  for (const block of blocks.slice(0, MAX_LISTED_REASONS)) out.push(`- ${reasonLine(block, measured)}`);
  const left = blocks.slice(MAX_LISTED_REASONS).reduce((sum, block) => sum + block.findings.length, 0);
  if (left > 0) out.push(`- _${fmt(left)} more errors: ${MORE_IN_JSON}._`);
  out.push("");
  return out;
}
function raisesSection(report) {
  const raises = report.findings.filter((f) => f.code === "BUDGET_RAISED");
  if (raises.length === 0) return [];
  const out = ["### Budget raised in this change", ""];
  for (const raise of raises) {
    const key = raise.path ? formatPath(raise.path) : raise.subject;
    out.push(
      raise.message.startsWith(`${key} `) ? `- ${markdownWithCode(raise.message)}` : `- ${markdownText(key)}: ${markdownWithCode(raise.message)}`
    );
  }
  out.push("");
  return out;
}
function baseBannerSection(report) {
  const banner = baseBanner(report.base);
  if (banner.length === 0) return [];
  const out = ["### ⚠️ Base not measured", "", markdownText(banner[0]), ""];
  for (const line of banner.slice(1)) out.push(`- ${markdownText(line.trim())}`);
  if (banner.length > 1) out.push("");
  return out;
}
function unsandboxedSection(report) {
  const unsandboxed = report.servers.filter((server) => server.sandbox?.missing?.length);
  if (unsandboxed.length === 0) return [];
  const out = ["### ⚠️ Servers ran without their full sandbox", ""];
  for (const server of unsandboxed)
    out.push(
      `- ${markdownText(server.name)}: ${markdownText(server.sandbox.reason ?? `no ${server.sandbox.missing.join(", ")} isolation`)}`
    );
  out.push("");
  return out;
}
function changesSection(changes) {
  const { changed, unchanged, withHosts } = changeRows(changes);
  const out = [`### Changes against ${markdownText(changeHeading(changes))}`, "", markdownText(totalLine(changes)), ""];
  if (changed.length > 0) {
    out.push(
      `| subject | change | base | head | Δ (bytes · tokens) | changed in |${withHosts ? " Δ as hosts send it |" : ""}`,
      `|---|---|---:|---:|---|---|${withHosts ? "---|" : ""}`
    );
    out.push(
      ...withinShare(
        changed.map(
          (row) => `| ${markdownText(row.subject)} | ${markdownText(row.kind)} | ${row.base} | ${row.head} | ${row.delta} | ${markdownText(row.parts)} |${withHosts ? ` ${markdownText(row.hosts)} |` : ""}`
        ),
        "change"
      )
    );
    out.push("");
  }
  if (unchanged > 0) out.push(`_${unchanged} unchanged._`, "");
  return out;
}
function measuredFixesSection(report, options) {
  if (!report.fixes?.length) return [];
  const out = ["### Measured fixes", "", "| failing | change | saves |", "|---|---|---:|"];
  for (const { subject, proposal } of report.fixes) {
    const where = proposal.subject === subject ? "" : `${markdownText(proposal.subject)}: `;
    out.push(
      `| ${markdownText(subject)} | ${where}${markdownText(proposal.change)}${proposal.lossless ? "" : " (a choice)"} | ${fmt(proposal.saves.tokens)} tok · ${fmt(proposal.saves.bytes)} B |`
    );
  }
  const config = configOption(options.configFile);
  out.push(
    "",
    `_\`npx mcp-budget suggest <subject>${config}\` lists every measured change; after one, \`npx mcp-budget update${config}\` lowers the budget._`,
    ""
  );
  return out;
}
function limitTables(rows, used) {
  const out = [];
  const changed = rows.filter((row) => row.rank < 4);
  const unchanged = rows.filter((row) => row.rank >= 4);
  const header = ["| subject | limit | actual | Δ vs base | status |", "|---|---:|---:|---:|---|"];
  let omitted = 0;
  const emit = (target, list) => {
    for (const row of list) {
      const line = `| ${markdownText(row.subject)} | ${row.limit} | ${row.actual} | ${rowDelta(row)} | ${row.status} |`;
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
    out.push(
      `<details><summary>${unchanged.length} unchanged subject(s)</summary>`,
      "",
      ...header,
      ...folded,
      "",
      "</details>",
      ""
    );
  }
  if (omitted > 0)
    out.push(`_${omitted} row(s) omitted to stay under GitHub's summary size limit; see the JSON report._`, "");
  return out;
}
function rowDelta(row) {
  return row.delta === void 0 ? "" : `${row.delta > 0 ? `+${fmt(row.delta)}` : fmt(row.delta)}${row.deltaUnit ? `${row.deltaUnit === "%" ? "" : " "}${row.deltaUnit}` : ""}`;
}
function notesSection(report) {
  const notes = report.findings.filter(
    (f) => f.severity !== "error" && f.code !== "BUDGET_RAISED" && f.code !== "BREAKING_CHANGE"
  );
  if (notes.length === 0) return [];
  const out = ["<details><summary>Warnings and notices</summary>", ""];
  for (const note of notes.slice(0, MAX_LISTED_NOTES))
    out.push(
      `- **${note.code}** ${markdownText(firstLine(note.subject))}: ${markdownWithCode(firstLine(note.message))}${pageLink(note.code)}`
    );
  if (notes.length > MAX_LISTED_NOTES) out.push(`- _${fmt(notes.length - MAX_LISTED_NOTES)} more: ${MORE_IN_JSON}._`);
  out.push("", "</details>", "");
  return out;
}
function buildRows(report, options) {
  const base = report.changes ? measuredBase(report.changes) : options.baseFigures;
  const deltaOf = (subject, unit, actual) => {
    const before = base?.get(`${subject}|${unit}`);
    return before === void 0 || actual === void 0 ? void 0 : actual - before;
  };
  const { rows, failed } = findingRows(report, deltaOf);
  rows.push(...subjectRows(report, deltaOf, failed));
  return rows.sort((a, b) => a.rank - b.rank);
}
function findingRows(report, deltaOf) {
  const rows = [];
  const failed = /* @__PURE__ */ new Set();
  const measured = measuredNow(report);
  for (const finding of report.findings) {
    if (finding.code === "BUDGET_RAISED") {
      rows.push(raiseRow(finding, measured));
      continue;
    }
    if (finding.severity !== "error") continue;
    failed.add(finding.subject);
    const percent2 = finding.unit === void 0 && unitOfKey(String(finding.path?.at(-1) ?? "")) === "%" ? "%" : "";
    rows.push({
      subject: `${finding.subject}${finding.unit ? ` (${finding.unit})` : ""}`,
      limit: finding.limit === void 0 ? "" : `${fmt(finding.limit)}${percent2}`,
      actual: finding.actual === void 0 ? "" : `${fmt(finding.actual)}${percent2}`,
      delta: deltaOf(finding.subject, finding.unit, finding.actual),
      ...finding.unit ? { deltaUnit: UNIT_LABEL[finding.unit] ?? finding.unit } : {},
      // A failure without figures (a server that did not start) says why in the row itself.
      status: finding.limit === void 0 && finding.actual === void 0 ? `❌ ${finding.code}: ${markdownText(firstLine(finding.message))}` : `❌ ${finding.code}`,
      rank: 0
    });
  }
  return { rows, failed };
}
function measuredNow(report) {
  const measured = /* @__PURE__ */ new Map();
  for (const server of report.servers)
    for (const tool of server.tools)
      measured.set(`${server.name}/${tool.name}`, `${fmt(tool.bytes)} B · ${fmt(tool.tokens)} tok`);
  for (const fixture of report.fixtures) {
    if (fixture.pages.length > 0)
      measured.set(
        `fixture:${fixture.name}`,
        `${fmt(fixture.pages.reduce((max, p) => Math.max(max, p.wireBytes), 0))} B · ${fmt(fixture.pages.reduce((max, p) => Math.max(max, p.tokens), 0))} tok`
      );
  }
  return measured;
}
function raiseRow(finding, measured) {
  const deltaUnit = finding.unit ? UNIT_LABEL[finding.unit] ?? finding.unit : unitOfKey(String(finding.path?.at(-1) ?? ""));
  const figure = (n) => n === void 0 ? "none" : `${fmt(n)}${deltaUnit === "%" ? "%" : ""}`;
  return {
    subject: finding.path ? formatPath(finding.path) : finding.subject,
    limit: finding.limit === void 0 && finding.actual === void 0 ? markdownText(firstLine(finding.message)) : `${figure(finding.limit)} → ${figure(finding.actual)}`,
    actual: measured.get(finding.subject) ?? "",
    delta: finding.limit !== void 0 && finding.actual !== void 0 ? finding.actual - finding.limit : void 0,
    deltaUnit,
    status: finding.severity === "error" ? "❌ raised" : "⬆️ raised",
    rank: finding.severity === "error" ? 0 : 1
  };
}
function subjectRows(report, deltaOf, failed) {
  const rows = [];
  const pair = (ceiling) => ceiling && (ceiling.bytes !== void 0 || ceiling.tokens !== void 0) ? `${ceiling.bytes === void 0 ? "–" : fmt(ceiling.bytes)} B · ${ceiling.tokens === void 0 ? "–" : fmt(ceiling.tokens)} tok` : "";
  const context = subjectContext(report, deltaOf);
  const row = (subject, ceiling, bytes, tokens, server) => rows.push(subjectRow(context, subject, ceiling, { bytes, tokens }, server));
  for (const server of report.servers) {
    for (const tool of server.tools) {
      const subject = `${server.name}/${tool.name}`;
      if (!failed.has(subject)) row(subject, pair(tool.ceiling), tool.bytes, tool.tokens, server.name);
    }
    if (server.ok && server.instructions)
      row(`instructions:${server.name}`, "", server.instructions.bytes, server.instructions.tokens, server.name);
    for (const list of surfaceReports(server)) {
      if (list.failed !== void 0) continue;
      const kind = listedKind(list.method);
      for (const item of list.items) {
        const subject = `${kind}:${server.name}/${item.name}`;
        if (!failed.has(subject)) row(subject, pair(item.ceiling), item.bytes, item.tokens, server.name);
      }
    }
  }
  for (const fixture of report.fixtures) {
    const subject = `fixture:${fixture.name}`;
    if (failed.has(subject) || fixture.pages.length === 0) continue;
    row(
      subject,
      pair(fixture.ceiling),
      fixture.pages.reduce((max, p) => Math.max(max, p.wireBytes), 0),
      fixture.pages.reduce((max, p) => Math.max(max, p.tokens), 0),
      fixture.server
    );
  }
  return rows;
}
function subjectContext(report, deltaOf) {
  const kinds = new Map(report.changes?.subjects.map((change) => [change.subject, change.kind]));
  const unmeasured = /* @__PURE__ */ new Set([
    ...report.changes?.unmeasured ?? [],
    ...(report.base?.servers ?? []).filter((s) => s.source === "unmeasured").map((s) => s.name)
  ]);
  return { report, deltaOf, kinds, unmeasured };
}
function subjectRow({ report, deltaOf, kinds, unmeasured }, subject, ceiling, { bytes, tokens }, server) {
  const byBytes = deltaOf(subject, "bytes", bytes);
  const delta = byBytes ?? deltaOf(subject, "tokens", tokens);
  const deltaUnit = byBytes !== void 0 ? "B" : "tok";
  const kind = kinds.get(subject);
  if (report.base && delta === void 0 && kind === void 0)
    return {
      subject,
      limit: ceiling,
      actual: `${fmt(bytes)} B · ${fmt(tokens)} tok`,
      delta: void 0,
      status: `❔ no base figure${unmeasured.has(server) || report.base.source === "unmeasured" ? " (BASE_UNMEASURED)" : ""}`,
      rank: 3
    };
  const rank = kind === "new" || kind === "changed" ? 2 : delta === void 0 || delta === 0 ? 4 : delta > 0 ? 2 : 3;
  const status = kind === "new" ? "🆕 new" : kind === "changed" ? "✎ text changed" : rank === 2 ? "↗ grew" : rank === 3 ? "↘ shrank" : "✅";
  return {
    subject,
    limit: ceiling,
    actual: `${fmt(bytes)} B · ${fmt(tokens)} tok`,
    delta,
    deltaUnit,
    status,
    rank
  };
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
  const zero = zeroScaleNote(versions.base);
  const lines = [
    `### Tool contracts: a ${suggestedBump} change${release}`,
    "",
    ...zero ? [`_${zero}._`, ""] : [],
    "| tool | change | where | class | semver |",
    "|---|---|---|---|---|"
  ];
  const rows = [];
  for (const change of contracts.changes) {
    rows.push(
      `| ${markdownText(change.subject)} | ${markdownText(change.change)}${change.detail === void 0 ? "" : `: ${markdownText(change.detail)}`} | ${change.path === void 0 ? "" : markdownText(change.path)} | ${change.class ?? ""} | ${bumpOnScale(change.bump, versions.base)} |`
    );
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
  return omitted > 0 ? [
    ...kept,
    "",
    `_${omitted} more ${what}(s) not listed, to stay under GitHub's summary size limit; see the JSON report._`
  ] : kept;
}
function deferralSection(report) {
  const lines = deferralLines(report);
  if (lines.length === 0) return [];
  return [
    "**Session start per host** (definitions up front or deferred behind tool search)",
    "",
    ...lines.map((line) => `- ${markdownText(line)}`),
    ""
  ];
}

export {
  renderBadge,
  renderGithub,
  hostRows,
  deferralLines,
  changeRows,
  totalLine,
  changeHeading,
  baseBanner,
  baseNotes,
  findingBlocks,
  blockFixes,
  startupPhrase,
  renderMarkdown
};
