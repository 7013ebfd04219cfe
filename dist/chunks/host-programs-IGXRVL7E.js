import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
} from "./chunk-T47KEIOG.js";
import "./chunk-2675X2TM.js";
import {
  HOST_PROGRAMS
} from "./chunk-B2WSYTU2.js";
import "./chunk-WAZ47TQB.js";
import "./chunk-BGMXKRFK.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-MZK5ZY2M.js";
import "./chunk-CCW25KA5.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-O2M5RCV2.js";
import "./chunk-HANBNIMK.js";
export {
  HOST_PROGRAMS,
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
};
