import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
} from "./chunk-6JDINSVJ.js";
import "./chunk-UW3E44BG.js";
import {
  HOST_PROGRAMS
} from "./chunk-TEFA5WOP.js";
import "./cli-start-0C8AEFFA.js";
import "./chunk-EIHASWYV.js";
import "./chunk-CCW25KA5.js";
import "./start-shared-3AE6A6EC.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-2TKON5YV.js";
import "./chunk-HANBNIMK.js";
export {
  HOST_PROGRAMS,
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
};
