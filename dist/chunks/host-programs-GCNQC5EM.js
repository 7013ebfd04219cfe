import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
} from "./chunk-45PBUY54.js";
import "./chunk-XPDFVIU3.js";
import {
  HOST_PROGRAMS
} from "./chunk-6JUPXAL7.js";
import "./chunk-GWR5BQU6.js";
import "./chunk-6EUE74KQ.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-3VXQKZ4R.js";
import "./chunk-CCW25KA5.js";
import "./chunk-YFI3UPRX.js";
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
