import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  updateCommand
} from "./chunk-HCLA63WS.js";
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-XXRXKU2I.js";
import "./chunk-WNTMRNQQ.js";
import "./chunk-GSBXYTZ5.js";
import "./chunk-C2DP2BHX.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-K4ALQTSH.js";
import "./chunk-2CNF3TDB.js";
import "./chunk-H67QTQVF.js";
import "./chunk-P7BAAGUB.js";
import "./chunk-O4JUY5JY.js";
import "./chunk-RIRCDAJW.js";
import "./chunk-7PCGKFSC.js";
import "./chunk-3H3R2ZIC.js";
import "./chunk-Z22XI5SY.js";
import "./chunk-YPM36Z3Y.js";
import "./chunk-LQJP7JAO.js";
import "./chunk-M36N3THD.js";
import "./chunk-MMIFXBTT.js";
import "./chunk-JCJCK5YR.js";
import "./chunk-NMZFYOUF.js";
import "./chunk-ZY5PXXGG.js";
import "./chunk-SXWLR64H.js";
import "./chunk-CCW25KA5.js";
import "./chunk-PBWQOWZJ.js";
import "./chunk-VDHRFLZO.js";
import "./chunk-PGRJTFNE.js";
import "./chunk-EZNO7CWV.js";
import "./chunk-43PK26CW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-QIO5PUO6.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-OELW7EZI.js";
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
