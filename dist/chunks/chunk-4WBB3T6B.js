import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

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

// src/shell/turns.ts
var SLICE_MS = 10;
var launches = 0;
var waiting = [];
function launching() {
  launches += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    launches -= 1;
    if (launches === 0) for (const resume of waiting.splice(0)) resume();
  };
}
async function nextTurn() {
  await new Promise((resolve) => setImmediate(resolve));
  if (launches > 0) await new Promise((resolve) => waiting.push(resolve));
}

export {
  interruptible,
  MeasuringTimedOut,
  SLICE_MS,
  launching,
  nextTurn
};
