import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  exitCodeFor,
  judge
} from "./chunk-66OET7AE.js";
import { __m14_loadBase as loadBase, __m14_readReportFile as readReportFile, __m14_resolveBase as resolveBase, __m14_serverConfigs as serverConfigs } from "./cli-start-580920F0.js";
import { __m5_budgetDigest as budgetDigest } from "./cli-start-580920F0.js";
import { __m6_readCheckout as readCheckout, __m6_resolveBudgetServers as resolveBudgetServers } from "./cli-start-580920F0.js";
import { __m0_loadBudget as loadBudget } from "./start-shared-3AE6A6EC.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

// src/commands/merge-command.ts
import path from "node:path";
async function mergeCommand(configFile, reportFiles, context) {
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  const reports = await readShards(reportFiles, loaded.text, configFile, context.cwd);
  if (context.base) refuseUnpoliced(reports, configFile, context.base);
  const checkout = await readCheckout(context.cwd);
  const base = context.base ? await loadBase(checkout, configFile, context.base) : void 0;
  refuseOtherCommits(
    reportFiles,
    reports,
    checkout.head,
    base && { ref: context.base, commit: base.budget.mergeBase }
  );
  const head = await resolveBudgetServers(loaded, context.callerEnv);
  const baseSide = base ? await resolveBase(base, loaded, context.callerEnv) : void 0;
  const measurement = shardMeasurement(
    reports,
    head.servers.map((server) => server.name),
    loaded.config,
    configFile
  );
  const evidence = baseSide ? {
    budget: baseSide.evidence,
    headServers: serverConfigs(head),
    raises: context.raises ?? "allow",
    acceptGrowth: false,
    setupGiven: false
  } : void 0;
  const { report, budgetFigures } = judge(loaded.config, measurement, configFile, evidence);
  return {
    report,
    exitCode: exitCodeFor(report),
    budget: { file: configFile, text: loaded.text },
    ...budgetFigures ? { baseFigures: budgetFigures } : {}
  };
}
function refuseUnpoliced(reports, configFile, base) {
  const unpoliced = reports.flatMap(
    (r) => r.servers.filter((server) => server.policy?.source === "budget").map((server) => server.name)
  );
  if (unpoliced.length === 0) return;
  throw userError("MERGE_UNPOLICED", { servers: unpoliced, file: configFile, base });
}
function refuseOtherCommits(files, reports, here, base) {
  const short = (sha) => sha ? sha.slice(0, 12) : "no commit";
  const named = reports.map((report, i) => ({
    file: files[i],
    commit: report.commit,
    base: report.shard?.baseCommit
  }));
  const problems = [];
  const commits = new Set(named.map((shard) => shard.commit));
  if (commits.size > 1)
    problems.push(
      `shards measured different commits (${named.map((shard) => `${shard.file} ${short(shard.commit)}`).join(", ")})`
    );
  else if (here !== void 0 && named[0].commit !== here)
    problems.push(
      `the shards measured ${short(named[0].commit)}, but HEAD here is ${short(here)}: merge in a checkout of the commit the shards measured`
    );
  if (base) {
    const other = named.filter((shard) => shard.base !== base.commit);
    if (other.length > 0)
      problems.push(
        `${other.map((shard) => shard.file).join(", ")} were measured against the base ${[...new Set(other.map((shard) => short(shard.base)))].join(", ")}, but --base ${base.ref} has the merge base ${short(base.commit)} here`
      );
  }
  if (problems.length > 0) throw userError("MERGE_SHARDS_DISAGREE", { problems });
}
async function readShards(reportFiles, budgetText, configFile, cwd) {
  const digest = budgetDigest(budgetText);
  const reports = [];
  for (const file of reportFiles) {
    const report = await readReportFile(file, cwd, "merge");
    if (!report.shard) throw userError("MERGE_NOT_A_SHARD", { file });
    reports.push(report);
  }
  if (reports.length === 0) throw userError("MERGE_NEEDS_REPORTS");
  const count = reports[0].shard.count;
  const problems = [];
  if (new Set(reports.map((r) => r.tokenizer)).size > 1)
    problems.push(`shards disagree on the tokenizer (${[...new Set(reports.map((r) => r.tokenizer))].join(", ")})`);
  if (reports.some((r) => r.shard.budgetSha256 !== digest))
    problems.push(`shards were measured against a different ${configFile} than this one`);
  if (reports.some((r) => r.shard.count !== count)) problems.push("shards disagree on the number of shards");
  const indices = reports.map((r) => r.shard.index).sort((a, b) => a - b);
  const expected = Array.from({ length: count }, (_, i) => i + 1);
  if (indices.join() !== expected.join())
    problems.push(`need shards ${expected.join(", ")} once each, got ${indices.join(", ")}`);
  if (problems.length > 0) throw userError("MERGE_SHARDS_DISAGREE", { problems });
  return reports;
}
function shardMeasurement(reports, order, config, configFile) {
  const measured = new Set(
    reports.flatMap((r) => [...r.servers.map((s) => s.name), ...(r.skippedServers ?? []).map((s) => s.server)])
  );
  const names = reports.flatMap((r) => r.servers.map((s) => s.name));
  const twice = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
  if (twice.length > 0) throw userError("MERGE_MEASURED_TWICE", { servers: twice });
  const missing = order.filter((name) => !measured.has(name));
  if (missing.length > 0) throw userError("MERGE_UNMEASURED", { servers: missing, file: configFile });
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

export {
  mergeCommand
};
