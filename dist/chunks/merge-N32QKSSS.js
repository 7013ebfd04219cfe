import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  prepare,
  renderResult
} from "./chunk-D6ICWRDV.js";
import {
  mergeCommand
} from "./chunk-WWEYRLXF.js";
import "./chunk-RCQMOFNA.js";
import "./chunk-D6L5GP5S.js";
import "./chunk-MDEG6Q7S.js";
import "./chunk-M2BICACE.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-D7ZTYYFE.js";
import "./chunk-47K2XFHU.js";
import "./chunk-DDAUNJHG.js";
import "./chunk-TEFA5WOP.js";
import "./chunk-AE52OE7J.js";
import "./chunk-7XT4267Q.js";
import "./chunk-NRIXATFC.js";
import "./chunk-ESD2SCQT.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-WW27EMXN.js";
import "./chunk-J7JMZEX2.js";
import "./chunk-3UE7XOA3.js";
import "./chunk-INDIQ6ST.js";
import "./chunk-FY3BZNSC.js";
import "./chunk-I57BBHVV.js";
import "./chunk-LKVDPYZP.js";
import "./chunk-5CXZJLR2.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-LYTVLWCL.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-CEK7UD7K.js";
import "./chunk-KL4SXRHI.js";
import "./chunk-SWRCSYGP.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-RQNAL72N.js";
import "./chunk-OELW7EZI.js";
import "./chunk-4WBB3T6B.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-2TKON5YV.js";
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
