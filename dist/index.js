import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  measureCommand
} from "./chunks/chunk-TRSKUI6N.js";
import "./chunks/chunk-36VU3HJC.js";
import {
  checkCommand
} from "./chunks/chunk-QDUYS7G4.js";
import "./chunks/chunk-JOYQFWHR.js";
import "./chunks/chunk-FR23WT65.js";
import "./chunks/chunk-3SA7SWF5.js";
import {
  runOptions,
  wholeNumber
} from "./chunks/chunk-OQQPQKCJ.js";
import {
  defaultConcurrency
} from "./chunks/chunk-TGBWROQQ.js";
import "./chunks/chunk-3H3R2ZIC.js";
import "./chunks/chunk-7JQVRQMH.js";
import "./chunks/chunk-6Q6JF66K.js";
import {
  FINDING_CATALOG
} from "./chunks/chunk-5CL2UPKC.js";
import "./chunks/chunk-2I73TISC.js";
import "./chunks/chunk-VPGZV2OG.js";
import "./chunks/chunk-CJT6VPDB.js";
import "./chunks/chunk-MMIFXBTT.js";
import "./chunks/chunk-Q7QJ5TLZ.js";
import "./chunks/chunk-4VAGLG7P.js";
import "./chunks/chunk-ZY5PXXGG.js";
import "./chunks/chunk-SXWLR64H.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/chunk-76DRIK57.js";
import "./chunks/chunk-43PK26CW.js";
import "./chunks/chunk-CFJFPK7S.js";
import "./chunks/chunk-C7LRZO7L.js";
import "./chunks/chunk-OELW7EZI.js";
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
