import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  initCommand
} from "./chunk-YID53LM4.js";
import { __m2_prepare as prepare, __m2_renderResult as renderResult, __m2_sayTempNote as sayTempNote, __m2_takesNoArguments as takesNoArguments } from "./cli-start-580920F0.js";
import "./cli-start-580920F0.js";
import "./chunk-66OET7AE.js";
import "./chunk-MDEG6Q7S.js";
import "./chunk-M2BICACE.js";
import "./chunk-EPZHW7OC.js";
import "./chunk-FTWV5HZC.js";
import "./chunk-HFNNYEDN.js";
import "./chunk-VTE6CCGB.js";
import "./chunk-PZ5BQGAD.js";
import "./chunk-DDAUNJHG.js";
import "./chunk-TEFA5WOP.js";
import "./chunk-3UE7XOA3.js";
import "./chunk-VV6WRPXC.js";
import "./chunk-CCW25KA5.js";
import "./chunk-UQ5GGXX4.js";
import "./chunk-WL76CDZ4.js";
import "./chunk-CEK7UD7K.js";
import "./chunk-NGA7DO4P.js";
import "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-2TKON5YV.js";
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
