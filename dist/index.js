import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  measureCommand
} from "./chunks/chunk-FD6CCBEL.js";
import "./chunks/chunk-6SPY4ER4.js";
import {
  checkCommand
} from "./chunks/chunk-MFMDU7S7.js";
import "./chunks/chunk-QIPKT576.js";
import "./chunks/chunk-SHPSVJMJ.js";
import {
  runOptions,
  wholeNumber
} from "./chunks/chunk-N74NYJOO.js";
import {
  defaultConcurrency
} from "./chunks/chunk-MHIY36JA.js";
import "./chunks/chunk-C5UL3YNH.js";
import "./chunks/chunk-UTJOHTNI.js";
import {
  FINDING_CATALOG
} from "./chunks/chunk-YVK35NK3.js";
import "./chunks/chunk-3BAMLSK2.js";
import "./chunks/chunk-SGU6734M.js";
import "./chunks/chunk-4ECK2E6D.js";
import "./chunks/chunk-WZYIXN5M.js";
import "./chunks/chunk-52LCQUHA.js";
import "./chunks/chunk-J6EOJWJN.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/chunk-QKVBTQRI.js";
import "./chunks/chunk-CFJFPK7S.js";
import "./chunks/chunk-VJVGNZG2.js";
import "./chunks/chunk-OELW7EZI.js";
import "./chunks/chunk-4FMI7NQJ.js";
import {
  ConfigError,
  UsageError
} from "./chunks/chunk-Z43UJCKP.js";
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
