import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  turnCrossing
} from "./chunk-M2BICACE.js";
import {
  HOST_PROFILES
} from "./chunk-TEFA5WOP.js";
import { __m7_package_default as package_default } from "./cli-start-580920F0.js";
import {
  fmt,
  usd
} from "./chunk-CEK7UD7K.js";
import {
  markdownText,
  withControlsShown
} from "./chunk-2TKON5YV.js";

// src/report/finding-pages.ts
var REPOSITORY = package_default.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");
function findingPageUrl(code) {
  return `${REPOSITORY}/blob/v${package_default.version}/docs/findings/${code}.md`;
}

// src/report/reporters/table.ts
function table(header, rows, numeric) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells) => cells.map((cell, i) => numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])).join("  ").trimEnd();
  return [line(header), ...rows.map(line)];
}

// src/report/reporters/sessions.ts
var titleOf = (host) => HOST_PROFILES[host]?.title ?? host;
var splitCell = (cache) => cache ? `${fmt(cache.read)} / ${fmt(cache.write)} / ${fmt(cache.input)}` : "unknown";
var priceCell = (price) => price && "usd" in price ? usd(price.usd.total) : "no price";
function priceWords(price) {
  if (!price) return "no price";
  if (!("usd" in price)) return `no price: ${price.none}`;
  const { input, write, read, total } = price.usd;
  return `${usd(total)} at ${price.model}: input ${usd(input)}, cache write ${usd(write)}, cache read ${usd(read)} (${price.source})`;
}
function cacheNotes(sessions) {
  const hosts = sessions.flatMap((session) => session.hosts.filter((host) => host.unmeasured === void 0));
  if (hosts.length === 0) return [];
  const seen = /* @__PURE__ */ new Set();
  return [
    "cache read / write / input: what of the requests the host's model API reads from its prompt cache, writes to it, or takes as new input, under that host's caching (unknown: no source states it)",
    ...sessions.flatMap(
      (session) => session.hosts.filter((host) => host.unmeasured === void 0).map((host) => `${session.name} on ${host.host}: ${priceWords(host.price)}`).filter((line) => !seen.has(line) && seen.add(line))
    )
  ];
}
function summaryRows(sessions) {
  return sessions.flatMap(
    (session) => session.hosts.map(
      (host) => host.unmeasured !== void 0 ? { cells: [session.name, host.host], unmeasured: `not measured: ${host.unmeasured}` } : {
        cells: [
          session.name,
          host.host,
          host.turns.map((turn) => fmt(turn.tokens)).join(" → "),
          fmt(host.total),
          session.ceiling ? fmt(session.ceiling.tokens) : "",
          splitCell(host.cache),
          priceCell(host.price)
        ]
      }
    )
  );
}
function searchNotes(sessions) {
  const hosts = [...new Set(sessions.flatMap((s) => s.hosts.filter((h) => h.loadedBySearch).map((h) => h.host)))];
  return hosts.map((host) => {
    const names = sessions.filter((s) => s.hosts.some((h) => h.host === host && h.loadedBySearch)).map((s) => s.name);
    return `${host} defers tools behind a search: turn 2 of ${names.join(", ")} carries one search loading the tools its steps call`;
  });
}
function sessionSection(report) {
  const sessions = report.sessions ?? [];
  if (sessions.length === 0) return [];
  const rows = summaryRows(sessions);
  const measured = table(
    ["  session", "host", "turns", "total", "limit", "cache read / write / input", "$"],
    rows.map((row) => row.unmeasured ? ["", "", "", "", "", "", ""] : [`  ${row.cells[0]}`, ...row.cells.slice(1)]),
    [false, false, false, true, true, false, false]
  );
  const [hostAt, turnsAt] = [measured[0].indexOf("host"), measured[0].indexOf("turns")];
  const lines = rows.map(
    (row, i) => row.unmeasured ? `${`  ${row.cells[0]}`.padEnd(hostAt)}${row.cells[1].padEnd(turnsAt - hostAt)}${row.unmeasured}` : measured[i + 1]
  );
  return [
    "Sessions (tokens of these servers in each model request of the session, turn by turn)",
    measured[0],
    ...lines,
    ...searchNotes(sessions).map((note) => `  ${note}`),
    ...cacheNotes(sessions).map((note) => `  ${note}`)
  ];
}
function sessionMarkdown(report) {
  const sessions = report.sessions ?? [];
  if (sessions.length === 0) return [];
  return [
    "#### Sessions: tokens of these servers in each model request, turn by turn",
    "",
    "| session | host | turns (tokens each) | total | limit | cache read / write / input | $ |",
    "|---|---|---|---:|---:|---|---:|",
    ...summaryRows(sessions).map(
      (row) => row.unmeasured ? `| ${markdownText(row.cells[0])} | ${markdownText(row.cells[1])} | ${markdownText(row.unmeasured)} | | | | |` : `| ${row.cells.map(markdownText).join(" | ")} |`
    ),
    ...searchNotes(sessions).map((note) => `
_${markdownText(note)}_`),
    ...cacheNotes(sessions).map((note) => `
_${markdownText(note)}_`),
    ""
  ];
}
function adds(session, turn) {
  if (turn.after === "start") return "session start";
  if (turn.after === "search") return "tool search";
  const { step, page } = turn.after;
  return `result of step ${step} ${session.steps[step - 1]}${page === void 0 ? "" : ` page ${page}`}`;
}
var cacheLine = (cache) => cache ? `prompt cache: read ${fmt(cache.read)}, write ${fmt(cache.write)}, new input ${fmt(cache.input)} tokens under its caching` : "prompt caching unknown (no source states it): no split";
function turnTable(session, turns, split) {
  let running = 0;
  const rows = turns.map((turn, index) => {
    running += turn.tokens;
    const cache = split && turn.cache ? [fmt(turn.cache.read), fmt(turn.cache.write), fmt(turn.cache.input)] : [];
    const cells = [fmt(turn.definitions), fmt(turn.results), fmt(turn.tokens), ...cache, fmt(running)];
    return [`  ${String(index + 1).padStart(4)}`, adds(session, turn), ...cells];
  });
  const header = ["  turn", "adds", "definitions", "results", "tokens", ...split ? ["read", "write", "input"] : []];
  return table([...header, "running total"], rows, [true, false, ...header.slice(2).map(() => true), true]);
}
function renderSession(untrusted) {
  const session = withControlsShown(untrusted);
  const ceiling = session.ceiling?.tokens;
  const out = [
    `session:${session.name}: ${session.steps.join(" → ")} (server${session.servers.length === 1 ? "" : "s"} ${session.servers.join(", ")})${ceiling === void 0 ? "" : `, held to ${fmt(ceiling)} tokens on each host`}`,
    ""
  ];
  for (const host of session.hosts) {
    if (host.unmeasured !== void 0) {
      out.push(`${titleOf(host.host)}: not measured: ${host.unmeasured}`, "");
      continue;
    }
    const crossed = ceiling === void 0 ? void 0 : turnCrossing(host.turns, ceiling);
    const verdict = crossed === void 0 ? "" : ` > ${fmt(ceiling)} (+${fmt(host.total - ceiling)}), crossed at turn ${crossed}`;
    const search = host.loadedBySearch ? `; one search loads ${host.loadedBySearch.join(", ")} first, as a model that knows its plan does` : "";
    out.push(
      `${titleOf(host.host)}: ${fmt(host.turns.length)} model requests, ${fmt(host.total)} tokens of these servers in all${verdict}${search}`,
      host.cache ? `  ${cacheLine(host.cache)}; ${priceWords(host.price)}` : `  ${cacheLine(void 0)}, no price`
    );
    out.push(...turnTable(session, host.turns, host.cache !== void 0), "");
  }
  return out.join("\n");
}

export {
  findingPageUrl,
  table,
  sessionSection,
  sessionMarkdown,
  renderSession
};
