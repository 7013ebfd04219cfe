import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  initCommand
} from "./chunk-NAMQXPIT.js";
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-ODVKX744.js";
import "./chunk-Z7JO42TR.js";
import "./chunk-3VGFFNHB.js";
import "./chunk-HL3RTBAC.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-EYUV7422.js";
import "./chunk-I6FMG3Z7.js";
import "./chunk-MRSDSKWM.js";
import "./chunk-36VU3HJC.js";
import "./chunk-FR23WT65.js";
import "./chunk-3SA7SWF5.js";
import "./chunk-OQQPQKCJ.js";
import "./chunk-TGBWROQQ.js";
import "./chunk-3H3R2ZIC.js";
import "./chunk-6Q6JF66K.js";
import "./chunk-5CL2UPKC.js";
import "./chunk-2I73TISC.js";
import "./chunk-CJT6VPDB.js";
import "./chunk-MMIFXBTT.js";
import "./chunk-Q7QJ5TLZ.js";
import "./chunk-4VAGLG7P.js";
import "./chunk-ZY5PXXGG.js";
import "./chunk-SXWLR64H.js";
import "./chunk-CCW25KA5.js";
import "./chunk-PBWQOWZJ.js";
import "./chunk-VDHRFLZO.js";
import "./chunk-E5XZT3KQ.js";
import "./chunk-76DRIK57.js";
import "./chunk-43PK26CW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-C7LRZO7L.js";
import "./chunk-OELW7EZI.js";
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
