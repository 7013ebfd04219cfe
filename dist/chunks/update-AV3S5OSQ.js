import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  updateCommand
} from "./chunk-L22WAMY5.js";
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-Z2GOS65C.js";
import "./chunk-UQI6VAGM.js";
import "./chunk-UWXKXMCW.js";
import "./chunk-MDEG6Q7S.js";
import "./chunk-M2BICACE.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-EMOCI24K.js";
import "./chunk-HS5YWT2S.js";
import "./chunk-DDAUNJHG.js";
import "./chunk-TEFA5WOP.js";
import "./chunk-INZIZBI5.js";
import "./chunk-INJCO3GY.js";
import "./chunk-3GQNQC63.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-LORCH33C.js";
import "./chunk-3UE7XOA3.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-5757JFOQ.js";
import "./chunk-RCIQAQFS.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-RHCQM4VP.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-CEK7UD7K.js";
import "./chunk-WSUYNGGC.js";
import "./chunk-SWRCSYGP.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-UCT2OMFX.js";
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
