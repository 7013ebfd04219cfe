import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MeasuringTimedOut
} from "./chunk-LG7IJHAI.js";

// src/measure/work-deadline.ts
var current;
var steps = 0;
function underDeadline(deadline, work) {
  const outer = current;
  current = deadline ?? outer;
  try {
    return work();
  } finally {
    current = outer;
  }
}
function workStep() {
  if (current === void 0 || (++steps & 1023) !== 0) return;
  if (Date.now() > current) throw new MeasuringTimedOut();
}

export {
  underDeadline,
  workStep
};
