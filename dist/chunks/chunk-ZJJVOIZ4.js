import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  budgetDigest,
  configOption,
  exitCodeFor,
  judge,
  listedKind,
  loadBase,
  markdownText,
  measuredWords,
  package_default,
  readReportFile,
  resolveBase,
  resolveBudgetServers,
  serverConfigs,
  showControls,
  surfaceReports,
  withControlsShown,
  withMeasured
} from "./chunk-KKVJPPAE.js";
import {
  nodeCrypto
} from "./chunk-WCF3LESV.js";
import {
  applyEdits,
  findNodeAtLocation,
  fmt,
  formatPath,
  loadBudget,
  modify,
  parseTree
} from "./chunk-AYY3LW3K.js";
import {
  UsageError
} from "./chunk-ISOPEFMY.js";

// src/cli/options.ts
var COMMANDS = ["check", "measure", "init", "update", "explain", "suggest", "merge", "drift", "hosts", "help"];
var ALL = COMMANDS;
var MEASURING = ["check", "measure", "init", "update", "explain", "suggest", "drift"];
var REPORTING = ["check", "measure", "init", "update", "merge"];
var OPTION_TABLE = [
  { flag: "config", type: "string", value: "<file>", help: ["budget file (default budget.json)"], commands: ["check", "measure", "init", "update", "explain", "suggest", "merge", "drift", "hosts"], input: { name: "config", default: "budget.json", description: "Path of the budget file, relative to working-directory." } },
  { flag: "server", type: "string", multiple: true, value: '"<command>"', help: ['a server to measure or init with (repeatable; "name=command" names it; or a url)'], commands: ["measure", "init"] },
  { flag: "reporter", type: "string", value: "<name>", help: ["text | json | markdown | github | sarif | badge (default text; text also annotates under", "GitHub Actions; sarif is SARIF 2.1.0 for code scanning; badge a shields.io endpoint)"], commands: ALL },
  { flag: "json", type: "boolean", help: ["same as --reporter json: one JSON document on stdout"], commands: ALL },
  { flag: "output", type: "string", value: "<file>", help: ["also write the JSON report to <file>"], commands: REPORTING },
  { flag: "base", type: "string", value: "<git-ref>", help: ["against the merge base with <ref>: every loosening of budget.json (BUDGET_RAISED), and", "every tool's change (the base measured in a temporary worktree, or its --base-report)"], commands: ["check", "merge"], input: { name: "base", default: "", description: "Git ref to compare with (every loosening of budget.json is listed, and every tool's change against the merge base's figures: measured in a temporary worktree, or read from base-report or reports-dir). Defaults to the pull request's base branch, and on a tag push to the previous release tag (by version order; pre-releases only for a pre-release)." } },
  { flag: "base-report", type: "string", value: "<file>", help: ["base figures from a report saved on the base branch (a file, or a directory of", "<sha>.json), instead of measuring the base"], commands: ["check"], input: { name: "base-report", default: "", description: "A JSON report saved by a run on the base branch (an artifact); used for the base's figures instead of measuring the merge base." } },
  { flag: "base-setup", type: "string", value: "<command>", help: [`with --base: run in the base's worktree before measuring it ("npm ci && npm run build")`], commands: ["check"], input: { name: "base-setup", default: "", description: `Command run in the merge base's worktree before measuring it, e.g. "npm ci && npm run build".` } },
  // The Action takes acceptance from the pull request's label: a reviewed act that shows on the pull request.
  { flag: "accept-growth", type: "boolean", help: ["growth past the budget's growth gates was accepted in review: warnings, not errors"], commands: ["check"] },
  { flag: "unmeasured-base", type: "string", value: "error|warning", help: ["a base server that could not be measured (BASE_UNMEASURED) with growth", "gates: an error (default: a gate without an answer has not passed) or a warning"], commands: ["check"], input: { name: "unmeasured-base", default: "", description: "What a base server that could not be measured (BASE_UNMEASURED) does when budget.json has growth gates: error (default; overrides growth.unmeasuredBase when set) or warning." } },
  { flag: "no-cache", type: "boolean", help: ["count every text and compile every schema afresh; do not read or write", "node_modules/.cache/mcp-budget"], commands: MEASURING, input: { name: "no-cache", default: "false", description: "true: count every text and compile every schema afresh; do not read or write node_modules/.cache/mcp-budget." } },
  { flag: "host", type: "string", value: "<name>", help: ["explain: what that host sends and where it cuts (hosts/*.json: claude-code, codex, …)"], commands: ["explain"] },
  { flag: "anthropic-count", type: "boolean", help: ["with hosts: count Anthropic-format payloads exactly with Anthropic's token-counting", "endpoint (needs ANTHROPIC_API_KEY)"], commands: MEASURING, input: { name: "anthropic-count", default: "false", description: "true: count Anthropic-format host payloads exactly with Anthropic's token-counting endpoint (needs ANTHROPIC_API_KEY in the step's env)." } },
  { flag: "anthropic-model", type: "string", value: "<id>", help: ["the model --anthropic-count counts for (default claude-sonnet-4-6)"], commands: MEASURING, input: { name: "anthropic-model", default: "", description: "The model anthropic-count counts for (default claude-sonnet-4-6)." } },
  { flag: "raises", type: "string", value: "allow|fail", default: "allow", help: ["whether a raise fails the check (default allow: listed loudly)"], commands: ["check", "merge"], input: { name: "raises", default: "allow", description: "What a raised or added limit does: allow (listed loudly) or fail." } },
  { flag: "shard", type: "string", value: "<i/n>", help: ["measure only shard i of n (stable by server name); write --output and merge the shards"], commands: ["check"], input: { name: "shard", default: "", description: "Measure only shard i/n of the servers (a matrix job, e.g. 2/4); the shard's report is judged by a job with mode: merge." } },
  { flag: "capabilities", type: "string", value: "<preset>", help: ["client capabilities declared to every server: none, or all (roots, sampling,", "elicitation, tasks) to see the largest tool list servers offer"], commands: MEASURING, input: { name: "capabilities", default: "", description: "Client capabilities declared to every server: none, or all (roots, sampling, elicitation, tasks) to see the largest tool list servers offer." } },
  { flag: "concurrency", type: "string", value: "<n>", help: ["servers measured at once (default: number of CPUs)"], commands: MEASURING, input: { name: "concurrency", default: "", description: "Servers measured at once (default the runner's CPU count)." } },
  { flag: "max-message-bytes", type: "string", value: "<n>", help: ["largest message kept and tokenized (default 67108864); larger ones are measured in bytes only"], commands: MEASURING, input: { name: "max-message-bytes", default: "", description: "Largest message kept and tokenized (default 67108864); larger ones are measured in bytes only." } },
  { flag: "ci", type: "boolean", help: ["no colour or progress; init and update refuse to write"], commands: ALL },
  { flag: "no-color", type: "boolean", help: ["no colour (also NO_COLOR set, or FORCE_COLOR=0)"], commands: REPORTING },
  { flag: "quiet", type: "boolean", help: ["print errors and the verdict only"], commands: REPORTING },
  { flag: "env", type: "string", multiple: true, value: "<NAME>", help: ["init: a variable the servers need to start (an API key): written to sandbox.passEnv", "so it reaches them from the environment (repeatable)"], commands: ["init"] },
  { flag: "force", type: "boolean", help: ["init: overwrite an existing budget file"], commands: ["init"] },
  { flag: "dry-run", type: "boolean", help: ["init, update: show what would change, write nothing"], commands: ["init", "update"] },
  { flag: "headroom", type: "string", value: "<percent>", help: ["init, update: totals sit this far above today's (default 10)"], commands: ["init", "update"] },
  { flag: "help", type: "boolean", short: "h", help: [], commands: ALL },
  { flag: "version", type: "boolean", short: "v", help: [], commands: ALL },
  // The Action's own inputs: where it runs, what it posts, how it is fed.
  { type: "string", help: [], commands: [], input: { name: "working-directory", default: ".", description: "Directory to run in (a package in a monorepo)." } },
  { type: "string", help: [], commands: [], input: { name: "reports-dir", default: "", description: "Directory of saved reports by commit (<sha>.json). Runs without a base (pushes to the default branch) keep their report there; pull requests use the merge base's report from there instead of measuring the base, and measure it when there is none. Carry it between runs with actions/cache (see docs/action.md)." } },
  { type: "string", help: [], commands: [], input: { name: "fail-on-stale", default: "true", description: "Fail when an oversized entry shrank and budget.json was not lowered (true), or only warn (false)." } },
  { type: "string", help: [], commands: [], input: { name: "comment", default: "false", description: "Post or update one sticky pull request comment with the summary (needs pull-requests write): false, true (= always), always, on-change (a change against the base, a raise or a failure; otherwise only an earlier comment is refreshed), on-failure (likewise, for failures)." } },
  { type: "string", help: [], commands: [], input: { name: "mode", default: "check", description: "check (measure and judge); merge: judge the shard reports of a matrix (shards) as one run; or comment: post the comment from a report another run uploaded (from-report), for a workflow_run job on fork pull requests. Comment mode runs no server and no code of the pull request." } },
  { type: "string", help: [], commands: [], input: { name: "shards", default: "", description: "With mode merge, the shard reports: files, or folders of them (every .json inside), one a line." } },
  { type: "string", help: [], commands: [], input: { name: "from-report", default: "", description: "With mode comment, the path of the JSON report the measuring run uploaded." } },
  { type: "string", help: [], commands: [], input: { name: "github-token", default: "${{ github.token }}", description: "Token for the pull request comment." } }
];
var FLAGS = OPTION_TABLE.filter((option) => option.flag !== void 0);
var CLI_OPTIONS = Object.fromEntries(
  FLAGS.map((option) => [option.flag, { type: option.type, ...option.multiple ? { multiple: true, default: [] } : {}, ...option.short ? { short: option.short } : {}, ...option.type === "boolean" ? { default: false } : option.default !== void 0 ? { default: option.default } : {} }])
);
var ACTION_INPUTS = OPTION_TABLE.flatMap((option) => option.input ? [{ ...option.input, flag: option.flag }] : []);
function misplacedFlag(command, flags) {
  for (const name of flags) {
    const option = FLAGS.find((candidate) => candidate.flag === name);
    if (option && !option.commands.includes(command)) return `--${name} is not an option of ${command} (it is one of ${option.commands.join(", ")})`;
  }
  return void 0;
}
function optionsHelp(command) {
  const shown = FLAGS.filter((option) => option.help.length > 0 && (command === void 0 || option.commands.includes(command)));
  const label = (option) => `--${option.flag}${option.value ? ` ${option.value}` : ""}`;
  const width = Math.max(...shown.filter((option) => label(option).length <= 24).map((option) => label(option).length)) + 2;
  const lines = shown.flatMap((option) => {
    const head = label(option);
    const [first, ...rest] = option.help;
    const pad = " ".repeat(width);
    return head.length + 2 > width ? [`  ${head}`, `  ${pad}${first}`, ...rest.map((line) => `  ${pad}${line}`)] : [`  ${head.padEnd(width)}${first}`, ...rest.map((line) => `  ${pad}${line}`)];
  });
  return [...lines, "  -h, --help, -v, --version"].join("\n");
}

// src/budget/budget-file.ts
import { open, realpath, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
var FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };
function editJson(text, edits) {
  let out = text;
  for (const edit of edits) out = applyEdits(out, modify(out, edit.path, edit.value, FORMAT));
  return out.endsWith("\n") ? out : out + "\n";
}
function lineFinder(text) {
  const place = placeFinder(text);
  return (budgetPath) => place(budgetPath)?.line;
}
function placeFinder(text) {
  const tree = parseTree(text);
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  return (budgetPath) => {
    if (!tree) return void 0;
    for (let depth = budgetPath.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(tree, budgetPath.slice(0, depth));
      if (!node) continue;
      const at = node.parent?.type === "property" ? node.parent.offset : node.offset;
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = low + high + 1 >> 1;
        if (lineStarts[middle] <= at) low = middle;
        else high = middle - 1;
      }
      return { line: low + 1, depth };
    }
    return void 0;
  };
}
async function writeFileAtomic(file, content) {
  const target = await realpath(file).catch(() => file);
  const mode = await stat(target).then((s) => s.mode, () => 420);
  if ((mode & 146) === 0) throw new UsageError(`${file} is read-only; make it writable to let update change it`);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${nodeCrypto().randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(temp, "wx", mode);
  try {
    await handle.writeFile(content, "utf8");
    await handle.sync();
    await handle.close();
    await rename(temp, target);
  } catch (error) {
    await handle.close().catch(() => void 0);
    await rm(temp, { force: true });
    throw error;
  }
}

// src/budget/entry-lines.ts
function entryLineFinder(text) {
  const tree = parseTree(text);
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const lineAt = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = low + high + 1 >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const lineOfKey = (node) => node ? lineAt(node.parent?.type === "property" ? node.parent.offset : node.offset) : void 0;
  return (subject, budgetPath) => {
    if (!tree) return void 0;
    const exact = budgetPath && budgetPath.length > 0 ? lineOfKey(findNodeAtLocation(tree, budgetPath)) : void 0;
    if (exact !== void 0) return exact;
    if (subject.startsWith("fixture:")) {
      const name = subject.slice("fixture:".length);
      const fixtures = findNodeAtLocation(tree, ["fixtures"]);
      const entry = fixtures?.type === "array" ? fixtures.children?.find((child) => findNodeAtLocation(child, ["name"])?.value === name) : void 0;
      return entry ? lineAt(entry.offset) : lineOfKey(findNodeAtLocation(tree, ["oversized", subject]));
    }
    const server = subject.includes("/") ? subject.slice(0, subject.indexOf("/")) : subject;
    return lineOfKey(findNodeAtLocation(tree, ["oversized", subject])) ?? lineOfKey(findNodeAtLocation(tree, ["servers", server]));
  };
}

// src/budget/repository-path.ts
import { existsSync, realpathSync } from "node:fs";
import path2 from "node:path";
function repositoryPath(cwd, file) {
  const absolute = path2.resolve(cwd, file);
  let dir;
  try {
    dir = realpathSync(path2.dirname(absolute));
  } catch {
    return void 0;
  }
  const real = path2.join(dir, path2.basename(absolute));
  for (let top = dir; ; top = path2.dirname(top)) {
    if (existsSync(path2.join(top, ".git"))) return path2.relative(top, real).split(path2.sep).join("/");
    if (path2.dirname(top) === top) return void 0;
  }
}

// src/commands/command-context.ts
function budgetLocation(budget, cwd) {
  if (!budget) return {};
  const repositoryFile = repositoryPath(cwd, budget.file);
  const lines = budget.text ? { lineOf: lineFinder(budget.text), entryLineOf: entryLineFinder(budget.text) } : {};
  return { ...lines, ...repositoryFile ? { repositoryFile } : {} };
}
function placeFinder2(budget) {
  return budget?.text ? placeFinder(budget.text) : void 0;
}

// src/commands/merge-command.ts
import path3 from "node:path";
async function mergeCommand(configFile, reportFiles, context) {
  const loaded = await loadBudget(path3.resolve(context.cwd, configFile), configFile);
  const reports = await readShards(reportFiles, loaded.text, configFile, context.cwd);
  if (context.base) refuseUnpoliced(reports, configFile, context.base);
  const base = context.base ? await loadBase(context.cwd, configFile, context.base) : void 0;
  const head = await resolveBudgetServers(loaded, context.callerEnv);
  const baseSide = base ? await resolveBase(base, loaded, context.callerEnv) : void 0;
  const measurement = shardMeasurement(reports, head.servers.map((server) => server.name), loaded.config, configFile);
  const evidence = baseSide ? { budget: baseSide.evidence, headServers: serverConfigs(head), raises: context.raises ?? "allow", acceptGrowth: false, setupGiven: false } : void 0;
  const { report, budgetFigures } = judge(loaded.config, measurement, configFile, evidence);
  return { report, exitCode: exitCodeFor(report), budget: { file: configFile, text: loaded.text }, ...budgetFigures ? { baseFigures: budgetFigures } : {} };
}
function refuseUnpoliced(reports, configFile, base) {
  const unpoliced = reports.flatMap((r) => r.servers.filter((server) => server.policy?.source === "budget").map((server) => server.name));
  if (unpoliced.length === 0) return;
  throw new UsageError(`merge refused: ${unpoliced.map((n) => JSON.stringify(n)).join(", ")} ${unpoliced.length === 1 ? "was" : "were"} measured under the ${configFile} under review (a shard ran without --base), not under the base's reach; run every shard with --base ${base}`);
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
  const names = reports.flatMap((r) => r.servers.map((s) => s.name));
  const twice = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
  if (twice.length > 0) throw new UsageError(`merge refused: ${twice.map((n) => JSON.stringify(n)).join(", ")} measured by two shards; give every shard the same --base-report (or none)`);
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

// src/report/finding-pages.ts
var REPOSITORY = package_default.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");
function findingPageUrl(code) {
  return `${REPOSITORY}/blob/v${package_default.version}/docs/findings/${code}.md`;
}

// src/report/reporters/badge.ts
var COLOR = { 0: "brightgreen", 1: "red", 3: "orange" };
function renderBadge(report) {
  const code = exitCodeFor(report);
  const message = `${fmt(report.totals.tools)} tools · ${fmt(report.totals.tokens)} tokens${code === 0 ? "" : code === 3 ? " · server failed" : " · over budget"}`;
  return JSON.stringify({ schemaVersion: 1, label: "MCP context", message, color: COLOR[code] ?? "lightgrey" }) + "\n";
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
  if (dropped > 0) lines.push(`::notice title=mcp-budget::${dropped} more finding(s) not annotated; see the job summary or the JSON report`);
  return lines.join("\n") + (lines.length ? "\n" : "");
}
function annotation(finding, options) {
  const properties = [];
  const file = options.configFile ?? "budget.json";
  const line = finding.path ? options.lineOf?.(finding.path) : void 0;
  properties.push(`file=${escapeProperty(file)}`);
  if (line) properties.push(`line=${line}`);
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
  return { changed, unchanged: table.subjects.length - changed.length, withHosts: changed.some((row) => row.hosts !== "") };
}
function hostDeltas(hosts) {
  const delta = (host) => `${signed(host.deltaBytes)} B · ${signed(host.deltaTokens)} tok`;
  if (hosts.length > 1 && hosts.every((host) => delta(host) === delta(hosts[0]))) return `every host (${hosts.length}) ${delta(hosts[0])}`;
  return hosts.map((host) => `${host.host} ${delta(host)}`).join(", ");
}
function totalLine(table) {
  const { before, after, deltaBytes, deltaTokens } = table.total;
  if (table.servers.length === 0 && table.unmeasured?.length) return `no total compared: no server was measured on both sides (${table.unmeasured.join(", ")}: unmeasured at the base)`;
  const scope = table.unmeasured?.length ? `total of the servers compared (not ${table.unmeasured.join(", ")}: unmeasured at the base)` : "total";
  return `${scope} ${figures(before)} → ${figures(after)} (${signed(deltaBytes)} B${percent(deltaBytes, before.bytes)} · ${signed(deltaTokens)} tok)`;
}
var short = (commit) => commit?.slice(0, 7);
function changeHeading(table) {
  const commit = short(table.commit);
  if (table.source === "measured") return `${table.ref} (${commit ? `${commit}, ` : ""}measured at the merge base)`;
  return commit ? `${commit} (from that commit's saved report)` : `the saved report ${table.ref} (it names no commit)`;
}
function baseBanner(base) {
  if (!base) return [];
  const unmeasured = (base.servers ?? []).filter((server) => server.source === "unmeasured");
  if (base.source !== "unmeasured" && unmeasured.length === 0) return [];
  const name = `${base.ref}${base.commit ? ` (${short(base.commit)})` : ""}`;
  if (base.error !== void 0) return [`Base ${name} NOT MEASURED: ${base.error}. No tool is compared with it.`];
  return [`Base ${name} NOT MEASURED for ${unmeasured.length} server(s): their tools are not compared (none is new or removed).`, ...unmeasured.map((server) => `  ${server.name}: ${server.reason ?? "no figures"}`)];
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
var OVERSIZED_ENTRY = /\((".+?"): \{ "(bytes|tokens|chars)": (\d+) \}\)/;
var distinct = (values) => [...new Set(values)];
function blockFixes(findings) {
  const fixes = distinct(findings.map((finding) => finding.fix).filter((fix) => fix !== void 0));
  if (fixes.length < 2) return fixes;
  const sameSaving = distinct(findings.map(({ measured: measured2 }) => measured2 ? JSON.stringify({ ...measured2, shortBy: void 0 }) : ""));
  if (sameSaving.length !== 1) return fixes;
  const owns = joinedOwnFixes(distinct(findings.map((finding) => finding.measured ? finding.ownFix : finding.fix).filter((fix) => fix !== void 0)));
  const lead = findings[0];
  if (!lead.measured) return owns;
  const shortBy = findings.map(({ measured: measured2 }) => measured2?.shortBy).filter((short2) => short2 !== void 0);
  const measured = measuredWords(lead.measured, lead, shortBy);
  return owns.length === 1 ? [withMeasured(owns[0], measured)] : [...owns, measured];
}
function joinedOwnFixes(owns) {
  const normal = (fix) => fix.replace(OVERSIZED_ENTRY, "()").replace(/at today's (size|length)/, "at today's figure");
  const groups = /* @__PURE__ */ new Map();
  for (const fix of owns) groups.set(normal(fix), [...groups.get(normal(fix)) ?? [], fix]);
  return [...groups.values()].flatMap((fixes) => {
    if (fixes.length < 2) return fixes;
    const entries = fixes.map((fix) => OVERSIZED_ENTRY.exec(fix));
    if (!entries.every((entry) => entry && entry[1] === entries[0][1])) return fixes;
    const units = entries.map((entry) => `"${entry[2]}": ${entry[3]}`).join(", ");
    return [fixes[0].replace(OVERSIZED_ENTRY, `(${entries[0][1]}: { ${units} })`).replace(/at today's (size|length)/, "at today's figures")];
  });
}

// src/report/reporters/markdown.ts
var MAX_MARKDOWN_BYTES = 9e5;
var MAX_LISTED_NOTES = 100;
var MAX_LISTED_REASONS = 50;
function reasonLine(block, measured) {
  const [first] = block.findings;
  const messages = [...new Set(block.findings.map((finding) => {
    const said = finding.actual === void 0 || finding.limit === void 0 || finding.message.includes(fmt(finding.actual));
    const figure = said ? "" : `${fmt(finding.actual)} \\> ${fmt(finding.limit)}${finding.unit ? ` ${finding.unit}` : ""}: `;
    return `${figure}${markdownText(firstLine(finding.message))}`;
  }))];
  const inTable = measured.has(first.subject);
  const fixes = inTable ? joinedOwnFixes([...new Set(block.findings.map((finding) => finding.measured ? finding.ownFix : finding.fix).filter((fix2) => fix2 !== void 0))]) : blockFixes(block.findings);
  const pointer = inTable ? `${fixes.length > 0 ? "; " : " Fix: "}a measured fix for it is under "Measured fixes"` : "";
  const fix = fixes.length > 0 ? ` Fix: ${fixes.map((text) => markdownText(firstLine(text))).join(" / ")}` : "";
  const codes = [...new Set(block.findings.map((finding) => finding.code))];
  return `${codes.map((code) => `**${code}**`).join(" ")} ${markdownText(first.subject)}: ${messages.join("; ")}${fix}${pointer}${codes.map(pageLink).join("")}`;
}
function pageLink(code) {
  return ` ([${code}](${findingPageUrl(code)}))`;
}
function renderMarkdown(untrusted, options) {
  const report = withControlsShown(untrusted);
  const out = [];
  const errors = report.findings.filter((f) => f.severity === "error");
  const title = report.ok ? "✅ mcp-budget: within budget" : `❌ mcp-budget: ${fmt(errors.length)} error(s)`;
  out.push(`## ${title}`, "");
  if (errors.length > 0) {
    out.push("### Why it failed", "");
    const blocks = findingBlocks(errors);
    const measured = new Set((report.fixes ?? []).map((fix) => fix.subject));
    for (const block of blocks.slice(0, MAX_LISTED_REASONS)) out.push(`- ${reasonLine(block, measured)}`);
    const left = blocks.slice(MAX_LISTED_REASONS).reduce((sum, block) => sum + block.findings.length, 0);
    if (left > 0) out.push(`- _${fmt(left)} more errors: every finding is in the JSON report (the \`report\` output; upload it as an artifact)._`);
    out.push("");
  }
  const raises = report.findings.filter((f) => f.code === "BUDGET_RAISED");
  if (raises.length > 0) {
    out.push("### Budget raised in this change", "");
    for (const raise of raises) out.push(`- ${markdownText(raise.path ? formatPath(raise.path) : raise.subject)}: ${markdownText(raise.message)}`);
    out.push("");
  }
  const banner = baseBanner(report.base);
  if (banner.length > 0) {
    out.push("### ⚠️ Base not measured", "", markdownText(banner[0]), "");
    for (const line of banner.slice(1)) out.push(`- ${markdownText(line.trim())}`);
    if (banner.length > 1) out.push("");
  }
  out.push(`${fmt(report.totals.tools)} tools · ${fmt(report.totals.bytes)} bytes · ${fmt(report.totals.tokens)} tokens (${report.tokenizer}) across ${report.totals.servers} server(s)`, "");
  const unsandboxed = report.servers.filter((server) => server.sandbox?.missing?.length);
  if (unsandboxed.length > 0) {
    out.push("### ⚠️ Servers ran without their full sandbox", "");
    for (const server of unsandboxed) out.push(`- ${markdownText(server.name)}: ${markdownText(server.sandbox.reason ?? `no ${server.sandbox.missing.join(", ")} isolation`)}`);
    out.push("");
  }
  for (const note of baseNotes(report.base)) out.push(`_${markdownText(note)}_`, "");
  if (report.changes) {
    const { changed: changed2, unchanged: unchanged2, withHosts } = changeRows(report.changes);
    out.push(`### Changes against ${markdownText(changeHeading(report.changes))}`, "", markdownText(totalLine(report.changes)), "");
    if (changed2.length > 0) {
      out.push(`| subject | change | base | head | Δ (bytes · tokens) | changed in |${withHosts ? " Δ as hosts send it |" : ""}`, `|---|---|---:|---:|---|---|${withHosts ? "---|" : ""}`);
      out.push(...withinShare(changed2.map((row) => `| ${markdownText(row.subject)} | ${markdownText(row.kind)} | ${row.base} | ${row.head} | ${row.delta} | ${markdownText(row.parts)} |${withHosts ? ` ${markdownText(row.hosts)} |` : ""}`), "change"));
      out.push("");
    }
    if (unchanged2 > 0) out.push(`_${unchanged2} unchanged._`, "");
  }
  if (report.contracts && report.contracts.changes.length > 0) out.push(...contractLines(report.contracts));
  if (report.fixes?.length) {
    out.push("### Measured fixes", "", "| failing | change | saves |", "|---|---|---:|");
    for (const { subject, proposal } of report.fixes) {
      const where = proposal.subject === subject ? "" : `${markdownText(proposal.subject)}: `;
      out.push(`| ${markdownText(subject)} | ${where}${markdownText(proposal.change)}${proposal.lossless ? "" : " (a choice)"} | ${fmt(proposal.saves.tokens)} tok · ${fmt(proposal.saves.bytes)} B |`);
    }
    const config = configOption(options.configFile);
    out.push("", `_\`npx mcp-budget suggest <subject>${config}\` lists every measured change; after one, \`npx mcp-budget update${config}\` lowers the budget._`, "");
  }
  const rows = buildRows(report, options);
  const changed = rows.filter((row) => row.rank < 4);
  const unchanged = rows.filter((row) => row.rank >= 4);
  const header = ["| subject | limit | actual | Δ vs base | status |", "|---|---:|---:|---:|---|"];
  let used = Buffer.byteLength(out.join("\n"));
  let omitted = 0;
  const emit = (target, list) => {
    for (const row of list) {
      const delta = row.delta === void 0 ? "" : `${row.delta > 0 ? `+${fmt(row.delta)}` : fmt(row.delta)}${row.deltaUnit ? `${row.deltaUnit === "%" ? "" : " "}${row.deltaUnit}` : ""}`;
      const line = `| ${markdownText(row.subject)} | ${row.limit} | ${row.actual} | ${delta} | ${row.status} |`;
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
    out.push(`<details><summary>${unchanged.length} unchanged subject(s)</summary>`, "", ...header, ...folded, "", "</details>", "");
  }
  if (omitted > 0) out.push(`_${omitted} row(s) omitted to stay under GitHub's summary size limit; see the JSON report._`, "");
  const notes = report.findings.filter((f) => f.severity !== "error" && f.code !== "BUDGET_RAISED");
  if (notes.length > 0) {
    out.push("<details><summary>Warnings and notices</summary>", "");
    for (const note of notes.slice(0, MAX_LISTED_NOTES)) out.push(`- **${note.code}** ${markdownText(firstLine(note.subject))}: ${markdownText(firstLine(note.message))}${pageLink(note.code)}`);
    if (notes.length > MAX_LISTED_NOTES) out.push(`- _${fmt(notes.length - MAX_LISTED_NOTES)} more: every finding is in the JSON report (the \`report\` output; upload it as an artifact)._`);
    out.push("", "</details>", "");
  }
  return out.join("\n");
}
function buildRows(report, options) {
  const rows = [];
  const failed = /* @__PURE__ */ new Set();
  const base = report.changes ? measuredBase(report.changes) : options.baseFigures;
  const deltaOf = (subject, unit, actual) => {
    const before = base?.get(`${subject}|${unit}`);
    return before === void 0 || actual === void 0 ? void 0 : actual - before;
  };
  const measured = /* @__PURE__ */ new Map();
  for (const server of report.servers) for (const tool of server.tools) measured.set(`${server.name}/${tool.name}`, `${fmt(tool.bytes)} B · ${fmt(tool.tokens)} tok`);
  for (const fixture of report.fixtures) {
    if (fixture.pages.length > 0) measured.set(`fixture:${fixture.name}`, `${fmt(fixture.pages.reduce((max, p) => Math.max(max, p.wireBytes), 0))} B · ${fmt(fixture.pages.reduce((max, p) => Math.max(max, p.tokens), 0))} tok`);
  }
  for (const finding of report.findings) {
    if (finding.code === "BUDGET_RAISED") {
      const deltaUnit = finding.unit ? UNIT_LABEL[finding.unit] ?? finding.unit : unitOfKey(String(finding.path?.at(-1) ?? ""));
      const figure = (n) => n === void 0 ? "none" : `${fmt(n)}${deltaUnit === "%" ? "%" : ""}`;
      rows.push({
        subject: finding.path ? formatPath(finding.path) : finding.subject,
        limit: finding.limit === void 0 && finding.actual === void 0 ? markdownText(firstLine(finding.message)) : `${figure(finding.limit)} → ${figure(finding.actual)}`,
        actual: measured.get(finding.subject) ?? "",
        delta: finding.limit !== void 0 && finding.actual !== void 0 ? finding.actual - finding.limit : void 0,
        deltaUnit,
        status: finding.severity === "error" ? "❌ raised" : "⬆️ raised",
        rank: finding.severity === "error" ? 0 : 1
      });
      continue;
    }
    if (finding.severity !== "error") continue;
    failed.add(finding.subject);
    rows.push({
      subject: `${finding.subject}${finding.unit ? ` (${finding.unit})` : ""}`,
      limit: finding.limit === void 0 ? "" : fmt(finding.limit),
      actual: finding.actual === void 0 ? "" : fmt(finding.actual),
      delta: deltaOf(finding.subject, finding.unit, finding.actual),
      ...finding.unit ? { deltaUnit: UNIT_LABEL[finding.unit] ?? finding.unit } : {},
      // A failure without figures (a server that did not start) says why in the row itself.
      status: finding.limit === void 0 && finding.actual === void 0 ? `❌ ${finding.code}: ${markdownText(firstLine(finding.message))}` : `❌ ${finding.code}`,
      rank: 0
    });
  }
  const pair = (ceiling) => ceiling && (ceiling.bytes !== void 0 || ceiling.tokens !== void 0) ? `${ceiling.bytes === void 0 ? "–" : fmt(ceiling.bytes)} B · ${ceiling.tokens === void 0 ? "–" : fmt(ceiling.tokens)} tok` : "";
  const kinds = new Map(report.changes?.subjects.map((change) => [change.subject, change.kind]));
  const row = (subject, ceiling, bytes, tokens) => {
    const byBytes = deltaOf(subject, "bytes", bytes);
    const delta = byBytes ?? deltaOf(subject, "tokens", tokens);
    const deltaUnit = byBytes !== void 0 ? "B" : "tok";
    const kind = kinds.get(subject);
    const rank = kind === "new" || kind === "changed" ? 2 : delta === void 0 || delta === 0 ? 4 : delta > 0 ? 2 : 3;
    const status = kind === "new" ? "🆕 new" : kind === "changed" ? "✎ text changed" : rank === 2 ? "↗ grew" : rank === 3 ? "↘ shrank" : "✅";
    rows.push({ subject, limit: ceiling, actual: `${fmt(bytes)} B · ${fmt(tokens)} tok`, delta, deltaUnit, status, rank });
  };
  for (const server of report.servers) {
    for (const tool of server.tools) {
      const subject = `${server.name}/${tool.name}`;
      if (!failed.has(subject)) row(subject, pair(tool.ceiling), tool.bytes, tool.tokens);
    }
    if (server.ok && server.instructions) row(`instructions:${server.name}`, "", server.instructions.bytes, server.instructions.tokens);
    for (const list of surfaceReports(server)) {
      if (list.failed !== void 0) continue;
      const kind = listedKind(list.method);
      for (const item of list.items) {
        const subject = `${kind}:${server.name}/${item.name}`;
        if (!failed.has(subject)) row(subject, pair(item.ceiling), item.bytes, item.tokens);
      }
    }
  }
  for (const fixture of report.fixtures) {
    const subject = `fixture:${fixture.name}`;
    if (failed.has(subject) || fixture.pages.length === 0) continue;
    row(subject, pair(fixture.ceiling), fixture.pages.reduce((max, p) => Math.max(max, p.wireBytes), 0), fixture.pages.reduce((max, p) => Math.max(max, p.tokens), 0));
  }
  return rows.sort((a, b) => a.rank - b.rank);
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
  const lines = [`### Tool contracts: a ${suggestedBump} change${release}`, "", "| tool | change | where | class | semver |", "|---|---|---|---|---|"];
  const rows = [];
  for (const change of contracts.changes) {
    rows.push(`| ${markdownText(change.subject)} | ${markdownText(change.change)}${change.detail === void 0 ? "" : `: ${markdownText(change.detail)}`} | ${change.path === void 0 ? "" : markdownText(change.path)} | ${change.class ?? ""} | ${change.bump} |`);
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
  return omitted > 0 ? [...kept, "", `_${omitted} more ${what}(s) not listed, to stay under GitHub's summary size limit; see the JSON report._`] : kept;
}

export {
  COMMANDS,
  CLI_OPTIONS,
  ACTION_INPUTS,
  misplacedFlag,
  optionsHelp,
  editJson,
  writeFileAtomic,
  budgetLocation,
  placeFinder2 as placeFinder,
  mergeCommand,
  findingPageUrl,
  renderBadge,
  renderGithub,
  changeRows,
  totalLine,
  changeHeading,
  baseBanner,
  baseNotes,
  findingBlocks,
  blockFixes,
  renderMarkdown
};
