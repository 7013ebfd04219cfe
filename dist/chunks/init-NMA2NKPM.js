import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  initCommand
} from "./chunk-PNXMMDH6.js";
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-RAQCS3CQ.js";
import "./chunk-XKHIXSR4.js";
import "./chunk-VJYXCL4H.js";
import "./chunk-XVWJJBZG.js";
import "./chunk-PRJY4NQD.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-MYA2YXYV.js";
import "./chunk-FSIHDBHX.js";
import "./chunk-JPAKGKY6.js";
import "./chunk-MPPEGV4N.js";
import "./chunk-HA3SURFN.js";
import "./chunk-6MKGXGOF.js";
import "./chunk-EK776HX2.js";
import "./chunk-J23KMOR3.js";
import "./chunk-VE2NL7UK.js";
import "./chunk-5E3PJRPQ.js";
import "./chunk-AOGMPORZ.js";
import "./chunk-5A5XQQSH.js";
import "./chunk-WE4ULIFA.js";
import "./chunk-BGMXKRFK.js";
import "./chunk-PV53MECR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-MZK5ZY2M.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-VDHRFLZO.js";
import "./chunk-FKKILP7T.js";
import "./chunk-D64ZEMUO.js";
import "./chunk-CFJFPK7S.js";
import "./chunk-ERSFF5MJ.js";
import "./chunk-OELW7EZI.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-O2M5RCV2.js";
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
