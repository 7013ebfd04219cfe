import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import { __m19_run as run } from "./cli-start-580920F0.js";
import "./cli-start-580920F0.js";
import "./chunk-VV6WRPXC.js";
import "./chunk-CCW25KA5.js";
import "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";
export {
  run
};
