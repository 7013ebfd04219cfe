import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-D6ICWRDV.js";
import {
  checkCommand
} from "./chunk-64MIXEC2.js";

// src/cli/commands/check.ts
async function run(input) {
  sayTempNote(input);
  takesNoArguments(input);
  const prepared = prepare(input);
  return renderResult(input, "check", prepared, await checkCommand(prepared.configFile, prepared.context));
}

export {
  run
};
