import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
} from "./chunk-WANMFRZD.js";
import "./chunk-2N6HR5G5.js";
import {
  HOST_PROGRAMS
} from "./chunk-TEFA5WOP.js";
import "./chunk-CF5KC6KW.js";
import "./chunk-3U4Z2LA4.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-X7ZHOBEM.js";
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
