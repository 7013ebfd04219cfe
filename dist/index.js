import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  measureCommand
} from "./chunks/chunk-RZGYWZ4Z.js";
import "./chunks/chunk-5YXZBCTP.js";
import {
  checkCommand
} from "./chunks/chunk-EFXACVRQ.js";
import "./chunks/chunk-6XQVTSYE.js";
import "./chunks/chunk-OCYRKDQQ.js";
import "./chunks/chunk-C6LE3ORK.js";
import {
  runOptions,
  wholeNumber
} from "./chunks/chunk-PUHQXAYI.js";
import {
  defaultConcurrency
} from "./chunks/chunk-TGBWROQQ.js";
import "./chunks/chunk-3H3R2ZIC.js";
import "./chunks/chunk-7JQVRQMH.js";
import {
  FINDING_CATALOG
} from "./chunks/chunk-2SMZBZMU.js";
import "./chunks/chunk-3BAMLSK2.js";
import "./chunks/chunk-SGU6734M.js";
import "./chunks/chunk-VPGZV2OG.js";
import "./chunks/chunk-CL6D6TJF.js";
import "./chunks/chunk-MMIFXBTT.js";
import "./chunks/chunk-WZYIXN5M.js";
import "./chunks/chunk-77VGKEG5.js";
import "./chunks/chunk-QP6B44OR.js";
import "./chunks/chunk-SXWLR64H.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/chunk-TEUQBNAN.js";
import "./chunks/chunk-43PK26CW.js";
import "./chunks/chunk-CFJFPK7S.js";
import "./chunks/chunk-VJVGNZG2.js";
import "./chunks/chunk-OELW7EZI.js";
import "./chunks/chunk-4FMI7NQJ.js";
import {
  ConfigError,
  UsageError
} from "./chunks/chunk-V6LZTG7Q.js";
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
