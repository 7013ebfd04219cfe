import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  initCommand
} from "./chunk-CM7JXHIP.js";
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-ON6SUOCT.js";
import "./chunk-MNPA4R2M.js";
import "./chunk-LLBT5P5O.js";
import "./chunk-UHN4LEQL.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-AZP364KY.js";
import "./chunk-UKFXNGYW.js";
import "./chunk-MRSDSKWM.js";
import "./chunk-JM5FPUWB.js";
import "./chunk-DBP2RJHQ.js";
import "./chunk-4SMH22VW.js";
import "./chunk-FQWQT535.js";
import "./chunk-TGBWROQQ.js";
import "./chunk-3H3R2ZIC.js";
import "./chunk-3BAMLSK2.js";
import "./chunk-5CL2UPKC.js";
import "./chunk-SGU6734M.js";
import "./chunk-CL6D6TJF.js";
import "./chunk-MMIFXBTT.js";
import "./chunk-WZYIXN5M.js";
import "./chunk-77VGKEG5.js";
import "./chunk-QP6B44OR.js";
import "./chunk-SXWLR64H.js";
import "./chunk-CCW25KA5.js";
import "./chunk-PBWQOWZJ.js";
import "./chunk-VDHRFLZO.js";
import "./chunk-E2ERMJWO.js";
import "./chunk-76DRIK57.js";
import "./chunk-43PK26CW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-VJVGNZG2.js";
import "./chunk-OELW7EZI.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-V6LZTG7Q.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";

// src/cli/commands/init.ts
async function run(input) {
  sayTempNote(input);
  takesNoArguments(input);
  const prepared = prepare(input, { writesBudget: true });
  const { values } = input;
  const result = await initCommand(prepared.configFile, values.server, {
    ...prepared.context,
    force: values.force,
    dryRun: values["dry-run"],
    passEnv: values.env,
    ...prepared.headroom
  });
  return renderResult(input, "init", prepared, result);
}
export {
  run
};
