import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
} from "./chunk-FOG4JY77.js";
import "./chunk-HHAOILKF.js";
import {
  HOST_PROGRAMS
} from "./chunk-DY2IIB3V.js";
import "./chunk-JHD3YXI5.js";
import "./chunk-VLVXA2LR.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-R3NSNG55.js";
import "./chunk-CCW25KA5.js";
import "./chunk-YFI3UPRX.js";
import "./chunk-4FMI7NQJ.js";
import "./chunk-4P65BAYM.js";
import "./chunk-HANBNIMK.js";
export {
  HOST_PROGRAMS,
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
};
