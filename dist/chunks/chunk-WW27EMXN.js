import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MAX_LIST_PAGES,
  SURFACE_LISTS,
  listPages,
  listSurface,
  measureSurface,
  surfaceReports,
  surfaceTexts
} from "./chunk-FY3BZNSC.js";
import {
  DEFAULT_TIMEOUTS,
  ServerSession,
  loadAfterStart
} from "./chunk-I57BBHVV.js";
import {
  DEFAULT_HOST_TOOL_NAME,
  inputSchemaProblems,
  loadSchemaCompiler,
  measureText,
  measureTool,
  underDeadline
} from "./chunk-5CXZJLR2.js";
import {
  ServerFailure
} from "./chunk-3D2HOP6Y.js";
import {
  boundThatCut,
  describeBound,
  expandVariables,
  isInside,
  probedConfinement,
  repositoryPath
} from "./chunk-LYTVLWCL.js";
import {
  nodeCrypto
} from "./chunk-CCW25KA5.js";
import {
  loaderVariableRefusal,
  parse,
  printParseErrorCode
} from "./chunk-SWRCSYGP.js";
import {
  countedView,
  textByText,
  withCountsOf
} from "./chunk-RQNAL72N.js";
import {
  MeasuringTimedOut,
  nextTurn
} from "./chunk-4WBB3T6B.js";
import {
  mark
} from "./chunk-4FMI7NQJ.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

// src/budget/git-base.ts
import { execFile, execFileSync } from "node:child_process";
import { lstatSync, readlinkSync, realpathSync } from "node:fs";
import path from "node:path";

// src/budget/release-tags.ts
var VERSION_TAG = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
function tagVersion(tag) {
  const match = VERSION_TAG.exec(tag);
  if (!match) return void 0;
  const prerelease = match[4] ? match[4].split(".").map((part) => /^\d+$/.test(part) ? Number(part) : part) : [];
  return { tag, core: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease };
}
function compareVersions(a, b) {
  for (let i = 0; i < 3; i++) if (a.core[i] !== b.core[i]) return a.core[i] - b.core[i];
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i++) {
    const x = a.prerelease[i];
    const y = b.prerelease[i];
    if (x === y) continue;
    if (typeof x === "number" && typeof y === "number") return x - y;
    if (typeof x === "number") return -1;
    if (typeof y === "number") return 1;
    return x < y ? -1 : 1;
  }
  return a.prerelease.length - b.prerelease.length;
}
function previousRelease(pushed, tags) {
  const current = tagVersion(pushed);
  if (!current) return void 0;
  const withPrereleases = current.prerelease.length > 0;
  const earlier = tags.map(tagVersion).filter(
    (v) => v !== void 0 && (withPrereleases || v.prerelease.length === 0) && compareVersions(v, current) < 0
  );
  return earlier.sort(compareVersions).at(-1)?.tag;
}

// src/budget/git-base.ts
var TRUSTED_GIT = {
  args: ["-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false"],
  env: () => ({ ...process.env, GIT_NO_REPLACE_OBJECTS: "1", GIT_GRAFT_FILE: "/dev/null" })
};
function git(cwd, args) {
  return new Promise((resolve) => {
    execFile(
      "git",
      [...TRUSTED_GIT.args, ...args],
      { cwd, env: TRUSTED_GIT.env(), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ ok: !error, stdout, stderr })
    );
  });
}
function gitSync(cwd, args, options) {
  return execFileSync("git", [...TRUSTED_GIT.args, ...args], { cwd, env: TRUSTED_GIT.env(), ...options });
}
async function readCheckout(cwd) {
  const [top, head] = await Promise.all([
    git(cwd, ["rev-parse", "--show-toplevel"]),
    git(cwd, ["rev-parse", "--verify", "--quiet", "HEAD"])
  ]);
  return {
    cwd,
    top: top.ok ? top.stdout.trim() || void 0 : void 0,
    head: head.ok ? head.stdout.trim() || void 0 : void 0
  };
}
function addWorktreeSync(top, tree, commit) {
  try {
    gitSync(top, ["worktree", "add", "--detach", "--quiet", tree, commit], {
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 10 * 6e4
    });
    return { ok: true, stderr: "" };
  } catch (error) {
    return { ok: false, stderr: String(error.stderr ?? error.message) };
  }
}
async function readBaseBudget(checkout, budgetFile, ref) {
  const { cwd, top } = checkout;
  if (top === void 0) throw userError("BASE_NOT_A_REPOSITORY", { ref });
  if (!(await git(cwd, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])).ok) {
    const remoteBranch = ref.replace(/^origin\//, "");
    await git(cwd, [
      "fetch",
      "--no-tags",
      "--quiet",
      "origin",
      `+refs/heads/${remoteBranch}:refs/remotes/origin/${remoteBranch}`
    ]);
    if (!(await git(cwd, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])).ok) {
      throw userError("BASE_NO_SUCH_REF", { ref, remoteBranch });
    }
  }
  let mergeBase = await git(cwd, ["merge-base", "HEAD", ref]);
  if (!mergeBase.ok && (await git(cwd, ["rev-parse", "--is-shallow-repository"])).stdout.trim() === "true") {
    await git(cwd, ["fetch", "--no-tags", "--quiet", "--deepen=200", "origin"]);
    mergeBase = await git(cwd, ["merge-base", "HEAD", ref]);
  }
  if (!mergeBase.ok) {
    throw userError("BASE_TOO_SHALLOW", { ref });
  }
  const sha = mergeBase.stdout.trim();
  const inRepository = (file) => {
    const absolute = path.resolve(cwd, file);
    return path.relative(top, path.join(realpathSync(path.dirname(absolute)), path.basename(absolute))).split(path.sep).join("/");
  };
  const relative = inRepository(budgetFile);
  const tree = (await git(cwd, ["ls-tree", sha, "--", relative])).stdout;
  const shown = await git(cwd, ["show", `${sha}:${relative}`]);
  const headLink = lstatSync(path.resolve(cwd, budgetFile), { throwIfNoEntry: false })?.isSymbolicLink() ? readlinkSync(path.resolve(cwd, budgetFile)) : void 0;
  const baseIsLink = tree.startsWith("120000 ");
  let text = shown.ok ? shown.stdout : void 0;
  if (baseIsLink && text !== void 0) {
    const target = await git(cwd, ["show", `${sha}:${path.posix.join(path.posix.dirname(relative), text.trim())}`]);
    text = target.ok ? target.stdout : void 0;
  }
  return {
    ref,
    mergeBase: sha,
    text,
    symlink: { base: baseIsLink ? shown.stdout.trim() : void 0, head: headLink },
    readText: async (file) => {
      const at = await git(cwd, ["show", `${sha}:${inRepository(file)}`]);
      if (!at.ok) throw new Error(`not in ${ref} at the merge base ${sha.slice(0, 12)}`);
      return at.stdout;
    }
  };
}
async function previousTag(cwd, tag) {
  const merged = await git(cwd, ["tag", "--list", "--merged", `refs/tags/${tag}`]);
  return merged.ok ? previousRelease(tag, merged.stdout.split("\n").filter(Boolean)) : void 0;
}

// src/measure/list-stability.ts
function firstListingDifference(first, second) {
  const count = Math.max(first.length, second.length);
  for (let i = 0; i < count; i++) {
    const a = first[i];
    const b = second[i];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (!a || !b)
      return { tool: (a ?? b).name, path: `[${i}] (the listings have ${first.length} and ${second.length} tools)` };
    if (a.name !== b.name)
      return { tool: a.name, path: `[${i}] (order: "${a.name}" then "${b.name}" in the same place)` };
    return { tool: a.name, path: differingPath(a, b, "") ?? "(key order)" };
  }
  return void 0;
}
function differingPath(a, b, at) {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return JSON.stringify(a) === JSON.stringify(b) ? void 0 : at || "/";
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  for (const key of /* @__PURE__ */ new Set([...keysA, ...keysB])) {
    const inner = differingPath(
      a[key],
      b[key],
      `${at}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`
    );
    if (inner) return inner;
  }
  return keysA.join() === keysB.join() ? void 0 : `${at || "/"} (key order)`;
}

// src/servers/list-tools.ts
var isTool = (tool) => typeof tool?.name === "string";
async function listTools(session, maxPages = MAX_LIST_PAGES) {
  const { items, pages, stopped } = await listPages(session, "tools/list", "tools", isTool, maxPages);
  return { tools: items, pages, ...stopped ? { stopped } : {} };
}

// src/measure/measurement.ts
var STARTUP_NOTE = "timed on the machine of this run: a measurement, never a verdict (at most a warning)";
function startupReport(times, failedStarts = 0) {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
  return {
    starts: sorted.length,
    ...failedStarts > 0 ? { failedStarts } : {},
    medianMs,
    slowestMs: sorted[sorted.length - 1],
    note: STARTUP_NOTE
  };
}

// src/measure/era-parity.ts
function mayHaveLegacyFace(options) {
  return (options.era ?? "newest") === "newest";
}
async function checkEraParity(options, modern) {
  let legacy;
  try {
    legacy = await ServerSession.open({ ...options, era: "legacy", onSpawned: void 0 });
    const hasTools = legacy.client.getServerCapabilities()?.tools !== void 0;
    const tools = hasTools ? (await listTools(legacy)).tools : [];
    const instructions = legacy.client.getInstructions();
    const parity = { era: "legacy", protocolVersion: legacy.protocolVersion };
    if ((instructions ?? "") !== (modern.instructions ?? ""))
      parity.instructions = { modernChars: modern.instructions?.length ?? 0, legacyChars: instructions?.length ?? 0 };
    const difference = firstListingDifference(modern.tools, tools);
    if (difference) parity.tools = difference;
    return { parity, tools };
  } catch (error) {
    return { parity: { era: "legacy", failed: error.message.slice(0, 300) } };
  } finally {
    await legacy?.close();
  }
}

// src/measure/other-face.ts
function larger(other, own) {
  return other.tokens > own.tokens || other.tokens === own.tokens && other.bytes > own.bytes;
}
async function addFaceTools(report, kept, face, measure, viewed = []) {
  const faceTools = kept.map(
    (tool) => measureTool(tool, measure.hostServerName, measure.tokenizer, measure.hostToolName)
  );
  const own = report.tools;
  const byName = new Map(own.map((tool, i) => [tool.name, i]));
  const late = own.filter((tool) => tool.listedAfter !== void 0 && !faceTools.some((t) => t.name === tool.name));
  const faceSum = (unit) => [...faceTools, ...late].reduce((total, tool) => total + tool[unit], 0) - own.reduce((total, tool) => total + tool[unit], 0);
  const totals = {
    tools: Math.max(report.totals.tools, report.totals.tools - own.length + faceTools.length + late.length),
    bytes: Math.max(report.totals.bytes, report.totals.bytes + faceSum("bytes")),
    tokens: Math.max(report.totals.tokens, report.totals.tokens + faceSum("tokens"))
  };
  const tools = [...own];
  const view = [...viewed];
  const inView = (name) => view.findIndex((tool) => tool.name === name);
  for (const [i, tool] of faceTools.entries()) {
    const at = byName.get(tool.name);
    const shown = inView(tool.name);
    if (at === void 0) {
      tools.push({
        ...tool,
        face,
        ...face === "legacy" ? { onlyInEra: "legacy" } : { onlyWithCapabilities: true }
      });
      if (shown === -1) view.push(kept[i]);
    } else if (larger(tool, own[at])) {
      tools[at] = { ...tool, face, ...pick(own[at]) };
      if (shown === -1) view.push(kept[i]);
      else view[shown] = kept[i];
    }
  }
  report.tools = tools;
  report.totals = totals;
  return view;
}
function pick(tool) {
  return {
    ...tool.listedAfter ? { listedAfter: tool.listedAfter } : {},
    ...tool.inputSchemaError ? { inputSchemaError: tool.inputSchemaError } : {},
    ...tool.inputSchemaLenient ? { inputSchemaLenient: tool.inputSchemaLenient } : {}
  };
}

// src/servers/capabilities.ts
var CAPABILITY_PRESETS = {
  none: {},
  all: {
    roots: { listChanged: true },
    sampling: {},
    elicitation: { form: {}, url: {} },
    tasks: { list: {}, cancel: {}, requests: { sampling: { createMessage: {} }, elicitation: { create: {} } } }
  }
};

// src/measure/capability-probe.ts
var RICHEST_CAPABILITIES = CAPABILITY_PRESETS.all;
var NAMED_HIDDEN = 20;
function declaresRichest(declared) {
  return Object.keys(RICHEST_CAPABILITIES).every((capability) => declared[capability] !== void 0);
}
async function listAsRichest(options) {
  const session = await ServerSession.open({
    ...options,
    clientCapabilities: RICHEST_CAPABILITIES,
    onSpawned: void 0
  }).catch(() => void 0);
  if (!session) return void 0;
  try {
    return (await listTools(session)).tools;
  } catch {
    return void 0;
  } finally {
    await session.close();
  }
}
function hiddenTools(declared, listed, rich) {
  const seen = new Set(listed.map((tool) => tool.name));
  const hidden = rich.filter((tool) => !seen.has(tool.name));
  return {
    declared,
    count: hidden.length,
    tools: hidden.slice(0, NAMED_HIDDEN).map((tool) => ({ name: tool.name, bytes: Buffer.byteLength(JSON.stringify(tool), "utf8") }))
  };
}

// src/servers/sandbox/process-count-scope.ts
import os from "node:os";
function sharedProcessCount(confinement = probedConfinement(), release = os.release(), asRoot = process.getuid?.() === 0) {
  if (!confinement) return void 0;
  if (confinement.method === "bwrap" && confinement.setpriv) return void 0;
  if (asRoot) return "not enforced: the server runs as root, which RLIMIT_NPROC does not hold";
  const userNamespace = confinement.method === "bwrap" || confinement.method === "unshare" && confinement.unshareArgs.includes("--user");
  if (userNamespace && countsPerUserNamespace(release)) return void 0;
  const why = userNamespace ? `Linux ${release.split("-")[0]} counts it per uid, a user namespace apart only from 5.14` : "it runs as your own uid, without a user namespace";
  return `counted with every other process of your user on this machine (${why})`;
}
function countsPerUserNamespace(release) {
  const [major = 0, minor = 0] = (/^(\d+)\.(\d+)/.exec(release) ?? []).slice(1).map(Number);
  return major > 5 || major === 5 && minor >= 14;
}

// src/measure/measure-server.ts
var afterListing = loadAfterStart(() => import("./after-listing-ZQJREOTO.js"));
var RETAINED_RESULT_BYTES = 4 * 1024 * 1024;
function sessionOptionsFor(server, context) {
  const { config } = context;
  return {
    name: server.name,
    server: server.config,
    sandbox: { ...config.sandbox, ...server.config.sandbox },
    timeouts: { ...DEFAULT_TIMEOUTS, ...config.timeouts, ...server.config.timeouts },
    clientCapabilities: context.capabilitiesOverride ?? server.config.clientCapabilities ?? config.clientCapabilities ?? {},
    baseDir: context.baseDir,
    callerEnv: context.callerEnv,
    maxMessageBytes: context.maxMessageBytes,
    clientVersion: context.clientVersion,
    onSpawned: context.onSpawned,
    era: server.config.era ?? config.era ?? "newest",
    ...server.policy ? { policy: server.policy } : {}
  };
}
async function measureServer(server, fixtures, context, admission) {
  const started = Date.now();
  const options = sessionOptionsFor(server, context);
  const deadline = started + options.timeouts.totalMs;
  const tokenizerWithin = boundedTokenizer(context, deadline);
  const measuring = {
    tokenizerWithin,
    countedFirst: async (texts) => withCountsOf(await tokenizerWithin(texts), texts),
    viewCounted: (wire, view) => countedView(textByText(tokenizerWithin, wire), view),
    deadline,
    hostToolName: context.config.hostToolName ?? DEFAULT_HOST_TOOL_NAME,
    ...admission ? { admission } : {}
  };
  const report = emptyReport(server, options);
  const results = /* @__PURE__ */ new Map();
  const probing = (context.probeCapabilities || context.probeCapabilitiesOf?.has(server.name)) && !declaresRichest(options.clientCapabilities) ? listAsRichest(options) : void 0;
  const { session, listed, fixtureReports, startMs } = await listAndCall(server, fixtures, context, options, report, {
    tokenizerWithin: measuring.tokenizerWithin,
    results,
    admission
  });
  if (session?.era === "modern")
    report.revision = { ...session.revision.facts, credentials: Object.keys(server.config.headers ?? {}).length > 0 };
  const closing = session?.close();
  try {
    if (listed) await countDefinitions(measuring, report, listed, server, context);
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
    report.tools = [];
    for (const { field } of SURFACE_LISTS) delete report[field];
    report.totals = { tools: 0, bytes: 0, tokens: 0 };
    report.failure ??= failureReport(countingFailure(server.name, "list", options.timeouts.totalMs));
  } finally {
    await closing;
    mark("server ended", server.name);
    await lookAgain(measuring, report, { server, session, listed, options, context, probing });
    if (startMs !== void 0 && report.ok)
      report.startup = await startupFigures(startMs, options, context.starts ?? 1, admission, measuring.deadline);
    report.durationMs = Date.now() - started;
    mark("server done", server.name);
  }
  return {
    report,
    fixtures: fixtureReports,
    ...listed && report.ok ? { wire: { tools: listed.tools, instructions: listed.instructions, results } } : {}
  };
}
function boundedTokenizer(context, deadline) {
  return async (texts) => {
    const tokenizer = await context.tokenizer(texts);
    const yielding = tokenizer.countYielding;
    return {
      name: tokenizer.name,
      count: (text) => tokenizer.count(text, deadline),
      // A fixture's result is counted yielding: a large one takes seconds, and a signal must not wait for it.
      ...yielding ? { countYielding: (text, cap) => yielding(text, cap, deadline) } : {}
    };
  };
}
function emptyReport(server, options) {
  return {
    name: server.name,
    ...server.variant ? { variant: server.variant } : {},
    ok: false,
    transport: server.config.url ? "http" : "stdio",
    clientCapabilities: options.clientCapabilities,
    instructions: null,
    tools: [],
    totals: { tools: 0, bytes: 0, tokens: 0 },
    listPages: 0,
    durationMs: 0,
    ...server.policy ? { policy: server.policy } : {}
  };
}
async function listAndCall(server, fixtures, context, options, report, run) {
  let session;
  let listed;
  let fixtureReports = [];
  let startMs;
  try {
    const spawned = Date.now();
    session = await ServerSession.open(options);
    describeSession(report, session);
    const hasTools = session.client.getServerCapabilities()?.tools !== void 0;
    const listing = hasTools ? await listTools(session) : { tools: [], pages: 0 };
    if (hasTools) startMs = Date.now() - spawned;
    mark("tools listed", server.name);
    if (listing.stopped) report.listStopped = listing.stopped;
    if (hasTools) recordListingChange(report, "session", listing.tools, (await listTools(session)).tools);
    mark("tools listed again", server.name);
    const surface = await listSurface(session);
    mark("other listings", server.name);
    run.admission?.started();
    await nextTurn();
    listed = {
      all: listing.tools,
      tools: filterTools(listing.tools, server),
      pages: listing.pages,
      instructions: session.client.getInstructions(),
      surface
    };
    if (fixtures.length > 0) {
      const [{ runFixtures }] = await Promise.all([afterListing(), loadSchemaCompiler()]);
      fixtureReports = await runFixtures(
        session,
        fixtures,
        listed.tools,
        surface,
        await run.tokenizerWithin(),
        context.config,
        (fixture, wire) => {
          if (wire.message && wire.bytes <= RETAINED_RESULT_BYTES) run.results.set(fixture, wire);
        }
      );
      mark("fixtures", server.name);
      if (hasTools) listed = await listedAfterCalls(session, server, report, listing.tools, listed);
      mark("re-listed after fixtures", server.name);
    }
  } catch (caught) {
    const error = caught instanceof MeasuringTimedOut ? countingFailure(server.name, "call fixtures", options.timeouts.totalMs) : caught;
    if (!(error instanceof ServerFailure)) throw error;
    report.failure = failureReport(error);
  }
  run.admission?.started();
  return { session, listed, fixtureReports, ...startMs === void 0 ? {} : { startMs } };
}
function describeSession(report, session) {
  report.sandbox = session.sandbox;
  report.protocolVersion = session.protocolVersion;
  report.era = session.era;
  if (session.legacyBecause) report.legacyBecause = session.legacyBecause;
  if (Array.isArray(session.discover?.supportedVersions))
    report.supportedVersions = session.discover.supportedVersions.filter(
      (v) => typeof v === "string"
    );
  report.serverInfo = session.client.getServerVersion();
}
async function listedAfterCalls(session, server, report, first, listed) {
  const after = (await listTools(session)).tools;
  if (!report.listingChanges)
    recordListingChange(
      report,
      "after-calls",
      first,
      after,
      session.notificationCount("notifications/tools/list_changed") > 0
    );
  const named = new Set(first.map((tool) => tool.name));
  const added = after.filter((tool) => !named.has(tool.name));
  if (added.length === 0) return listed;
  return {
    ...listed,
    all: [...listed.all, ...added],
    tools: [...listed.tools, ...filterTools(added, server)],
    late: new Set(added.map((tool) => tool.name))
  };
}
async function countDefinitions(measuring, report, listed, server, context) {
  if (Date.now() > measuring.deadline) throw new MeasuringTimedOut();
  const texts = [
    ...listed.tools.map((tool) => JSON.stringify(tool)),
    ...listed.instructions ? [listed.instructions] : [],
    ...surfaceTexts(listed.surface)
  ];
  const tokenizer = await measuring.countedFirst(texts);
  const hostServerName = hostServerNameOf(server);
  const late = listed.late;
  report.tools = listed.tools.map((tool) => ({
    ...measureTool(tool, hostServerName, tokenizer, measuring.hostToolName),
    ...late?.has(tool.name) ? { listedAfter: "calls" } : {}
  }));
  report.instructions = listed.instructions ? measureText(listed.instructions, tokenizer) : null;
  report.listPages = listed.pages;
  Object.assign(report, measureSurface(listed.surface, tokenizer), { listsMeasured: true, skillsMeasured: true });
  if (context.config.hosts?.length) await countHostViews(measuring, report, listed, context, tokenizer, hostServerName);
  const lists = surfaceReports(report);
  report.totals = {
    tools: report.tools.length,
    bytes: report.tools.reduce((sum, t) => sum + t.bytes, 0) + (report.instructions?.bytes ?? 0) + lists.reduce((sum, list) => sum + list.bytes, 0),
    tokens: report.tools.reduce((sum, t) => sum + t.tokens, 0) + (report.instructions?.tokens ?? 0) + lists.reduce((sum, list) => sum + list.tokens, 0)
  };
  mark("counted", server.name);
  const problems = await inputSchemaProblems(listed.tools, context.compilingSchemas, measuring.deadline);
  mark("schemas checked", server.name);
  problems.forEach((problem, i) => {
    if (problem?.error) report.tools[i].inputSchemaError = problem.error;
    if (problem?.lenient) report.tools[i].inputSchemaLenient = problem.lenient;
  });
  report.ok = true;
}
async function countHostViews(measuring, report, listed, context, tokenizer, hostServerName) {
  const hosts = context.config.hosts;
  const { hostDefinitions, addAnthropicCounts } = await afterListing();
  report.hosts = await measuring.viewCounted(
    tokenizer,
    (counting) => underDeadline(
      measuring.deadline,
      () => hostDefinitions(
        hosts,
        hostServerName,
        listed.tools,
        listed.instructions,
        counting,
        report.serverInfo,
        listed.surface.resources !== void 0,
        context.config.hostModels
      )
    )
  );
  if (context.anthropic)
    await addAnthropicCounts(
      report.hosts,
      context.anthropic,
      hostServerName,
      listed.tools,
      listed.instructions,
      context.remembered
    );
}
async function lookAgain(measuring, report, seen) {
  const { server, session, listed, options, context } = seen;
  let viewed = listed?.tools ?? [];
  if (session?.noiseCount) report.stdoutNoise = { lines: session.noiseCount, first: [...session.noise] };
  const anotherStart = (work) => measuring.admission ? measuring.admission.holding(work) : work();
  if (listed && context.config.stability?.restart && report.ok)
    await anotherStart(() => listAfterRestart(report, options, listed));
  if (listed && session?.era === "modern" && report.ok && mayHaveLegacyFace(options)) {
    const face = await anotherStart(
      () => checkEraParity(options, { tools: listed.all, instructions: listed.instructions })
    );
    report.parity = face.parity;
    if (face.tools)
      viewed = await addFace(measuring, report, filterTools(face.tools, server), "legacy", viewed, server);
  }
  const rich = await seen.probing;
  if (listed && report.ok && rich) {
    const hidden = hiddenTools(options.clientCapabilities, listed.all, rich);
    if (hidden.count > 0) report.hiddenByCapabilities = hidden;
    if (firstListingDifference(listed.all, rich))
      viewed = await addFace(measuring, report, filterTools(rich, server), "capabilities", viewed, server);
  }
  if (listed && report.hosts && viewed !== listed.tools)
    await viewFaces(measuring, report, { ...listed, tools: viewed }, context, server);
  if (session?.unreportedViolation && !report.failure) {
    const failure = new ServerFailure(
      "PROTOCOL_ERROR",
      server.name,
      "list",
      session.unreportedViolation,
      session.stderr.lines()
    );
    report.failure = failureReport(failure);
  }
}
async function addFace(measuring, report, kept, face, viewed, server) {
  try {
    return await addFaceTools(
      report,
      kept,
      face,
      // The face's definitions are the texts it counts: a warm cache answers them without loading the tokenizer.
      {
        tokenizer: await measuring.countedFirst(kept.map((tool) => JSON.stringify(tool))),
        hostServerName: hostServerNameOf(server),
        hostToolName: measuring.hostToolName
      },
      viewed
    );
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
    return viewed;
  }
}
async function viewFaces(measuring, report, listed, context, server) {
  const texts = listed.tools.map((tool) => JSON.stringify(tool));
  try {
    const tokenizer = await measuring.tokenizerWithin(texts);
    await countHostViews(measuring, report, listed, context, tokenizer, hostServerNameOf(server));
  } catch (error) {
    if (!(error instanceof MeasuringTimedOut)) throw error;
  }
}
async function startupFigures(firstMs, options, starts, admission, deadline) {
  const times = [firstMs];
  let failed = 0;
  let left = deadline - Date.now();
  const withinDeadline = () => {
    if (left <= 0) return void 0;
    const { startupMs, requestMs } = options.timeouts;
    return {
      ...options,
      timeouts: { startupMs: Math.min(startupMs, left), requestMs: Math.min(requestMs, left), totalMs: left }
    };
  };
  const oneStart = async () => {
    const bounded = withinDeadline();
    if (!bounded) return failed++;
    const spawned = Date.now();
    try {
      const again = await ServerSession.open(bounded).catch(() => void 0);
      if (!again) return failed++;
      try {
        if (again.client.getServerCapabilities()?.tools !== void 0) await listTools(again);
        times.push(Date.now() - spawned);
      } catch {
        failed++;
      } finally {
        await again.close();
      }
    } finally {
      left -= Date.now() - spawned;
    }
  };
  for (let start = 1; start < starts; start++) await (admission ? admission.holding(oneStart) : oneStart());
  return startupReport(times, failed);
}
async function listAfterRestart(report, options, listed) {
  const again = await ServerSession.open(options).catch(() => void 0);
  if (!again) return;
  try {
    recordListingChange(report, "restart", listed.all, (await listTools(again)).tools);
  } catch {
  } finally {
    await again.close();
  }
}
function failureReport(failure) {
  const bound = failure.code === "SANDBOX_UNAVAILABLE" || failure.code === "SERVER_LIMIT_HIT" ? void 0 : boundThatCut(failure.detail, failure.stderrTail);
  if (bound) {
    const fix = "a sound server stays far below this bound: find what grows without end (its last stderr lines show where)";
    return {
      code: "SERVER_LIMIT_HIT",
      phase: failure.phase,
      detail: `the ${describeBound(bound, bound === "processes" ? sharedProcessCount() : void 0)} bound cut it: ${failure.detail}`,
      stderr: failure.stderrTail,
      fix
    };
  }
  return {
    code: failure.code,
    phase: failure.phase,
    detail: failure.detail,
    stderr: failure.stderrTail,
    ...failure.fix ? { fix: failure.fix } : {}
  };
}
function hostServerNameOf(server) {
  return server.variant?.of ?? server.name;
}
function filterTools(tools, server) {
  const { enabledTools, disabledTools } = server.config;
  return tools.filter(
    (tool) => (!enabledTools || enabledTools.includes(tool.name)) && !disabledTools?.includes(tool.name)
  );
}
function recordListingChange(report, when, first, again, notified) {
  const difference = firstListingDifference(first, again);
  if (difference)
    (report.listingChanges ??= []).push({
      when,
      tool: difference.tool,
      path: difference.path,
      ...notified === void 0 ? {} : { notified }
    });
}
function countingFailure(server, phase, totalMs) {
  const what = phase === "list" ? "counting and checking its tool definitions (token counts, schema compiles)" : "measuring its fixture results (schema checks, normalize rules, token counts)";
  return new ServerFailure(
    "SERVER_TIMEOUT",
    server,
    phase,
    `${what} did not finish within timeouts.totalMs (${totalMs} ms); no count is guessed`
  );
}

// src/servers/server-sources.ts
import path3 from "node:path";

// src/servers/mcp-config.ts
import { existsSync, readFileSync, realpathSync as realpathSync2 } from "node:fs";
import { readFile } from "node:fs/promises";
import path2 from "node:path";
var KNOWN_MCP_CONFIGS = [".mcp.json", ".vscode/mcp.json", ".cursor/mcp.json", ".codex/config.toml"];
function detectFormat(file) {
  const normalized = file.replaceAll("\\", "/");
  if (normalized.endsWith(".toml")) return "codex";
  if (normalized.endsWith(".vscode/mcp.json")) return "vscode";
  if (normalized.endsWith(".cursor/mcp.json")) return "cursor";
  return "claude";
}
var Unresolvable = class extends Error {
  constructor(message, unset) {
    super(message);
    this.unset = unset;
  }
  unset;
};
async function importMcpConfig(file, workspace, callerEnv, readText = (name) => readFile(name, "utf8"), readEnvFile = workTreeEnvFile) {
  let text;
  try {
    text = await readText(file);
  } catch (error) {
    throw userError("MCP_CONFIG_UNREADABLE", { file, reason: error.message });
  }
  const format = detectFormat(file);
  const document = format === "codex" ? await parseTomlFile(file, text) : parseJsonFile(file, text);
  const entries = format === "codex" ? document.mcp_servers : format === "vscode" ? document.servers ?? document.mcpServers : document.mcpServers;
  if (entries === void 0) return { format, servers: [], unresolved: [] };
  if (typeof entries !== "object" || entries === null || Array.isArray(entries)) {
    throw userError("MCP_CONFIG_NO_SERVERS_OBJECT", {
      file,
      key: format === "codex" ? "mcp_servers" : format === "vscode" ? "servers" : "mcpServers"
    });
  }
  const result = { format, servers: [], unresolved: [] };
  for (const [name, raw] of Object.entries(entries)) {
    try {
      const server = format === "codex" ? fromCodex(raw, callerEnv) : fromJson(format, raw, { workspace, callerEnv, readEnvFile });
      if (server) result.servers.push({ name, config: server });
    } catch (error) {
      if (!(error instanceof Unresolvable))
        throw userError("MCP_CONFIG_SERVER_INVALID", { file, server: name, reason: error.message });
      result.unresolved.push({ server: name, reason: error.message, ...error.unset });
    }
  }
  return result;
}
function parseJsonFile(file, text) {
  const errors = [];
  const value = parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0)
    throw userError("MCP_CONFIG_NOT_JSON", {
      file,
      places: errors.slice(0, 3).map((e) => ({ offset: e.offset, code: printParseErrorCode(e.error) }))
    });
  if (typeof value !== "object" || value === null) throw userError("MCP_CONFIG_NOT_OBJECT", { file });
  return value;
}
async function parseTomlFile(file, text) {
  const { parse: parseToml } = await import("./dist-MVPCM3QC.js");
  try {
    return parseToml(text);
  } catch (error) {
    throw userError("MCP_CONFIG_NOT_TOML", { file, reason: error.message.split("\n")[0] });
  }
}
function fromJson(format, raw, {
  workspace,
  callerEnv,
  readEnvFile
}) {
  if (raw.disabled === true) return void 0;
  if (raw.headersHelper !== void 0)
    throw new Unresolvable("headersHelper runs a command to make headers; mcp-budget does not run it");
  const callerVariables = {};
  const expandAs = (field) => (text) => {
    const used = /* @__PURE__ */ new Set();
    const value = expandForFormat(format, text, workspace, callerEnv, used, field);
    if (used.size > 0) callerVariables[field] = [.../* @__PURE__ */ new Set([...callerVariables[field] ?? [], ...used])].sort();
    return value;
  };
  const type = raw.type === "http" || raw.type === "streamable-http" || raw.type === "sse" || raw.type === "stdio" ? raw.type : void 0;
  if (type === "sse") throw new Unresolvable("the deprecated SSE transport is not measured; serve Streamable HTTP");
  const server = {};
  if (type) server.type = type;
  if (typeof raw.command === "string") server.command = expandAs("command")(raw.command);
  if (Array.isArray(raw.args)) server.args = raw.args.map((arg) => expandAs("args")(String(arg)));
  if (typeof raw.cwd === "string") server.cwd = expandAs("cwd")(raw.cwd);
  if (typeof raw.url === "string") server.url = expandAs("url")(raw.url);
  if (isStringRecord(raw.headers))
    server.headers = Object.fromEntries(
      Object.entries(raw.headers).map(([name, value]) => [name, expandAs(`headers.${name}`)(value)])
    );
  const env = {};
  if (typeof raw.envFile === "string") {
    const read = readEnvFile(expandAs("envFile")(raw.envFile), workspace);
    const values = parseEnvFile(read.text);
    Object.assign(env, values);
    const names = Object.keys(values).filter((name) => !(isStringRecord(raw.env) && Object.hasOwn(raw.env, name)));
    server.envFile = {
      file: read.file,
      digest: nodeCrypto().createHash("sha256").update(read.text).digest("hex"),
      names
    };
  }
  if (isStringRecord(raw.env))
    Object.assign(
      env,
      Object.fromEntries(Object.entries(raw.env).map(([name, value]) => [name, expandAs(`env.${name}`)(value)]))
    );
  refuseLoaderVariables(env);
  if (Object.keys(env).length > 0) server.env = env;
  if (!server.command && !server.url) throw new Error('has neither "command" nor "url"');
  server.expanded = true;
  if (Object.keys(callerVariables).length > 0) server.callerVariables = callerVariables;
  return server;
}
function fromCodex(raw, callerEnv) {
  if (raw.enabled === false) return void 0;
  const server = {};
  if (typeof raw.command === "string") server.command = raw.command;
  if (Array.isArray(raw.args)) server.args = raw.args.map(String);
  if (typeof raw.cwd === "string") server.cwd = raw.cwd;
  if (typeof raw.url === "string") server.url = raw.url;
  const env = isStringRecord(raw.env) ? { ...raw.env } : {};
  if (Array.isArray(raw.env_vars)) server.sandbox = { passEnv: raw.env_vars.map(String) };
  refuseLoaderVariables(env, server.sandbox?.passEnv);
  if (Object.keys(env).length > 0) server.env = env;
  const headers = isStringRecord(raw.http_headers) ? { ...raw.http_headers } : {};
  const callerVariables = {};
  if (isStringRecord(raw.env_http_headers)) {
    for (const [header, variable] of Object.entries(raw.env_http_headers)) {
      const value = callerEnv[variable];
      if (value === void 0)
        throw new Unresolvable(`header ${header} needs environment variable ${variable}, which is not set`, {
          variable,
          field: `env_http_headers.${header}`,
          written: variable
        });
      headers[header] = value;
      callerVariables[`headers.${header}`] = [variable];
    }
  }
  if (typeof raw.bearer_token_env_var === "string") {
    const token = callerEnv[raw.bearer_token_env_var];
    if (token === void 0)
      throw new Unresolvable(`bearer_token_env_var ${raw.bearer_token_env_var} is not set`, {
        variable: raw.bearer_token_env_var,
        field: "bearer_token_env_var",
        written: raw.bearer_token_env_var
      });
    headers.Authorization = `Bearer ${token}`;
    callerVariables["headers.Authorization"] = [raw.bearer_token_env_var];
  }
  if (Object.keys(callerVariables).length > 0) server.callerVariables = callerVariables;
  if (Object.keys(headers).length > 0) server.headers = headers;
  if (Array.isArray(raw.enabled_tools)) server.enabledTools = raw.enabled_tools.map(String);
  if (Array.isArray(raw.disabled_tools)) server.disabledTools = raw.disabled_tools.map(String);
  if (!server.command && !server.url) throw new Error('has neither "command" nor "url"');
  server.expanded = true;
  return server;
}
function expandForFormat(format, text, workspace, callerEnv, used, field) {
  if (format === "claude") {
    const unresolved = /* @__PURE__ */ new Set();
    const expanded = expandVariables(text, callerEnv, used, unresolved);
    const [missing] = unresolved;
    if (missing !== void 0)
      throw new Unresolvable(`\${${missing}} is not set in the environment and has no default`, {
        variable: missing,
        field,
        written: `\${${missing}}`
      });
    return expanded;
  }
  return text.replace(/\$\{([^}]+)\}/g, (match, expression) => {
    if (expression === "workspaceFolder") return workspace;
    if (expression === "workspaceFolderBasename") return path2.basename(workspace);
    if (expression === "userHome") return callerEnv.HOME ?? "";
    if (expression === "pathSeparator" || expression === "/") return path2.sep;
    if (expression.startsWith("env:")) {
      const variable = expression.slice(4);
      const value = callerEnv[variable];
      if (value === void 0)
        throw new Unresolvable(`${match} is not set in the environment (the editor would pass it on empty)`, {
          variable,
          field,
          written: match
        });
      used.add(variable);
      return value;
    }
    if (expression.startsWith("input:"))
      throw new Unresolvable(
        `${match} would prompt for input; mcp-budget never prompts (set the value in budget.json servers instead)`
      );
    throw new Unresolvable(`${match} is not a variable mcp-budget can resolve`);
  });
}
function tracked(dir, name) {
  try {
    gitSync(dir, ["ls-files", "--error-unmatch", "--", name], {
      stdio: "ignore",
      timeout: 1e4
    });
    return true;
  } catch {
    return false;
  }
}
function workTreeEnvFile(file, workspace) {
  const named = path2.resolve(workspace, file);
  if (!isInside(named, workspace))
    throw new Unresolvable(
      `envFile ${file} is outside the repository; mcp-budget reads only files the project checks in`
    );
  if (!existsSync(named)) throw new Unresolvable(`envFile ${file} does not exist`);
  const real = realpathSync2(named);
  const realWorkspace = realpathSync2(workspace);
  if (!isInside(real, realWorkspace))
    throw new Unresolvable(
      `envFile ${file} leads outside the repository (${real}); mcp-budget reads only files the project checks in`
    );
  if (path2.relative(realWorkspace, real).split(path2.sep).includes(".git"))
    throw new Unresolvable(`envFile ${file} is inside .git, which holds the checkout's credentials; it is not read`);
  const inRepository = repositoryPath(realWorkspace, real);
  if (inRepository !== void 0 && !tracked(path2.dirname(real), path2.basename(real)))
    throw new Unresolvable(
      `envFile ${file} is a file the repository does not track; mcp-budget reads only files the project checks in`
    );
  return { text: readFileSync(real, "utf8"), file: path2.relative(workspace, named).split(path2.sep).join("/") };
}
function committedEnvFile(commit) {
  return (file, workspace) => {
    const named = path2.resolve(workspace, file);
    const relative = path2.relative(workspace, named).split(path2.sep).join("/");
    if (!isInside(named, workspace))
      throw new Unresolvable(
        `envFile ${file} is outside the repository; mcp-budget reads only files the project checks in`
      );
    if (relative.split("/").includes(".git"))
      throw new Unresolvable(`envFile ${file} is inside .git, which holds the checkout's credentials; it is not read`);
    const at = (args) => {
      try {
        return gitSync(workspace, args, { stdio: ["ignore", "pipe", "ignore"], timeout: 1e4 }).toString("utf8");
      } catch {
        return void 0;
      }
    };
    const entry = at(["ls-tree", commit, "--", `./${relative}`]) ?? "";
    if (!entry.trim()) throw new Unresolvable(`envFile ${file} is not in the base commit ${commit.slice(0, 12)}`);
    if (!entry.startsWith("100")) throw new Unresolvable(`envFile ${file} is not a plain file at the base commit`);
    const text = at(["show", `${commit}:./${relative}`]);
    if (text === void 0) throw new Unresolvable(`envFile ${file} cannot be read at the base commit`);
    return { text, file: relative };
  };
}
function parseEnvFile(text) {
  const env = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith("#")) continue;
    env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, "$2");
  }
  return env;
}
function refuseLoaderVariables(env, passed = []) {
  for (const [name, value] of [...Object.entries(env), ...passed.map((name2) => [name2, void 0])]) {
    const refusal = loaderVariableRefusal(name, value);
    if (refusal) throw new Error(`env.${name}: ${refusal}`);
  }
}
function isStringRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string");
}

// src/servers/server-sources.ts
function resolveBudgetServers(loaded, callerEnv) {
  return resolveServers(loaded.config, loaded.dir, callerEnv, path3.basename(loaded.file));
}
async function resolveServers(config, baseDir, callerEnv, budgetFileName = "budget.json", readText, readEnvFile) {
  const byName = /* @__PURE__ */ new Map();
  const unresolved = [];
  const files = config.mcpConfig === void 0 ? [] : Array.isArray(config.mcpConfig) ? config.mcpConfig : [config.mcpConfig];
  for (const file of files) {
    const imported = await importMcpConfig(path3.resolve(baseDir, file), baseDir, callerEnv, readText, readEnvFile);
    for (const server of imported.servers)
      byName.set(server.name, { name: server.name, config: server.config, origin: file });
    unresolved.push(
      ...imported.unresolved.filter((u) => !Object.hasOwn(config.servers ?? {}, u.server)).map((u) => ({ ...u, origin: file }))
    );
  }
  for (const [name, server] of Object.entries(config.servers ?? {})) {
    byName.set(name, { name, config: server, origin: budgetFileName });
  }
  const skipped = new Set(unresolved.map((u) => u.server));
  const servers = [...byName.values()].filter((s) => !skipped.has(s.name) || s.origin === budgetFileName);
  const measured = servers.flatMap(withVariants);
  const clash = measured.find((server) => server.variant && byName.has(server.name));
  if (clash) {
    const other = byName.get(clash.name);
    throw userError("VARIANT_NAME_CLASH", {
      file: budgetFileName,
      of: clash.variant.of,
      variant: clash.variant.name,
      name: clash.name,
      origin: other.origin
    });
  }
  return { servers: measured, unresolved };
}
function withVariants(server) {
  const { variants, ...shared } = server.config;
  if (!variants) return [server];
  return [
    { ...server, config: shared },
    ...Object.entries(variants).map(([name, variant]) => ({
      name: `${server.name}@${name}`,
      origin: server.origin,
      variant: { of: server.name, name },
      config: {
        ...shared,
        ...variant.args ? { args: variant.args } : {},
        ...variant.env ? { env: { ...shared.env, ...variant.env } } : {}
      }
    }))
  ];
}

export {
  git,
  gitSync,
  readCheckout,
  addWorktreeSync,
  readBaseBudget,
  previousTag,
  listTools,
  CAPABILITY_PRESETS,
  RICHEST_CAPABILITIES,
  sessionOptionsFor,
  measureServer,
  filterTools,
  KNOWN_MCP_CONFIGS,
  committedEnvFile,
  resolveBudgetServers,
  resolveServers
};
