import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  measureCommand
} from "./chunks/chunk-EG5KE344.js";
import {
  checkCommand,
  runOptions,
  wholeNumber
} from "./chunks/chunk-NKM3ELWC.js";
import {
  defaultConcurrency
} from "./chunks/chunk-SP3OC7J5.js";
import {
  FINDING_CATALOG
} from "./chunks/chunk-YPM36Z3Y.js";
import "./chunks/chunk-HVNGL4Q7.js";
import "./chunks/chunk-Y4ZUPSUO.js";
import "./chunks/chunk-NLHM3OQB.js";
import "./chunks/chunk-LVU6NGCN.js";
import "./chunks/chunk-DM3L3IIO.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/chunk-RG7MEG2N.js";
import "./chunks/chunk-ASKM6FBG.js";
import "./chunks/chunk-YIP5KU67.js";
import "./chunks/chunk-LG7IJHAI.js";
import {
  ConfigError,
  UsageError
} from "./chunks/chunk-OUCDQDYO.js";
import "./chunks/chunk-LEJ6JWSO.js";
import "./chunks/chunk-QTJ6MSOD.js";
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
    concurrency: wholeNumber("option concurrency", input.concurrency === void 0 ? void 0 : String(input.concurrency), 1) ?? defaultConcurrency()
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
