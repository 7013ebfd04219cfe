import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import { __m20_measureCommand as measureCommand } from "./chunks/cli-start-580920F0.js";
import "./chunks/cli-start-580920F0.js";
import { __m12_checkCommand as checkCommand } from "./chunks/cli-start-580920F0.js";
import { __m4_runOptions as runOptions, __m4_wholeNumber as wholeNumber } from "./chunks/cli-start-580920F0.js";
import { __m5_defaultConcurrency as defaultConcurrency } from "./chunks/cli-start-580920F0.js";
import {
  FINDING_CATALOG
} from "./chunks/chunk-3UE7XOA3.js";
import "./chunks/chunk-VV6WRPXC.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/start-shared-3AE6A6EC.js";
import "./chunks/chunk-4FMI7NQJ.js";
import {
  ConfigError,
  UsageError
} from "./chunks/chunk-2TKON5YV.js";
import "./chunks/chunk-HANBNIMK.js";

// src/index.ts
function inputSource(input) {
  const key = (flag) => flag.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
  return {
    text: (flag) => input[key(flag)] === void 0 ? void 0 : String(input[key(flag)]),
    flag: (flag) => input[key(flag)] === true,
    label: (flag) => `option ${key(flag)}`
  };
}
async function check(input = {}) {
  const env = input.env ?? process.env;
  const { report, exitCode } = await checkCommand(input.config ?? "budget.json", {
    cwd: input.cwd ?? process.cwd(),
    callerEnv: env,
    ...runOptions(inputSource({ ...input }), env),
    ...input.base ? { base: input.base } : {},
    ...input.acceptGrowth ? { acceptGrowth: true } : {}
  });
  return { report, exitCode };
}
async function measure(input = {}) {
  const { report, exitCode } = await measureCommand(input.config ?? "budget.json", input.servers ?? [], {
    cwd: input.cwd ?? process.cwd(),
    callerEnv: input.env ?? process.env,
    concurrency: wholeNumber("option concurrency", input.concurrency === void 0 ? void 0 : String(input.concurrency), 1) ?? defaultConcurrency(),
    ...input.starts === void 0 ? {} : { starts: runOptions(inputSource({ starts: input.starts }), {}).starts }
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
