import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hostCommand,
  hostInstallDir,
  installPackage,
  runProcess,
  scratchHome
} from "./chunk-X4OBRUDX.js";
import {
  HOST_PROGRAMS
} from "./chunk-DY2IIB3V.js";
import "./chunk-J6EOJWJN.js";
import "./chunk-CCW25KA5.js";
import "./chunk-Z43UJCKP.js";
import "./chunk-HANBNIMK.js";
export {
  HOST_PROGRAMS,
  hostCommand,
  hostInstallDir,
  installPackage,
  runProcess,
  scratchHome
};
