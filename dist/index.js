import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  measureCommand
} from "./chunks/chunk-3CVEVODC.js";
import "./chunks/chunk-INZIZBI5.js";
import {
  checkCommand
} from "./chunks/chunk-PFJGDZUY.js";
import "./chunks/chunk-4RH4N7U7.js";
import "./chunks/chunk-KQQD4Q53.js";
import "./chunks/chunk-INJCO3GY.js";
import {
  runOptions,
  wholeNumber
} from "./chunks/chunk-3GQNQC63.js";
import {
  defaultConcurrency
} from "./chunks/chunk-MY2LJSFD.js";
import "./chunks/chunk-LORCH33C.js";
import "./chunks/chunk-J7JMZEX2.js";
import {
  FINDING_CATALOG
} from "./chunks/chunk-3UE7XOA3.js";
import "./chunks/chunk-AOGMPORZ.js";
import "./chunks/chunk-5A5XQQSH.js";
import "./chunks/chunk-5757JFOQ.js";
import "./chunks/chunk-RCIQAQFS.js";
import "./chunks/chunk-PV53MECR.js";
import "./chunks/chunk-3D2HOP6Y.js";
import "./chunks/chunk-RHCQM4VP.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/chunk-SWRCSYGP.js";
import "./chunks/chunk-CFJFPK7S.js";
import "./chunks/chunk-UCT2OMFX.js";
import "./chunks/chunk-OELW7EZI.js";
import "./chunks/chunk-YFI3UPRX.js";
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
