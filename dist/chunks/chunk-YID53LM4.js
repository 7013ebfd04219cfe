import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import { __m3_editJson as editJson, __m3_writeFileAtomic as writeFileAtomic } from "./cli-start-580920F0.js";
import {
  contractFindings,
  exitCodeFor,
  judge,
  judgeContracts,
  judgeOversized,
  tightenedOversized,
  unmeasuredServers
} from "./chunk-66OET7AE.js";
import { __m21_serversWithoutBudget as serversWithoutBudget, __m21_withPassEnv as withPassEnv } from "./cli-start-580920F0.js";
import { __m16_measureBudgetServers as measureBudgetServers } from "./cli-start-580920F0.js";
import { __m6_RICHEST_CAPABILITIES as RICHEST_CAPABILITIES, __m6_resolveBudgetServers as resolveBudgetServers } from "./cli-start-580920F0.js";
import { __m7_SURFACE_LISTS as SURFACE_LISTS, __m7_listedKind as listedKind } from "./cli-start-580920F0.js";
import {
  UNITS,
  fixtureSubject,
  generalCeiling
} from "./chunk-UQ5GGXX4.js";
import { __m0_loadBudget as loadBudget, __m0_parseBudget as parseBudget } from "./start-shared-3AE6A6EC.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

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
    const seen = new Set(server.tools.filter((tool) => !tool.onlyWithCapabilities).map((tool) => tool.name));
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
  const start = await startingBudget(file, configFile, serverSpecs, context);
  const { config: base, measurement, revealed } = await measureEveryTool(file, start.declared, context);
  const leftOut = unstartedServers(measurement);
  const measured = measurement.servers.filter((server) => server.ok).map((server) => server.name);
  const blocking = blockingFindings(base, measurement, leftOut);
  if (blocking.length > 0 || measured.length === 0)
    return notWrittenResult(base, measurement, blocking, { measured, leftOut, exists: start.exists });
  const initial = initialBudget(base, measurement, context.headroom);
  const config = withKeptKeys(initial.config, base, start.kept);
  const text = `${JSON.stringify(config, null, 2)}
`;
  parseBudget(configFile, text);
  if (!context.dryRun) await writeFileAtomic(file, text);
  const { report } = judge(config, measurement, configFile);
  const folderNames = start.namedAfterFolder.map((server) => ({
    server,
    calls: measurement.servers.find((measuredServer) => measuredServer.name === server)?.serverInfo?.name
  }));
  const example = (config.fixtures ?? []).length === 0 ? fixtureExample(measurement) : void 0;
  return {
    report,
    exitCode: exitCodeFor(report),
    budget: { file: configFile, text },
    relaxed: initial.relaxed,
    ...leftOut.length > 0 ? { measured, leftOut } : {},
    ...folderNames.length > 0 ? { namedAfterFolder: folderNames } : {},
    ...example ? { fixtureExample: example } : {},
    ...start.kept.length > 0 ? { kept: start.kept } : {},
    ...revealed.length > 0 ? { revealed } : {},
    ...context.dryRun ? { proposed: text, ...start.exists && !context.force ? { replaces: true } : {} } : { wrote: configFile }
  };
}
async function startingBudget(file, configFile, serverSpecs, context) {
  const exists = existsSync(file) && !isEmptyFile(file);
  if (exists && !context.force && !context.dryRun) {
    throw userError("BUDGET_EXISTS", { file: configFile });
  }
  const existing = exists ? (await loadBudget(file, configFile)).config : void 0;
  const ownServers = existing?.servers !== void 0 || existing?.mcpConfig !== void 0;
  const namedAfterFolder = [];
  const fromSpecs = serverSpecs.length > 0 || !ownServers ? serversWithoutBudget(serverSpecs, context.cwd, namedAfterFolder) : {};
  const { base: startingFrom, kept } = existing ? keptFromExisting(existing, fromSpecs) : { base: fromSpecs, kept: [] };
  return { exists, kept, namedAfterFolder, declared: withPassEnv(startingFrom, context.passEnv ?? []) };
}
async function measureEveryTool(file, declared, context) {
  const loaded = { file, dir: path.dirname(file), text: "", config: declared };
  const servers = await resolveBudgetServers(loaded, context.callerEnv);
  const first = await measureBudgetServers(loaded, servers, { ...context, probeCapabilities: true });
  return revealHiddenTools(
    declared,
    first,
    () => measureBudgetServers(loaded, servers, { ...context, capabilities: RICHEST_CAPABILITIES })
  );
}
function blockingFindings(base, measurement, leftOut) {
  return contractFindings(base, measurement).filter(
    (finding) => finding.severity === "error" && !leftOut.some((out) => out.server === finding.subject) && !(finding.code === "INVALID_INPUT_SCHEMA" && finding.args.kind === "tool")
  );
}
function notWrittenResult(base, measurement, blocking, said) {
  const failed = judgeContracts(base, measurement);
  const unset = blocking.flatMap(
    (finding) => finding.code === "ENV_VARIABLE_UNSET" ? [
      {
        server: finding.subject,
        variable: finding.args.variable,
        ...finding.args.key !== void 0 ? { key: finding.args.key } : {},
        ...finding.args.imported ? { imported: finding.args.imported } : {}
      }
    ] : []
  );
  return {
    report: failed,
    exitCode: exitCodeFor(failed),
    notWritten: {
      ...said,
      ...typeof base.mcpConfig === "string" ? { mcpConfig: base.mcpConfig } : {},
      ...unset.length > 0 ? { unset, otherErrors: blocking.length - unset.length } : {}
    }
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

export {
  updateCommand,
  initCommand
};
