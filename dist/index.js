import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  measureCommand
} from "./chunks/chunk-C62YV2YP.js";
import {
  FINDING_CATALOG,
  checkCommand
} from "./chunks/chunk-EIT47UEW.js";
import "./chunks/chunk-N3ZTSCD5.js";
import "./chunks/chunk-5KRS2ZQA.js";
import {
  ConfigError,
  UsageError
} from "./chunks/chunk-ISOPEFMY.js";
import "./chunks/chunk-LEJ6JWSO.js";
import "./chunks/chunk-QTJ6MSOD.js";
import "./chunks/chunk-HANBNIMK.js";

// src/index.ts
import os from "node:os";
async function check(input = {}) {
  const { report, exitCode } = await checkCommand(input.config ?? "budget.json", {
    cwd: input.cwd ?? process.cwd(),
    callerEnv: input.env ?? process.env,
    concurrency: input.concurrency ?? os.availableParallelism(),
    ...input.base ? { base: input.base } : {},
    ...input.raises ? { raises: input.raises } : {}
  });
  return { report, exitCode };
}
async function measure(input = {}) {
  const { report, exitCode } = await measureCommand(input.config ?? "budget.json", input.servers ?? [], {
    cwd: input.cwd ?? process.cwd(),
    callerEnv: input.env ?? process.env,
    concurrency: input.concurrency ?? os.availableParallelism()
  });
  return { report, exitCode };
}
export {
  ConfigError,
  FINDING_CATALOG,
  UsageError,
  check,
  measure
};
