import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  measureCommand
} from "./chunks/chunk-FDCXR64D.js";
import "./chunks/chunk-4Q2JC6MJ.js";
import {
  checkCommand
} from "./chunks/chunk-APFCC3XY.js";
import "./chunks/chunk-22VCV4V3.js";
import "./chunks/chunk-NCCISFQM.js";
import "./chunks/chunk-PSK3U3UF.js";
import {
  runOptions,
  wholeNumber
} from "./chunks/chunk-YEPQCXDB.js";
import {
  defaultConcurrency
} from "./chunks/chunk-J23KMOR3.js";
import "./chunks/chunk-EFJYLAWS.js";
import "./chunks/chunk-T4R67BCA.js";
import {
  FINDING_CATALOG
} from "./chunks/chunk-5E3PJRPQ.js";
import "./chunks/chunk-AOGMPORZ.js";
import "./chunks/chunk-5A5XQQSH.js";
import "./chunks/chunk-YWZ2UALN.js";
import "./chunks/chunk-B2ABLCG6.js";
import "./chunks/chunk-PV53MECR.js";
import "./chunks/chunk-3D2HOP6Y.js";
import "./chunks/chunk-J63PSFRP.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/chunk-D64ZEMUO.js";
import "./chunks/chunk-CFJFPK7S.js";
import "./chunks/chunk-HNUAVDBE.js";
import "./chunks/chunk-OELW7EZI.js";
import "./chunks/chunk-YFI3UPRX.js";
import "./chunks/chunk-4FMI7NQJ.js";
import {
  ConfigError,
  UsageError
} from "./chunks/chunk-O2M5RCV2.js";
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
