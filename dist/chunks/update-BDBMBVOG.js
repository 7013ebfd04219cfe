import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  updateCommand
} from "./chunk-56F6K3V6.js";
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-UERH5UZS.js";
import "./chunk-RCQMOFNA.js";
import "./chunk-2XTCGIZR.js";
import "./chunk-MDEG6Q7S.js";
import "./chunk-M2BICACE.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-PRLHFSO3.js";
import "./chunk-FVWA5PHQ.js";
import "./chunk-DDAUNJHG.js";
import "./chunk-TEFA5WOP.js";
import "./chunk-YSVZI23Q.js";
import "./chunk-X6J4KLXM.js";
import "./chunk-PYR3EH2S.js";
import "./chunk-EASISETF.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-MVD43APK.js";
import "./chunk-3UE7XOA3.js";
import "./chunk-INDIQ6ST.js";
import "./chunk-3ZSW5H4J.js";
import "./chunk-Q672FTCS.js";
import "./chunk-UBF43V2B.js";
import "./chunk-ZM46RBHW.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-LYTVLWCL.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-CEK7UD7K.js";
import "./chunk-Z5E5B2IL.js";
import "./chunk-SWRCSYGP.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-ZEYXWVY6.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-2TKON5YV.js";
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
