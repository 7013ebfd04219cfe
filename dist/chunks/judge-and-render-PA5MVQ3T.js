import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  baseBanner,
  baseNotes,
  blockFixes,
  changeHeading,
  changeRows,
  deferralLines,
  findingBlocks,
  hostRows,
  renderBadge,
  renderGithub,
  renderMarkdown,
  startupPhrase,
  totalLine
} from "./chunk-ORKEMBGQ.js";
import {
  bumpOnScale,
  exitCodeFor,
  judge,
  judgeContracts,
  reportOf,
  verdictOf,
  zeroScaleNote
} from "./chunk-66OET7AE.js";
import {
  FINDING_CODES
} from "./chunk-MDEG6Q7S.js";
import {
  findingPageUrl,
  sessionSection,
  table
} from "./chunk-LFCHJ4XA.js";
import "./chunk-M2BICACE.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-VTE6CCGB.js";
import "./chunk-PZ5BQGAD.js";
import "./chunk-DDAUNJHG.js";
import {
  SUGGESTED_HOSTS
} from "./chunk-TEFA5WOP.js";
import { __m18_renderJson as renderJson } from "./cli-start-580920F0.js";
import {
  FINDING_CATALOG,
  defaultLevel,
  severityText
} from "./chunk-3UE7XOA3.js";
import "./cli-start-580920F0.js";
import { __m7_VERSION as VERSION, __m7_surfaceReports as surfaceReports } from "./cli-start-580920F0.js";
import "./chunk-VV6WRPXC.js";
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import {
  fmt
} from "./chunk-CEK7UD7K.js";
import "./chunk-NGA7DO4P.js";
import { __m1_formatPath as formatPath } from "./start-shared-3AE6A6EC.js";
import "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import {
  jsonSafe,
  markdownWithCode,
  showControls,
  withControlsShown
} from "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";

// src/report/reporters/sarif.ts
var SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
var INFORMATION_URI = "https://github.com/mcp-budget/mcp-budget#readme";
var MAX_RESULTS_PER_RUN = 25e3;
var FINGERPRINT_KEY = "mcpBudgetFinding/v1";
var LEVEL = { error: "error", warning: "warning", notice: "note" };
var RANK = { error: 0, warning: 1, notice: 2 };
function renderSarif(report, options) {
  const uri = (options.repositoryFile ?? options.configFile ?? "budget.json").split("\\").join("/").replace(/^\.\//, "");
  const kept = report.findings.length > MAX_RESULTS_PER_RUN ? [...report.findings].sort((a, b) => RANK[a.severity] - RANK[b.severity]).slice(0, MAX_RESULTS_PER_RUN) : report.findings;
  const omitted = report.findings.length - kept.length;
  const seen = /* @__PURE__ */ new Map();
  const log = {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "mcp-budget",
            version: VERSION,
            informationUri: INFORMATION_URI,
            rules: FINDING_CODES.map(rule)
          }
        },
        results: kept.map((finding) => result(finding, uri, options, seen)),
        columnKind: "unicodeCodePoints",
        ...omitted > 0 ? {
          properties: {
            findings: report.findings.length,
            resultsOmitted: omitted,
            resultsOmittedWhy: `code scanning takes at most ${MAX_RESULTS_PER_RUN} results per run; the JSON report has every finding`
          }
        } : {}
      }
    ]
  };
  return `${jsonSafe(JSON.stringify(log, null, 2))}
`;
}
function rule(code) {
  const entry = FINDING_CATALOG[code];
  return {
    id: code,
    shortDescription: { text: entry.meaning },
    fullDescription: { text: `${entry.meaning}. Severity: ${severityText(entry.severity)}.` },
    help: {
      text: `What to do: ${entry.action}`,
      markdown: `**What to do:** ${entry.action}

See [${code}](${findingPageUrl(code)}): what it means, an example, how to fix it, how to accept it.`
    },
    helpUri: findingPageUrl(code),
    defaultConfiguration: { level: LEVEL[defaultLevel(entry.severity)] }
  };
}
function result(finding, uri, options, seen) {
  const line = options.entryLineOf?.(finding.subject, finding.path) ?? (finding.path ? options.lineOf?.(finding.path) : void 0);
  const where = finding.path ? ` [${formatPath(finding.path)}]` : "";
  const prose = `${finding.subject}: ${finding.message}${where}${finding.fix ? `
Fix: ${finding.fix}` : ""}`;
  const lines = prose.split("\n");
  const text = lines.map((line2) => showControls(line2).replace(/[\\[\]]/g, "\\$&")).join("\n");
  const markdown = lines.map(markdownWithCode).join("  \n");
  return {
    ruleId: finding.code,
    ruleIndex: FINDING_CODES.indexOf(finding.code),
    level: LEVEL[finding.severity],
    message: { text, markdown },
    // No region when budget.json has no line for it (an imported server): the alert is on the file, not on line 1.
    locations: [{ physicalLocation: { artifactLocation: { uri }, ...line ? { region: { startLine: line } } : {} } }],
    partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(finding, seen) },
    properties: {
      subject: finding.subject,
      ...finding.host ? { host: finding.host } : {},
      ...finding.limit !== void 0 ? { limit: finding.limit } : {},
      ...finding.actual !== void 0 ? { actual: finding.actual } : {},
      ...finding.unit ? { unit: finding.unit } : {}
    }
  };
}
function fingerprint(finding, seen) {
  const about = JSON.stringify([
    finding.code,
    finding.subject,
    finding.host ?? null,
    finding.unit ?? null,
    finding.path ?? null
  ]);
  const hash = nodeCrypto().createHash("sha256").update(about).digest("hex").slice(0, 32);
  const occurrence = (seen.get(hash) ?? 0) + 1;
  seen.set(hash, occurrence);
  return `${hash}:${occurrence}`;
}

// src/report/reporters/text.ts
import { styleText } from "node:util";
function renderText(untrusted, options) {
  const report = withControlsShown(untrusted);
  const paint = (style, text) => options.color ? styleText(style, text) : text;
  const out = [];
  const errors = report.findings.filter((f) => f.severity === "error").length;
  const warnings = report.findings.filter((f) => f.severity === "warning").length;
  const shown = options.quiet ? report.findings.filter((f) => f.severity === "error") : report.findings;
  const banner = baseBanner(report.base);
  if (banner.length > 0) out.push(paint(["bold", "yellow"], banner[0]), ...banner.slice(1), "");
  for (const block of findingBlocks(shown)) out.push(...renderBlock(block, options, paint), "");
  if (baseNotes(report.base).length > 0 && !options.quiet) out.push(...baseNotes(report.base), "");
  if (report.changes && !options.quiet) out.push(...changeSection(report.changes), "");
  if (report.contracts && report.contracts.changes.length > 0 && !options.quiet)
    out.push(...contractSection(report.contracts), "");
  if (!options.quiet) {
    out.push(...serverSection(report, options.command === "measure"));
    if (report.fixtures.length > 0) out.push("", ...fixtureSection(report));
    if (report.servers.some((server) => server.hosts?.length)) out.push("", ...hostSection(report));
    if (report.sessions?.length) out.push("", ...sessionSection(report));
    out.push("");
  }
  const totals = `${fmt(report.totals.tools)} tools · ${fmt(report.totals.bytes)} bytes · ${fmt(report.totals.tokens)} tokens (${report.tokenizer})`;
  const measured = report.servers.filter((server) => server.ok).length;
  const failed = report.totals.servers - measured;
  const verdict = options.command === "measure" ? paint(
    "bold",
    `Measured ${failed > 0 ? `${measured} of ${report.totals.servers} server(s) (${failed} failed)` : `${report.totals.servers} server(s)`}: ${totals}`
  ) + (errors ? paint(["bold", "red"], ` · ✖ ${errors} error(s)`) : "") : report.ok && report.shard ? (
    // One shard passing is not the verdict: the merge of every shard's report is.
    paint(
      "bold",
      `shard ${report.shard.index}/${report.shard.count}: no errors in this shard (${report.totals.servers} server(s)); the verdict is \`mcp-budget merge\` of every shard's report: ${totals}`
    ) + (warnings ? paint("yellow", ` · ${warnings} warning(s)`) : "")
  ) : report.ok ? paint(["bold", "green"], `✔ within budget: ${totals}`) + (warnings ? paint("yellow", ` · ${warnings} warning(s)`) : "") : paint(["bold", "red"], `✖ ${errors} error(s)`) + (warnings ? paint("yellow", `, ${warnings} warning(s)`) : "") + ` · ${totals}`;
  out.push(verdict);
  return `${out.join("\n")}
`;
}
function renderBlock(block, options, paint) {
  const [lead] = block.findings;
  const label = lead.severity === "error" ? paint(["bold", "red"], "error  ") : lead.severity === "warning" ? paint(["bold", "yellow"], "warning") : paint("cyan", "notice ");
  const codes = [...new Set(block.findings.map((finding) => finding.code))].join(", ");
  const subjects = [...new Set(block.findings.map((finding) => finding.subject))];
  const lines = [];
  if (block.repeated) {
    lines.push(`${label} ${paint("bold", codes)}  ×${subjects.length}${lead.host ? ` (${lead.host})` : ""}`);
    const [first, ...rest] = lead.message.split("\n");
    lines.push(`        ${subjects[0]}: ${first}`, ...rest.map((line) => paint("dim", `        │ ${line}`)));
    lines.push(
      `        the same for ${subjects.length - 1} more: ${subjects.slice(1).join(", ")} (each message in --json)`
    );
  } else {
    lines.push(`${label} ${paint("bold", codes)}  ${lead.subject}`);
    for (const finding of block.findings) {
      const [first, ...rest] = finding.message.split("\n");
      lines.push(`        ${first}`, ...rest.map((line) => paint("dim", `        │ ${line}`)));
    }
  }
  const edits = [
    ...new Set(
      block.findings.flatMap((finding) => finding.path ? [editHint(finding, finding.path, options)] : []).filter((edit) => edit !== void 0)
    )
  ];
  if (edits.length > 0) lines.push(`        ${paint("dim", "edit:")} ${edits.join(" · ")}`);
  for (const fix of blockFixes(block.findings)) {
    const [first, ...rest] = fix.split("\n");
    lines.push(`        ${paint("dim", "fix:")}  ${first}`, ...rest.map((line) => paint("dim", `        │ ${line}`)));
  }
  return lines;
}
function editHint(finding, budgetPath, options) {
  if (finding.host !== void 0 && budgetPath.length === 1 && budgetPath[0] === "hosts") return void 0;
  const file = options.configFile ?? "budget.json";
  const place = options.placeOf?.(budgetPath);
  if (!place) {
    const line = options.lineOf?.(budgetPath);
    return `${file}${line ? `:${line}` : ""} ${formatPath(budgetPath)}`;
  }
  if (place.depth >= budgetPath.length) return `${file}:${place.line} ${formatPath(budgetPath)}`;
  const missing = formatPath(budgetPath.slice(place.depth));
  return place.depth === 0 ? `${file}: add ${missing} (top level)` : `${file}:${place.line} add ${missing} in ${formatPath(budgetPath.slice(0, place.depth))}`;
}
function sandboxSummary(sandbox) {
  const shared = sandbox.network === "host" ? ", host network" : "";
  if (sandbox.missing?.length) return `UNSANDBOXED: no ${sandbox.missing.join(", ")} isolation${shared}`;
  return `sandboxed (${sandbox.method ?? "none"})${shared}`;
}
function serverSection(report, measureView) {
  const out = [];
  for (const server of report.servers) {
    const identity = server.serverInfo ? `${server.serverInfo.name} ${server.serverInfo.version}` : "not started";
    const status = server.failure ? `FAILED (${server.failure.code})` : `${fmt(server.totals.tools)} tools · ${fmt(server.totals.bytes)} bytes · ${fmt(server.totals.tokens)} tokens${server.startup ? ` · ${startupPhrase(server.startup)}` : ""}`;
    out.push(
      `${server.name}  (${identity}${server.protocolVersion ? `, protocol ${server.protocolVersion}` : ""}${server.sandbox ? `, ${sandboxSummary(server.sandbox)}` : ""})  ${status}`
    );
    const lists = surfaceReports(server);
    if (server.tools.length === 0 && !server.instructions && lists.length === 0) continue;
    const tools = measureView ? [...server.tools].sort((a, b) => b.bytes - a.bytes) : server.tools;
    const rows = tools.map((tool) => [tool.name, fmt(tool.bytes), fmt(tool.tokens), fmt(tool.descriptionChars)]);
    if (server.instructions)
      rows.push([
        "(instructions)",
        fmt(server.instructions.bytes),
        fmt(server.instructions.tokens),
        fmt(server.instructions.chars)
      ]);
    for (const list of lists) {
      if (list.failed !== void 0) {
        rows.push([`(${list.method}: not measured)`, "?", "?", ""]);
        continue;
      }
      rows.push([
        `(${list.method}: ${fmt(list.items.length)} item(s), ${fmt(list.pages)} page(s))`,
        fmt(list.bytes),
        fmt(list.tokens),
        ""
      ]);
      if (measureView)
        for (const item of [...list.items].sort((a, b) => b.bytes - a.bytes).slice(0, LIST_ITEMS_SHOWN))
          rows.push([`  ${item.name}`, fmt(item.bytes), fmt(item.tokens), fmt(item.descriptionChars)]);
    }
    out.push(
      ...table(
        ["  tool", "bytes", "tokens", "desc chars"],
        rows.map(([name, ...rest]) => [`  ${name}`, ...rest]),
        [false, true, true, true]
      )
    );
  }
  return out;
}
var LIST_ITEMS_SHOWN = 5;
function fixtureSection(report) {
  const uncounted = (fixture) => fixture.pages.some((page) => page.tooLarge);
  const measured = (fixture) => fixture.pages.length > 0;
  const tokens = (fixture, figure) => !measured(fixture) ? "—" : uncounted(fixture) ? "not counted" : fmt(figure);
  const rows = report.fixtures.map((fixture) => [
    `  ${fixture.name}`,
    fixture.tool !== void 0 ? `${fixture.server}/${fixture.tool}` : fixture.prompt !== void 0 ? `prompt:${fixture.server}/${fixture.prompt}` : `resource:${fixture.server}/${fixture.resource}`,
    fixture.skipped ? "skipped" : String(fixture.pages.length),
    measured(fixture) ? fmt(fixture.wireBytes) : "—",
    tokens(fixture, fixture.textTokens),
    tokens(fixture, fixture.structuredTokens),
    tokens(fixture, fixture.tokens),
    fixture.isError ? "error" : ""
  ]);
  const notes = report.fixtures.filter(uncounted).map((fixture) => {
    const largest = Math.max(...fixture.pages.filter((page) => page.tooLarge).map((page) => page.wireBytes));
    return `  ${fixture.name}: tokens not counted: a message of ${fmt(largest)} bytes, over the message cap (--max-message-bytes, 64 MiB by default), is measured in bytes only`;
  });
  return [
    "Fixtures",
    ...table(["  fixture", "tool", "pages", "wire bytes", "text tok", "structured tok", "tokens", ""], rows, [
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      false
    ]),
    ...notes
  ];
}
function contractSection(contracts) {
  const { versions } = contracts;
  const release = versions.base && versions.head && versions.base !== versions.head ? ` (${versions.manifest ?? "version"} ${versions.base} → ${versions.head})` : "";
  const zero = zeroScaleNote(versions.base);
  return [
    `Tool contracts: a ${contracts.suggestedBump} change${release}`,
    ...zero ? [`  ${zero.charAt(0).toLowerCase()}${zero.slice(1)}`] : [],
    ...contracts.changes.map(
      (change) => `  ${bumpOnScale(change.bump, versions.base).padEnd(5)}  ${change.subject}: ${change.change}${change.detail === void 0 ? "" : `: ${change.detail}`}${change.path === void 0 ? "" : ` (${change.class}, at ${change.path})`}`
    )
  ];
}
function changeSection(changes) {
  const { changed, unchanged, withHosts } = changeRows(changes);
  const head = `Changes against ${changeHeading(changes)}: ${totalLine(changes)}`;
  if (changed.length === 0 && changes.subjects.length === 0 && changes.unmeasured?.length) return [head];
  if (changed.length === 0) return [head, `  no tool or fixture result changed (${unchanged} unchanged)`];
  const rows = changed.map((row) => [
    `  ${row.subject}`,
    row.kind,
    row.base,
    row.head,
    row.delta,
    row.parts,
    ...withHosts ? [row.hosts] : []
  ]);
  const header = [
    "  subject",
    "change",
    "base",
    "head",
    "Δ (bytes · tokens)",
    "changed in",
    ...withHosts ? ["Δ as hosts send it"] : []
  ];
  return [
    head,
    ...table(header, rows, [false, false, true, true, false, false, false]),
    ...unchanged > 0 ? [`  (${unchanged} unchanged)`] : []
  ];
}
function hostSection(report) {
  const rows = hostRows(report).map((row) => [
    `  ${row.host}${row.configuration ? ` (${row.configuration})` : ""}`,
    row.tools < row.listed ? `${fmt(row.tools)} of ${fmt(row.listed)}` : fmt(row.tools),
    fmt(row.bytes),
    fmt(row.tokens),
    row.exact ? "exact" : "estimate",
    row.results.join(", ")
  ]);
  return [
    `Hosts (${report.tokenizer} counts of each host's payload; "count" says whether that is exact for the host's model)`,
    ...table(["  host", "tools sent", "bytes", "tokens", "count", "fixture results (tokens the model reads)"], rows, [
      false,
      true,
      true,
      true,
      false,
      false
    ]),
    "Each host's side of its deferral threshold (tool search, virtual tools) and the session start on it",
    ...deferralLines(report).map((line) => `  - ${line}`)
  ];
}

// src/report/reporters/changes.ts
function fixtureHint(example) {
  const placeholder = (type) => type === "number" || type === "integer" ? "0" : type === "boolean" ? "false" : type === "array" ? "[]" : type === "object" ? "{}" : '"…"';
  const args = example.required.map((input) => `${JSON.stringify(input.name)}: ${placeholder(input.type)}`).join(", ");
  const fixture = `{"name": ${JSON.stringify(example.tool)}, "server": ${JSON.stringify(example.server)}, "tool": ${JSON.stringify(example.tool)}, "arguments": {${args}}}`;
  return [
    "  no fixtures: what tools return is not measured, and one result can exceed a host's whole cap. Add a call per tool that returns data, e.g.",
    showControls(`    "fixtures": [${fixture}]`)
  ];
}
function renderBudgetChanges(result2, options) {
  const file = options.configFile ?? "budget.json";
  const out = [];
  if (result2.notWritten) out.push(...notWritten(result2.notWritten, file));
  if (result2.wrote && options.command === "init") out.push(...initWrote(result2, file));
  out.push(...revealedTools(result2), ...proposedBudget(result2, file), ...relaxedLimits(result2));
  out.push(...loweredEntries(result2));
  if (options.command === "update") {
    const changed = (result2.changes?.length ?? 0) + (result2.totals?.length ?? 0) > 0;
    out.unshift(
      changed ? result2.wrote ? `Updated ${file}:` : `Would update ${file}:` : `${file} is up to date: no oversized entry shrank or went away, and no total has room past its headroom.`
    );
    if (result2.notMeasured?.length)
      out.push(
        showControls(
          `  left out, not measured this run: ${result2.notMeasured.join(", ")}; their oversized entries are kept as they are, and limits.totalBytes/totalTokens were not lowered`
        )
      );
  }
  return out.length > 0 ? `${out.join("\n")}

` : "";
}
function initWrote(result2, file) {
  const out = [];
  const servers = result2.measured && result2.leftOut ? result2.measured.length + result2.leftOut.length : 0;
  out.push(
    result2.leftOut && result2.measured ? showControls(
      `Wrote ${file} for ${result2.measured.length} of ${servers} servers (${result2.measured.join(", ")}).`
    ) : `Wrote ${file}.`
  );
  for (const server of result2.leftOut ?? [])
    out.push(showControls(`  left out ${server.server} (${server.code}): ${server.why}`));
  if (result2.leftOut)
    out.push("  once it starts, `mcp-budget init --force` measures it too and keeps what you added by hand");
  if (result2.kept) out.push(`  kept from the old ${file}: ${result2.kept.join(", ")}`);
  for (const named of result2.namedAfterFolder ?? [])
    out.push(
      showControls(
        `  named the server "${named.server}" after the folder${named.calls ? `; it calls itself ${JSON.stringify(named.calls)}` : ""}: to choose, run init --force --server "<name>=<command>"`
      )
    );
  if (result2.fixtureExample) out.push(...fixtureHint(result2.fixtureExample));
  const standing = result2.report.findings.filter((finding) => finding.severity === "error").length;
  if (standing > 0)
    out.push(
      `  ${standing} error(s) below stand in it: each is about a server's contract, not a size, and the check fails until the server fixes it`
    );
  out.push(
    `  To count and check what each host receives, add the hosts your users run, e.g. "hosts": [${SUGGESTED_HOSTS.map((name) => JSON.stringify(name)).join(", ")}]`
  );
  return out;
}
function revealedTools(result2) {
  return (result2.revealed ?? []).map((revealed) => {
    const where = revealed.at === "server" ? `servers["${revealed.server}"].clientCapabilities` : "clientCapabilities (top level)";
    return showControls(
      `  ${revealed.server} lists ${revealed.tools.length} more tool(s) to a client declaring roots, sampling, elicitation and tasks (${revealed.tools.join(", ")}): declared in ${where} so every tool is measured`
    );
  });
}
function proposedBudget(result2, file) {
  if (!result2.proposed) return [];
  const heading = result2.replaces ? `${file} already exists, and init refuses to overwrite it without --force; init --force would write (--dry-run wrote nothing):` : `Would write ${file} (--dry-run wrote nothing):`;
  return [heading, "", result2.proposed];
}
function relaxedLimits(result2) {
  return (result2.relaxed ?? []).map(
    (relaxed) => `  limits.${relaxed.limit} starts at today's ${fmt(relaxed.to)} (default ${fmt(relaxed.from)}): lower it as you trim`
  );
}
function loweredEntries(result2) {
  const out = [];
  for (const change of result2.changes ?? []) {
    if (change.to === void 0) {
      out.push(`  removed oversized["${change.key}"]`);
      continue;
    }
    const parts = ["bytes", "tokens", "chars"].filter((unit) => change.from[unit] !== change.to[unit]).map(
      (unit) => change.to[unit] === void 0 ? `${unit} entry removed (fits the general limit)` : `${unit} ${fmt(change.from[unit])} → ${fmt(change.to[unit])}`
    );
    out.push(`  lowered oversized["${change.key}"]: ${parts.join(", ")}`);
  }
  for (const total of result2.totals ?? []) {
    out.push(
      `  lowered limits.${total.limit}: ${fmt(total.from)} → ${fmt(total.to)} (today's total plus the headroom)`
    );
  }
  return out;
}
function notWritten(why, file) {
  const lines = [];
  const unset = why.unset ?? [];
  const unsetServers = new Set(unset.map((variable) => variable.server));
  const otherErrors = why.otherErrors ?? 0;
  if (unset.length > 0) lines.push(...unsetLines(unset, file));
  if (why.measured.length === 0 && (unset.length === 0 || why.leftOut.length > 0)) {
    lines.push(
      showControls(
        `Wrote nothing: no server could be measured (${why.leftOut.map((out) => `${out.server}: ${out.code}`).join(", ")}).`
      )
    );
  } else if (unset.length === 0 || otherErrors > 0) {
    lines.push(
      `Wrote nothing: the errors below would fail the first check, and init writes a budget that today's servers pass.`
    );
  }
  const onlyUnset = unset.length > 0 && why.leftOut.every((out) => unsetServers.has(out.server)) && otherErrors === 0;
  if (!why.exists && !onlyUnset) {
    const servers = why.mcpConfig !== void 0 ? `"mcpConfig": ${JSON.stringify(why.mcpConfig)}` : '"servers": { … }';
    lines.push(
      `${file} does not exist yet: to change how a server runs (its sandbox, env), write ${file} with those keys, e.g. {${servers}, "sandbox": {"network": "host"}}, and run \`mcp-budget init --force\`: it keeps them`
    );
  }
  return lines;
}
function unsetLines(unset, file) {
  const where = (u) => u.imported ? `${u.imported.field ? `${u.imported.field} in ` : ""}${u.imported.origin} names ${u.imported.written ?? `\${${u.variable}}`}` : `${u.key ? `env.${u.key} in ` : ""}${file} names \${${u.variable}}`;
  const lines = unset.map(
    (u, index) => showControls(
      `${index === 0 ? "Wrote nothing: " : "  and "}${u.server} needs ${u.variable} (${where(u)}), which is not set here${index === unset.length - 1 ? `: a budget measured without ${unset.length > 1 ? "them" : "it"} would be too small for a run that has ${unset.length > 1 ? "them" : "it"}.` : ""}`
    )
  );
  const names = [...new Set(unset.map((u) => u.variable))];
  lines.push(
    showControls(
      `  pass ${names.length > 1 ? "them" : "it"} from the environment and run init again: ${names.map((name) => `${name}=…`).join(" ")} npx mcp-budget init (in CI, from a secret); init reads the value there and never writes it to ${file}`
    )
  );
  return lines;
}

// src/report/reporters/index.ts
var REPORTERS = {
  text: renderText,
  json: renderJson,
  markdown: renderMarkdown,
  github: renderGithub,
  sarif: renderSarif,
  badge: renderBadge
};
export {
  REPORTERS,
  exitCodeFor,
  judge,
  judgeContracts,
  renderBudgetChanges,
  renderJson,
  reportOf,
  verdictOf
};
