import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  initCommand
} from "./chunk-55WGIDMY.js";
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-54WXDSY3.js";
import "./chunk-I63F3BYU.js";
import "./chunk-IFZDEHHX.js";
import "./chunk-SWF624FF.js";
import "./chunk-4VZRTFFJ.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-YYLFITGU.js";
import "./chunk-BCZZDI4H.js";
import "./chunk-JPAKGKY6.js";
import "./chunk-DY2IIB3V.js";
import "./chunk-DCDH4ACF.js";
import "./chunk-3MLLNRRT.js";
import "./chunk-HMXNCFDD.js";
import "./chunk-VGGS4WYF.js";
import "./chunk-SO6DQHG6.js";
import "./chunk-YVK35NK3.js";
import "./chunk-MYKKYZ2Y.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-AVEKDRXY.js";
import "./chunk-VLVXA2LR.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-R3NSNG55.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-VDHRFLZO.js";
import "./chunk-CZK6D7DJ.js";
import "./chunk-7X5FRPNW.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-KCLEIL2C.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-4P65BAYM.js";
import "./chunk-LEJ6JWSO.js";
import "./chunk-QTJ6MSOD.js";
import "./chunk-HANBNIMK.js";

// src/cli/commands/init.ts
async function run(input) {
  sayTempNote(input);
  takesNoArguments(input);
  const prepared = prepare(input, { writesBudget: true });
  const { values } = input;
  const result = await initCommand(prepared.configFile, values.server, {
    ...prepared.context,
    force: values.force,
    dryRun: values["dry-run"],
    passEnv: values.env,
    ...prepared.headroom
  });
  return renderResult(input, "init", prepared, result);
}
export {
  run
};
