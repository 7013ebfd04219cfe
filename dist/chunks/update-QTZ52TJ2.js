import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  updateCommand
} from "./chunk-U3GVHX3W.js";
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-UEOADKUO.js";
import "./chunk-YOGPQH2G.js";
import "./chunk-AENCNDEF.js";
import "./chunk-XVWJJBZG.js";
import "./chunk-ALTARYAA.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-CXL5VFLM.js";
import "./chunk-RVNG6RQ6.js";
import "./chunk-MBWNPMGX.js";
import "./chunk-F3I3M2RM.js";
import "./chunk-FGZ2G42J.js";
import "./chunk-4KLJOCVH.js";
import "./chunk-EGGJFBMJ.js";
import "./chunk-NQCSJLE3.js";
import "./chunk-22DAIR3A.js";
import "./chunk-5E3PJRPQ.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-7CEA6HFG.js";
import "./chunk-QJLGCY7L.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-RHTJQNXG.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-CEK7UD7K.js";
import "./chunk-V6TKTE3P.js";
import "./chunk-CKTYSH7W.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-HNUAVDBE.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-FU7E6YGX.js";
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
