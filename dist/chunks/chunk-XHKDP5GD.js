import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  prepare,
  renderResult,
  sayTempNote,
  takesNoArguments
} from "./chunk-D6ICWRDV.js";
import {
  measureCommand
} from "./chunk-MUEUF2TO.js";

// src/cli/commands/measure.ts
async function run(input) {
  sayTempNote(input);
  takesNoArguments(input);
  const prepared = prepare(input);
  const { configFile, configGiven, context } = prepared;
  const result = await measureCommand(configFile, input.values.server, { ...context, configGiven });
  return renderResult(input, "measure", prepared, result);
}

export {
  run
};
