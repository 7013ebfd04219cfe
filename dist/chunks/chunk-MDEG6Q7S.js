import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FINDING_CATALOG
} from "./chunk-3UE7XOA3.js";
import { __m9_SERVER_FAILURE_CODES as SERVER_FAILURE_CODES } from "./cli-start-580920F0.js";

// src/judge/finding-facts.ts
var FINDING_CODES = Object.keys(FINDING_CATALOG);

// src/judge/findings.ts
function findingOf(code, rest) {
  return { code, ...rest };
}
var SERVER_FAILURE_CODES2 = new Set(SERVER_FAILURE_CODES);

export {
  FINDING_CODES,
  findingOf,
  SERVER_FAILURE_CODES2 as SERVER_FAILURE_CODES
};
