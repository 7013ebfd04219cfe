import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  hostCommand,
  hostInstallDir,
  runProcess,
  scratchHome
} from "./chunk-F4BQ2D7X.js";
import "./chunk-WUYA2KR6.js";
import {
  HOST_PROGRAMS
} from "./chunk-B2WSYTU2.js";
import "./chunk-22VCV4V3.js";
import "./chunk-B2ABLCG6.js";
import "./chunk-3D2HOP6Y.js";
import "./chunk-J63PSFRP.js";
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
