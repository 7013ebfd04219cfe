import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALL_PROOF,
  hostsCacheDir,
  installDir,
  installPackage,
  provenEntry,
  treeDigest,
  writeInstallProof
} from "./chunk-2N6HR5G5.js";
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
  INSTALL_PROOF,
  hostsCacheDir,
  installDir,
  installPackage,
  provenEntry,
  treeDigest,
  writeInstallProof
};
