import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  prepare,
  renderResult
} from "./chunk-USYMPMH4.js";
import {
  mergeCommand
} from "./chunk-2SVO6IWS.js";
import "./chunk-WNTMRNQQ.js";
import "./chunk-OYYBMOBR.js";
import "./chunk-SQMWVT22.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-2CIM5LEL.js";
import "./chunk-2CNF3TDB.js";
import "./chunk-H67QTQVF.js";
import "./chunk-33X5DKC7.js";
import "./chunk-WCDM2WBM.js";
import "./chunk-WADKWGNP.js";
import "./chunk-QD3IY6VV.js";
import "./chunk-3H3R2ZIC.js";
import "./chunk-Z22XI5SY.js";
import "./chunk-GB2RUGVT.js";
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
import "./chunk-VHHHKYAM.js";
import "./chunk-EZNO7CWV.js";
import "./chunk-43PK26CW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-JDVLFBTG.js";
import "./chunk-YFI3UPRX.js";
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
