import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  loadBaseSide,
  measureBaseSide,
  resolveBaseSide
} from "./chunk-AE52OE7J.js";
import {
  runSetup
} from "./chunk-7XT4267Q.js";
import {
  measureBudgetServers
} from "./chunk-S6UUP5FB.js";
import {
  judgeAndRender
} from "./chunk-ESD2SCQT.js";
import {
  budgetDigest
} from "./chunk-MY2LJSFD.js";
import {
  readCheckout,
  resolveBudgetServers
} from "./chunk-WW27EMXN.js";
import {
  loadBudget
} from "./chunk-SWRCSYGP.js";
import {
  EXIT,
  userError
} from "./chunk-2TKON5YV.js";

// src/commands/check-command.ts
import path from "node:path";

// src/commands/head-setup.ts
import { realpathSync } from "node:fs";
async function setUpHead(command, budgetDir, checkout, context) {
  const workTree = checkout.top ? realpathSync(checkout.top) : budgetDir;
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
  const loaded = await loadBudget(path.resolve(context.cwd, configFile), configFile);
  if (context.stale) loaded.config.ratchet = { ...loaded.config.ratchet, stale: context.stale };
  const checkout = await readCheckout(context.cwd);
  const commit = checkout.head;
  const loadedBase = againstBase ? await loadBaseSide(loaded, checkout, configFile, context, judging) : void 0;
  try {
    const head = await resolveBudgetServers(loaded, context.callerEnv);
    const baseSide = loadedBase ? await resolveBaseSide(loadedBase, loaded, context.callerEnv) : void 0;
    if (context.setup) await setUpHead(context.setup, loaded.dir, checkout, context);
    const measuring = baseSide?.shardTimes ? { ...context, shardTimes: baseSide.shardTimes } : context;
    const measurement = await measureBudgetServers(
      loaded,
      head,
      againstBase ? { probeCapabilities: true, ...measuring } : measuring,
      baseSide?.budget?.trusted
    );
    const base = baseSide?.base;
    if (!judging) {
      const { judgeContracts, exitCodeFor: exitCodeFor2 } = await judgeAndRender();
      const shard = {
        ...context.shard,
        ...base ? { baseCommit: base.budget.mergeBase } : {},
        budgetSha256: budgetDigest(loaded.text)
      };
      const report2 = judgeContracts(loaded.config, measurement, configFile, { ...commit ? { commit } : {}, shard });
      return { report: report2, exitCode: exitCodeFor2(report2), budget: { file: configFile, text: loaded.text } };
    }
    const evidence = baseSide ? await measureBaseSide(baseSide, loaded, context, measurement, head) : void 0;
    const { verdictOf, reportOf, exitCodeFor } = await judgeAndRender();
    const verdict = verdictOf(loaded.config, measurement, configFile, evidence);
    const fixed = exitCodeFor(verdict) === EXIT.overBudget ? await (await import("./measured-fixes-HQORIQGO.js")).measuredFixes(loaded, verdict.findings, measurement) : void 0;
    const report = reportOf(measurement, verdict, configFile, { ...commit ? { commit } : {}, ...fixed });
    return {
      report,
      exitCode: exitCodeFor(report),
      budget: { file: configFile, text: loaded.text },
      ...verdict.budgetFigures ? { baseFigures: verdict.budgetFigures } : {}
    };
  } finally {
    await loadedBase?.tree?.close();
  }
}

export {
  checkCommand
};
