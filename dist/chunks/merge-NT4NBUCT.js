import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  prepare,
  renderResult
} from "./chunk-O45VINB5.js";
import {
  mergeCommand
} from "./chunk-2L4XO5U2.js";
import "./chunk-DVGTQRSF.js";
import "./chunk-NYOMNO2E.js";
import "./chunk-GPH4TCP7.js";
import "./chunk-4VZRTFFJ.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-AZP364KY.js";
import "./chunk-ARLX3DTY.js";
import "./chunk-JPAKGKY6.js";
import "./chunk-DY2IIB3V.js";
import "./chunk-QIPKT576.js";
import "./chunk-SHPSVJMJ.js";
import "./chunk-N74NYJOO.js";
import "./chunk-MHIY36JA.js";
import "./chunk-C5UL3YNH.js";
import "./chunk-YVK35NK3.js";
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
import "./chunk-QKVBTQRI.js";
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
