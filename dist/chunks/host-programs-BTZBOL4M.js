import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
} from "./chunk-N6RN36GK.js";
import "./chunk-LWB5QKL7.js";
import {
  HOST_PROGRAMS
} from "./chunk-F3I3M2RM.js";
import "./chunk-NKMMJYIN.js";
import "./chunk-QJLGCY7L.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-RHTJQNXG.js";
import "./chunk-CCW25KA5.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-FU7E6YGX.js";
import "./chunk-HANBNIMK.js";
export {
  HOST_PROGRAMS,
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
};
