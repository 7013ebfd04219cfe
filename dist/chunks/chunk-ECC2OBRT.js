import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  runSetup
} from "./chunk-QLTTPHWR.js";
import {
  loadBase,
  parseReport,
  resolveBase
} from "./chunk-L3DDB62A.js";
import {
  measureAll,
  measureBudgetServers,
  resolveBudgetServers,
  serverConfigs
} from "./chunk-OFG6QNFH.js";
import {
  judgeAndRender
} from "./chunk-CS67T3PF.js";
import {
  budgetDigest
} from "./chunk-MY2LJSFD.js";
import {
  addWorktreeSync,
  git,
  gitSync,
  readCheckout,
  resolveServers
} from "./chunk-KSJKHP2O.js";
import {
  renderJson
} from "./chunk-J7JMZEX2.js";
import {
  runTempDir
} from "./chunk-RHCQM4VP.js";
import {
  loadBudget
} from "./chunk-SWRCSYGP.js";
import {
  EXIT,
  userError
} from "./chunk-2TKON5YV.js";

// src/commands/base/saved-reports.ts
import { constants, statSync } from "node:fs";
import { lstat, mkdir, open, readdir, realpath, rm, writeFile } from "node:fs/promises";
import path from "node:path";
var KEPT_REPORTS = 50;
var OUTSIDE = "a base report is read only from outside the checked-out work tree (a restored cache or a downloaded artifact under $RUNNER_TEMP), never from a path the pull request can commit";
async function savedBaseReport(where, checkout, mergeBase) {
  const resolved = path.resolve(checkout.cwd, where);
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
    const file = path.join(where, `${mergeBase}.json`);
    const text2 = await readNoFollow(path.join(real, `${mergeBase}.json`));
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
async function previousTimes(where, checkout, mergeBase) {
  const saved = await savedBaseReport(where, checkout, mergeBase);
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
  const relative = path.relative(dir, file);
  return relative === "" || !relative.startsWith("..") && !path.isAbsolute(relative);
}
async function keepReport(dir, report) {
  if (!report.commit || !/^[0-9a-f]{40,64}$/.test(report.commit)) return void 0;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${report.commit}.json`);
  await writeFile(file, renderJson(report));
  const saved = (await readdir(dir)).filter((name) => /^[0-9a-f]{40,64}\.json$/.test(name));
  const byAge = saved.map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs })).sort((a, b) => b.time - a.time);
  await Promise.all(byAge.slice(KEPT_REPORTS).map((old) => rm(path.join(dir, old.name), { force: true })));
  return file;
}

// src/commands/check-command.ts
import path5 from "node:path";

// src/budget/package-version.ts
import { existsSync, lstatSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path2 from "node:path";
var MANIFESTS = ["package.json", "pyproject.toml", "Cargo.toml"];
var MAX_MANIFEST_BYTES = 1024 * 1024;
async function packageVersions(budgetDir, readBase) {
  for (let dir = budgetDir; ; dir = path2.dirname(dir)) {
    for (const name of MANIFESTS) {
      const file = path2.join(dir, name);
      const stat = lstatSync(file, { throwIfNoEntry: false });
      if (!stat?.isFile() || stat.size > MAX_MANIFEST_BYTES) continue;
      const head = await versionIn(name, await readFile(file, "utf8").catch(() => ""));
      if (head === void 0) continue;
      const base = readBase ? await versionIn(name, await readBase(file).catch(() => "")) : void 0;
      return {
        manifest: path2.relative(budgetDir, file).split(path2.sep).join("/") || name,
        head,
        ...base === void 0 ? {} : { base }
      };
    }
    if (existsSync(path2.join(dir, ".git")) || path2.dirname(dir) === dir) return {};
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
import { existsSync as existsSync2, lstatSync as lstatSync2, readFileSync } from "node:fs";
import path3 from "node:path";
var DEFAULT_SETUP = "npm ci && npm run build";
function setupAdvice(budgetDir) {
  for (let dir = budgetDir; ; dir = path3.dirname(dir)) {
    const file = path3.join(dir, "package.json");
    const stat = lstatSync2(file, { throwIfNoEntry: false });
    if (stat?.isFile() && stat.size <= MAX_MANIFEST_BYTES)
      return hasBuildScript(readFileSync(file, "utf8")) ? DEFAULT_SETUP : "npm ci";
    if (existsSync2(path3.join(dir, ".git")) || path3.dirname(dir) === dir) return DEFAULT_SETUP;
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

// src/commands/base/base-measurement.ts
import { chmodSync, existsSync as existsSync3, realpathSync, rmSync } from "node:fs";
import { mkdtemp, rm as rm2 } from "node:fs/promises";
import path4 from "node:path";
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
async function checkOutBase(loaded, base, options) {
  let fallback;
  if (options.baseReport) {
    const saved = await savedBaseReport(options.baseReport, options.checkout, base?.mergeBase);
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
  const scratch = await mkdtemp(path4.join(runTempDir(), "mcp-budget-base-"));
  chmodSync(scratch, 493);
  const tree = path4.join(scratch, "tree");
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
    const budgetFile = path4.join(tree, path4.relative(top, realpathSync(loaded.file)));
    if (!existsSync3(budgetFile))
      return await failed({
        ...named,
        missing: "budget",
        error: `there is no ${path4.basename(loaded.file)} at the merge base`
      });
    if (options.baseSetup) {
      const setup = await runSetup({
        command: options.baseSetup,
        cwd: path4.dirname(budgetFile),
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
      budget: await loadBudget(budgetFile, `${path4.basename(loaded.file)} at ${base.ref}`),
      close
    };
  } catch (error) {
    return await failed({ ...named, error: error.message });
  }
}
async function resolveBaseTree(base, callerEnv) {
  if (!base.budget) return base;
  try {
    const { servers } = await resolveServers(base.budget.config, base.budget.dir, callerEnv);
    return { ...base, servers };
  } catch (error) {
    return { ...base, budget: void 0, figures: { ...base.figures, error: error.message } };
  }
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

// src/commands/head-setup.ts
import { realpathSync as realpathSync2 } from "node:fs";
async function setUpHead(command, budgetDir, checkout, context) {
  const workTree = checkout.top ? realpathSync2(checkout.top) : budgetDir;
  const setup = await runSetup({
    command,
    cwd: budgetDir,
    workTree,
    where: workTree,
    callerEnv: context.callerEnv,
    label: "setup",
    ...context.log ? { log: context.log } : {}
  });
  if (setup.code !== 0) throw userError("SETUP_FAILED", { option: "--setup", code: setup.code, tail: setup.tail });
}

// src/commands/check-command.ts
async function checkCommand(configFile, given) {
  const context = given.base ? { ...given, cacheFromDisk: false } : given;
  const againstBase = context.base !== void 0 || context.baseReport !== void 0;
  const judging = context.shard === void 0;
  const loaded = await loadBudget(path5.resolve(context.cwd, configFile), configFile);
  if (context.stale) loaded.config.ratchet = { ...loaded.config.ratchet, stale: context.stale };
  const checkout = await readCheckout(context.cwd);
  const commit = checkout.head;
  const base = context.base ? await loadBase(checkout, configFile, context.base) : void 0;
  const versions = againstBase && judging ? await packageVersions(loaded.dir, base?.budget.readText) : void 0;
  const baseTree = againstBase && judging ? await checkOutBase(loaded, base?.budget, { ...context, checkout }) : void 0;
  const shardTimes = !judging && context.baseReport ? await previousTimes(context.baseReport, checkout, base?.budget.mergeBase) : void 0;
  try {
    const head = await resolveBudgetServers(loaded, context.callerEnv);
    if (context.setup) await setUpHead(context.setup, loaded.dir, checkout, context);
    const baseSide = base ? await resolveBase(base, loaded, context.callerEnv) : void 0;
    const baseServers = baseTree ? await resolveBaseTree(baseTree, context.callerEnv) : void 0;
    const measuring = shardTimes ? { ...context, shardTimes } : context;
    const measurement = await measureBudgetServers(
      loaded,
      head,
      againstBase ? { probeCapabilities: true, ...measuring } : measuring,
      baseSide?.trusted
    );
    if (!judging)
      return shardResult(
        configFile,
        loaded,
        measurement,
        { ...context.shard, ...commit ? { commit } : {}, ...base ? { baseCommit: base.budget.mergeBase } : {} },
        await judgeAndRender()
      );
    const figures = baseServers ? await measureBaseTree(baseServers, loaded, context, measurement) : void 0;
    const evidence = againstBase ? {
      ...baseSide ? { budget: baseSide.evidence } : {},
      headServers: serverConfigs(head),
      ...figures ? { figures } : {},
      ...versions ? { versions } : {},
      raises: context.raises ?? "allow",
      acceptGrowth: context.acceptGrowth === true,
      ...context.unmeasuredBase ? { unmeasuredBase: context.unmeasuredBase } : {},
      setupGiven: context.baseSetup !== void 0,
      ...context.baseSetup === void 0 ? { setupCommand: setupAdvice(loaded.dir) } : {}
    } : void 0;
    const { verdictOf, reportOf, exitCodeFor } = await judgeAndRender();
    const verdict = verdictOf(loaded.config, measurement, configFile, evidence);
    const fixed = exitCodeFor(verdict) === EXIT.overBudget ? await (await import("./measured-fixes-SFY2IEJG.js")).measuredFixes(loaded, verdict.findings, measurement) : void 0;
    const report = reportOf(measurement, verdict, configFile, { ...commit ? { commit } : {}, ...fixed });
    return {
      report,
      exitCode: exitCodeFor(report),
      budget: { file: configFile, text: loaded.text },
      ...verdict.budgetFigures ? { baseFigures: verdict.budgetFigures } : {}
    };
  } finally {
    await baseTree?.close();
  }
}
function shardResult(configFile, loaded, measurement, shard, { judgeContracts, exitCodeFor }) {
  const { commit, ...part } = shard;
  const report = judgeContracts(loaded.config, measurement, configFile, {
    ...commit ? { commit } : {},
    shard: { ...part, budgetSha256: budgetDigest(loaded.text) }
  });
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text: loaded.text } };
}

export {
  keepReport,
  removeBaseWorktreesSync,
  checkCommand
};
