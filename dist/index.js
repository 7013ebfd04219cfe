import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  measureCommand
} from "./chunks/chunk-LDUEB3DO.js";
import "./chunks/chunk-UYCPGKFJ.js";
import {
  checkCommand
} from "./chunks/chunk-WFPQYSIR.js";
import "./chunks/chunk-5HJAH73K.js";
import "./chunks/chunk-EZLJGKI5.js";
import "./chunks/chunk-NRE2XZEZ.js";
import {
  runOptions,
  wholeNumber
} from "./chunks/chunk-7VHREMVG.js";
import {
  defaultConcurrency
} from "./chunks/chunk-B7XTKRIE.js";
import "./chunks/chunk-KB5KCF2Y.js";
import "./chunks/chunk-FVJDJLOE.js";
import {
  FINDING_CATALOG
} from "./chunks/chunk-5E3PJRPQ.js";
import "./chunks/chunk-AOGMPORZ.js";
import "./chunks/chunk-5A5XQQSH.js";
import "./chunks/chunk-TDYUYZVA.js";
import "./chunks/chunk-KB5NEAVV.js";
import "./chunks/chunk-PV53MECR.js";
import "./chunks/chunk-3D2HOP6Y.js";
import "./chunks/chunk-RHTJQNXG.js";
import "./chunks/chunk-CCW25KA5.js";
import "./chunks/chunk-CKTYSH7W.js";
import "./chunks/chunk-CFJFPK7S.js";
import "./chunks/chunk-HNUAVDBE.js";
import "./chunks/chunk-OELW7EZI.js";
import "./chunks/chunk-YFI3UPRX.js";
import "./chunks/chunk-4FMI7NQJ.js";
import {
  ConfigError,
  UsageError
} from "./chunks/chunk-FU7E6YGX.js";
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
