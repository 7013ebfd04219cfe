import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  serversWithoutBudget
} from "./chunk-VSNC44ME.js";
import {
  measureBudgetServers
} from "./chunk-S6UUP5FB.js";
import {
  judgeAndRender
} from "./chunk-ESD2SCQT.js";
import {
  resolveBudgetServers
} from "./chunk-WW27EMXN.js";
import {
  loadBudget
} from "./chunk-SWRCSYGP.js";
import {
  mark
} from "./chunk-4FMI7NQJ.js";
import {
  userError
} from "./chunk-2TKON5YV.js";

// src/commands/measure-command.ts
import { existsSync } from "node:fs";
import path from "node:path";
async function measureCommand(configFile, serverSpecs, context) {
  const loaded = await budgetOrServers(configFile, serverSpecs, context);
  const servers = await resolveBudgetServers(loaded, context.callerEnv);
  mark("config loaded");
  const measurement = await measureBudgetServers(loaded, servers, context);
  mark("measured");
  const { judge, judgeContracts, exitCodeFor } = await judgeAndRender();
  const report = loaded.text ? judge(loaded.config, measurement, configFile).report : judgeContracts(loaded.config, measurement);
  mark("judged");
  return {
    report,
    exitCode: exitCodeFor(report),
    ...loaded.text ? { budget: { file: configFile, text: loaded.text } } : {}
  };
}
async function budgetOrServers(configFile, serverSpecs, context) {
  const file = path.resolve(context.cwd, configFile);
  if (context.configGiven && serverSpecs.length === 0 && !existsSync(file))
    throw userError("CONFIG_NOT_FOUND", { file: configFile });
  if (serverSpecs.length > 0 || !existsSync(file))
    return { file, dir: context.cwd, text: "", config: serversWithoutBudget(serverSpecs, context.cwd) };
  return loadBudget(file, configFile);
}

export {
  measureCommand
};
