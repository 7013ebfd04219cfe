import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  runSetup
} from "./chunk-7XT4267Q.js";
import {
  measureAll
} from "./chunk-NRIXATFC.js";
import {
  addWorktreeSync,
  committedEnvFile,
  git,
  gitSync,
  readBaseBudget,
  resolveServers
} from "./chunk-WW27EMXN.js";
import {
  renderJson
} from "./chunk-J7JMZEX2.js";
import {
  runTempDir
} from "./chunk-LYTVLWCL.js";
import {
  loadBudget,
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
  const { validate } = await import("./report-validator-TDL6BYZ5.js");
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

// src/commands/base/saved-reports.ts
import { constants, statSync } from "node:fs";
import { lstat, mkdir, open, readdir, realpath, rm, writeFile } from "node:fs/promises";
import path2 from "node:path";
var KEPT_REPORTS = 50;
var OUTSIDE = "a base report is read only from outside the checked-out work tree (a restored cache or a downloaded artifact under $RUNNER_TEMP), never from a path the pull request can commit";
async function savedBaseReport(where, checkout, mergeBase) {
  const resolved = path2.resolve(checkout.cwd, where);
  const link = await lstat(resolved).catch(() => void 0);
  if (!link) return { fallback: `${where} does not exist (no saved report yet, or the cache missed)` };
  if (link.isSymbolicLink()) return { fallback: `${where} is a symbolic link, not followed: ${OUTSIDE}` };
  const tree = checkout.top ? await realpath(checkout.top).catch(() => void 0) : void 0;
  const real = await realpath(resolved);
  if (tree && within(real, tree)) return { fallback: `${where} is inside the work tree: ${OUTSIDE}` };
  if (link.isDirectory()) {
    if (!mergeBase)
      return {
        fallback: `${where} is a directory of saved reports, and without --base there is no merge base to look up`
      };
    const file = path2.join(where, `${mergeBase}.json`);
    const text2 = await readNoFollow(path2.join(real, `${mergeBase}.json`));
    if (text2 === "missing")
      return { fallback: `no saved report of the merge base ${mergeBase.slice(0, 7)} in ${where}` };
    if (text2 === "not a file")
      return { fallback: `${file} is a symbolic link or not a regular file, not followed: ${OUTSIDE}` };
    const report2 = await parseReport(text2, file, "--base-report");
    if (report2.commit !== mergeBase)
      return {
        fallback: `${file} is the report of ${report2.commit ? report2.commit.slice(0, 7) : "no commit"}, not of the merge base ${mergeBase.slice(0, 7)} its name says`
      };
    return { file, report: report2 };
  }
  const text = await readNoFollow(real);
  if (text === "missing" || text === "not a file") return { fallback: `${where} is not a regular file` };
  const report = await parseReport(text, where, "--base-report");
  const other = mergeBase && report.commit && report.commit !== mergeBase;
  return {
    file: where,
    report,
    ...other ? {
      note: `${where} is the report of ${report.commit.slice(0, 7)}, not of the merge base ${mergeBase.slice(0, 7)}`
    } : {}
  };
}
function previousTimes(saved) {
  return "report" in saved ? new Map(saved.report.servers.map((server) => [server.name, server.durationMs])) : void 0;
}
async function readNoFollow(file) {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(
    (error) => error.code === "ENOENT" ? "missing" : "not a file"
  );
  if (typeof handle === "string") return handle;
  try {
    if (!(await handle.stat()).isFile()) return "not a file";
    return await handle.readFile("utf8");
  } finally {
    await handle.close();
  }
}
function within(file, dir) {
  const relative = path2.relative(dir, file);
  return relative === "" || !relative.startsWith("..") && !path2.isAbsolute(relative);
}
async function keepReport(dir, report) {
  if (!report.commit || !/^[0-9a-f]{40,64}$/.test(report.commit)) return void 0;
  await mkdir(dir, { recursive: true });
  const file = path2.join(dir, `${report.commit}.json`);
  await writeFile(file, renderJson(report));
  const saved = (await readdir(dir)).filter((name) => /^[0-9a-f]{40,64}\.json$/.test(name));
  const byAge = saved.map((name) => ({ name, time: statSync(path2.join(dir, name)).mtimeMs })).sort((a, b) => b.time - a.time);
  await Promise.all(byAge.slice(KEPT_REPORTS).map((old) => rm(path2.join(dir, old.name), { force: true })));
  return file;
}

// src/commands/base/base-worktree.ts
import { chmodSync, existsSync, realpathSync, rmSync } from "node:fs";
import { mkdtemp, rm as rm2 } from "node:fs/promises";
import path3 from "node:path";
var nothingToClose = async () => void 0;
var liveWorktrees = /* @__PURE__ */ new Set();
function removeBaseWorktreesSync() {
  for (const { top, tree, scratch } of liveWorktrees) {
    try {
      gitSync(top, ["worktree", "remove", "--force", tree], { stdio: "ignore", timeout: 1e4 });
    } catch {
    }
    rmSync(scratch, { recursive: true, force: true });
    try {
      gitSync(top, ["worktree", "prune"], { stdio: "ignore", timeout: 1e4 });
    } catch {
    }
  }
  liveWorktrees.clear();
}
async function checkOutBase(loaded, base, saved, options) {
  let fallback;
  if (options.baseReport && saved) {
    if ("report" in saved) {
      const figures = {
        ref: saved.file,
        source: "report",
        report: saved.report,
        ...saved.report.commit ? { commit: saved.report.commit } : {},
        ...saved.note ? { note: saved.note } : {}
      };
      return { figures, close: nothingToClose };
    }
    if (!base)
      return { figures: { ref: options.baseReport, source: "report", error: saved.fallback }, close: nothingToClose };
    fallback = saved.fallback;
  }
  if (!base || options.checkout.top === void 0) return void 0;
  const named = {
    ref: base.ref,
    commit: base.mergeBase,
    source: "measured",
    ...fallback ? { fallback } : {}
  };
  const scratch = await mkdtemp(path3.join(runTempDir(), "mcp-budget-base-"));
  chmodSync(scratch, 493);
  const tree = path3.join(scratch, "tree");
  const top = realpathSync(options.checkout.top);
  const live = { top, tree, scratch };
  liveWorktrees.add(live);
  const close = async () => {
    await git(top, ["worktree", "remove", "--force", tree]);
    await rm2(scratch, { recursive: true, force: true });
    liveWorktrees.delete(live);
  };
  const failed = async (figures) => (await close(), { figures, close: nothingToClose });
  try {
    const added = addWorktreeSync(top, tree, base.mergeBase);
    if (!added.ok)
      return await failed({ ...named, error: `could not check out the merge base: ${added.stderr.trim()}` });
    const budgetFile = path3.join(tree, path3.relative(top, realpathSync(loaded.file)));
    if (!existsSync(budgetFile))
      return await failed({
        ...named,
        missing: "budget",
        error: `there is no ${path3.basename(loaded.file)} at the merge base`
      });
    if (options.baseSetup) {
      const setup = await runSetup({
        command: options.baseSetup,
        cwd: path3.dirname(budgetFile),
        workTree: tree,
        where: `the merge base's worktree (${base.mergeBase.slice(0, 12)})`,
        callerEnv: options.callerEnv,
        label: "base-setup",
        ...options.log ? { log: options.log } : {}
      });
      if (setup.code !== 0)
        return await failed({
          ...named,
          missing: "setup",
          error: `--base-setup exited with ${setup.code}: ${setup.tail}`
        });
    }
    return {
      figures: named,
      budget: await loadBudget(budgetFile, `${path3.basename(loaded.file)} at ${base.ref}`),
      close
    };
  } catch (error) {
    return await failed({ ...named, error: error.message });
  }
}

// src/commands/base/base-side.ts
import path6 from "node:path";

// src/budget/package-version.ts
import { existsSync as existsSync2, lstatSync } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";
import path4 from "node:path";
var MANIFESTS = ["package.json", "pyproject.toml", "Cargo.toml"];
var MAX_MANIFEST_BYTES = 1024 * 1024;
async function packageVersions(budgetDir, readBase) {
  for (let dir = budgetDir; ; dir = path4.dirname(dir)) {
    for (const name of MANIFESTS) {
      const file = path4.join(dir, name);
      const stat = lstatSync(file, { throwIfNoEntry: false });
      if (!stat?.isFile() || stat.size > MAX_MANIFEST_BYTES) continue;
      const head = await versionIn(name, await readFile2(file, "utf8").catch(() => ""));
      if (head === void 0) continue;
      const base = readBase ? await versionIn(name, await readBase(file).catch(() => "")) : void 0;
      return {
        manifest: path4.relative(budgetDir, file).split(path4.sep).join("/") || name,
        head,
        ...base === void 0 ? {} : { base }
      };
    }
    if (existsSync2(path4.join(dir, ".git")) || path4.dirname(dir) === dir) return {};
  }
}
async function versionIn(manifest, text) {
  if (text.length > MAX_MANIFEST_BYTES) return void 0;
  try {
    if (manifest === "package.json") return stringOr(JSON.parse(text)?.version);
    const { parse } = await import("./dist-MVPCM3QC.js");
    const toml = parse(text);
    return stringOr(
      manifest === "Cargo.toml" ? toml.package?.version : toml.project?.version ?? toml.tool?.poetry?.version
    );
  } catch {
    return void 0;
  }
}
var stringOr = (value) => typeof value === "string" ? value : void 0;

// src/budget/setup-advice.ts
import { existsSync as existsSync3, lstatSync as lstatSync2, readFileSync } from "node:fs";
import path5 from "node:path";
var DEFAULT_SETUP = "npm ci && npm run build";
function setupAdvice(budgetDir) {
  for (let dir = budgetDir; ; dir = path5.dirname(dir)) {
    const file = path5.join(dir, "package.json");
    const stat = lstatSync2(file, { throwIfNoEntry: false });
    if (stat?.isFile() && stat.size <= MAX_MANIFEST_BYTES)
      return hasBuildScript(readFileSync(file, "utf8")) ? DEFAULT_SETUP : "npm ci";
    if (existsSync3(path5.join(dir, ".git")) || path5.dirname(dir) === dir) return DEFAULT_SETUP;
  }
}
function hasBuildScript(text) {
  try {
    const scripts = JSON.parse(text)?.scripts;
    return typeof scripts?.build === "string";
  } catch {
    return true;
  }
}

// src/commands/base/base-side.ts
async function loadBaseSide(loaded, checkout, configFile, context, judging) {
  const base = context.base ? await loadBase(checkout, configFile, context.base) : void 0;
  const versions = judging ? await packageVersions(loaded.dir, base?.budget.readText) : void 0;
  const saved = context.baseReport ? await savedBaseReport(context.baseReport, checkout, base?.budget.mergeBase) : void 0;
  const shardTimes = !judging && saved ? previousTimes(saved) : void 0;
  const tree = judging ? await checkOutBase(loaded, base?.budget, saved, { ...context, checkout }) : void 0;
  return { base, versions, tree, shardTimes };
}
async function resolveBaseSide(side, loaded, callerEnv) {
  const budget = side.base ? await resolveBase(side.base, loaded, callerEnv) : void 0;
  let tree = side.tree;
  if (tree?.budget) {
    try {
      const { servers } = await resolveServers(tree.budget.config, tree.budget.dir, callerEnv);
      tree = { ...tree, servers };
    } catch (error) {
      tree = { ...tree, budget: void 0, figures: { ...tree.figures, error: error.message } };
    }
  }
  return { base: side.base, versions: side.versions, tree, shardTimes: side.shardTimes, budget };
}
async function measureBaseSide(side, loaded, context, head, headServers) {
  const headConfigs = serverConfigs(headServers);
  const figures = side.tree ? await measureBaseTree(side.tree, loaded, context, head) : void 0;
  return {
    ...side.budget ? { budget: side.budget.evidence } : {},
    headServers: headConfigs,
    ...figures ? { figures } : {},
    ...side.versions ? { versions: side.versions } : {},
    raises: context.raises ?? "allow",
    acceptGrowth: context.acceptGrowth === true,
    ...context.unmeasuredBase ? { unmeasuredBase: context.unmeasuredBase } : {},
    setupGiven: context.baseSetup !== void 0,
    ...context.baseSetup === void 0 ? { setupCommand: setupAdvice(loaded.dir) } : {}
  };
}
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
    path6.basename(loaded.file),
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
async function measureBaseTree(base, loaded, options, head) {
  if (!base.budget || !base.servers) return base.figures;
  const probeCapabilitiesOf = richerFaces(head);
  try {
    const measurement = await measureAll(base.budget.config, base.servers, base.budget.dir, {
      ...options,
      onProgress: void 0,
      cacheProject: loaded.dir,
      // The base lists as the richest client only where the head found a face there: the two sides hold the same faces.
      probeCapabilities: false,
      ...probeCapabilitiesOf.size ? { probeCapabilitiesOf } : {},
      // --starts times the head's servers: no verdict rests on a timing, and the base's start-up is not compared.
      starts: 1
    });
    return { ...base.figures, report: measurement };
  } catch (error) {
    return { ...base.figures, error: error.message };
  }
}
function richerFaces(measurement) {
  return new Set(
    measurement.servers.filter((server) => server.tools.some((tool) => tool.face === "capabilities")).map((server) => server.name)
  );
}
function serverConfigs(resolved) {
  return new Map(resolved.servers.map((server) => [server.name, server.config]));
}

export {
  removeBaseWorktreesSync,
  readReportFile,
  keepReport,
  loadBaseSide,
  resolveBaseSide,
  measureBaseSide,
  loadBase,
  resolveBase,
  serverConfigs
};
