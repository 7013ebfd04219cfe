import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  updateCommand
} from "./chunk-4UOXEW4X.js";
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-ZWTGFDGM.js";
import "./chunk-MNPA4R2M.js";
import "./chunk-GUX7LQQP.js";
import "./chunk-VW742SWK.js";
import "./chunk-SWI2LS2X.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-AZP364KY.js";
import "./chunk-GHDGIVPS.js";
import "./chunk-VTPZBBKP.js";
import "./chunk-5YXZBCTP.js";
import "./chunk-OCYRKDQQ.js";
import "./chunk-C6LE3ORK.js";
import "./chunk-PUHQXAYI.js";
import "./chunk-TGBWROQQ.js";
import "./chunk-3H3R2ZIC.js";
import "./chunk-2SMZBZMU.js";
import "./chunk-3BAMLSK2.js";
import "./chunk-SGU6734M.js";
import "./chunk-CL6D6TJF.js";
import "./chunk-MMIFXBTT.js";
import "./chunk-WZYIXN5M.js";
import "./chunk-77VGKEG5.js";
import "./chunk-QP6B44OR.js";
import "./chunk-SXWLR64H.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-VDHRFLZO.js";
import "./chunk-E2ERMJWO.js";
import "./chunk-TEUQBNAN.js";
import "./chunk-43PK26CW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-VJVGNZG2.js";
import "./chunk-OELW7EZI.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-V6LZTG7Q.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";

// src/cli/commands/update.ts
async function run(input) {
  sayTempNote(input);
  takesNoArguments(input);
  const prepared = prepare(input, { writesBudget: true });
  const result = await updateCommand(prepared.configFile, {
    ...prepared.context,
    dryRun: input.values["dry-run"],
    ...prepared.headroom
  });
  return renderResult(input, "update", prepared, result);
}
export {
  run
};
