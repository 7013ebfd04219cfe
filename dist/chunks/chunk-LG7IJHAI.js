import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/budget/json-depth.ts
function offsetPastDepth(text, limit) {
  if (openingsUpTo(text, limit + 1) <= limit) return void 0;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return void 0;
}
function openingsUpTo(text, most) {
  let count = 0;
  for (const opening of ["{", "["]) {
    for (let at = text.indexOf(opening); at !== -1 && count < most; at = text.indexOf(opening, at + 1)) count++;
  }
  return count;
}
var MAX_MESSAGE_DEPTH = 256;

// src/servers/interruptible.ts
import vm from "node:vm";
function interruptible(call) {
  let context;
  return (deadline, ...args) => {
    context ??= { sandbox: vm.createContext({ call, args: [] }), script: new vm.Script("call(...args)") };
    const { sandbox, script } = context;
    sandbox.args = args;
    try {
      return script.runInContext(sandbox, {
        timeout: Math.max(1, (deadline ?? Date.now() + 6e4) - Date.now())
      });
    } catch (error) {
      if (error.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") throw new MeasuringTimedOut();
      throw error;
    } finally {
      sandbox.args = [];
    }
  };
}
var MeasuringTimedOut = class extends Error {
  name = "MeasuringTimedOut";
};

export {
  offsetPastDepth,
  MAX_MESSAGE_DEPTH,
  interruptible,
  MeasuringTimedOut
};
