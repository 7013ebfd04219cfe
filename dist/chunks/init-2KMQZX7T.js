import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  initCommand
} from "./chunk-JV6BWVKL.js";
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-GYGSYGIN.js";
import "./chunk-VKPJLOCC.js";
import "./chunk-AA4IDPXX.js";
import "./chunk-MDEG6Q7S.js";
import "./chunk-M2BICACE.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-WB6UGEHZ.js";
import "./chunk-B6LQWGY5.js";
import "./chunk-DDAUNJHG.js";
import "./chunk-TEFA5WOP.js";
import "./chunk-44DAJQQP.js";
import "./chunk-5ZEIKM6S.js";
import "./chunk-E7DU2ZVU.js";
import "./chunk-MY2LJSFD.js";
import "./chunk-JMFU3RMR.js";
import "./chunk-3UE7XOA3.js";
import "./chunk-INDIQ6ST.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-ZDMY43MB.js";
import "./chunk-3U4Z2LA4.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-X7ZHOBEM.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-CEK7UD7K.js";
import "./chunk-Z5E5B2IL.js";
import "./chunk-SWRCSYGP.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-ZEYXWVY6.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-2TKON5YV.js";
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
