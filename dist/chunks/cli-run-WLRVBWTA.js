import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  baseBanner,
  baseNotes,
  changeHeading,
  changeRows,
  editJson,
  installProcessCleanup,
  lineFinder,
  oneOf,
  renderBadge,
  renderGithub,
  renderMarkdown,
  totalLine,
  wholeNumber,
  writeFileAtomic
} from "./chunk-5QBJ2UNA.js";
import {
  measureCommand,
  serversWithoutBudget,
  withPassEnv
} from "./chunk-C62YV2YP.js";
import {
  CAPABILITY_PRESETS,
  DEFAULT_MAX_MESSAGE_BYTES,
  DEFAULT_TIMEOUTS,
  FINDING_CATALOG,
  FINDING_CODES,
  HOST_PROFILES,
  RICHEST_CAPABILITIES,
  SERVER_FAILURE_CODES,
  ServerFailure,
  ServerSession,
  VERSION,
  budgetDigest,
  checkCommand,
  contractFindings,
  exitCodeFor,
  filterTools,
  hostCut,
  hostResultText,
  hostToolPayload,
  hostsOf,
  jsonSafe,
  judge,
  judgeContracts,
  judgeOversized,
  listTools,
  loadBase,
  loadSchemaCompiler,
  measureBudgetServers,
  neutralizeWorkflowCommands,
  parseShard,
  proposalsFromWire,
  rankProposals,
  readReportFile,
  renderJson,
  resolveBase,
  resolveBudgetServers,
  resolveServers,
  serverConfigs,
  sessionOptionsFor,
  showControls,
  tightenedOversized,
  withControlsShown
} from "./chunk-EIT47UEW.js";
import "./chunk-N3ZTSCD5.js";
import {
  UNITS,
  fmt,
  formatPath,
  loadBudget,
  loadTokenizer,
  makeNormalizer,
  measureResult,
  parseBudget
} from "./chunk-5KRS2ZQA.js";
import {
  UsageError,
  isUsageError
} from "./chunk-ISOPEFMY.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";

// src/cli/cli-run.ts
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path6 from "node:path";
import { parseArgs } from "node:util";

// src/commands/budget-writers.ts
import { existsSync } from "node:fs";
import path from "node:path";

// src/judge/init-budget.ts
var DEFAULT_LIMITS = {
  toolBytes: 4e3,
  toolTokens: 1e3,
  totalBytes: 16e4,
  totalTokens: 4e4,
  descriptionChars: 2048,
  nameChars: 64,
  toolCount: 100,
  resultTokens: 2e4
};
var SCHEMA_REFERENCE = "./node_modules/mcp-budget/budget.schema.json";
var DEFAULT_HEADROOM_PERCENT = 10;
function withHeadroom(today, headroomPercent) {
  return Math.ceil(today * (1 + headroomPercent / 100));
}
function initialBudget(base, measurement, headroomPercent = DEFAULT_HEADROOM_PERCENT) {
  const measured = measurement.servers.filter((server) => server.ok);
  const limits = { ...DEFAULT_LIMITS };
  const relaxed = [];
  const relax = (limit, actual) => {
    const current = limits[limit];
    if (actual > current) {
      relaxed.push({ limit, from: current, to: actual });
      limits[limit] = actual;
    }
  };
  const tools = measured.flatMap((server) => server.tools);
  limits.totalBytes = withHeadroom(measured.reduce((sum, s) => sum + s.totals.bytes, 0), headroomPercent);
  limits.totalTokens = withHeadroom(measured.reduce((sum, s) => sum + s.totals.tokens, 0), headroomPercent);
  relax("toolCount", tools.length);
  relax("descriptionChars", Math.max(0, ...measured.map((s) => s.instructions?.chars ?? 0)));
  relax("nameChars", Math.max(0, ...tools.map((t) => t.hostName.length)));
  const oversized = {};
  for (const server of measured) {
    for (const tool of server.tools) {
      const entry = {};
      if (tool.bytes > limits.toolBytes) entry.bytes = tool.bytes;
      if (tool.tokens > limits.toolTokens) entry.tokens = tool.tokens;
      if (tool.descriptionChars > limits.descriptionChars) entry.chars = tool.descriptionChars;
      if (Object.keys(entry).length > 0) oversized[`${server.name}/${tool.name}`] = entry;
    }
  }
  const config = {
    $schema: SCHEMA_REFERENCE,
    tokenizer: measurement.tokenizer,
    ...base.mcpConfig !== void 0 ? { mcpConfig: base.mcpConfig } : {},
    ...base.servers !== void 0 ? { servers: base.servers } : {},
    ...base.clientCapabilities !== void 0 ? { clientCapabilities: base.clientCapabilities } : {},
    ...base.sandbox !== void 0 ? { sandbox: base.sandbox } : {},
    limits,
    ...Object.keys(oversized).length > 0 ? { oversized } : {}
  };
  return { config, relaxed };
}
function tightenedTotals(config, measurement, headroomPercent = DEFAULT_HEADROOM_PERCENT) {
  const measured = measurement.servers.filter((server) => server.ok);
  if (measured.length !== measurement.servers.length) return [];
  const today = { totalBytes: measured.reduce((sum, s) => sum + s.totals.bytes, 0), totalTokens: measured.reduce((sum, s) => sum + s.totals.tokens, 0) };
  const changes = [];
  for (const limit of ["totalBytes", "totalTokens"]) {
    const current = config.limits?.[limit];
    const target = withHeadroom(today[limit], headroomPercent);
    if (current !== void 0 && target < current) changes.push({ limit, from: current, to: target });
  }
  return changes;
}

// src/commands/init-capabilities.ts
async function revealHiddenTools(config, measurement, measureRichest) {
  const hiding = measurement.servers.filter((server) => server.ok && (server.hiddenByCapabilities?.count ?? 0) > 0);
  if (hiding.length === 0) return { config, measurement, revealed: [] };
  const rich = await measureRichest();
  const revealed = [];
  const servers = { ...config.servers };
  let topLevel = false;
  const merged = measurement.servers.map((server) => {
    const richer = rich.servers.find((candidate) => candidate.name === server.name);
    if (!hiding.includes(server) || !richer?.ok) return server;
    const seen = new Set(server.tools.map((tool) => tool.name));
    const inBudget = Object.hasOwn(servers, server.name);
    if (inBudget) servers[server.name] = { ...servers[server.name], clientCapabilities: RICHEST_CAPABILITIES };
    else topLevel = true;
    revealed.push({ server: server.name, tools: richer.tools.filter((tool) => !seen.has(tool.name)).map((tool) => tool.name), at: inBudget ? "server" : "top level" });
    return richer;
  });
  const declared = { ...config, ...config.servers ? { servers } : {}, ...topLevel ? { clientCapabilities: RICHEST_CAPABILITIES } : {} };
  if (topLevel) {
    for (const server of measurement.servers) {
      const richer = rich.servers.find((candidate) => candidate.name === server.name);
      const index = merged.findIndex((candidate) => candidate.name === server.name);
      if (richer?.ok && index >= 0) merged[index] = richer;
    }
  }
  return { config: declared, measurement: { ...measurement, servers: merged }, revealed };
}

// src/commands/budget-writers.ts
async function updateCommand(configFile, context) {
  const file = path.resolve(context.cwd, configFile);
  const loaded = await loadBudget(file, configFile);
  const servers = await resolveBudgetServers(loaded, context.callerEnv);
  const measurement = await measureBudgetServers(loaded, servers, context);
  const tightened = tightenedOversized(judgeOversized(loaded.config, measurement.servers, measurement.fixtures));
  const changes = [...tightened].map(([key, to]) => ({ key, from: loaded.config.oversized[key], to }));
  const totals = tightenedTotals(loaded.config, measurement, context.headroom);
  if (changes.length === 0 && totals.length === 0) {
    const { report: report2 } = judge(loaded.config, measurement, configFile);
    return { report: report2, exitCode: exitCodeFor(report2), budget: { file: configFile, text: loaded.text }, changes };
  }
  const text = editJson(loaded.text, [...budgetEdits(changes), ...totals.map((total) => ({ path: ["limits", total.limit], value: total.to }))]);
  const config = parseBudget(configFile, text);
  if (!context.dryRun) await writeFileAtomic(file, text);
  const { report } = judge(config, measurement, configFile);
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text }, changes, totals, ...context.dryRun ? {} : { wrote: configFile } };
}
async function initCommand(configFile, serverSpecs, context) {
  const file = path.resolve(context.cwd, configFile);
  const exists = existsSync(file);
  if (exists && !context.force && !context.dryRun) {
    throw new UsageError(`${configFile} already exists; run \`npx mcp-budget check\`, or \`init --force\` to start over`);
  }
  const declared = withPassEnv(serversWithoutBudget(serverSpecs, context.cwd), context.passEnv ?? []);
  const loaded = { file, dir: path.dirname(file), text: "", config: declared };
  const servers = await resolveBudgetServers(loaded, context.callerEnv);
  const first = await measureBudgetServers(loaded, servers, { ...context, probeCapabilities: true });
  const { config: base, measurement, revealed } = await revealHiddenTools(declared, first, () => measureBudgetServers(loaded, servers, { ...context, capabilities: RICHEST_CAPABILITIES }));
  if (exitCodeFor({ findings: contractFindings(base, measurement) }) !== 0) {
    const failed = judgeContracts(base, measurement);
    return { report: failed, exitCode: exitCodeFor(failed) };
  }
  const { config, relaxed } = initialBudget(base, measurement, context.headroom);
  const text = JSON.stringify(config, null, 2) + "\n";
  parseBudget(configFile, text);
  if (!context.dryRun) await writeFileAtomic(file, text);
  const { report } = judge(config, measurement, configFile);
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text }, relaxed, ...revealed.length > 0 ? { revealed } : {}, ...context.dryRun ? { proposed: text, ...exists && !context.force ? { replaces: true } : {} } : { wrote: configFile } };
}
function budgetEdits(changes) {
  const edits = [];
  for (const { key, from, to } of changes) {
    if (to === void 0) {
      edits.push({ path: ["oversized", key], value: void 0 });
      continue;
    }
    for (const unit of UNITS) {
      if (from[unit] !== to[unit]) edits.push({ path: ["oversized", key, unit], value: to[unit] });
    }
  }
  return edits;
}

// src/commands/merge-command.ts
import path2 from "node:path";
async function mergeCommand(configFile, reportFiles, context) {
  const loaded = await loadBudget(path2.resolve(context.cwd, configFile), configFile);
  const reports = await readShards(reportFiles, loaded.text, configFile, context.cwd);
  const base = context.base ? await loadBase(context.cwd, configFile, context.base) : void 0;
  const head = await resolveBudgetServers(loaded, context.callerEnv);
  const baseSide = base ? await resolveBase(base, loaded, context.callerEnv) : void 0;
  const measurement = shardMeasurement(reports, head.servers.map((server) => server.name), loaded.config, configFile);
  const evidence = baseSide ? { budget: baseSide.evidence, headServers: serverConfigs(head), raises: context.raises ?? "allow", acceptGrowth: false, setupGiven: false } : void 0;
  const { report, budgetFigures } = judge(loaded.config, measurement, configFile, evidence);
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text: loaded.text }, ...budgetFigures ? { baseFigures: budgetFigures } : {} };
}
async function readShards(reportFiles, budgetText, configFile, cwd) {
  const digest = budgetDigest(budgetText);
  const reports = [];
  for (const file of reportFiles) {
    const report = await readReportFile(file, cwd, "merge");
    if (!report.shard) throw new UsageError(`merge: ${file} is not a shard report (make it with check --shard i/n --output ${file})`);
    reports.push(report);
  }
  if (reports.length === 0) throw new UsageError("merge needs the shard reports: mcp-budget merge shard-1.json shard-2.json …");
  const count = reports[0].shard.count;
  const problems = [];
  if (new Set(reports.map((r) => r.tokenizer)).size > 1) problems.push(`shards disagree on the tokenizer (${[...new Set(reports.map((r) => r.tokenizer))].join(", ")})`);
  if (reports.some((r) => r.shard.budgetSha256 !== digest)) problems.push(`shards were measured against a different ${configFile} than this one`);
  if (reports.some((r) => r.shard.count !== count)) problems.push("shards disagree on the number of shards");
  const indices = reports.map((r) => r.shard.index).sort((a, b) => a - b);
  const expected = Array.from({ length: count }, (_, i) => i + 1);
  if (indices.join() !== expected.join()) problems.push(`need shards ${expected.join(", ")} once each, got ${indices.join(", ")}`);
  if (problems.length > 0) throw new UsageError(`merge refused: ${problems.join("; ")}`);
  return reports;
}
function shardMeasurement(reports, order, config, configFile) {
  const measured = new Set(reports.flatMap((r) => [...r.servers.map((s) => s.name), ...(r.skippedServers ?? []).map((s) => s.server)]));
  const missing = order.filter((name) => !measured.has(name));
  if (missing.length > 0) throw new UsageError(`merge refused: no shard measured ${missing.map((n) => JSON.stringify(n)).join(", ")}; run every shard of the same ${configFile}`);
  const position = (name) => order.indexOf(name);
  const fixtureOrder = (name) => (config.fixtures ?? []).findIndex((fixture) => fixture.name === name);
  return {
    tokenizer: reports[0].tokenizer,
    servers: reports.flatMap((r) => r.servers).sort((a, b) => position(a.name) - position(b.name)),
    fixtures: reports.flatMap((r) => r.fixtures).sort((a, b) => fixtureOrder(a.name) - fixtureOrder(b.name)),
    // Only what was measured: every finding is judged here again, as in one run.
    configured: order,
    skippedServers: reports.flatMap((r) => r.skippedServers ?? [])
  };
}

// src/commands/drift-command.ts
import { readFile } from "node:fs/promises";
import path3 from "node:path";

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
      const measured = calls.filter((fixture) => fixture.skipped === void 0 && fixture.pages.length > 0 && !fixture.pages.some((page) => page.tooLarge));
      if (calls.length > 0 && measured.length === 0) {
        unmeasured.push({ server: file.server, tool, why: calls.map((fixture) => `${fixture.name}: ${fixture.skipped ?? "too large to count"}`).join("; ") });
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
        production: { count: production.count, over: production.over, tokens: production.tokens, bytes: production.bytes },
        ...ci ? { ci } : {},
        proposed: { name: freeName(`${tool}-production-max`, fixtureNames), server: file.server, tool, arguments: placeholders(production.largestArguments) }
      });
    }
  }
  return { schemaVersion: 1, ok: drift.length === 0 && unmeasured.length === 0, drift, unmeasured };
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
  if (figureFiles.length === 0) throw new UsageError("drift needs the figures files mcp-budget/guard wrote: mcp-budget drift figures.json …");
  const loaded = await loadBudget(path3.resolve(context.cwd, configFile), configFile);
  const tokenizer = loaded.config.tokenizer ?? "o200k_base";
  const figures = [];
  for (const file of figureFiles) {
    const read = await readFigures(path3.resolve(context.cwd, file), file);
    if (read.tokenizer !== tokenizer) throw new UsageError(`drift: ${file} counts with ${read.tokenizer}, ${configFile} with ${tokenizer}: the figures are not comparable`);
    const known = Object.hasOwn(loaded.config.servers ?? {}, read.server) || loaded.config.mcpConfig !== void 0;
    if (!known) throw new UsageError(`drift: ${file} is for server "${read.server}", which ${configFile} does not have`);
    figures.push(read);
  }
  const measured = await measureCommand(configFile, [], context);
  const failed = new Set(measured.report.findings.filter((finding) => SERVER_FAILURE_CODES.has(finding.code)).map((finding) => finding.subject));
  const names = new Set((loaded.config.fixtures ?? []).map((fixture) => fixture.name));
  const report = compareWithFixtures(figures, measured.report.fixtures, failed, names);
  return { report, exitCode: report.ok ? 0 : 1 };
}
async function readFigures(file, shown) {
  let value;
  try {
    value = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new UsageError(`drift: cannot read ${shown}: ${error.message}`);
  }
  const problem = figuresProblem(value);
  if (problem) throw new UsageError(`drift: ${shown} is not a figures file of mcp-budget/guard: ${problem}`);
  return value;
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
    if (typeof figures?.count !== "number" || typeof figures.over !== "number") return `${at}.count or .over is not a number`;
    for (const unit of ["tokens", "bytes"]) {
      const distribution = figures[unit];
      if (!["p50", "p95", "max"].every((key) => typeof distribution?.[key] === "number")) return `${at}.${unit} needs p50, p95 and max`;
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
    lines.push(drift.ci ? `${subject}: ${production} > the largest fixture result, ${fmt(drift.ci.tokens)} tokens, ${fmt(drift.ci.bytes)} bytes (${showControls(drift.ci.fixtures.join(", "))})` : `${subject}: no fixture calls it; ${production}`);
    lines.push(`  propose: ${showControls(JSON.stringify(drift.proposed))}`);
  }
  for (const { server, tool, why } of report.unmeasured) lines.push(`${showControls(`${server}/${tool}`)}: not compared, its fixtures were not measured (${showControls(why)})`);
  if (report.ok) lines.push("No drift: every tool production called is covered by a fixture at least as large.");
  else if (report.drift.length > 0) {
    lines.push("");
    lines.push(`${report.drift.length} tool${report.drift.length === 1 ? "" : "s"} larger in production than anything CI calls. Add each proposed fixture to budget.json`);
    lines.push("with real arguments in place of the <type> placeholders (the figures keep argument names and types, never values).");
  }
  return lines.join("\n") + "\n";
}

// src/commands/hosts-command.ts
var DAY_MS = 864e5;
function hostFacts(now, host) {
  const profiles = host === void 0 ? Object.values(HOST_PROFILES) : [HOST_PROFILES[host]];
  const rows = profiles.flatMap(
    (profile) => Object.entries(profile.facts).map(([fact, f]) => ({
      host: profile.name,
      fact,
      value: f.value,
      source: f.source,
      version: f.version,
      checked: f.checked,
      ageDays: Math.floor((now.getTime() - Date.parse(`${f.checked}T00:00:00Z`)) / DAY_MS),
      primary: f.primary !== false
    }))
  );
  return rows.sort((a, b) => b.ageDays - a.ageDays || a.host.localeCompare(b.host) || a.fact.localeCompare(b.fact));
}
function renderHostFacts(rows) {
  const lines = rows.map((row) => {
    const value = JSON.stringify(row.value);
    const mark = row.primary ? "" : " [second-hand]";
    return `${row.host} ${row.fact} = ${value.length > 60 ? `${value.slice(0, 57)}...` : value}  (${row.ageDays} days old, checked ${row.checked})${mark}
    read at ${row.version}
    ${row.source}`;
  });
  const secondHand = rows.filter((row) => !row.primary).length;
  return `${lines.join("\n")}

${rows.length} facts in ${new Set(rows.map((row) => row.host)).size} profiles; ${secondHand} without a primary source (their findings are warnings).
`;
}

// src/commands/explain-command.ts
import path4 from "node:path";

// src/measure/explain.ts
function member(key, value, tokenizer) {
  const text = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return { bytes: Buffer.byteLength(text), tokens: tokenizer.count(text) };
}
var rank = (parts) => parts.sort((a, b) => b.tokens - a.tokens || b.bytes - a.bytes);
function explainDefinition(subject, tool, tokenizer) {
  const json = JSON.stringify(tool);
  const total = { bytes: Buffer.byteLength(json), tokens: tokenizer.count(json) };
  const share = (tokens) => tokens / total.tokens;
  const parts = Object.entries(tool).map(([key, value]) => {
    const size = member(key, value, tokenizer);
    const part = { label: key, ...size, share: share(size.tokens) };
    if ((key === "inputSchema" || key === "outputSchema") && isObject(value) && isObject(value.properties)) {
      part.children = rank(
        Object.entries(value.properties).map(([name, schema]) => {
          const propertySize = member(name, schema, tokenizer);
          const property = { label: `${key}.properties.${name}`, ...propertySize, share: share(propertySize.tokens) };
          if (isObject(schema)) {
            const inner = ["description", "enum", "items", "properties"].filter((field) => schema[field] !== void 0).map((field) => {
              const fieldSize = member(field, schema[field], tokenizer);
              return { label: `${key}.properties.${name}.${field}`, ...fieldSize, share: share(fieldSize.tokens) };
            });
            if (inner.length > 0) property.children = rank(inner);
          }
          return property;
        })
      );
    }
    return part;
  });
  return { subject, kind: "definition", ...total, parts: rank(parts) };
}
function explainResult(subject, payload, texts, tokenizer) {
  if (payload === void 0) {
    const text = texts.join("\n");
    return {
      subject,
      kind: "result",
      bytes: Buffer.byteLength(text),
      tokens: tokenizer.count(text),
      parts: [],
      note: "the result is not JSON (no structuredContent and the text does not parse), so it has no fields to rank"
    };
  }
  const json = JSON.stringify(payload);
  const total = { bytes: Buffer.byteLength(json), tokens: tokenizer.count(json) };
  const { records, path: path7 } = findRecords(payload);
  const parts = fieldsOf(records, path7 ? `${path7}[].` : "", total.tokens, tokenizer, 2);
  return { subject, kind: "result", ...total, records: records.length, parts };
}
function fieldsOf(records, prefix, totalTokens, tokenizer, depth) {
  const byKey = /* @__PURE__ */ new Map();
  for (const record of records) {
    if (!isObject(record)) continue;
    for (const [key, value] of Object.entries(record)) {
      const size = member(key, value, tokenizer);
      const entry = byKey.get(key) ?? { bytes: 0, tokens: 0, values: [] };
      entry.bytes += size.bytes;
      entry.tokens += size.tokens;
      entry.values.push(value);
      byKey.set(key, entry);
    }
  }
  const parts = [];
  for (const [key, entry] of byKey) {
    const part = { label: `${prefix}${key}`, bytes: entry.bytes, tokens: entry.tokens, share: entry.tokens / totalTokens };
    const objects = entry.values.filter(isObject);
    if (objects.length >= 2) {
      const counts = /* @__PURE__ */ new Map();
      for (const value of objects) {
        const text2 = JSON.stringify(value);
        counts.set(text2, (counts.get(text2) ?? 0) + 1);
      }
      const [text, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
      if (count >= 2) part.repeated = { records: count, of: records.length, bytesEach: Buffer.byteLength(text) };
    }
    if (depth > 1 && objects.length > 0) part.children = fieldsOf(objects, `${prefix}${key}.`, totalTokens, tokenizer, depth - 1).slice(0, 6);
    parts.push(part);
  }
  return rank(parts);
}
function findRecords(payload) {
  if (Array.isArray(payload)) return { records: payload, path: "" };
  if (isObject(payload)) {
    const arrays = Object.entries(payload).filter(([, value]) => Array.isArray(value) && value.some(isObject));
    const largest = arrays.sort((a, b) => JSON.stringify(b[1]).length - JSON.stringify(a[1]).length)[0];
    if (largest && JSON.stringify(largest[1]).length > JSON.stringify(payload).length / 2) return { records: largest[1], path: largest[0] };
  }
  return { records: [payload] };
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/commands/server-session-for.ts
function openServerSession(loaded, server, context, tokenizer) {
  return ServerSession.open(
    sessionOptionsFor(server, {
      config: loaded.config,
      baseDir: loaded.dir,
      callerEnv: context.callerEnv,
      tokenizer: () => tokenizer,
      maxMessageBytes: context.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
      clientVersion: VERSION,
      capabilitiesOverride: context.capabilities
    })
  );
}

// src/commands/explain-command.ts
var FORMAT_NAMES = {
  anthropic: "an Anthropic tools[] entry",
  openai: "an OpenAI function",
  "openai-responses": "a Responses API function tool (its schema reduced to what Codex keeps)",
  "gemini-cli": "a Gemini function declaration (parametersJsonSchema, with wait_for_previous added)",
  gemini: "a Gemini function declaration"
};
async function explainCommand(configFile, subject, context) {
  const loaded = await loadBudget(path4.resolve(context.cwd, configFile), configFile);
  const fixture = subject.startsWith("fixture:") ? loaded.config.fixtures?.find((f) => f.name === subject.slice(8)) : void 0;
  if (subject.startsWith("fixture:") && !fixture) throw new UsageError(`${configFile} has no fixture "${subject.slice(8)}"; it has ${namesOf((loaded.config.fixtures ?? []).map((f) => f.name))}`);
  const slash = subject.indexOf("/");
  if (!fixture && slash <= 0) throw new UsageError("explain takes <server>/<tool> or fixture:<name>");
  const serverName = fixture ? fixture.server : subject.slice(0, slash);
  const toolName = fixture ? fixture.tool : subject.slice(slash + 1);
  const { servers } = await resolveServers(loaded.config, loaded.dir, context.callerEnv, path4.basename(configFile));
  const server = servers.find((s) => s.name === serverName);
  if (!server) throw new UsageError(`no server "${serverName}" in ${configFile}; it has ${namesOf(servers.map((s) => s.name))}`);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  let session;
  try {
    session = await openServerSession(loaded, server, context, tokenizer);
    const { tools } = await listTools(session);
    await loadSchemaCompiler();
    const tool = tools.find((t) => t.name === toolName);
    if (!tool) throw new UsageError(`server "${serverName}" lists no tool "${toolName}"; it lists ${namesOf(tools.map((t) => t.name))}`);
    const profile = context.host === void 0 ? void 0 : HOST_PROFILES[context.host];
    if (context.host !== void 0 && !profile) throw new UsageError(`--host must be one of ${Object.keys(HOST_PROFILES).join(", ")}`);
    if (!fixture && profile) {
      const payload = hostToolPayload(profile, serverName, tool, session.client.getServerVersion());
      const explanation = explainDefinition(subject, JSON.parse(payload.json), await tokenizer);
      const format = profile.facts.definitionFormat;
      explanation.note = `${profile.title} sends this as ${FORMAT_NAMES[format.value]} named "${payload.name}"${payload.unshortened ? ` (shortened from "${payload.unshortened}")` : ""}${payload.descriptionCut ? `; it cuts the description at ${profile.facts.descriptionCut.value} chars` : ""} (${format.source})`;
      return { explanation, exitCode: 0 };
    }
    if (!fixture) return { explanation: explainDefinition(subject, tool, await tokenizer), exitCode: 0 };
    if (JSON.stringify(fixture.arguments ?? {}).includes('"fromFixture"')) {
      throw new UsageError("explain cannot replay a fixture whose arguments take a cursor from another fixture");
    }
    const wire = await session.request("tools/call", { name: toolName, arguments: fixture.arguments ?? {} }, `call ${fixture.name}`);
    const result2 = measureResult(wire, await tokenizer, makeNormalizer(fixture.normalize));
    if (profile) {
      const text = hostResultText(profile, result2);
      const cut = hostCut(profile, text, result2, tool._meta);
      const after = { text: cut.text, cut: cut.outcome !== "whole" };
      const how = cut.outcome === "spilled" ? `, saved to a file: the model reads a reference and a ${profile.facts.resultSpill.value.previewChars}-character preview (${profile.facts.resultSpill.source})` : after.cut ? `, cut to ${Buffer.byteLength(after.text)} (${profile.facts.resultCut.source})` : ", not cut";
      let payload;
      try {
        payload = JSON.parse(after.text);
      } catch {
        payload = void 0;
      }
      const explanation = explainResult(subject, payload, [after.text], await tokenizer);
      explanation.note = `${profile.title} receives ${profile.facts.resultChannel?.value === "structured-only" ? "structuredContent only, when present" : profile.facts.resultChannel?.value === "both" ? "both copies" : profile.facts.resultChannel?.value === "structured-else-content-items" ? "structuredContent when present, else each content block as an input_text item" : "the text blocks"}: ${Buffer.byteLength(text)} bytes${how}`;
      return { explanation, exitCode: 0 };
    }
    return { explanation: explainResult(subject, result2.payload, result2.texts, await tokenizer), exitCode: 0 };
  } catch (error) {
    if (error instanceof ServerFailure) return { failure: error, exitCode: 3 };
    throw error;
  } finally {
    await session?.close();
  }
}
function namesOf(names) {
  if (names.length === 0) return "none";
  const shown = names.slice(0, 20).map((name) => showControls(JSON.stringify(name)));
  return shown.join(", ") + (names.length > 20 ? ` and ${names.length - 20} more` : "");
}

// src/report/reporters/table.ts
function table(header, rows, numeric) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells) => cells.map((cell, i) => numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])).join("  ").trimEnd();
  return [line(header), ...rows.map(line)];
}

// src/report/reporters/explanation.ts
var percent = (share) => `${(share * 100).toFixed(1)}%`;
function renderExplanation(untrusted) {
  const explanation = withControlsShown(untrusted);
  const out = [];
  const over = explanation.records && explanation.records > 1 ? `, summed over ${explanation.records} records` : "";
  out.push(`${explanation.subject}: ${fmt(explanation.bytes)} bytes, ${fmt(explanation.tokens)} tokens${over}`);
  if (explanation.note) out.push(explanation.note);
  if (explanation.parts.length === 0) return out.join("\n") + "\n";
  out.push(explanation.parts.slice(0, 6).map((part) => `${part.label} ${percent(part.share)}`).join(", "), "");
  const rows = [];
  const walk = (parts, indent) => {
    for (const part of parts) {
      const repeated = part.repeated ? `identical in ${part.repeated.records} of ${part.repeated.of} records (${fmt(part.repeated.bytesEach)} bytes each)` : "";
      rows.push([`${indent}${part.label}`, percent(part.share), fmt(part.tokens), fmt(part.bytes), repeated]);
      if (part.children) walk(part.children, `${indent}  `);
    }
  };
  walk(explanation.parts, "");
  out.push(...table(["field", "share", "tokens", "bytes", "repeats"], rows, [false, true, true, true, false]));
  const repeats = collectRepeats(explanation.parts).filter((part) => part.repeated.records > 1);
  if (repeats.length > 0) {
    out.push("", "Repeated nested objects (projection removes these):");
    for (const part of repeats.slice(0, 5)) out.push(`  ${part.label}: identical in ${part.repeated.records} of ${part.repeated.of} records, ${fmt(part.repeated.bytesEach)} bytes each`);
  }
  return out.join("\n") + "\n";
}
function collectRepeats(parts) {
  return parts.flatMap((part) => [...part.repeated ? [part] : [], ...collectRepeats(part.children ?? [])]).sort((a, b) => b.bytes - a.bytes);
}

// src/report/reporters/suggestions.ts
function renderSuggestions(suggestions) {
  const out = [];
  const { proposals } = suggestions;
  out.push(proposals.length === 0 ? `No proposals for ${showControls(suggestions.scope)}.` : `${proposals.length} proposal(s) for ${showControls(suggestions.scope)}, each measured by making the change and counting again:`, "");
  for (const proposal of proposals) {
    out.push(`  ${saved(proposal.saves.tokens)} tok  ${saved(proposal.saves.bytes)} B  ${proposal.lossless ? "lossless" : "choice  "}  ${showControls(proposal.subject)}`);
    out.push(`      ${showControls(proposal.change)}${proposal.loses ? ` (loses: ${showControls(proposal.loses)})` : ""}`);
    if (proposal.hosts) out.push(`      as each host's model receives it: ${proposal.hosts.map((h) => `${h.host} ${saved(h.tokens)} tok`).join(", ")}`);
  }
  for (const failure of suggestions.failures) out.push("", `${failure.code} ${showControls(failure.server)}: ${showControls(failure.detail)}`);
  for (const skipped of suggestions.skipped) out.push("", `fixture:${showControls(skipped)}: not replayed (its cursor comes from another fixture)`);
  if (proposals.length > 0) out.push("", "After a change, `npx mcp-budget update` lowers the budget to the new size.");
  return out.join("\n") + "\n";
}
var saved = (amount) => amount < 0 ? `+${fmt(-amount)}` : `−${fmt(amount)}`;
function renderSuggestionsJson(suggestions) {
  return jsonSafe(JSON.stringify(suggestions, null, 2)) + "\n";
}

// src/commands/suggest-command.ts
import path5 from "node:path";
async function suggestCommand(configFile, subject, context) {
  const loaded = await loadBudget(path5.resolve(context.cwd, configFile), configFile);
  const { servers } = await resolveServers(loaded.config, loaded.dir, context.callerEnv, path5.basename(configFile));
  const fixtureName = subject?.startsWith("fixture:") ? subject.slice(8) : void 0;
  const fixture = fixtureName === void 0 ? void 0 : loaded.config.fixtures?.find((f) => f.name === fixtureName);
  if (fixtureName !== void 0 && !fixture) throw new UsageError(`${configFile} has no fixture "${fixtureName}"`);
  const slash = subject && !fixture ? subject.indexOf("/") : -1;
  const serverName = fixture?.server ?? (slash > 0 ? subject.slice(0, slash) : subject);
  const toolName = slash > 0 ? subject.slice(slash + 1) : void 0;
  const chosen = serverName === void 0 ? servers : servers.filter((server) => server.name === serverName);
  if (chosen.length === 0) throw new UsageError(`no server "${serverName}" in ${configFile}`);
  const targets = chosen.map((server) => ({
    server,
    tools: fixture ? /* @__PURE__ */ new Set() : toolName === void 0 ? "all" : /* @__PURE__ */ new Set([toolName]),
    fixtures: toolName !== void 0 ? [] : (loaded.config.fixtures ?? []).filter((f) => f.server === server.name && (!fixture || f === fixture))
  }));
  const suggestions = await proposalsFor(loaded, targets, context, subject ?? "all");
  if (toolName !== void 0 && suggestions.failures.length === 0 && !suggestions.seen.has(toolName)) throw new UsageError(`server "${serverName}" lists no tool "${toolName}"`);
  const { seen: _seen, ...result2 } = suggestions;
  return result2;
}
async function proposalsFor(loaded, targets, context, scope) {
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  const suggestions = { scope, proposals: [], failures: [], skipped: [], seen: /* @__PURE__ */ new Set() };
  for (const { server, tools: wanted, fixtures } of targets) {
    let session;
    try {
      session = await openServerSession(loaded, server, context, tokenizer);
      const tools = filterTools((await listTools(session)).tools, server);
      const wire = { tools, instructions: session.client.getInstructions(), results: /* @__PURE__ */ new Map() };
      for (const tool of tools) if (wanted === "all" || wanted.has(tool.name)) suggestions.seen.add(tool.name);
      const replayed = fixtures.filter((fixture) => !JSON.stringify(fixture.arguments ?? {}).includes('"fromFixture"'));
      suggestions.skipped.push(...fixtures.filter((fixture) => !replayed.includes(fixture)).map((fixture) => fixture.name));
      for (const fixture of replayed) wire.results.set(fixture.name, await session.request("tools/call", { name: fixture.tool, arguments: fixture.arguments ?? {} }, `call ${fixture.name}`));
      const totalMs = server.config.timeouts?.totalMs ?? loaded.config.timeouts?.totalMs ?? DEFAULT_TIMEOUTS.totalMs;
      suggestions.proposals.push(...proposalsFromWire(server.name, wire, wanted, replayed, await tokenizer, Date.now() + totalMs, hostsOf(loaded.config)));
    } catch (error) {
      if (!(error instanceof ServerFailure)) throw error;
      suggestions.failures.push({ server: server.name, code: error.code, detail: error.message });
    } finally {
      await session?.close();
    }
  }
  rankProposals(suggestions.proposals);
  return suggestions;
}

// src/report/reporters/changes.ts
function renderBudgetChanges(result2, options) {
  const file = options.configFile ?? "budget.json";
  const out = [];
  if (result2.wrote && options.command === "init") {
    out.push(`Wrote ${file}.`);
    out.push('  To count and check what each host receives, add the hosts your users run, e.g. "hosts": ["claude-code", "codex", "vscode-copilot", "cursor"]');
  }
  for (const revealed of result2.revealed ?? []) {
    const where = revealed.at === "server" ? `servers["${revealed.server}"].clientCapabilities` : "clientCapabilities (top level)";
    out.push(showControls(`  ${revealed.server} lists ${revealed.tools.length} more tool(s) to a client declaring roots, sampling, elicitation and tasks (${revealed.tools.join(", ")}): declared in ${where} so every tool is measured`));
  }
  if (result2.proposed) {
    const heading = result2.replaces ? `${file} already exists, and init refuses to overwrite it without --force; init --force would write (--dry-run wrote nothing):` : `Would write ${file} (--dry-run wrote nothing):`;
    out.push(heading, "", result2.proposed);
  }
  for (const relaxed of result2.relaxed ?? []) {
    out.push(`  limits.${relaxed.limit} starts at today's ${fmt(relaxed.to)} (default ${fmt(relaxed.from)}): lower it as you trim`);
  }
  for (const change of result2.changes ?? []) {
    if (change.to === void 0) {
      out.push(`  removed oversized["${change.key}"]`);
      continue;
    }
    const parts = ["bytes", "tokens", "chars"].filter((unit) => change.from[unit] !== change.to[unit]).map((unit) => change.to[unit] === void 0 ? `${unit} entry removed (fits the general limit)` : `${unit} ${fmt(change.from[unit])} → ${fmt(change.to[unit])}`);
    out.push(`  lowered oversized["${change.key}"]: ${parts.join(", ")}`);
  }
  for (const total of result2.totals ?? []) {
    out.push(`  lowered limits.${total.limit}: ${fmt(total.from)} → ${fmt(total.to)} (today's total plus the headroom)`);
  }
  if (options.command === "update") {
    const changed = (result2.changes?.length ?? 0) + (result2.totals?.length ?? 0) > 0;
    out.unshift(changed ? result2.wrote ? `Updated ${file}:` : `Would update ${file}:` : `${file} is up to date: no oversized entry shrank or went away, and no total has room past its headroom.`);
  }
  return out.length > 0 ? out.join("\n") + "\n\n" : "";
}

// src/report/reporters/sarif.ts
var SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
var INFORMATION_URI = "https://github.com/mcp-budget/mcp-budget#finding-codes";
var LEVEL = { error: "error", warning: "warning", notice: "note" };
function renderSarif(report, options) {
  const uri = (options.configFile ?? "budget.json").split("\\").join("/").replace(/^\.\//, "");
  const log = {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "mcp-budget", version: VERSION, informationUri: INFORMATION_URI, rules: FINDING_CODES.map(rule) } },
        results: report.findings.map((finding) => result(finding, uri, options)),
        columnKind: "unicodeCodePoints"
      }
    ]
  };
  return jsonSafe(JSON.stringify(log, null, 2)) + "\n";
}
function rule(code) {
  const entry = FINDING_CATALOG[code];
  return {
    id: code,
    shortDescription: { text: entry.meaning },
    help: { text: entry.action },
    helpUri: INFORMATION_URI,
    // The catalog's severity reads "warning (error with `raises: fail`)": its first word is the default; "like
    // stale" (OVERSIZED_OBSOLETE) follows the stale default, an error.
    defaultConfiguration: { level: LEVEL[entry.severity.split(" ")[0]] ?? "error" }
  };
}
function result(finding, uri, options) {
  const line = finding.path ? options.lineOf?.(finding.path) : void 0;
  const where = finding.path ? ` [${formatPath(finding.path)}]` : "";
  const text = showControls(`${finding.subject}: ${finding.message}${where}${finding.fix ? `
Fix: ${finding.fix}` : ""}`, true);
  return {
    ruleId: finding.code,
    ruleIndex: FINDING_CODES.indexOf(finding.code),
    level: LEVEL[finding.severity],
    message: { text },
    locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line ?? 1 } } }],
    properties: {
      subject: finding.subject,
      ...finding.limit !== void 0 ? { limit: finding.limit } : {},
      ...finding.actual !== void 0 ? { actual: finding.actual } : {},
      ...finding.unit ? { unit: finding.unit } : {}
    }
  };
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
  for (const finding of shown) out.push(...renderFinding(finding, options, paint), "");
  if (baseNotes(report.base).length > 0 && !options.quiet) out.push(...baseNotes(report.base), "");
  if (report.changes && !options.quiet) out.push(...changeSection(report.changes), "");
  if (report.contracts && report.contracts.changes.length > 0 && !options.quiet) out.push(...contractSection(report.contracts), "");
  if (!options.quiet) {
    out.push(...serverSection(report, options.command === "measure"));
    if (report.fixtures.length > 0) out.push("", ...fixtureSection(report));
    if (report.servers.some((server) => server.hosts?.length)) out.push("", ...hostSection(report));
    out.push("");
  }
  const totals = `${fmt(report.totals.tools)} tools · ${fmt(report.totals.bytes)} bytes · ${fmt(report.totals.tokens)} tokens (${report.tokenizer})`;
  const verdict = options.command === "measure" ? paint("bold", `Measured ${report.totals.servers} server(s): ${totals}`) + (errors ? paint(["bold", "red"], ` · ✖ ${errors} error(s)`) : "") : report.ok ? paint(["bold", "green"], `✔ within budget: ${totals}`) + (warnings ? paint("yellow", ` · ${warnings} warning(s)`) : "") : paint(["bold", "red"], `✖ ${errors} error(s)`) + (warnings ? paint("yellow", `, ${warnings} warning(s)`) : "") + ` · ${totals}`;
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
function sandboxSummary(sandbox) {
  const shared = sandbox.network === "host" ? ", host network" : "";
  if (sandbox.missing?.length) return `UNSANDBOXED: no ${sandbox.missing.join(", ")} isolation${shared}`;
  return `sandboxed (${sandbox.method ?? "none"})${shared}`;
}
function serverSection(report, measureView) {
  const out = [];
  for (const server of report.servers) {
    const identity = server.serverInfo ? `${server.serverInfo.name} ${server.serverInfo.version}` : "not started";
    const status = server.failure ? `FAILED (${server.failure.code})` : `${fmt(server.totals.tools)} tools · ${fmt(server.totals.bytes)} bytes · ${fmt(server.totals.tokens)} tokens`;
    out.push(`${server.name}  (${identity}${server.protocolVersion ? `, protocol ${server.protocolVersion}` : ""}${server.sandbox ? `, ${sandboxSummary(server.sandbox)}` : ""})  ${status}`);
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
function contractSection(contracts) {
  const { versions } = contracts;
  const release = versions.base && versions.head && versions.base !== versions.head ? ` (${versions.manifest ?? "version"} ${versions.base} → ${versions.head})` : "";
  return [
    `Tool contracts: a ${contracts.suggestedBump} change${release}`,
    ...contracts.changes.map((change) => `  ${change.bump.padEnd(5)}  ${change.subject}: ${change.change}${change.detail === void 0 ? "" : `: ${change.detail}`}`)
  ];
}
function changeSection(changes) {
  const { changed, unchanged, withHosts } = changeRows(changes);
  const head = `Changes against ${changeHeading(changes)}: ${totalLine(changes)}`;
  if (changed.length === 0) return [head, `  no tool or fixture result changed (${unchanged} unchanged)`];
  const rows = changed.map((row) => [`  ${row.subject}`, row.kind, row.base, row.head, row.delta, row.parts, ...withHosts ? [row.hosts] : []]);
  const header = ["  subject", "change", "base", "head", "Δ (bytes · tokens)", "changed in", ...withHosts ? ["Δ as hosts send it"] : []];
  return [head, ...table(header, rows, [false, false, true, true, false, false, false]), ...unchanged > 0 ? [`  (${unchanged} unchanged)`] : []];
}
function hostSection(report) {
  const hosts = [...new Set(report.servers.flatMap((server) => server.hosts?.map((h) => h.host) ?? []))];
  const rows = hosts.map((host) => {
    const views = report.servers.flatMap((server) => server.hosts?.filter((h) => h.host === host) ?? []);
    const results = report.fixtures.flatMap((fixture) => fixture.hosts?.filter((h) => h.host === host).map((h) => `${fixture.name} ${fmt(h.tokens)}${h.outcome === "spilled" ? ` (spilled to a file; ${fmt(h.preCutTokens)} before)` : h.cut ? ` (cut from ${fmt(h.preCutTokens)})` : ""}`) ?? []);
    return [`  ${host}`, fmt(views.reduce((s, v) => s + v.tools, 0)), fmt(views.reduce((s, v) => s + v.bytes, 0)), fmt(views.reduce((s, v) => s + v.tokens, 0)), results.join(", ")];
  });
  return ["Hosts (o200k counts of each host's payload: exact for OpenAI models, an estimate for the others)", ...table(["  host", "tools", "bytes", "tokens", "fixture results (tokens the model reads)"], rows, [false, true, true, true, false])];
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

// src/cli/cli-run.ts
var COMMANDS = ["check", "measure", "init", "update", "explain", "suggest", "merge", "drift", "hosts"];
var USAGE = `mcp-budget ${VERSION}: budgets for what MCP servers cost an agent's context

Usage: mcp-budget [command] [options]

Commands:
  check            measure the servers of budget.json and compare (default)
  measure          the cost table: every tool, heaviest first (no budget needed)
  init             write a first budget.json that today's servers pass
  update           lower stale oversized entries (never raises a number)
  merge <reports…>  one verdict from the JSON reports of check --shard i/n runs
  drift <figures…>  production sizes recorded by mcp-budget/guard against the fixtures': proposes fixtures
                   for tools larger in production than anything CI calls
  explain <subject>  where the bytes go: <server>/<tool> (description, schema, each property)
                   or fixture:<name> (each field's share of the result, repeated nested objects)
  suggest [subject]  changes that save tokens, each measured by making it and counting again: for every
                   definition and fixture result, or one <server>, <server>/<tool> or fixture:<name>
  hosts [name]     the host profiles' facts (hosts/*.json): value, source, version read at, age

Options:
  --config <file>        budget file (default budget.json)
  --server "<command>"   a server to measure or init with (repeatable; "name=command" names it; or a url)
  --reporter <name>      text | json | markdown | github | sarif | badge (default text; text also annotates under
                         GitHub Actions; sarif is SARIF 2.1.0 for code scanning; badge a shields.io endpoint)
  --json                 same as --reporter json: one JSON document on stdout
  --output <file>        also write the JSON report to <file>
  --base <git-ref>       against the merge base with <ref>: every loosening of budget.json (BUDGET_RAISED), and
                         every tool's change (the base measured in a temporary worktree, or its --base-report)
  --base-report <file>   base figures from a report saved on the base branch (a file, or a directory of
                         <sha>.json), instead of measuring the base
  --base-setup <command> with --base: run in the base's worktree before measuring it ("npm ci && npm run build")
  --accept-growth        growth past the budget's growth gates was accepted in review: warnings, not errors
  --unmeasured-base error|warning  a base server that could not be measured (BASE_UNMEASURED) with growth
                         gates: an error (default: a gate without an answer has not passed) or a warning
  --no-cache             count every text and compile every schema afresh; do not read or write
                         node_modules/.cache/mcp-budget
  --host <name>          explain: what that host sends and where it cuts (hosts/*.json: claude-code, codex, …)
  --anthropic-count      with hosts: count Anthropic-format payloads exactly with Anthropic's token-counting
                         endpoint (needs ANTHROPIC_API_KEY)
  --anthropic-model <id> the model --anthropic-count counts for (default claude-sonnet-4-6)
  --raises allow|fail    whether a raise fails the check (default allow: listed loudly)
  --shard <i/n>          measure only shard i of n (stable by server name); write --output and merge the shards
  --capabilities <preset>  client capabilities declared to every server: none, or all (roots, sampling,
                         elicitation, tasks) to see the largest tool list servers offer
  --concurrency <n>      servers measured at once (default: number of CPUs)
  --max-message-bytes <n>  largest message kept and tokenized (default 67108864); larger ones are measured in bytes only
  --ci                   no colour or progress; init and update refuse to write
  --no-color             no colour (also NO_COLOR set, or FORCE_COLOR=0)
  --quiet                print errors and the verdict only
  --env <NAME>           init: a variable the servers need to start (an API key): written to sandbox.passEnv
                         so it reaches them from the environment (repeatable)
  --force                init: overwrite an existing budget file
  --dry-run              init, update: show what would change, write nothing
  --headroom <percent>   init, update: totals sit this far above today's (default 10)
  -h, --help, -v, --version

Exit codes: 0 within budget, 1 over budget, 2 usage or config error, 3 a server failed.`;
async function runCli(raw) {
  const io = {
    ...raw,
    stdout: { isTTY: raw.stdout.isTTY, write: (text) => raw.stdout.write(neutralizeWorkflowCommands(text)) },
    stderr: { isTTY: raw.stderr.isTTY, write: (text) => raw.stderr.write(neutralizeWorkflowCommands(showControls(text, true))) },
    annotations: raw.stdout
  };
  try {
    return await run(io);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    io.stderr.write(`mcp-budget: ${error.message}
${error instanceof UsageWithHelp ? "Run `mcp-budget --help` for commands and options.\n" : ""}`);
    return error.exitCode;
  }
}
var UsageWithHelp = class extends UsageError {
};
async function run(io) {
  const { values, positionals } = parseCommandLine(io.argv);
  if (values.help) return void io.stdout.write(`${USAGE}
`), 0;
  if (values.version) return void io.stdout.write(`${VERSION}
`), 0;
  const command = positionals[0] ?? "check";
  if (!COMMANDS.includes(command)) throw new UsageWithHelp(`unknown command ${JSON.stringify(command)} (commands: ${COMMANDS.join(", ")})`);
  if (command === "explain" && positionals.length !== 2) {
    throw new UsageWithHelp("explain takes one subject: `mcp-budget explain <server>/<tool>` or `mcp-budget explain fixture:<name>`");
  }
  if (command === "suggest" && positionals.length > 2) throw new UsageWithHelp("suggest takes at most one subject: <server>, <server>/<tool> or fixture:<name>");
  if (command === "hosts") return listHosts(positionals[1], values.json || values.reporter === "json", io);
  if (command !== "merge" && command !== "explain" && command !== "suggest" && command !== "drift" && positionals.length > 1) {
    throw new UsageWithHelp(`${command} takes no arguments, got ${JSON.stringify(positionals.slice(1).join(" "))} (servers go in --server "<command>")`);
  }
  const configGiven = values.config !== void 0;
  const configFile = values.config ?? "budget.json";
  const reporter = values.json ? "json" : values.reporter ?? "text";
  if (!(reporter in REPORTERS)) throw new UsageError(`--reporter must be one of ${Object.keys(REPORTERS).join(", ")}`);
  if (values.ci && (command === "init" || command === "update") && !values["dry-run"]) {
    throw new UsageError(`${command} writes budget.json and is not for CI; run it locally and commit the file (or add --dry-run)`);
  }
  const interactive = !values.ci && io.stderr.isTTY === true && reporter === "text";
  const context = {
    cwd: io.cwd,
    callerEnv: io.env,
    concurrency: wholeNumber("--concurrency", values.concurrency, 1) ?? os.availableParallelism(),
    raises: oneOf("--raises", values.raises, ["allow", "fail"]),
    ...values.base ? { base: values.base } : {},
    ...values["base-report"] ? { baseReport: values["base-report"] } : {},
    ...values["base-setup"] ? { baseSetup: values["base-setup"] } : {},
    ...values["accept-growth"] ? { acceptGrowth: true } : {},
    ...values["unmeasured-base"] ? { unmeasuredBase: oneOf("--unmeasured-base", values["unmeasured-base"], ["error", "warning"]) } : {},
    ...values["no-cache"] ? { cache: false } : {},
    ...values.host ? { host: values.host } : {},
    ...values["anthropic-count"] ? { anthropic: anthropicCounting(io.env, values["anthropic-model"]) } : {},
    ...values.shard ? { shard: parseShard(values.shard) } : {},
    ...values.capabilities ? { capabilities: CAPABILITY_PRESETS[oneOf("--capabilities", values.capabilities, Object.keys(CAPABILITY_PRESETS))] } : {},
    ...values["max-message-bytes"] ? { maxMessageBytes: wholeNumber("--max-message-bytes", values["max-message-bytes"], 1024) } : {},
    ...interactive ? { onProgress: progressPrinter(io.stderr) } : {}
  };
  const headroom = values.headroom === void 0 ? {} : { headroom: wholeNumber("--headroom", values.headroom, 0) };
  if (command === "explain") return explain(configFile, positionals[1], context, reporter, io);
  if (command === "suggest") {
    const suggestions = await suggestCommand(configFile, positionals[1], context);
    io.stdout.write(reporter === "json" ? renderSuggestionsJson(suggestions) : renderSuggestions(suggestions));
    return suggestions.failures.length > 0 ? 3 : 0;
  }
  if (command === "drift") {
    const drift = await driftCommand(configFile, positionals.slice(1), context);
    io.stdout.write(reporter === "json" ? jsonSafe(JSON.stringify(drift.report, null, 2)) + "\n" : renderDrift(drift.report));
    return drift.exitCode;
  }
  const result2 = command === "check" ? await checkCommand(configFile, context) : command === "measure" ? await measureCommand(configFile, values.server, { ...context, configGiven }) : command === "merge" ? await mergeCommand(configFile, positionals.slice(1), context) : command === "update" ? await updateCommand(configFile, { ...context, dryRun: values["dry-run"], ...headroom }) : await initCommand(configFile, values.server, { ...context, force: values.force, dryRun: values["dry-run"], passEnv: values.env, ...headroom });
  const color = !values.ci && !values["no-color"] && io.stdout.isTTY === true && io.env.NO_COLOR === void 0 && io.env.FORCE_COLOR !== "0";
  const options = { command, color, quiet: values.quiet, configFile, lineOf: lineFinder(result2.budget), baseFigures: result2.baseFigures };
  if (reporter === "text" && (result2.changes || result2.relaxed || result2.wrote || result2.proposed)) io.stdout.write(renderBudgetChanges(result2, options));
  (reporter === "github" ? io.annotations : io.stdout).write(REPORTERS[reporter](result2.report, options));
  if (reporter === "text" && io.env.GITHUB_ACTIONS === "true") io.annotations.write(REPORTERS.github(result2.report, options));
  if (values.output) await writeFile(path6.resolve(io.cwd, values.output), renderJson(result2.report));
  return result2.exitCode;
}
var CLI_OPTIONS = {
  config: { type: "string" },
  server: { type: "string", multiple: true, default: [] },
  env: { type: "string", multiple: true, default: [] },
  reporter: { type: "string" },
  json: { type: "boolean", default: false },
  output: { type: "string" },
  base: { type: "string" },
  "base-report": { type: "string" },
  "base-setup": { type: "string" },
  "accept-growth": { type: "boolean", default: false },
  "unmeasured-base": { type: "string" },
  "no-cache": { type: "boolean", default: false },
  host: { type: "string" },
  "anthropic-count": { type: "boolean", default: false },
  "anthropic-model": { type: "string" },
  raises: { type: "string", default: "allow" },
  shard: { type: "string" },
  capabilities: { type: "string" },
  concurrency: { type: "string" },
  "max-message-bytes": { type: "string" },
  ci: { type: "boolean", default: false },
  quiet: { type: "boolean", default: false },
  force: { type: "boolean", default: false },
  "dry-run": { type: "boolean", default: false },
  headroom: { type: "string" },
  "no-color": { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
  version: { type: "boolean", short: "v", default: false }
};
function parseCommandLine(argv) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: CLI_OPTIONS
    });
  } catch (error) {
    const unknown = error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /'(-[^']*)'/.exec(error.message)?.[1] : void 0;
    if (!unknown) throw new UsageWithHelp(error.message);
    const near = Object.keys(CLI_OPTIONS).find((name) => editDistance(`--${name}`, unknown.split("=")[0]) <= 2);
    throw new UsageWithHelp(`unknown option ${unknown}${near ? ` (did you mean --${near}?)` : ""}`);
  }
}
function editDistance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}
async function explain(configFile, subject, context, reporter, io) {
  const outcome = await explainCommand(configFile, subject, context);
  if ("failure" in outcome) {
    io.stderr.write(`mcp-budget: ${outcome.failure.message}${outcome.failure.stderrTail ? `
${outcome.failure.stderrTail}` : ""}
`);
    return outcome.exitCode;
  }
  io.stdout.write(reporter === "json" ? jsonSafe(JSON.stringify(outcome.explanation, null, 2)) + "\n" : renderExplanation(outcome.explanation));
  return 0;
}
function listHosts(host, json, io) {
  if (host !== void 0 && !(host in HOST_PROFILES)) throw new UsageError(`no host profile "${host}" (profiles: ${Object.keys(HOST_PROFILES).join(", ")})`);
  const rows = hostFacts(/* @__PURE__ */ new Date(), host);
  io.stdout.write(json ? `${JSON.stringify(rows, null, 2)}
` : renderHostFacts(rows));
  return 0;
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
  installProcessCleanup();
  runCli({ argv: process.argv.slice(2), env: process.env, cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr }).then(exitOnceWritten, (error) => {
    process.stderr.write(`mcp-budget: internal error: ${error.stack ?? String(error)}
`);
    exitOnceWritten(2);
  });
}
function exitOnceWritten(code) {
  process.exitCode = code;
  const unwritten = [process.stdout, process.stderr].filter((stream) => stream.writableLength > 0);
  void Promise.all(unwritten.map((stream) => new Promise((resolve) => stream.once("drain", resolve)))).then(() => process.exit(code));
}
function anthropicCounting(env, model) {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) throw new UsageError("--anthropic-count needs ANTHROPIC_API_KEY in the environment");
  return { apiKey, model: model ?? "claude-sonnet-4-6", baseUrl: env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com" };
}
export {
  CLI_OPTIONS,
  COMMANDS,
  USAGE,
  main,
  runCli
};
