import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  HOST_PROGRAMS,
  hostCommand,
  hostInstallDir,
  installPackage,
  runProcess,
  scratchHome
} from "./chunk-S4IK3IIU.js";
import "./chunk-J6EOJWJN.js";
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
