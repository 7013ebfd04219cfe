import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  HOST_PROGRAMS,
  hostCommand,
  hostInstallDir,
  installPackage,
  runProcess,
  scratchHome
} from "./chunk-FJINGB6O.js";
import "./chunk-SXWLR64H.js";
import "./chunk-V6LZTG7Q.js";
import "./chunk-HANBNIMK.js";
export {
  HOST_PROGRAMS,
  hostCommand,
  hostInstallDir,
  installPackage,
  runProcess,
  scratchHome
};
