import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  updateCommand
} from "./chunk-45FPJNP6.js";
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-3XQEH3DQ.js";
import "./chunk-RTDINMM2.js";
import "./chunk-6DOTZ2GC.js";
import "./chunk-XVWJJBZG.js";
import "./chunk-2XS4NMOP.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-CXL5VFLM.js";
import "./chunk-CAIYUIUA.js";
import "./chunk-JPAKGKY6.js";
import "./chunk-B2WSYTU2.js";
import "./chunk-4Q2JC6MJ.js";
import "./chunk-PSK3U3UF.js";
import "./chunk-YEPQCXDB.js";
import "./chunk-J23KMOR3.js";
import "./chunk-EFJYLAWS.js";
import "./chunk-5E3PJRPQ.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-YWZ2UALN.js";
import "./chunk-B2ABLCG6.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-J63PSFRP.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-VDHRFLZO.js";
import "./chunk-V6TKTE3P.js";
import "./chunk-D64ZEMUO.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-HNUAVDBE.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-O2M5RCV2.js";
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
