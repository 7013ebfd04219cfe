import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
} from "./chunk-UVRHCM44.js";
import "./chunk-RMYWCD7H.js";
import {
  HOST_PROGRAMS
} from "./chunk-DY2IIB3V.js";
import "./chunk-JEPZMKSK.js";
import "./chunk-X2L2O6NL.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-VUQSFFNW.js";
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
