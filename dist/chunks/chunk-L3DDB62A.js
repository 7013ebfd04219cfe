import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  committedEnvFile,
  readBaseBudget,
  resolveServers
} from "./chunk-KSJKHP2O.js";
import {
  parseBudget
} from "./chunk-SWRCSYGP.js";
import {
  parsePath
} from "./chunk-CFJFPK7S.js";
import {
  MAX_MESSAGE_DEPTH,
  offsetPastDepth
} from "./chunk-OELW7EZI.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

// src/commands/report-file.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
var MAX_REPORT_DEPTH = MAX_MESSAGE_DEPTH + 16;
async function readReportFile(file, cwd, purpose) {
  let text;
  try {
    text = await readFile(path.resolve(cwd, file), "utf8");
  } catch (error) {
    throw userError("REPORT_UNREADABLE", { purpose, file, reason: error.message });
  }
  return parseReport(text, file, purpose);
}
async function parseReport(text, file, purpose) {
  const deep = offsetPastDepth(text, MAX_REPORT_DEPTH);
  if (deep !== void 0) throw userError("REPORT_TOO_DEEP", { purpose, file, levels: MAX_REPORT_DEPTH, offset: deep });
  let report;
  try {
    report = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(error.message)?.[1];
    throw userError("REPORT_NOT_JSON", { purpose, file, ...at ? { offset: at } : {} });
  }
  const { validate } = await import("./report-validator-OPWNH52O.js");
  if (!validate(report)) {
    const error = validate.errors?.[0];
    const where = error?.instancePath ? JSON.stringify(error.instancePath.slice(0, 200)).slice(1, -1) : "$";
    throw userError("REPORT_INVALID", { purpose, file, where, why: error?.message ?? "" });
  }
  return withPathSegments(report);
}
function withPathSegments(report) {
  const findings = report.findings.map((finding) => {
    const { pathSegments, path: written, ...rest } = finding;
    const segments = pathSegments ?? (typeof written === "string" ? parsePath(written) : Array.isArray(written) ? written : void 0);
    return { ...rest, ...segments ? { path: segments } : {} };
  });
  return { ...report, findings };
}

// src/commands/base/base-side.ts
import path2 from "node:path";
async function loadBase(checkout, configFile, ref) {
  const budget = await readBaseBudget(checkout, configFile, ref);
  if (budget.text === void 0) return { budget, config: "new" };
  try {
    return { budget, config: parseBudget(configFile, budget.text) };
  } catch {
    return { budget, config: "invalid" };
  }
}
async function resolveBase(base, loaded, callerEnv) {
  const { budget, config } = base;
  const named = { ref: budget.ref, config, symlink: budget.symlink };
  if (typeof config !== "object")
    return { evidence: named, trusted: { ref: budget.ref, servers: void 0, sandbox: void 0 } };
  const servers = await resolveServers(
    config,
    loaded.dir,
    callerEnv,
    path2.basename(loaded.file),
    budget.readText,
    committedEnvFile(budget.mergeBase)
  ).then(
    ({ servers: resolved }) => new Map(resolved.map((server) => [server.name, server.config])),
    () => void 0
    // an unreadable import at the base: budget.json's own servers are still compared
  );
  return {
    evidence: { ...named, ...servers ? { servers } : {} },
    // An import that cannot be read at the base leaves budget.json's own servers as the trusted ones.
    trusted: {
      ref: budget.ref,
      servers: servers ?? new Map(Object.entries(config.servers ?? {})),
      sandbox: config.sandbox
    }
  };
}

export {
  readReportFile,
  parseReport,
  loadBase,
  resolveBase
};
