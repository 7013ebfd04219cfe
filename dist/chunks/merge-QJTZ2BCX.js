import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  prepare,
  renderResult
} from "./chunk-ARQ4VR23.js";
import {
  mergeCommand
} from "./chunk-NP5LR6GZ.js";
import "./chunk-Z7JO42TR.js";
import "./chunk-S65BIFTP.js";
import "./chunk-YHWY6ESJ.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-APMGNONX.js";
import "./chunk-OKN6VIUC.js";
import "./chunk-MRSDSKWM.js";
import "./chunk-NPO7FK4V.js";
import "./chunk-YYKPLNAU.js";
import "./chunk-ACHB2VHH.js";
import "./chunk-TFG6GMNQ.js";
import "./chunk-TGBWROQQ.js";
import "./chunk-3H3R2ZIC.js";
import "./chunk-2VNP26MN.js";
import "./chunk-5CL2UPKC.js";
import "./chunk-5CN2U5E2.js";
import "./chunk-OFQ3AMVK.js";
import "./chunk-MMIFXBTT.js";
import "./chunk-5XVL7ZOF.js";
import "./chunk-4VAGLG7P.js";
import "./chunk-ZY5PXXGG.js";
import "./chunk-SXWLR64H.js";
import "./chunk-CCW25KA5.js";
import "./chunk-PBWQOWZJ.js";
import "./chunk-VDHRFLZO.js";
import "./chunk-VO34SSPL.js";
import "./chunk-76DRIK57.js";
import "./chunk-43PK26CW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-S5XBZMQ7.js";
import "./chunk-OELW7EZI.js";
import "./chunk-V6LZTG7Q.js";
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
