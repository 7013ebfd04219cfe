import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  prepare,
  renderResult
} from "./chunk-ZAAMWOPK.js";
import {
  mergeCommand
} from "./chunk-VJG7C4G5.js";
import "./chunk-AJY6NR6Q.js";
import "./chunk-GHF66IP7.js";
import "./chunk-XVWJJBZG.js";
import "./chunk-4VZRTFFJ.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-MYA2YXYV.js";
import "./chunk-BCZZDI4H.js";
import "./chunk-JPAKGKY6.js";
import "./chunk-DY2IIB3V.js";
import "./chunk-7F5XUBAU.js";
import "./chunk-5AQG2A7M.js";
import "./chunk-P4OPASEN.js";
import "./chunk-VGGS4WYF.js";
import "./chunk-L6TXMSAZ.js";
import "./chunk-5E3PJRPQ.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-XH7U4QWJ.js";
import "./chunk-X2L2O6NL.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-VUQSFFNW.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-VDHRFLZO.js";
import "./chunk-FKKILP7T.js";
import "./chunk-7X5FRPNW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-ERSFF5MJ.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-4P65BAYM.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";

// src/cli/commands/merge.ts
async function run(input) {
  const prepared = prepare(input);
  const result = await mergeCommand(prepared.configFile, input.args, prepared.context);
  return renderResult(input, "merge", prepared, result);
}
export {
  run
};
