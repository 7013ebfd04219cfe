import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  prepare,
  renderResult
} from "./chunk-N2PIUPKC.js";
import {
  mergeCommand
} from "./chunk-SKFOZFRW.js";
import "./chunk-KLYSDVIJ.js";
import "./chunk-MQG7QQWZ.js";
import "./chunk-VW742SWK.js";
import "./chunk-SWI2LS2X.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-AZP364KY.js";
import "./chunk-GHDGIVPS.js";
import "./chunk-VTPZBBKP.js";
import "./chunk-OTGZNB5S.js";
import "./chunk-REIU2MI4.js";
import "./chunk-NODI25XJ.js";
import "./chunk-MHIY36JA.js";
import "./chunk-SAQANNV6.js";
import "./chunk-2SMZBZMU.js";
import "./chunk-3BAMLSK2.js";
import "./chunk-SGU6734M.js";
import "./chunk-4ECK2E6D.js";
import "./chunk-WZYIXN5M.js";
import "./chunk-52LCQUHA.js";
import "./chunk-J6EOJWJN.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-VDHRFLZO.js";
import "./chunk-E2ERMJWO.js";
import "./chunk-BEZM4XAL.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-VJVGNZG2.js";
import "./chunk-OELW7EZI.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-Z43UJCKP.js";
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
