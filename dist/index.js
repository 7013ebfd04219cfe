import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  measureCommand
} from "./chunks/chunk-MUEUF2TO.js";
import "./chunks/chunk-VSNC44ME.js";
import {
  checkCommand
} from "./chunks/chunk-64MIXEC2.js";
import "./chunks/chunk-AE52OE7J.js";
import "./chunks/chunk-7XT4267Q.js";
import "./chunks/chunk-S6UUP5FB.js";
import "./chunks/chunk-NRIXATFC.js";
import {
  runOptions,
  wholeNumber
} from "./chunks/chunk-ESD2SCQT.js";
import {
  defaultConcurrency
} from "./chunks/chunk-MY2LJSFD.js";
import "./chunks/chunk-WW27EMXN.js";
import "./chunks/chunk-J7JMZEX2.js";
import {
  FINDING_CATALOG
} from "./chunks/chunk-3UE7XOA3.js";
import "./chunks/chunk-INDIQ6ST.js";
import "./chunks/chunk-FY3BZNSC.js";
import "./chunks/chunk-I57BBHVV.js";
import "./chunks/chunk-LKVDPYZP.js";
import "./chunks/chunk-5CXZJLR2.js";
import "./chunks/chunk-3D2HOP6Y.js";
import "./chunks/chunk-LYTVLWCL.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/chunk-SWRCSYGP.js";
import "./chunks/chunk-CFJFPK7S.js";
import "./chunks/chunk-RQNAL72N.js";
import "./chunks/chunk-OELW7EZI.js";
import "./chunks/chunk-4WBB3T6B.js";
import "./chunks/chunk-4FMI7NQJ.js";
import {
  ConfigError,
  UsageError
} from "./chunks/chunk-2TKON5YV.js";
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
